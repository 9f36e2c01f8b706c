/**
 * `npm run bench` (see bench/README.md): builds the app into .next-bench when needed, seeds a fresh
 * database with the benchmark data set, starts the production server and measures; prints one
 * markdown table per part on stdout and writes bench/results/latest.json.
 *   npm run bench -- --only <part>[,<part>]   startup | lighthouse | js-size | throughput | writes | plans | two-instance | pix
 *   npm run bench -- --rebuild                build even when .next-bench is newer than the sources
 *   npm run bench -- --reuse-build            measure the existing build even when the sources are newer
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGES, type SeedInfo } from './config';
import { runJsSize } from './js-size';
import { runLighthouse } from './lighthouse';
import { runPlans } from './plans';
import { pageSelected, parseBenchArgs, type PartName } from './lib/args';
import { assertLocalDatabaseUrl } from './lib/database-url';
import { markdownTable } from './lib/markdown';
import { round } from './lib/stats';
import {
  build,
  buildReason,
  DIST_DIR,
  log,
  ROOT,
  seedDatabase,
  startServer,
  stopAll,
  type RunningServer,
} from './server';
import { runStartup, startupCells, STARTUP_PATH, type StartupRow } from './startup';
import { addWithoutCsp, runThroughput } from './throughput';
import { runTwoInstance, twoInstanceMissing } from './two-instance';
import { runWrites } from './writes';
import { runPixBench } from './pix';
import type { BenchContext, PartResult, ProbedPage } from './types';

const RESULTS_DIR = path.join(ROOT, 'bench/results');
const DATA_DIR = path.join(ROOT, '.data-bench');

async function probePages(baseUrl: string, seedInfo: SeedInfo): Promise<ProbedPage[]> {
  const probed: ProbedPage[] = [];
  for (const page of PAGES) {
    const pagePath = typeof page.path === 'function' ? page.path(seedInfo) : page.path;
    const base = {
      page,
      name: page.name,
      path: pagePath,
      access: page.access,
      url: null,
      status: null,
      html: '',
      contentType: '',
    };
    if (!pagePath) {
      probed.push({ ...base, skip: 'sem dados para abrir (ainda)' });
      continue;
    }
    const url = baseUrl + pagePath;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: page.access === 'staff' ? { cookie: seedInfo.cookie } : {},
    });
    const html = await response.text();
    const expected = page.status ?? 200;
    let skip: string | null = null;
    if (response.status !== expected) {
      if (response.status === 404) skip = 'responde 404: ainda não existe';
      else if (response.status >= 300 && response.status < 400)
        skip = `redirecionou (${response.status}) para ${response.headers.get('location')}`;
      else skip = `respondeu ${response.status}`;
    }
    probed.push({
      ...base,
      url,
      status: response.status,
      html,
      contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      skip,
    });
  }
  return probed;
}

function printPart(result: PartResult): void {
  const lines = [
    `## ${result.title}`,
    '',
    result.rows.length ? markdownTable(result.columns, result.rows) : '_nada medido_',
  ];
  for (const table of result.more ?? [])
    lines.push(
      '',
      `### ${table.title}`,
      '',
      table.rows.length ? markdownTable(table.columns, table.rows) : '_nada medido_',
    );
  if (result.notes.length) lines.push('', ...result.notes.map((note) => `- ${note}`));
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function main() {
  const args = parseBenchArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) assertLocalDatabaseUrl(databaseUrl);
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0];
  const t0 = performance.now();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, 'server.log');
  rmSync(logFile, { force: true });
  const want = (part: PartName) => args.parts.includes(part);
  const results: Partial<Record<PartName, PartResult>> = {};

  const reason = buildReason(args.rebuild, args.reuseBuild);
  let buildMs: number | null = null;
  if (reason) {
    log(`build em ${DIST_DIR} (${reason})...`);
    buildMs = build();
    log(`build pronto em ${round(buildMs / 1000)} s`);
  } else log(`build em ${DIST_DIR} está em dia`);

  const ports = { app: args.port, startup: args.port + 1, limit: args.port + 2 };
  if (want('startup')) results.startup = await runStartup({ port: ports.startup, logFile, databaseUrl });

  let seedInfo: SeedInfo | null = null;
  let server: RunningServer | null = null;
  const serverOptions = { port: ports.app, dataDir: DATA_DIR, logFile, firstPath: STARTUP_PATH };
  // Startup starts its own servers; two-instance its own database, Redis and pair of servers.
  const needsServer = args.parts.some((part) => part !== 'startup' && part !== 'two-instance' && part !== 'pix');
  if (needsServer) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    log(`semeando ${databaseUrl ? 'o PostgreSQL de DATABASE_URL' : DATA_DIR}...`);
    seedInfo = seedDatabase(ports.app, DATA_DIR, RESULTS_DIR);
    const seeded = seedInfo.domains.filter((d) => d.seeded !== null).map((d) => `${d.name} ${d.seeded}`);
    const pending = seedInfo.domains.filter((d) => d.seeded === null).map((d) => d.name);
    log(
      `semeado em ${round(seedInfo.seedMs / 1000)} s: ${seeded.join(', ')}${pending.length ? `; ainda sem tabela: ${pending.join(', ')}` : ''}`,
    );

    server = await startServer(serverOptions);
    log(`servidor em ${server.url} pronto em ${round(server.readyMs)} ms`);
    if (results.startup) {
      const row: StartupRow = { case: 'dados do benchmark já semeados', ms: server.readyMs };
      (results.startup.data as StartupRow[]).push(row);
      results.startup.rows.push(startupCells(row));
    }
  }

  try {
    if (server && seedInfo) {
      const ctx: BenchContext = {
        baseUrl: server.url,
        seed: seedInfo,
        pages: (await probePages(server.url, seedInfo)).filter(
          (p) => !args.pages.length || (p.path !== null && pageSelected(args.pages, p.path)),
        ),
        distDir: path.join(ROOT, DIST_DIR),
        quick: args.quick,
        lighthouseRuns: args.runs,
        warmupSeconds: args.warmup,
      };
      // Reads first, writes last: the pages are measured on the seeded data as it was made.
      if (want('js-size')) results['js-size'] = await runJsSize(ctx);
      if (want('lighthouse')) results.lighthouse = await runLighthouse(ctx);
      if (want('throughput')) {
        results.throughput = await runThroughput(ctx, ports.limit);
        if (args.compareCsp) {
          // The same pages on a server without the CSP (PGlite: one process per folder, so this one stops first).
          await server.stop();
          const plain = await startServer({ ...serverOptions, env: { CSP: 'off' } });
          try {
            await addWithoutCsp(ctx, results.throughput, plain.url);
          } finally {
            await plain.stop();
          }
          server = await startServer(serverOptions);
        }
      }
      if (want('writes')) results.writes = await runWrites(ctx);
      // Last: it restarts the server with a query log (PGlite serves one process per folder).
      if (want('plans')) {
        await server.stop();
        results.plans = await runPlans(ctx, { port: ports.app, dataDir: DATA_DIR, logFile, databaseUrl });
      }
    }
  } finally {
    await server?.stop();
    // The seeded folder is only for this run (PGlite); PostgreSQL keeps the rows until the next run replaces them.
    if (!databaseUrl) rmSync(DATA_DIR, { recursive: true, force: true });
  }

  // Last, once the single server has stopped: it needs PostgreSQL and redis-server, and skips with a note without them.
  let skipped: string | null = null;
  if (want('two-instance')) {
    skipped = twoInstanceMissing(databaseUrl);
    if (skipped) log(`duas instâncias: pulada (${skipped})`);
    else
      results['two-instance'] = await runTwoInstance({
        basePort: args.port,
        databaseUrl,
        distDir: path.join(ROOT, DIST_DIR),
        resultsDir: RESULTS_DIR,
        quick: args.quick,
      });
  }

  // In-process, on its own embedded database (bench/pix-measure.test.ts).
  if (want('pix')) results.pix = await runPixBench();

  const order: PartName[] = [
    'lighthouse',
    'js-size',
    'throughput',
    'writes',
    'plans',
    'two-instance',
    'startup',
    'pix',
  ];
  process.stdout.write(
    `# Benchmark ${startedAt.toISOString()} (${os.cpus().length} núcleos, carga média ${round(loadAtStart)} no início e ${round(os.loadavg()[0])} no fim, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : args.parts.every((part) => part === 'two-instance') ? 'PostgreSQL temporário' : 'PGlite'}, ${round((performance.now() - t0) / 1000, 0)} s)\n\n`,
  );
  if (seedInfo) {
    const domains = seedInfo.domains.map(
      (d) => `${d.name}: ${d.seeded === null ? `ainda sem tabela (alvo ${d.target})` : d.seeded}`,
    );
    process.stdout.write(`Dados semeados (semente fixa): ${domains.join('; ')}.\n\n`);
  }
  for (const part of order) if (results[part]) printPart(results[part]);
  if (skipped) process.stdout.write(`## Duas instâncias\n\n_pulada: ${skipped}_\n\n`);

  const totalMs = performance.now() - t0;
  const json = {
    startedAt: startedAt.toISOString(),
    totalSeconds: round(totalMs / 1000),
    machine: {
      loadAverageAtStart: round(loadAtStart, 2),
      loadAverageAtEnd: round(os.loadavg()[0], 2),
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    database: databaseUrl ? 'postgres' : 'pglite',
    build: { distDir: DIST_DIR, rebuilt: reason, buildSeconds: buildMs === null ? null : round(buildMs / 1000) },
    seed: seedInfo ? { domains: seedInfo.domains, seconds: round(seedInfo.seedMs / 1000) } : null,
    parts: Object.fromEntries(
      order
        .filter((part) => results[part])
        .map((part) => [part, { title: results[part]!.title, notes: results[part]!.notes, data: results[part]!.data }]),
    ),
    skipped: skipped ? { 'two-instance': skipped } : {},
  };
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  log(`pronto em ${round(totalMs / 1000)} s; resultados em bench/results/latest.json`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

main().catch(async (error) => {
  log(`falhou: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
