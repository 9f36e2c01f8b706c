'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { signOutPortal } from '@/server/portal/actions';

export function PortalSignOutButton() {
  const t = useTranslations('portal.nav');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={isPending}
      onClick={() =>
        startTransition(async () => {
          await signOutPortal({});
          router.refresh();
        })
      }
    >
      <LogOut /> {t('signOut')}
    </Button>
  );
}
