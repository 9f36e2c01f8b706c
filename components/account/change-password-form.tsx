'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type TChangePassword, ZChangePassword } from '@/lib/validation/team';
import { changePassword } from '@/server/account/actions';

/** D70: the current password is required; the other sessions end. */
export function ChangePasswordForm() {
  const t = useTranslations('account.password');
  const tp = useTranslations('passwords');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePassword),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await changePassword(values);
      if (!result.ok) {
        if (result.fieldErrors?.password) form.setError('password', { message: result.fieldErrors.password });
        toast.error(result.error);
        return;
      }
      toast.success(t('saved'));
      form.reset();
      router.refresh();
    }),
  );

  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden /> {t('title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <FormField id="pw-current" label={t('current')} error={errors.current?.message}>
          <Input
            id="pw-current"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.current}
            {...form.register('current')}
          />
        </FormField>
        <FormField id="pw-new" label={t('new')} error={errors.password?.message} hint={tp('hint')}>
          <Input
            id="pw-new"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            {...form.register('password')}
          />
        </FormField>
        <FormField id="pw-confirm" label={t('confirm')} error={errors.confirm?.message}>
          <Input
            id="pw-confirm"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.confirm}
            {...form.register('confirm')}
          />
        </FormField>
        <Button type="submit" className="w-fit" disabled={isPending}>
          {isPending && <Loader2 className="animate-spin" />}
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
