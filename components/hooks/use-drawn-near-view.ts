import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * How many of `total` items to draw: `first` in the server's HTML and during hydration, then `step` more each
 * time the end of what is drawn comes within a screen's height of the viewport (an IntersectionObserver on a
 * marker placed after the last drawn item; attach `ref` to it). Returns the count and the marker's ref.
 *
 * For long lists whose data the page already holds (the board's columns, D87). The board's HTML carries
 * the first cards of each column and the rest are drawn from the data the page sent anyway. Drawing them all
 * right after load, a few per task, cost a rendering frame per task (style, layout, paint and layerisation of a
 * growing column: 80–200 ms each at Lighthouse's 4× CPU, most of /projetos' blocking time); drawing them as the
 * user scrolls costs nothing at load. Keyboard users lose nothing: focusing the last drawn card scrolls it into
 * view, which brings the marker near and draws the next ones before the next Tab. The marker is clipped by the
 * board's horizontal scroller like any element, so columns scrolled out of view draw nothing until shown.
 *
 * Only the first view is drawn this way: once the list changes (a card created, moved, dropped, loaded by
 * "Mostrar mais", a search), every item is drawn from then on, so what the user just did is always on screen.
 */
export function useDrawnNearView<T extends Element>(items: readonly unknown[], first: number, step: number) {
  const total = items.length;
  const [count, setCount] = useState(first);
  const [firstItems] = useState(items);
  const [all, setAll] = useState(false);
  // Adjusted while rendering (React's pattern for state derived from a change), like useOpenedOnce.
  if (!all && items !== firstItems) setAll(true);
  const marker = useRef<T>(null);
  const drawn = all ? total : Math.min(count, total);
  useEffect(() => {
    const node = marker.current;
    if (drawn >= total || !node || typeof IntersectionObserver === 'undefined') return;
    // A new observer per step: its first report says whether the marker is still near, which draws the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setCount((n) => Math.max(n, drawn) + step));
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [drawn, total, step]);
  return { drawn, marker };
}
