import { getTranslations } from 'next-intl/server';
import { UserRound } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { Button } from '@/components/ui/button';
import { SignOutButton } from './sign-out-button';

export async function BackofficeHeader({ userName }: { userName: string | null }) {
  const t = await getTranslations();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2.5 font-semibold">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground">
            {t('common.brandShort')}
          </span>
          <span className="hidden sm:inline">{t('common.brand')}</span>
        </Link>
        {userName && (
          <div className="flex items-center gap-1 sm:gap-3">
            <span className="hidden text-sm text-muted-foreground md:inline">
              {t('backoffice.signedInAs', { name: userName })}
            </span>
            {/* The screens are in the one navigation under the header (layout.tsx); here, the person's own. */}
            <Button asChild variant="ghost" size="sm" aria-label={t('team.nav.account')}>
              <Link href="/conta">
                <UserRound /> <span className="hidden sm:inline">{t('team.nav.account')}</span>
              </Link>
            </Button>
            <SignOutButton />
          </div>
        )}
      </div>
    </header>
  );
}
