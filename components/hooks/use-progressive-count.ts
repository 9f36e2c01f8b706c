import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` in the server's HTML and during hydration, then `step` more per
 * task until all are drawn, and all from then on (a card dropped at the end of a column shows at once).
 *
 * For content the first view does not need but the client already holds: the board's HTML carries the first
 * cards of each column and the rest are drawn from the data the page sent anyway, instead of being sent twice,
 * as HTML and as data (issue 22). A few cards per task keeps each task short: drawing them all in one commit
 * was one long task, which is what Lighthouse's Total Blocking Time counts.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  const [done, setDone] = useState(false);
  // Adjusted while rendering (React's pattern for state derived from a change), like useOpenedOnce.
  if (!done && count >= total) setDone(true);
  useEffect(() => {
    if (done || count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step, done]);
  return done ? total : Math.min(count, total);
}
