import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true soon after, in a transition (React renders it in
 * slices, so the main thread is never blocked for long). For content the first view does not need but the
 * client already holds: the board's HTML carries the first cards of each column and the rest is drawn from
 * the data the page sent anyway, instead of sending those cards twice, as HTML and as data (issue 22).
 */
export function useRenderedAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
