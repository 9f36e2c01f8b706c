'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/format';
import { monthLabel } from '@/lib/pipeline/months';

export type MoneyPoint = { mes: string; recebido: number; faturado: number };

/** shadcn's chart pattern: colours from CSS variables, so the chart follows the theme. */
const COLORS = { faturado: 'var(--muted-foreground)', recebido: 'var(--primary)' };
/** Made when the chart first draws its axis (a first Intl.NumberFormat loads ICU's data: lib/format.ts). */
let compact: Intl.NumberFormat | undefined;
const compactNumber = (value: number) =>
  (compact ??= new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 })).format(value);
/** Axis text in the theme's muted foreground (≥ 4.5:1 on the card), not Recharts' fixed grey. */
const TICK = { fill: 'var(--muted-foreground)', fontSize: 11 };

/**
 * Money received per month against what was billed, last 12 months (D58). Loaded lazily by
 * money-chart-lazy.tsx; the page carries the same data as a table for screen readers, so the drawing is hidden
 * from them and kept out of the tab order (Recharts 3's keyboard layer would put a focusable node inside
 * aria-hidden: axe's aria-hidden-focus, the 96 in Lighthouse's accessibility score).
 */
export default function MoneyChart({
  data,
  labels,
}: {
  data: MoneyPoint[];
  labels: { recebido: string; faturado: string };
}) {
  return (
    <div className="h-64 w-full sm:h-72" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, left: 0, bottom: 0 }} barGap={2} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis
            dataKey="mes"
            tickFormatter={monthLabel}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={4}
          />
          <YAxis
            tickFormatter={(v: number) => compactNumber(v / 100)}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={52}
          />
          <Tooltip
            formatter={(v) => formatMoney(Number(v))}
            separator=": "
            labelFormatter={(l) => monthLabel(String(l))}
            cursor={{ fill: 'var(--muted)' }}
          />
          <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="faturado"
            name={labels.faturado}
            fill={COLORS.faturado}
            fillOpacity={0.45}
            radius={[3, 3, 0, 0]}
          />
          <Bar dataKey="recebido" name={labels.recebido} fill={COLORS.recebido} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
