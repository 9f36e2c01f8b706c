import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isCachedStaffPage } from '@/lib/staff-page-cache';
import { getDb } from '@/server/platform/db/client';
import * as schema from '@/server/platform/db/schema';

/**
 * D81, D82, D154: a cached staff screen (lib/staff-page-cache.ts) or a versioned() read is only as fresh as the
 * data version, which moves only for tables with the `versao_dados` trigger. This test finds the tables those reads
 * name and asks the migrated database whether each has the trigger: a new table read by a cached screen without it
 * fails here instead of showing stale data for up to five minutes.
 */

/** The page file of each cached staff screen (every pattern of lib/staff-page-cache.ts has one here). */
const CACHED_PAGES: Record<string, string> = {
  '/painel': 'app/(backoffice)/painel/page.tsx',
  '/clientes': 'app/(backoffice)/clientes/page.tsx',
  '/clientes/00000000-0000-0000-0000-000000000000': 'app/(backoffice)/clientes/[id]/page.tsx',
  '/projetos': 'app/(backoffice)/projetos/page.tsx',
  '/cobrancas': 'app/(backoffice)/cobrancas/page.tsx',
  '/pagamentos': 'app/(backoffice)/pagamentos/page.tsx',
  '/contatos': 'app/(backoffice)/contatos/page.tsx',
  '/contratos': 'app/(backoffice)/contratos/page.tsx',
  '/assinaturas': 'app/(backoffice)/assinaturas/page.tsx',
};

/**
 * Tables the staff screens show that no scanned read names in a `from`/`join` (a subquery in SQL, a component's own
 * query), listed by hand: the WhatsApp history and consent on the client record, the Pix and statement credits of the
 * reconciliation, a document's signers.
 */
const SHOWN_TABLES = [
  'whatsapp_mensagens',
  'whatsapp_consentimentos',
  'pix_recebidos',
  'pix_devolucoes',
  'extrato_creditos',
  'signature_signers',
];

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A module an import names, when it is a read of a domain (not the platform, the session or an action). */
function readModule(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.join(path.dirname(from), spec)
      : null;
  if (!base) return null;
  const file = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(path.join(root, f)));
  if (!file || !file.startsWith('server/') || /^server\/(platform|auth|events)\//.test(file)) return null;
  return /queries|record|checklist/.test(path.basename(file)) ? file : null;
}

/** The cached pages' read modules and theirs, with every versioned() read of server/. */
function cachedReadModules(): string[] {
  const versionedReads = ['server/auth/team-policy.ts'];
  const queue = [...Object.values(CACHED_PAGES), ...versionedReads];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(/from '([^']+)'/g)) {
      const next = readModule(file, match[1]);
      if (next) queue.push(next);
    }
  }
  return [...seen].filter((file) => file.startsWith('server/'));
}

/** The SQL names of the schema tables a module reads (`.from(x)`, `join(x`). */
function tablesReadBy(file: string): string[] {
  const tables = schema as unknown as Record<string, unknown>;
  return [...read(file).matchAll(/(?:\.from|[jJ]oin)\(\s*([A-Za-z]+)\b/g)]
    .map((match) => tables[match[1]])
    .filter((table): table is PgTable => is(table, PgTable))
    .map((table) => getTableName(table));
}

describe('the data version covers what the cached staff screens read (D81)', () => {
  it('lists a page file for every cached staff screen', () => {
    for (const [pathname, file] of Object.entries(CACHED_PAGES)) {
      expect(isCachedStaffPage(pathname), pathname).toBe(true);
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
  });

  it('has the versao_dados trigger on every table a cached read names, and on the tables the screens show', async () => {
    const modules = cachedReadModules();
    expect(modules).toEqual(expect.arrayContaining(['server/overview/queries.ts', 'server/clients/record.ts']));
    const needed = new Map<string, string>();
    for (const file of modules) for (const table of tablesReadBy(file)) needed.set(table, file);
    for (const table of SHOWN_TABLES) needed.set(table, 'SHOWN_TABLES');
    const db = await getDb();
    const result: unknown = await db.execute(
      sql`select c.relname as tabela from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'versao_dados'`,
    );
    // PGlite answers `{ rows }`, postgres.js an array.
    const rows = Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []);
    const triggered = new Set((rows as Array<{ tabela: string }>).map((row) => row.tabela));
    const missing = [...needed].filter(([table]) => !triggered.has(table)).map(([table, file]) => `${table} (${file})`);
    expect(missing).toEqual([]);
  });
});
