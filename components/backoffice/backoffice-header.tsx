import { getTranslations } from 'next-intl/server';
import { Inbox, LayoutDashboard, Settings, UserRound, Users, Wallet } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { Button } from '@/components/ui/button';
import type { Role } from '@/lib/auth/roles';
import { BACKOFFICE_HEADER_LINKS } from '@/lib/backoffice-tabs';
import { SignOutButton } from './sign-out-button';

export async function BackofficeHeader({ userName, role }: { userName: string | null; role?: Role }) {
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
            {/* D58: the overview and the payments dashboard, outside the document's seven tabs. */}
            <Button asChild variant="ghost" size="sm">
              <Link href="/painel" aria-label={t('pipeline.nav.overview')}>
                <LayoutDashboard /> <span className="max-sm:sr-only">{t('pipeline.nav.overview')}</span>
              </Link>
            </Button>
            {/* Screens outside the seven tabs of the document: payments dashboard and contact messages (D10). */}
            {BACKOFFICE_HEADER_LINKS.map(({ key, href }) =>
              key === 'pagamentos' ? (
                <Button key={key} asChild variant="ghost" size="sm">
                  <Link
                    href={href}
                    aria-label={t('backofficeNav.paymentsLabel')}
                    title={t('backofficeNav.paymentsLabel')}
                  >
                    <Wallet /> <span className="hidden sm:inline">{t('backofficeNav.payments')}</span>
                  </Link>
                </Button>
              ) : (
                <Button key={key} asChild variant="ghost" size="sm">
                  <Link href={href} aria-label={t('leads.headerLink')}>
                    <Inbox /> <span className="max-sm:sr-only">{t('leads.headerLink')}</span>
                  </Link>
                </Button>
              ),
            )}
            {/* D68: the team screen is the owner's; every person has their own account page. */}
            {role === 'owner' && (
              <Button asChild variant="ghost" size="sm" aria-label={t('team.nav.team')}>
                <Link href="/equipe">
                  <Users /> <span className="hidden lg:inline">{t('team.nav.team')}</span>
                </Link>
              </Button>
            )}
            {/* The settings area (lib/settings/menu.ts): each role finds there what it may change. */}
            <Button asChild variant="ghost" size="sm" aria-label={t('settingsArea.nav')}>
              <Link href="/configuracoes">
                <Settings /> <span className="hidden lg:inline">{t('settingsArea.nav')}</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm" aria-label={t('team.nav.account')}>
              <Link href="/conta">
                <UserRound /> <span className="hidden lg:inline">{t('team.nav.account')}</span>
              </Link>
            </Button>
            <SignOutButton />
          </div>
        )}
      </div>
    </header>
  );
}
