/**
 * D150: how long a finished job is kept. Finished (`concluido`) jobs older than the retention are deleted by the
 * tick, a bounded number per tick; failed ones stay until staff handle them, pending and running ones are work.
 */
export const RETENTION_DAYS = { default: 30, min: 1, max: 365 } as const;

/** One DELETE removes at most this many rows, so no statement holds the table's rows for long. */
export const RETENTION_CHUNK = 1000;

/**
 * At most this many rows a tick (every 5 minutes): 5 000 × 288 ticks is over a million a day, far above what the
 * queue adds, so a backlog (a first run on an old table, a shortened period) drains within a day or two.
 */
export const RETENTION_MAX_PER_TICK = 5 * RETENTION_CHUNK;

const DAY_MS = 24 * 3600_000;

/** Jobs finished before this instant are deleted: `dias` whole days of 24 hours before `at`. */
export function retentionCutoff(at: Date, dias: number): Date {
  return new Date(at.getTime() - dias * DAY_MS);
}
