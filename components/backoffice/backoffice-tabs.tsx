'use client';

import { IntentLink as Link } from '@/components/common/intent-link';
import { useLinkStatus } from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { activeTab, BACKOFFICE_TABS, type BackofficeTab } from '@/lib/backoffice-tabs';
import { cn } from '@/lib/utils';

export type BackofficeTabLabels = Record<BackofficeTab, string>;

/** The tab strip; the layout wraps it, with the area's name, in the "Seções do painel" navigation landmark. */
export function BackofficeTabs({ labels }: { labels: BackofficeTabLabels }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = activeTab(pathname, searchParams.get('tab'));
  const activeLink = useRef<HTMLAnchorElement>(null);

  // On a phone the strip scrolls sideways: keep the current tab in sight.
  useEffect(() => {
    activeLink.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  return <TabStrip labels={labels} current={current} activeLink={activeLink} />;
}

/**
 * The strip itself. The layout also sends it, with no tab marked, as the Suspense fallback of the real one:
 * reading the address's query makes the real strip arrive after the page's first paint, and without a
 * fallback of the same size the whole screen below it moved down 60 px when it came (Lighthouse CLS 0.057
 * on /painel, /clientes/{id} and /pagamentos).
 */
export function TabStrip({
  labels,
  current,
  activeLink,
}: {
  labels: BackofficeTabLabels;
  current: BackofficeTab | null;
  activeLink?: React.Ref<HTMLAnchorElement>;
}) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1 sm:w-auto sm:flex-wrap">
        {BACKOFFICE_TABS.map((tab) => {
          const isActive = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                ref={isActive ? activeLink : undefined}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'relative block rounded-md px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
                )}
              >
                {labels[tab.key]}
                <PendingMark />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A thin bar under the tab just clicked while its screen is on the way. The screens have no loading.tsx: a
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
