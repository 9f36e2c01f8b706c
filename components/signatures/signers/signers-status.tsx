'use client';

import { Ban, BellRing, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { signerColour } from '@/lib/signatures/signers';
import { cancelSignatureSigner, remindSignatureSigner } from '@/server/signatures/signer-staff-actions';
import type { SignersPanel } from '@/server/signatures/signers-panel';
import { RepresentativeSign } from './representative-sign';

/** A sent document's signers and where each one is (D117); "Cancelar signatário" for one who has not signed. */
export function SignersStatus({ panel, onChanged }: { panel: SignersPanel & { me: string }; onChanged: () => void }) {
  const t = useTranslations('signatures.signers');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = async (signerId: string) => {
    const result = await cancelSignatureSigner({ signerId, replacement: null });
    if (!result.ok) return setError(result.error);
    onChanged();
  };
  // D166: the reminder carries the signer's current link; "Reenviar convite" issues a new one.
  const remind = async (signerId: string, kind: 'convite' | 'lembrete') => {
    setError(null);
    setNotice(null);
    const result = await remindSignatureSigner({ signerId, kind });
    if (!result.ok) return setError(result.error);
    setNotice(kind === 'convite' ? t('resent') : t('reminded'));
    onChanged();
  };
  const open = panel.status === 'sent';
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {t(`modes.${panel.signingMode === 'parallel' ? 'parallel' : 'sequential'}`)}
      </p>
      <ol className="grid gap-2" data-testid="signers-status">
        {panel.signers.map((s) => (
          <li
            key={s.id}
            className="grid gap-2 rounded-xl border border-l-4 p-3 text-sm"
            style={{ borderLeftColor: signerColour(s.position) }}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 font-semibold break-words">
                {s.position}. {s.name}{' '}
                <span className="font-normal text-muted-foreground">
                  — {t(`roles.${s.role}`)} · {s.email}
                </span>
              </p>
              <span className="rounded-full border px-2 py-0.5 text-xs" data-testid="signer-status">
                {t(`statuses.${s.status}`)}
              </span>
            </div>
            {s.signedAt && (
              <p className="text-muted-foreground">{t('signedAt', { date: formatDateTime(s.signedAt) })}</p>
            )}
            {s.refusalReason && <p className="text-destructive">{t('refusedReason', { reason: s.refusalReason })}</p>}
            {open && s.userId === panel.me && s.status === 'invited' && (
              <RepresentativeSign
                signerId={s.id}
                fields={panel.fields.filter((f) => f.signerId === s.id)}
                onSigned={onChanged}
              />
            )}
            {open && (s.status === 'waiting' || s.status === 'invited') && (
              <div className="flex flex-wrap justify-end gap-1">
                {s.status === 'invited' && !(s.userId && s.userId === panel.me) && (
                  <>
                    <Button type="button" variant="ghost" size="sm" onClick={() => remind(s.id, 'lembrete')}>
                      <BellRing /> {t('remind')}
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => remind(s.id, 'convite')}>
                      <Send /> {t('resend')}
                    </Button>
                  </>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  onClick={() => cancel(s.id)}
                >
                  <Ban /> {t('cancel')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {notice && (
        <p role="status" className="text-sm text-emerald-700">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
