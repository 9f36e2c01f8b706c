import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** db.execute answers { rows } on PGlite and an array on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Per-row values for one UPDATE of many rows (the writers' batch forms, D130): `case <id> when <id> then <value>
 * … else <fallback> end`, each value cast to the column's type (`uuid`, `text`, `integer`, `timestamptz`).
 */
export function caseById(
  idColumn: AnyColumn,
  entries: ReadonlyArray<readonly [id: string, value: unknown]>,
  cast: 'uuid' | 'text' | 'integer' | 'timestamptz',
  fallback?: AnyColumn,
): SQL {
  return sql.join(
    [
      sql`case ${idColumn}`,
      ...entries.map(([id, value]) => sql`when ${id}::uuid then ${value}${sql.raw(`::${cast}`)}`),
      fallback ? sql`else ${fallback} end` : sql`end`,
    ],
    sql` `,
  );
}
