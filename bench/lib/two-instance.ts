/** Pure helpers of the two-instance part (bench/two-instance.ts). */

/** Splits `total` load connections across `instances` as evenly as possible (the first get the remainder). */
export function splitConnections(total: number, instances: number): number[] {
  const base = Math.floor(total / instances);
  return Array.from({ length: instances }, (_, i) => base + (i < total % instances ? 1 : 0));
}

/** One edit: ms from the action's answer on A until B showed it, or null when B did not within the bound. */
export type PropagationSample = number | null;

export type PropagationSummary = { runs: number; seen: number; medianMs: number | null; maxMs: number | null };

/**
 * Median and max of the propagation times; a sample never seen counts as longer than any seen one, so the
 * median (the lower middle for an even count) and the max are null ("not visible") once enough are missing.
 */
export function summarizePropagation(samples: readonly PropagationSample[]): PropagationSummary {
  const runs = samples.length;
  const seenTimes = samples.filter((s): s is number => s !== null).sort((a, b) => a - b);
  if (runs === 0) return { runs, seen: 0, medianMs: null, maxMs: null };
  const middle = Math.floor((runs - 1) / 2);
  return {
    runs,
    seen: seenTimes.length,
    medianMs: middle < seenTimes.length ? seenTimes[middle] : null,
    maxMs: seenTimes.length === runs ? seenTimes[runs - 1] : null,
  };
}

/** A propagation time for the table: whole ms, or "não visível em N s". */
export function propagationCell(ms: number | null, boundMs: number): string | number {
  return ms === null ? `não visível em ${boundMs / 1000} s` : Math.round(ms);
}
