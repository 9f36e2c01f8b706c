'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ZPortalEmail, type TPortalEmail } from '@/lib/validation/portal';
import { requestPortalLink } from '@/server/portal/actions';
import { submissionKeys } from '@/lib/submission-key';

/** /portal without a session: the e-mail form for a one-time sign-in link (D75). */
export function PortalSignInForm() {
  const t = useTranslations('portal.signIn');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  // A resend after an error carries the same key: one e-mail, one link.
  const [keys] = useState(submissionKeys);
  const form = useForm<TPortalEmail>({ resolver: zodResolver(ZPortalEmail), defaultValues: { email: '' } });
  const fieldError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const result = await requestPortalLink({ ...values, chaveEnvio: keys.keyFor(values) }).catch(() => null);
      if (!result) setError(t('error'));
      else if (result.ok) {
        keys.done();
        setSent(true);
      } else setError(result.error);
    }),
  );

  return (
    <section
      className="mx-auto grid w-full max-w-md gap-4 rounded-2xl border bg-card p-6 shadow-sm"
      aria-labelledby="portal-entrar"
    >
      <h1 id="portal-entrar" className="text-2xl font-bold">
        {t('heading')}
      </h1>
      <p className="text-muted-foreground">{t('text')}</p>
      {sent ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          {t('sent')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="portal-email">{t('email')}</Label>
            <Input
              id="portal-email"
              type="email"
              autoComplete="email"
              aria-invalid={!!fieldError}
              aria-describedby={fieldError ? 'portal-email-erro' : undefined}
              {...form.register('email')}
            />
            {fieldError && (
              <p id="portal-email-erro" className="text-sm text-destructive">
                {fieldError}
              </p>
            )}
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={isPending}>
            {isPending ? <Loader2 className="animate-spin" /> : <Mail />} {t('submit')}
          </Button>
        </form>
      )}
      <PrivacyNotice />
    </section>
  );
}
