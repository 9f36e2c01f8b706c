'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type TAcceptInvite, ZAcceptInvite, ZResetPassword } from '@/lib/validation/team';
import { acceptInvite, resetPassword } from '@/server/auth/recovery-actions';

/**
 * D69, D70: a new password typed twice, from a reset link (`mode="reset"`) or an invitation link,
 * which also asks for the person's name. Both end on the sign-in page.
 */
export function NewPasswordForm({ token, mode }: { token: string; mode: 'reset' | 'invite' }) {
  const t = useTranslations('authExtra');
  const ta = useTranslations('account.password');
  const tp = useTranslations('passwords');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const isInvite = mode === 'invite';
  const form = useForm<TAcceptInvite>({
    resolver: zodResolver(isInvite ? ZAcceptInvite : (ZResetPassword as unknown as typeof ZAcceptInvite)),
    defaultValues: { token, name: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = isInvite
        ? await acceptInvite(values)
        : await resetPassword({ token, password: values.password, confirm: values.confirm });
      if (!result.ok) {
        if (result.fieldErrors?.password) form.setError('password', { message: result.fieldErrors.password });
        toast.error(result.error);
        return;
      }
      toast.success(isInvite ? t('inviteDone') : t('resetDone'));
      // D269: an accepted invitation arrives signed in; a new password signs in on the form.
      const data = result.data as { redirectTo?: string } | null;
      router.replace(data?.redirectTo ?? '/auth');
      router.refresh();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {isInvite && (
        <FormField id="name" label={t('inviteName')} error={errors.name?.message}>
          <Input id="name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
        </FormField>
      )}
      <FormField id="password" label={ta('new')} error={errors.password?.message} hint={tp('hint')}>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="confirm" label={ta('confirm')} error={errors.confirm?.message}>
        <Input
          id="confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirm}
          {...form.register('confirm')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending && <Loader2 className="animate-spin" />}
        {isInvite ? t('inviteSubmit') : t('resetSubmit')}
      </Button>
    </form>
  );
}
