'use client';

import { Loader2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/components/common/lazy-toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { INPUT_CLASS } from '@/components/ui/input';
import { signerColour } from '@/lib/signatures/signers';
import {
  loadSignersPanel,
  saveSignatureSigners,
  sendToSignatureSigners,
} from '@/server/signatures/signer-staff-actions';
import type { SignersPanel } from '@/server/signatures/signers-panel';
import { emptySigner, SignersEditor, type DraftSigner } from './signers-editor';
import { SignersStatus } from './signers-status';

type Loaded = SignersPanel & { me: string };

/** "Signatários" (D117): on a draft, the ordered list, the mode and each field's signer; afterwards, their progress. */
export function SignersDialog({
  documentId,
  onOpenChange,
}: {
  documentId: string | null;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useTranslations('signatures.signers');
  const [panel, setPanel] = useState<Loaded | null>(null);
  const [signers, setSigners] = useState<DraftSigner[]>([]);
  const [mode, setMode] = useState<'sequential' | 'parallel'>('sequential');
  const [owners, setOwners] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = (result: Awaited<ReturnType<typeof loadSignersPanel>>) => {
    if (!result.ok) return setError(result.error);
    const data = result.data;
    setPanel(data);
    const active = data.signers.filter((s) => s.status !== 'cancelled');
    setSigners(
      active.length
        ? active.map((s) => ({
            name: s.name,
            email: s.email,
            cpf: s.cpf ?? '',
            phone: s.phone ?? '',
            role: s.role as DraftSigner['role'],
            // The server sets a signer's staff account from their e-mail (D169): never sent back.
            userId: null,
          }))
        : [emptySigner()],
    );
    setMode(data.signingMode === 'parallel' ? 'parallel' : 'sequential');
    const position = new Map(active.map((s) => [s.id, s.position]));
    setOwners(Object.fromEntries(data.fields.map((f) => [f.id, (f.signerId && position.get(f.signerId)) || 1])));
  };
  const reload = async (id: string) => apply(await loadSignersPanel({ id }));
  useEffect(() => {
    if (!documentId) return;
    let live = true;
    void loadSignersPanel({ id: documentId }).then((result) => {
      if (live) apply(result);
    });
    return () => {
      live = false;
    };
  }, [documentId]);

  const save = async (andSend: boolean) => {
    if (!panel) return;
    setBusy(true);
    setError(null);
    const saved = await saveSignatureSigners({ id: panel.id, mode, signers, fieldSigners: owners });
    if (!saved.ok) {
      setBusy(false);
      return setError(saved.error);
    }
    if (andSend) {
      const sent = await sendToSignatureSigners({ id: panel.id });
      if (!sent.ok) {
        setBusy(false);
        return setError(sent.error);
      }
      toast.success(t('sent'));
    } else toast.success(t('saved'));
    setBusy(false);
    await reload(panel.id);
  };

  const draft = panel?.status === 'draft';
  return (
    <Dialog open={documentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{panel?.name ?? ''}</DialogDescription>
        </DialogHeader>
        {!panel && !error && <Loader2 className="mx-auto animate-spin" />}
        {panel && draft && (
          <div className="grid gap-4">
            <label className="grid gap-1 text-sm font-medium">
              {t('mode')}
              <select className={INPUT_CLASS} value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
                <option value="sequential">{t('modes.sequential')}</option>
                <option value="parallel">{t('modes.parallel')}</option>
              </select>
            </label>
            <SignersEditor signers={signers} onChange={setSigners} />
            {panel.fields.length > 0 && (
              <ul className="grid gap-2">
                {panel.fields.map((f) => (
                  <li key={f.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <span
                      className="size-3 rounded-full"
                      style={{ background: signerColour(owners[f.id] ?? 1) }}
                      aria-hidden
                    />
                    <span className="min-w-0 flex-1 truncate">
                      {f.label || f.fieldType} (p. {f.pageNumber})
                    </span>
                    <select
                      className={`${INPUT_CLASS} w-auto`}
                      value={owners[f.id] ?? 1}
                      onChange={(e) => setOwners((o) => ({ ...o, [f.id]: Number(e.target.value) }))}
                      aria-label={`${f.label || f.fieldType}`}
                    >
                      {signers.map((s, i) => (
                        <option key={i} value={i + 1}>
                          {i + 1}. {s.name || '-'}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => save(false)} disabled={busy}>
                {t('save')}
              </Button>
              <Button type="button" onClick={() => save(true)} disabled={busy}>
                {busy ? <Loader2 className="animate-spin" /> : <Send />} {t('send')}
              </Button>
            </div>
          </div>
        )}
        {panel && !draft && <SignersStatus panel={panel} onChanged={() => reload(panel.id)} />}
        {error && !draft && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
