import { IntentLink as Link } from '@/components/common/intent-link';
import type { ReactNode } from 'react';
import { AgencyMark, BrandStyle } from '@/components/common/agency-identity';
import { getAgency } from '@/server/agency/profile';

/** The frame of the public signature pages (signing, verification), in the style of the public link pages. */
export async function PublicShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const agency = await getAgency();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-accent/60 to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className={`mx-auto flex h-14 items-center justify-between px-4 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
          {/* D270: the agency's logo and name head the pages people sign on. */}
          <Link href="/" className="min-w-0 font-semibold">
            <AgencyMark />
          </Link>
          {/* D274: the agency's colour. */}
          <BrandStyle />
          <a href={`mailto:${agency.email}`} className="text-sm text-muted-foreground hover:text-foreground">
            {agency.email}
          </a>
        </div>
      </header>
      <main className={`mx-auto grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
        {children}
      </main>
      <footer className="py-8 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {agency.name}
      </footer>
    </div>
  );
}
