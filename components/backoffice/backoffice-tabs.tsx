'use client';

import { IntentLink as Link } from '@/components/common/intent-link';
import { useLinkStatus } from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { activeNavEntry, BACKOFFICE_NAV, type BackofficeNavEntry } from '@/lib/backoffice-tabs';
import { cn } from '@/lib/utils';

/** Each entry's visible label, and the few whose accessible name says more ("Painel de Pagamentos"). */
export type BackofficeTabLabels = Record<BackofficeNavEntry, string> & {
  names?: Partial<Record<BackofficeNavEntry, string>>;
};

/** The strip; the layout wraps it, with the area's name, in the "Seções do painel" navigation landmark. */
export function BackofficeTabs({ labels, owner }: { labels: BackofficeTabLabels; owner: boolean }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = activeNavEntry(pathname, searchParams.get('tab'));
  return <TabStrip labels={labels} owner={owner} current={current} />;
}

type Edges = { left: boolean; right: boolean };

/**
 * The strip itself. The layout also sends it, with no entry marked, as the Suspense fallback of the real one:
 * reading the address's query makes the real strip arrive after the page's first paint, and without a
 * fallback of the same size the whole screen below it moved down 60 px when it came (Lighthouse CLS 0.057
 * on /painel, /clientes/{id} and /pagamentos). On a phone the strip is wider than the screen: a fade and an
 * arrow-like shadow at the side that has more show that it scrolls.
 */
export function TabStrip({
  labels,
  owner,
  current,
}: {
  labels: BackofficeTabLabels;
  owner: boolean;
  current: BackofficeNavEntry | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const activeLink = useRef<HTMLAnchorElement>(null);
  // Before the first measure (server HTML, fallback) a phone shows "more to the right": the strip starts there.
  const [edges, setEdges] = useState<Edges>({ left: false, right: true });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ left: el.scrollLeft > 2, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 2 });
  }, []);
  // On a phone the strip scrolls sideways: keep the current entry in sight. Only the strip moves. scrollIntoView also
  // scrolled the page up to the strip, each time the strip came back from its fallback: a "Ver mais" at the foot of a
  // client's record threw the reader to the top of the screen. Placed before the first paint (a layout effect), so
  // the strip never shows in one place and jumps to another, and a scroll made after it is left alone.
  const placedFor = useRef<BackofficeNavEntry | null | undefined>(undefined);
  useLayoutEffect(() => {
    const strip = scroller.current;
    const link = activeLink.current;
    // React runs a layout effect again each time a Suspense boundary shows this strip anew after its fallback; the ref
    // outlives that, so a strip the reader scrolled stays where they left it until the entry itself changes.
    if (!strip || !link || placedFor.current === current) return;
    placedFor.current = current;
    const linkBox = link.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    strip.scrollLeft += linkBox.left + linkBox.width / 2 - (stripBox.left + stripBox.width / 2);
  }, [current]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const entries = BACKOFFICE_NAV.filter((entry) => owner || !entry.owner);
  return (
    <div className="relative -mx-4 sm:mx-0" data-testid="nav-strip">
      <div ref={scroller} onScroll={measure} className="overflow-x-auto px-4 sm:px-0" data-testid="nav-scroller">
        <ul className="flex w-max gap-1 rounded-lg bg-muted p-1 sm:w-auto sm:flex-wrap">
          {entries.map((entry) => {
            const isActive = entry.key === current;
            return (
              <li key={entry.key}>
                <Link
                  href={entry.href}
                  ref={isActive ? activeLink : undefined}
                  aria-current={isActive ? 'page' : undefined}
                  aria-label={labels.names?.[entry.key]}
                  className={cn(
                    'relative block rounded-md px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-card text-foreground shadow-sm'
                      : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
                  )}
                >
                  {labels[entry.key]}
                  <PendingMark />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <span
        aria-hidden
        data-testid="nav-more-left"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-background to-transparent sm:hidden',
          edges.left ? 'opacity-100' : 'opacity-0',
        )}
      />
      <span
        aria-hidden
        data-testid="nav-more-right"
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-background via-background/70 to-transparent sm:hidden',
          edges.right ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}

/**
 * A thin bar under the entry just clicked while its screen is on the way. The screens have no loading.tsx: a
 * Suspense boundary around the page held its content back in the first load's HTML until after the first
 * paint (React reveals such a boundary at least 300 ms after it), the board's LCP on a phone.
 */
function PendingMark() {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute inset-x-3 bottom-0.5 h-0.5 rounded-full bg-primary transition-opacity',
        pending ? 'animate-pulse opacity-100 delay-100' : 'opacity-0',
      )}
    />
  );
}
