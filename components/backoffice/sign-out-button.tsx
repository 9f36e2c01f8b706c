'use client';

import { LogOut } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/action-messages';
import { signOutIsSilent } from '@/lib/backoffice-tabs';
import { signOut } from '@/server/auth/actions';

/** "Sair" (document 000 §2.5): signs out, goes to / and says so. */
export function SignOutButton() {
  const t = useTranslations('auth');
  const router = useRouter();
  const silent = signOutIsSilent(usePathname());
  const [isPending, startTransition] = useTransition();

  const onClick = () =>
    startTransition(async () => {
      const result = await signOut(undefined);
      // An expired session is already signed out: that is a success for the person.
      if (!result.ok && result.error !== SESSION_EXPIRED_MESSAGE) {
        // The board swallows sign-out errors (document 000 §2.6); elsewhere they are shown.
        if (!silent) toast.error(t('signOutErrorTitle'), { description: t('signOutErrorText') });
        return;
      }
      toast.success(t('signOutTitle'), { description: t('signOutText') });
      router.replace('/');
      router.refresh();
    });

  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={isPending}>
      <LogOut /> {t('signOut')}
    </Button>
  );
}
