'use client';

import { usePathname } from 'next/navigation';
import { IntentLink as Link } from '@/components/common/intent-link';
import { cn } from '@/lib/utils';

export type SettingsMenuItem = { href: string; label: string };

/**
 * The settings area's menu: a column beside the page from 1024 px, a row that scrolls sideways on a phone.
 * The current page is marked for assistive technology too (aria-current).
 */
export function SettingsMenu({ items, label }: { items: SettingsMenuItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1 pb-1 lg:flex-col lg:pb-0">
        {items.map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm whitespace-nowrap transition-colors',
                  current
                    ? 'bg-primary/10 font-medium text-primary'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
