import { getTranslations } from 'next-intl/server';
import { CreditCard, Inbox, LayoutDashboard } from 'lucide-react';
import Link from 'next/link';
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
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted-foreground md:inline">{t('backoffice.signedInAs', { name: userName })}</span>
            {/* Issue 18 item 8: the overview and the payments dashboard, outside the document's seven tabs. */}
            <Button asChild variant="ghost" size="sm">
              <Link href="/painel" aria-label={t('pipeline.nav.overview')}>
                <LayoutDashboard /> <span className="max-sm:sr-only">{t('pipeline.nav.overview')}</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href="/pagamentos" aria-label={t('pipeline.nav.payments')}>
                <CreditCard /> <span className="max-md:sr-only">{t('pipeline.nav.payments')}</span>
              </Link>
            </Button>
            {/* D10: the contact messages live outside the seven tabs of the document. */}
            <Button asChild variant="ghost" size="sm">
              <Link href="/contatos">
                <Inbox /> {t('leads.headerLink')}
              </Link>
            </Button>
            <SignOutButton />
          </div>
        )}
      </div>
    </header>
  );
}
