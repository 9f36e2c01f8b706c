/**
 * The `plans` part (D83): what each page asks the database per request, and whether an index
 * serves it. A server started with DB_QUERY_LOG (server/platform/db/client.ts) is asked for each page twice; the
 * statements of the second request (the steady state, after any cache is warm) are run again under
 * `EXPLAIN (ANALYZE, FORMAT JSON)` on the seeded data (planner statistics from the seeder's ANALYZE).
 * A sequential scan of a table with at least SEQ_SCAN_ROWS rows is reported: at the bench volume a list
 * query should be served by an index.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { round } from './lib/stats';
import { log, ROOT, startServer } from './server';
import { headersFor, type BenchContext, type PartResult } from './types';

export const SEQ_SCAN_ROWS = 500;

type Logged = { query: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};
/** withIndex: the same statement planned with sequential scans off (does an index serve it, and how fast). */
type Explained = {
  query: string;
  ms: number;
  nodes: string[];
  seqScans: string[];
  withIndex?: { ms: number; nodes: string[] };
};
type PagePlans = {
  name: string;
  path: string;
  statements: number;
  selects: number;
  dbMs: number;
  slowestMs: number;
  explained: Explained[];
};

/** Runs a statement with its parameters and answers the rows; PGlite or PostgreSQL, opened by the caller. */
type Runner = {
  query: (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;
  close: () => Promise<void>;
};

async function openRunner(databaseUrl: string | undefined, dataDir: string): Promise<Runner> {
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    return {
      query: async (text, params) => [...(await sql.unsafe(text, params as never[]))],
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'db'));
  return {
    query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
  };
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function readLog(file: string): Logged[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Logged);
  } catch {
    return [];
  }
}

async function explain(runner: Runner, query: string, params: unknown[]) {
  const [row] = await runner.query(`explain (analyze, format json) ${query}`, params);
  const raw = Object.values(row)[0];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: PlanNode;
    'Execution Time': number;
  }>;
  return plan;
}

function describe(node: PlanNode): string {
  return [
    node['Node Type'],
    node['Relation Name'],
    node['Index Name'] && `(${node['Index Name']})`,
    `${node['Actual Rows'] ?? '?'} linhas`,
  ]
    .filter(Boolean)
    .join(' ');
}

const isSelect = (query: string) => /^\s*(\(\s*)?(select|with)\b/i.test(query);
const short = (query: string) => query.replace(/\s+/g, ' ').slice(0, 140);

export async function runPlans(
  ctx: BenchContext,
  options: { port: number; dataDir: string; logFile: string; databaseUrl?: string },
): Promise<PartResult> {
  const queryLog = path.join(ROOT, 'bench/results/queries.jsonl');
  rmSync(queryLog, { force: true });
  const pages = ctx.pages.filter((p) => !p.skip && p.url && p.path);
  const perPage: Array<{ name: string; path: string; logged: Logged[] }> = [];

  // WORKER=off: the job worker's polling must not be counted as a page's work.
  const server = await startServer({
    port: options.port,
    dataDir: options.dataDir,
    logFile: options.logFile,
    env: { DB_QUERY_LOG: queryLog, WORKER: 'off' },
  });
  try {
    for (const page of pages) {
      const url = server.url + page.path;
      const get = async () =>
        (await fetch(url, { redirect: 'manual', headers: headersFor(ctx, page.access) })).arrayBuffer();
      await get();
      const before = readLog(queryLog).length;
      await get();
      perPage.push({ name: page.name, path: page.path!, logged: readLog(queryLog).slice(before) });
    }
  } finally {
    await server.stop();
  }

  const runner = await openRunner(options.databaseUrl, options.dataDir);
  const results: PagePlans[] = [];
  try {
    const sizes = new Map(
      (await runner.query(`select relname, reltuples::float8 as n from pg_class where relkind = 'r'`, [])).map((r) => [
        String(r.relname),
        Number(r.n),
      ]),
    );
    const cache = new Map<string, Explained>();
    for (const page of perPage) {
      const explained: Explained[] = [];
      for (const { query, params } of page.logged.filter((l) => isSelect(l.query))) {
        const key = `${query}\u0000${JSON.stringify(params)}`;
        let result = cache.get(key);
        if (!result) {
          try {
            const plan = await explain(runner, query, params);
            const nodes: string[] = [];
            const seqScans: string[] = [];
            walk(plan.Plan, (node) => {
              const table = node['Relation Name'];
              nodes.push(describe(node));
              if (table && node['Node Type'] === 'Seq Scan' && (sizes.get(table) ?? 0) >= SEQ_SCAN_ROWS)
                seqScans.push(table);
            });
            result = { query, ms: plan['Execution Time'], nodes, seqScans };
            if (seqScans.length) {
              // At this volume a table is a few dozen pages and the planner may rightly prefer reading it whole;
              // planned again without that choice, the statement shows which index serves it as the table grows.
              await runner.query('set enable_seqscan = off', []);
              try {
                const indexed = await explain(runner, query, params);
                const indexedNodes: string[] = [];
                walk(indexed.Plan, (node) => indexedNodes.push(describe(node)));
                result.withIndex = { ms: indexed['Execution Time'], nodes: indexedNodes };
              } finally {
                await runner.query('reset enable_seqscan', []);
              }
            }
          } catch (error) {
            result = {
              query,
              ms: 0,
              nodes: [`não explicada: ${error instanceof Error ? error.message : String(error)}`],
              seqScans: [],
            };
          }
          cache.set(key, result);
        }
        explained.push(result);
      }
      results.push({
        name: page.name,
        path: page.path,
        statements: page.logged.length,
        selects: explained.length,
        dbMs: explained.reduce((sum, e) => sum + e.ms, 0),
        slowestMs: Math.max(0, ...explained.map((e) => e.ms)),
        explained,
      });
    }
  } finally {
    await runner.close();
    rmSync(queryLog, { force: true });
  }
  log(`planos: ${results.reduce((n, r) => n + r.selects, 0)} consultas explicadas em ${results.length} páginas`);

  const notes = [
    `Consultas do segundo pedido de cada página (o primeiro aquece caches), refeitas com EXPLAIN ANALYZE sobre os dados semeados, depois do ANALYZE do semeador. "Varredura sequencial" só conta tabelas com ${SEQ_SCAN_ROWS}+ linhas.`,
  ];
  for (const page of results) {
    for (const e of page.explained.filter((x) => x.seqScans.length))
      notes.push(
        `${page.name}: varredura sequencial em ${[...new Set(e.seqScans)].join(', ')} (${round(e.ms, 1)} ms; ${e.nodes.join(' › ')}); sem varredura sequencial: ${e.withIndex ? `${round(e.withIndex.ms, 1)} ms; ${e.withIndex.nodes.join(' › ')}` : '–'}: \`${short(e.query)}\``,
      );
  }
  writeFileSync(path.join(ROOT, 'bench/results/plans.json'), `${JSON.stringify(results, null, 2)}\n`);
  return {
    title: 'Consultas por pedido e seus planos (EXPLAIN ANALYZE)',
    columns: ['página', 'comandos', 'SELECTs', 'tempo no banco (ms)', 'mais lenta (ms)', 'varreduras sequenciais'],
    rows: results.map((r) => [
      r.name,
      r.statements,
      r.selects,
      round(r.dbMs, 1),
      round(r.slowestMs, 1),
      [...new Set(r.explained.flatMap((e) => e.seqScans))].join(', ') || '–',
    ]),
    notes,
    data: results.map(({ explained, ...rest }) => ({ ...rest, explained })),
  };
}
