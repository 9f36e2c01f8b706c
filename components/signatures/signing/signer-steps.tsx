'use client';

import { KeyRound, Loader2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fill } from '@/lib/fill';
import type { m } from '@/lib/messages';
import type { SigningViewSigner } from '@/lib/signatures/signing-view';
import { confirmSigningCode, refuseSigning, requestSigningCode } from '@/server/signatures/sign/signer-actions';

export type SignerTexts = { code: typeof m.signatures.code; refuse: typeof m.signatures.refuse };

/**
 * The code step of a signer's link (D118): "Enviar código", then the 6 digits and "Confirmar código". The
 * "Assinar" button stays off until the code is confirmed; the server checks it again when signing.
 */
export function CodeStep({
  token,
  signer,
  texts,
  onConfirmed,
}: {
  token: string;
  signer: SigningViewSigner;
  texts: SignerTexts['code'];
  onConfirmed: () => void;
}) {
  // A code sent before a reload is still there to type while it is valid (D166).
  const [sent, setSent] = useState<string | null>(
    signer.codeValidUntil ? fill(texts.pending, { time: signer.codeValidUntil }) : null,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setError(null);
    const result = await requestSigningCode({ token }).catch(() => null);
    setBusy(false);
    if (!result) return setError(texts.missing);
    if (!result.ok) return setError(result.error);
    setSent(result.data.channel === 'whatsapp' ? texts.sentWhatsapp : texts.sentEmail);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await confirmSigningCode({ token, code }).catch(() => null);
    setBusy(false);
    if (!result) return setError(texts.missing);
    if (!result.ok) return setError(result.error);
    if (!result.data.ok) return setError(result.data.message);
    onConfirmed();
  };

  return (
    <div className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3" data-testid="code-step">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound className="size-4" /> {texts.title}
      </p>
      <p className="text-sm text-muted-foreground">{fill(texts.intro, { destination: signer.destination })}</p>
      {sent && (
        <p role="status" className="text-sm text-emerald-700">
          {sent}
        </p>
      )}
      {sent && (
        <div className="grid gap-1.5">
          <label htmlFor="codigo-assinatura" className="text-sm font-medium">
            {texts.label}
          </label>
          <Input
            id="codigo-assinatura"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            className="font-mono text-lg tracking-[0.4em]"
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {sent && (
          <Button type="button" onClick={confirm} disabled={busy || code.length !== 6}>
            {busy ? <Loader2 className="animate-spin" /> : null} {texts.confirm}
          </Button>
        )}
        <Button type="button" variant={sent ? 'outline' : 'default'} onClick={send} disabled={busy}>
          {sent ? texts.resend : texts.send}
        </Button>
      </div>
    </div>
  );
}

/** "Recusar" with a reason (D117): the document stops for everyone. */
export function RefuseStep({
  token,
  texts,
  onRefused,
}: {
  token: string;
  texts: SignerTexts['refuse'];
  onRefused: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button type="button" variant="ghost" className="text-destructive" onClick={() => setOpen(true)}>
        <XCircle /> {texts.button}
      </Button>
    );
  const submit = async () => {
    setBusy(true);
    setError(null);
    const result = await refuseSigning({ token, reason }).catch(() => null);
    setBusy(false);
    if (!result) return setError(texts.reasonRequired);
    if (!result.ok) return setError(result.error);
    onRefused();
  };
  return (
    <div className="grid gap-2 rounded-lg border border-destructive/30 p-3" data-testid="refuse-step">
      <label htmlFor="motivo-recusa" className="text-sm font-semibold">
        {texts.reason}
      </label>
      <textarea
        id="motivo-recusa"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        rows={3}
        className="rounded-md border bg-card p-2 text-sm"
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" onClick={submit} disabled={busy}>
          {texts.confirm}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {texts.cancel}
        </Button>
      </div>
    </div>
  );
}
