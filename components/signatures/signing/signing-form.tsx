'use client';

import { CheckCircle2, FileDown, Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/common/lazy-toast';
import { Button } from '@/components/ui/button';
import { Input, INPUT_CLASS } from '@/components/ui/input';
import { fill } from '@/lib/fill';
import type { SigningViewField, SigningViewPage, SigningViewSigner } from '@/lib/signatures/signing-view';
import { signSignatureDocument } from '@/server/signatures/signing-actions';
import type { m } from '@/lib/messages';
import { DocumentPages, type PlacedField } from './document-pages';
import { SignatureInput } from './signature-input';
import { CodeStep, RefuseStep, type SignerTexts } from './signer-steps';

type SignTexts = typeof m.signatures.sign;
export type SigningField = SigningViewField;

/** The field checks (the server's own, with zod and the message catalogue): fetched when the signer starts filling the form, not with the page. */
const loadChecks = () => import('@/lib/signatures/fields');

/** Default labels by type, for fields the editor left unnamed. */
const TYPE_LABELS: Record<string, string> = {
  signature: 'Assinatura',
  text: 'Texto',
  date: 'Data',
  cpf: 'CPF',
  phone: 'Telefone',
  email: 'E-mail',
};

/** /assinar/{token}: the document with its fields, one input per field by type, consent and "Assinar". */
export function SigningForm({
  token,
  fileUrl,
  pages,
  pageCount,
  fields,
  today,
  texts,
  onSigned,
  signer,
  signerTexts,
}: {
  token: string;
  fileUrl: string;
  pages: SigningViewPage[] | null;
  pageCount: number;
  fields: SigningField[];
  today: string;
  texts: SignTexts;
  /** Told once the signature is stored: the page around the form stops asking for it. */
  onSigned?: () => void;
  /** D117, D118: the signer of a link among several (code step and "Recusar"). */
  signer?: SigningViewSigner;
  signerTexts?: SignerTexts;
}) {
  const [authenticated, setAuthenticated] = useState(() => !signer?.requireCode || signer.authenticated);
  const [refused, setRefused] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.id, f.fieldType === 'date' ? today : ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ verificationCode: string; signedAt: string; downloadUrl: string } | null>(null);
  const [isSigning, setSigning] = useState(false);
  const labelFor = (field: PlacedField) => field.label.trim() || TYPE_LABELS[field.fieldType] || field.fieldType;

  const set = (id: string, value: string) => {
    setValues((v) => ({ ...v, [id]: value }));
    if (errors[id]) setErrors(({ [id]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { checkFieldValues } = await loadChecks();
    const checked = checkFieldValues(fields, values);
    const fieldErrors = checked.ok ? {} : checked.errors;
    setErrors(fieldErrors);
    setConsentError(!consent);
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`campo-${first}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    if (first || !consent) return;
    setSigning(true);
    signSignatureDocument({ token, values, consent: true })
      .then((result) => {
        if (!result.ok) {
          setFormError(result.error);
          toast.error(texts.error, { description: result.error });
          return;
        }
        setDone(result.data);
        onSigned?.();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      })
      .catch(() => {
        setFormError(texts.errorText);
        toast.error(texts.error, { description: texts.errorText });
      })
      .finally(() => setSigning(false));
  };

  if (refused && signerTexts) {
    return (
      <section role="status" className="grid justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center">
        <h1 className="text-2xl font-bold">{signerTexts.refuse.refusedTitle}</h1>
        <p className="max-w-md text-muted-foreground">{signerTexts.refuse.done}</p>
      </section>
    );
  }

  if (done && !done.verificationCode && signerTexts) {
    return (
      <section role="status" className="grid justify-items-center gap-4 rounded-2xl border bg-card p-8 text-center">
        <CheckCircle2 className="size-14 text-emerald-600" />
        <h1 className="text-2xl font-bold">{signerTexts.code.doneWaitingTitle}</h1>
        <p className="max-w-md text-muted-foreground">
          {fill(signerTexts.code.doneWaiting, {
            date: new Date(done.signedAt).toLocaleString('pt-BR', {
              timeZone: 'America/Sao_Paulo',
              dateStyle: 'short',
              timeStyle: 'short',
            }),
          })}
        </p>
      </section>
    );
  }

  if (done) {
    return (
      <section
        role="status"
        className="grid justify-items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm"
      >
        <CheckCircle2 className="size-14 text-emerald-600" />
        <h1 className="text-2xl font-bold">{texts.doneTitle}</h1>
        <p className="max-w-md text-muted-foreground">
          {fill(texts.doneText, {
            date: new Date(done.signedAt).toLocaleString('pt-BR', {
              timeZone: 'America/Sao_Paulo',
              dateStyle: 'short',
              timeStyle: 'short',
            }),
          })}
        </p>
        <p
          className="rounded-lg bg-muted px-4 py-2 font-mono text-lg font-semibold tracking-wider"
          data-testid="verification-code"
        >
          {done.verificationCode}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <a href={done.downloadUrl} download>
              <FileDown /> {texts.download}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`/verificacao/${done.verificationCode}`}>
              <ShieldCheck /> {texts.verify}
            </a>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadChecks()}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <DocumentPages
        url={fileUrl}
        pages={pages}
        pageCount={pageCount}
        fields={fields}
        values={values}
        errors={errors}
        labelFor={labelFor}
        texts={texts}
      />

      <section
        className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-4"
        aria-labelledby="campos-titulo"
      >
        <div>
          <h2 id="campos-titulo" className="text-lg font-bold">
            {texts.fieldsTitle}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{texts.fieldsHint}</p>
        </div>
        {fields.map((field) => {
          const inputId = `campo-${field.id}`;
          const errorId = `${inputId}-erro`;
          const error = errors[field.id];
          const common = {
            id: inputId,
            value: values[field.id] ?? '',
            'aria-invalid': Boolean(error),
            'aria-describedby': error ? errorId : undefined,
          };
          return (
            <div key={field.id} className="grid gap-1.5 scroll-mt-24">
              <label
                htmlFor={inputId}
                className="flex flex-wrap items-baseline gap-x-1.5 gap-y-2 text-sm leading-none font-medium select-none"
              >
                {labelFor(field)}
                {field.isRequired && (
                  <span className="text-destructive" aria-hidden>
                    *
                  </span>
                )}
                {pageCount > 1 && (
                  <span className="text-xs font-normal text-muted-foreground">
                    ({fill(texts.page, { page: String(field.pageNumber) })})
                  </span>
                )}
              </label>
              {field.fieldType === 'signature' ? (
                <SignatureInput
                  id={inputId}
                  value={values[field.id] ?? ''}
                  onChange={(v) => set(field.id, v)}
                  texts={texts}
                  invalid={Boolean(error)}
                  describedBy={error ? errorId : undefined}
                />
              ) : field.fieldType === 'date' ? (
                <input {...common} readOnly data-slot="input" className={INPUT_CLASS.replace('bg-card', 'bg-muted')} />
              ) : (
                <Input
                  {...common}
                  onChange={(e) => set(field.id, e.target.value)}
                  placeholder={
                    field.placeholder ??
                    (field.fieldType === 'cpf'
                      ? '000.000.000-00'
                      : field.fieldType === 'phone'
                        ? '(11) 98765-4321'
                        : undefined)
                  }
                  type={field.fieldType === 'email' ? 'email' : field.fieldType === 'phone' ? 'tel' : 'text'}
                  inputMode={field.fieldType === 'cpf' ? 'numeric' : undefined}
                  autoComplete={field.fieldType === 'email' ? 'email' : field.fieldType === 'phone' ? 'tel' : 'off'}
                  maxLength={field.fieldType === 'text' ? 500 : 120}
                />
              )}
              {error && (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}

        <div className="grid gap-1.5 rounded-lg border bg-muted/40 p-3">
          <label className="flex items-start gap-3 text-sm leading-snug">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setConsentError(false);
              }}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              aria-invalid={consentError}
            />
            <span>{texts.consent}</span>
          </label>
          {consentError && (
            <p role="alert" className="text-sm text-destructive">
              {texts.consentRequired}
            </p>
          )}
        </div>

        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {formError}
          </p>
        )}

        {signer && signerTexts && !authenticated && (
          <CodeStep token={token} signer={signer} texts={signerTexts.code} onConfirmed={() => setAuthenticated(true)} />
        )}

        {/* Drawn only in the browser, after the link's data arrives: never a hydrating button here. A grid item, so full width. */}
        <Button type="submit" size="lg" disabled={isSigning || !authenticated}>
          {isSigning ? (
            <>
              <Loader2 className="animate-spin" /> {texts.submitting}
            </>
          ) : (
            texts.submit
          )}
        </Button>
        {signer && signerTexts && (
          <RefuseStep token={token} texts={signerTexts.refuse} onRefused={() => setRefused(true)} />
        )}
      </section>
    </form>
  );
}
