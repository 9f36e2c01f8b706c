import { getTranslations } from 'next-intl/server';
import { UserRound } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { BrandBadge } from '@/components/common/brand-badge';
import { Button } from '@/components/ui/button';
import { getAgency } from '@/server/agency/profile';
import { SignOutButton } from './sign-out-button';
import { BrandStyle } from '@/components/common/agency-identity';

export async function BackofficeHeader({ userName }: { userName: string | null }) {
  const t = await getTranslations();
  // D270: the agency's own logo and name, not the product's.
  const agency = await getAgency();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* D274: the agency's colour. */}
        <BrandStyle />
        <Link href="/" className="flex items-center gap-2.5 font-semibold">
          <BrandBadge name={agency.name} logo={agency.logoUrl?.pequeno ?? null} />
          {/* The name names the link on a phone too, where only the badge shows. */}
          <span className="sr-only sm:not-sr-only">{agency.name}</span>
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
