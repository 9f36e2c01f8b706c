import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AgencyMark, BrandStyle } from '@/components/common/agency-identity';
import { PortalSignOutButton } from '@/components/portal/sign-out-button';
import { getPortalClient } from '@/server/portal/session';

export const metadata: Metadata = { title: 'Portal do cliente', robots: { index: false, follow: false } };

/** The client portal's shell (D76): its own header, no back-office navigation. */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const client = await getPortalClient();
  const t = await getTranslations('portal');
  return (
    <ClientMessages namespaces={['portal']}>
      <div className="min-h-dvh bg-gradient-to-b from-accent/50 to-background">
        <header className="border-b bg-card/80 backdrop-blur">
          <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-2 px-4">
            {/* D270: the agency's logo and name head its portal. */}
            <Link href="/portal" className="flex min-w-0 items-center gap-1 font-semibold">
              <AgencyMark />
              <BrandStyle />
              <span className="shrink-0 font-normal text-muted-foreground">· {t('title')}</span>
            </Link>
            {client && <PortalSignOutButton />}
          </div>
        </header>
        <main className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-10">{children}</main>
      </div>
    </ClientMessages>
  );
}
