'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type TForgotPassword, ZForgotPassword } from '@/lib/validation/team';
import { requestPasswordReset } from '@/server/auth/recovery-actions';

/** D70: the same answer whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('authExtra');
  const ta = useTranslations('auth');
  const [sent, setSent] = useState(false);
  const [isPending, startTransition] = useTransition();
  const form = useForm<TForgotPassword>({ resolver: zodResolver(ZForgotPassword), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await requestPasswordReset(values);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setSent(true);
    }),
  );

  if (sent)
    return (
      <p role="status" className="text-sm">
        {t('forgotSent')}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="email" label={ta('email')} error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={ta('emailPlaceholder')}
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending && <Loader2 className="animate-spin" />}
        {t('forgotSubmit')}
      </Button>
    </form>
  );
}
