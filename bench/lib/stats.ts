/** The p-th percentile (0–100) of a list of numbers, by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function round(value: number, digits = 1): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function formatKb(bytes: number): string {
  return `${round(bytes / 1024, 1).toFixed(1)} kB`;
}

/** Which of several runs is the median one by a score (the lower middle for an even count): its index in the list. */
export function medianIndex(scores: readonly (number | null)[]): number {
  if (scores.length === 0) return -1;
  const order = scores
    .map((score, index) => ({ score: score ?? -1, index }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)].index;
}
