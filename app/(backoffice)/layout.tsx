import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BackofficeHeader } from '@/components/backoffice/backoffice-header';
import { BackofficeTabs, TabStrip, type BackofficeTabLabels } from '@/components/backoffice/backoffice-tabs';
import { StaffIntlProvider } from '@/components/i18n/staff-intl-provider';
import { BACKOFFICE_TABS } from '@/lib/backoffice-tabs';
import { getSession } from '@/server/auth/session';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The back-office shell. Each page still calls requireStaff() itself (D2): layouts are not a guard. */
export default async function BackofficeLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  const t = await getTranslations('backoffice');
  const tn = await getTranslations();
  // One navigation (the document's tabs and the screens outside them); the header keeps the account.
  const labels: BackofficeTabLabels = {
    ...(Object.fromEntries(BACKOFFICE_TABS.map((tab) => [tab.key, t(`tabs.${tab.key}`)])) as Record<
      (typeof BACKOFFICE_TABS)[number]['key'],
      string
    >),
    painel: tn('pipeline.nav.overview'),
    pagamentos: tn('backofficeNav.payments'),
    contatos: tn('leads.headerLink'),
    configuracoes: tn('backofficeNav.settings'),
    equipe: tn('team.nav.team'),
    names: { pagamentos: tn('backofficeNav.paymentsLabel') },
  };
  const owner = session?.user.role === 'owner';
  // Client text of every back-office screen: one cached chunk, not JSON in each page's HTML.
  return (
    <StaffIntlProvider>
      <div className="min-h-dvh bg-background">
        <BackofficeHeader userName={session?.user.name ?? null} />
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          {/* The area's name heads its tabs, inside their landmark (no text of the page outside one). */}
          <nav aria-label="Seções do painel">
            <p className="mb-4 text-sm font-medium tracking-wide text-muted-foreground uppercase">{t('areaTitle')}</p>
            <Suspense fallback={<TabStrip labels={labels} owner={owner} current={null} />}>
              <BackofficeTabs labels={labels} owner={owner} />
            </Suspense>
          </nav>
          <main className="mt-6">{children}</main>
        </div>
      </div>
    </StaffIntlProvider>
  );
}
