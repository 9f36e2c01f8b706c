'use client';

import { IntentLink as Link } from '@/components/ui/intent-link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { activeTab, BACKOFFICE_TABS } from '@/lib/backoffice-tabs';
import { cn } from '@/lib/utils';

/** The tab strip; the layout wraps it, with the area's name, in the "Seções do painel" navigation landmark. */
export function BackofficeTabs() {
  const t = useTranslations('backoffice.tabs');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = activeTab(pathname, searchParams.get('tab'));
  const activeLink = useRef<HTMLAnchorElement>(null);

  // On a phone the strip scrolls sideways: keep the current tab in sight.
  useEffect(() => {
    activeLink.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

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
                  'block rounded-md px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
                )}
              >
                {t(tab.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
