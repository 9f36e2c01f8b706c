'use client';

import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/common/lazy-toast';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SignatureInput, type SignatureTexts } from '@/components/signatures/signing/signature-input';
import {
  confirmMySigningCode,
  requestMySigningCode,
  signAsRepresentative,
} from '@/server/signatures/signer-staff-actions';

type Field = { id: string; label: string; fieldType: string };

/**
 * The agency's representative signs from the back office (D119): a code sent to their e-mail first (the staff
 * session alone is not enough), then their signature in their own fields.
 */
export function RepresentativeSign({
  signerId,
  fields,
  onSigned,
}: {
  signerId: string;
  fields: Field[];
  onSigned: () => void;
}) {
  const t = useTranslations('signatures');
  const [stage, setStage] = useState<'start' | 'code' | 'sign'>('start');
  const [code, setCode] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = t.raw('sign') as SignatureTexts;

  const run = async <T,>(
    call: () => Promise<{ ok: true; data: T } | { ok: false; error: string }>,
    next: (d: T) => void,
  ) => {
    setBusy(true);
    setError(null);
    const result = await call().catch(() => ({ ok: false as const, error: t('sign.errorText') }));
    setBusy(false);
    if (!result.ok) return setError(result.error);
    next(result.data);
  };

  return (
    <div className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3" data-testid="representative-sign">
      <p className="font-semibold">{t('signers.signHere')}</p>
      {stage === 'start' && (
        <Button
          type="button"
          onClick={() =>
            run(
              () => requestMySigningCode({ signerId }),
              () => setStage('code'),
            )
          }
          disabled={busy}
        >
          {t('code.send')}
        </Button>
      )}
      {stage === 'code' && (
        <div className="grid gap-2">
          <p className="text-muted-foreground">{t('code.sentEmail')}</p>
          <label className="grid gap-1">
            {t('code.label')}
            <Input
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              className="font-mono tracking-[0.4em]"
            />
          </label>
          <Button
            type="button"
            disabled={busy || code.length !== 6}
            onClick={() =>
              run(
                () => confirmMySigningCode({ signerId, code }),
                (answer) => (answer.ok ? setStage('sign') : setError(answer.message)),
              )
            }
          >
            {t('code.confirm')}
          </Button>
        </div>
      )}
      {stage === 'sign' && (
        <div className="grid gap-2">
          {fields.map((f) =>
            f.fieldType === 'signature' ? (
              <SignatureInput
                key={f.id}
                id={`rep-${f.id}`}
                value={values[f.id] ?? ''}
                onChange={(v) => setValues((all) => ({ ...all, [f.id]: v }))}
                texts={texts}
                invalid={false}
              />
            ) : (
              <Input
                key={f.id}
                aria-label={f.label || f.fieldType}
                value={values[f.id] ?? ''}
                onChange={(e) => setValues((all) => ({ ...all, [f.id]: e.target.value }))}
              />
            ),
          )}
          <Button
            type="button"
            disabled={busy}
            onClick={() =>
              run(
                () => signAsRepresentative({ signerId, values }),
                () => {
                  toast.success(t('sign.doneTitle'));
                  onSigned();
                },
              )
            }
          >
            {busy ? <Loader2 className="animate-spin" /> : null} {t('sign.submit')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
