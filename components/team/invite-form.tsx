'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { NativeSelect } from '@/components/projects/forms/native-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ROLES } from '@/lib/auth/roles';
import { type TInvite, ZInvite } from '@/lib/validation/team';
import { inviteMember } from '@/server/team/actions';

/** D69: invite by e-mail with a role; the link goes out by e-mail (outbox in development). */
export function InviteForm() {
  const t = useTranslations('team');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TInvite>({ resolver: zodResolver(ZInvite), defaultValues: { email: '', role: 'member' } });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await inviteMember(values);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(t('invite.sent', { email: result.data.email }));
      form.reset({ email: '', role: values.role });
      router.refresh();
    }),
  );

  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 className="font-semibold">{t('invite.title')}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <FormField id="invite-email" label={t('invite.email')} error={errors.email?.message}>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            inputMode="email"
            aria-invalid={!!errors.email}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="invite-role" label={t('invite.role')} hint={t(`roleHints.${role}`)}>
          <NativeSelect id="invite-role" {...form.register('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" className="w-fit" disabled={isPending}>
          {isPending ? <Loader2 className="animate-spin" /> : <Send />}
          {isPending ? t('invite.submitting') : t('invite.submit')}
        </Button>
      </form>
    </section>
  );
}
