'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { MoneyPoint } from './money-chart';

// The placeholder and the chart share one fixed height, so nothing moves when the chart arrives (no layout shift).
const BOX = 'h-64 w-full sm:h-72';
const Placeholder = () => <div className={`${BOX} animate-pulse rounded-lg bg-muted motion-reduce:animate-none`} />;

/** Recharts is fetched only when asked for: the overview's first paint carries only the numbers. */
const MoneyChart = dynamic(() => import('./money-chart'), { ssr: false, loading: Placeholder });

type Props = { data: MoneyPoint[]; labels: { recebido: string; faturado: string } };

/**
 * D58: Recharts' code and first render are the page's longest tasks, so they wait until the card
 * is scrolled into view (IntersectionObserver), not the page load. The data is also in the card's sr-only table.
 */
export function MoneyChartLazy(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (!node || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { threshold: 0.2 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <div ref={box} className={BOX} data-testid="overview-chart">
      {inView ? <MoneyChart {...props} /> : <Placeholder />}
    </div>
  );
}
