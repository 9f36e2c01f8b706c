import { Suspense, type ReactNode } from 'react';

/**
 * A long list's items in groups, each group in a Suspense boundary of its own (nothing in it suspends, so the
 * server renders it all at once, as before). React hydrates the page's shell first and then one boundary at a
 * time, yielding to the browser between them: a list of 24 rows no longer hydrates in one long task of the main
 * thread, which Lighthouse counts as blocking time (issue 22, TBT on a phone). The markup is the same but for
 * two comments per group, which an HTML table body accepts.
 */
export function HydrationSlices({ children, size = 6 }: { children: ReactNode[]; size?: number }) {
  const slices: ReactNode[] = [];
  for (let start = 0; start < children.length; start += size) {
    slices.push(<Suspense key={start}>{children.slice(start, start + size)}</Suspense>);
  }
  return slices;
}
