import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERASURE_PLAN, erasedValues, type ErasureTable } from '@/server/portal/erasure-plan';

/** The columns that can hold a person's words: text, text arrays and jsonb. */
function textColumns(table: (typeof ERASURE_PLAN)[ErasureTable]['table']): string[] {
  return Object.entries(getTableColumns(table))
    .filter(([, column]) => ['PgText', 'PgJsonb', 'PgArray'].includes(column.columnType))
    .map(([key]) => key);
}

describe('the erasure plan (server/portal/erasure-plan.ts)', () => {
  it('declares every text and jsonb column of each table it covers, personal or not, once', () => {
    expect(textColumns(ERASURE_PLAN.propostas.table)).toEqual(
      expect.arrayContaining(['cliente', 'aceiteConteudo', 'conteudo', 'aceitaPorEmail']),
    );
    const problems: string[] = [];
    for (const [name, entry] of Object.entries(ERASURE_PLAN)) {
      const personal = Object.keys(entry.personal);
      const notPersonal: readonly string[] = entry.notPersonal;
      const declared = [...personal, ...notPersonal];
      for (const key of textColumns(entry.table))
        if (!declared.includes(key)) problems.push(`${name}.${key} is neither personal nor declared not personal`);
      for (const key of declared)
        if (!(key in getTableColumns(entry.table))) problems.push(`${name}.${key} is no column`);
      for (const key of personal) if (notPersonal.includes(key)) problems.push(`${name}.${key} is both`);
    }
    expect(problems).toEqual([]);
  });

  it('never writes a status column (the write model keeps those to the writers)', () => {
    for (const name of Object.keys(ERASURE_PLAN) as ErasureTable[]) {
      const values = Object.keys(erasedValues(name, { updatedAt: new Date() }));
      expect(values, name).not.toContain('status');
      expect(
        values.filter((key) => !(key in ERASURE_PLAN[name].personal)),
        name,
      ).toEqual(['updatedAt']);
    }
  });
});
