'use client';

import dynamic from 'next/dynamic';
import type { MoneyPoint } from './money-chart';

/** Recharts is loaded after the page: the overview's first paint carries only the numbers. */
const MoneyChart = dynamic(() => import('./money-chart'), { ssr: false, loading: () => <div className="h-64 w-full animate-pulse rounded-lg bg-muted sm:h-72" /> });

export function MoneyChartLazy(props: { data: MoneyPoint[]; labels: { recebido: string; faturado: string } }) {
  return <MoneyChart {...props} />;
}
