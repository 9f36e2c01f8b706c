'use client';

import { useEffect, useRef } from 'react';

/**
 * A CSS scroll-snap row that advances by itself every `intervalMs` (document 001 §9: 3 s, 4 s, 5 s).
 * It stops while the visitor touches, hovers or focuses it, and for reduced motion; swiping still works.
 */
export function Carousel({ intervalMs, label, children }: { intervalMs: number; label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    const pairs = [['pointerenter', pause], ['pointerleave', resume], ['touchstart', pause], ['touchend', resume], ['focusin', pause], ['focusout', resume]] as const;
    for (const [type, fn] of pairs) el.addEventListener(type, fn, { passive: true });
    const timer = window.setInterval(() => {
      if (paused || el.offsetParent === null || el.scrollWidth <= el.clientWidth) return;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 8;
      el.scrollTo({ left: atEnd ? 0 : el.scrollLeft + el.clientWidth * 0.85, behavior: 'smooth' });
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      for (const [type, fn] of pairs) el.removeEventListener(type, fn);
    };
  }, [intervalMs]);

  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      data-interval={intervalMs}
      tabIndex={0}
      className="-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-5 pb-3 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-(--lp-primary)"
    >
      {children}
    </div>
  );
}
