'use client';

import { useRouter } from 'next/navigation';
import { useMemo, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { isAppPath } from '@/lib/app-path';

/** Marks a plain `<a>` of a list row as one that `useRowLinks` on the list navigates and prefetches. */
export const ROW_LINK = { 'data-row-link': '' } as const;

function rowLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? (target.closest('a[data-row-link]') as HTMLAnchorElement | null) : null;
}

/**
 * Navigation for the links of a list's rows, held once by the list instead of by a `<Link>` per link.
 *
 * A list page of 24 rows drew 48 to 72 `next/link` components (each with its router context, its
 * optimistic link status and its registration for prefetching), all hydrated in the one long task that
 * keeps the staff screen unresponsive on a phone (Lighthouse TBT, D87). The rows now render plain
 * anchors marked with ROW_LINK; the list spreads these handlers on its container:
 * - a plain left click navigates inside the app (router.push), as `<Link>` did; a click with a modifier
 *   key, another button, `target` or `download` is left to the browser (new tab, download);
 * - the page is prefetched when the person reaches for the link (pointer, focus, touch), as IntentLink does.
 * Without JavaScript the anchors are ordinary links.
 */
export function useRowLinks() {
  const router = useRouter();
  return useMemo(() => {
    const asked = new Set<string>();
    const prefetch = (event: MouseEvent | FocusEvent | TouchEvent) => {
      const href = rowLink(event.target)?.getAttribute('href');
      if (!isAppPath(href) || asked.has(href)) return;
      asked.add(href);
      router.prefetch(href);
    };
    return {
      onClick(event: MouseEvent) {
        const anchor = rowLink(event.target);
        if (
          !anchor ||
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
        const href = anchor.getAttribute('href');
        if (!isAppPath(href)) return;
        event.preventDefault();
        router.push(href);
      },
      onMouseOver: prefetch,
      onFocus: prefetch,
      onTouchStart: prefetch,
    };
  }, [router]);
}
