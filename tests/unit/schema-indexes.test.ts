import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCHEMA = path.join(process.cwd(), 'server/platform/db/schema');
const MIGRATIONS = path.join(process.cwd(), 'supabase/migrations');

/**
 * D83. drizzle's `.desc()` in an index makes it `DESC NULLS LAST`, which does not match
 * `ORDER BY x DESC` (NULLS FIRST): PostgreSQL then sorts the whole table for every list page. A plain
 * ascending btree, read backwards, serves `ORDER BY x DESC, id DESC` exactly; `npm run bench -- --only plans`
 * shows the plans.
 */
describe('list indexes', () => {
  it('no index in the schema is declared with a bare .desc() (DESC NULLS LAST)', () => {
    const offenders = readdirSync(SCHEMA)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        readFileSync(path.join(SCHEMA, file), 'utf8')
          .split('\n')
          .filter((line) => /index\(/.test(line) && /\.desc\(\)(?!\.nullsFirst\(\))/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the latest migrations leave no DESC NULLS LAST index behind', () => {
    const created = new Map<string, string>();
    for (const file of readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      for (const statement of readFileSync(path.join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint')) {
        const drop = statement.match(/DROP INDEX (?:IF EXISTS )?"([^"]+)"/);
        if (drop) created.delete(drop[1]);
        const create = statement.match(/CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?"([^"]+)"/);
        if (create) created.set(create[1], statement.trim());
      }
    }
    const left = [...created.entries()].filter(([, sql]) => sql.includes('DESC NULLS LAST')).map(([name]) => name);
    expect(left).toEqual([]);
  });

  it('the main lists have an index ending in (date, id) for their ORDER BY date DESC, id DESC', () => {
    const schema = readdirSync(SCHEMA)
      .map((file) => readFileSync(path.join(SCHEMA, file), 'utf8'))
      .join('\n');
    for (const name of [
      'clientes_created_at_idx',
      'propostas_data_criacao_idx',
      'cobrancas_data_criacao_idx',
      'contratos_data_criacao_idx',
      'signature_documents_created_idx',
      'pagamentos_created_idx',
      'timeline_cliente_created_id_idx',
    ]) {
      expect(schema).toMatch(
        new RegExp(`index\\('${name}'\\)\\.on\\(.*, t\\.id(\\.desc\\(\\)\\.nullsFirst\\(\\))?\\)`),
      );
    }
  });
});
