/**
 * Part 6 (D85): two `next start` of the bench build on one PostgreSQL and one Redis/Valkey, both
 * local. Measures the throughput of a public page (/p/{slug}, cached and revalidated by staff writes) and a
 * staff page (/clientes) with the load split across both instances, and how long an edit made through
 * instance A ("Marcar como Pago", which revalidates /p/{slug}) takes to show on instance B's public page:
 * with REDIS_URL (the shared cache handler), then without it (each instance keeps its own cache).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { SeedInfo } from './config';
import { findAction, type ServerReferenceManifest } from './lib/actions';
import { propagationCell, splitConnections, summarizePropagation, type PropagationSample } from './lib/two-instance';
import { percentile, round } from './lib/stats';
import { log, ROOT, seedDatabase, startServer, type RunningServer } from './server';
import { findPostgresBin, findRedisServer, freePort, startPostgres, startRedis, type LocalService } from './services';
import { STARTUP_PATH } from './startup';
import { CONNECTIONS, drain, load, WARMUP_CONNECTIONS } from './throughput';
import type { PartResult } from './types';
import { callAction } from './writes';

const RUNS = 5;
const POLL_MS = 50;
/** With Redis the edit must show within 2 s (D85); without it B keeps its copy for the page's hour: stop at 10 s. */
const BOUND_MS = 10_000;
const STAFF_PAGE = '/clientes';
const PAID_TEXT = (
  JSON.parse(readFileSync(path.join(ROOT, 'messages/pt-BR.json'), 'utf8')) as { charges: { public: { paid: string } } }
).charges.public.paid;

export type TwoInstanceOptions = {
  basePort: number;
  databaseUrl?: string;
  distDir: string;
  resultsDir: string;
  quick: boolean;
};

/** Why the part cannot run on this machine (no PostgreSQL binaries without DATABASE_URL, no redis-server), or null. */
export function twoInstanceMissing(databaseUrl?: string): string | null {
  if (!databaseUrl && !findPostgresBin())
    return 'PostgreSQL não está instalado (apt-get install -y postgresql) e DATABASE_URL não foi dado';
  if (!findRedisServer()) return 'redis-server não está instalado (apt-get install -y redis-server; ou REDIS_SERVER)';
  return null;
}

type InstanceLoad = {
  instance: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  requests: number;
  statuses: Record<string, number>;
};
type LoadRow = { page: string; path: string; instances: InstanceLoad[]; total: InstanceLoad };
type Scenario = {
  cache: string;
  samples: PropagationSample[];
  actionMs: number[];
  cachedBefore: number;
  notes: string[];
};

function countStatuses(raws: Array<{ statusCodeStats: Record<string, { count: number }> }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const raw of raws)
    for (const [status, { count }] of Object.entries(raw.statusCodeStats))
      counts[status] = (counts[status] ?? 0) + count;
  return counts;
}

/** Both instances loaded at once, the connections split between them; per instance and combined (one latency histogram). */
async function loadAcross(
  urls: string[],
  headers: Record<string, string>,
  duration: number,
): Promise<{ instances: InstanceLoad[]; total: InstanceLoad }> {
  const split = splitConnections(CONNECTIONS, urls.length);
  const raws = await Promise.all(
    urls.map((url, i) =>
      autocannon({ url, connections: split[i], duration, headers, timeout: 30, skipAggregateResult: true }),
    ),
  );
  const summary = (instance: string, connections: number, rawList: typeof raws): InstanceLoad => {
    const combined = autocannon.aggregateResult(rawList, { url: urls[0], connections });
    return {
      instance,
      connections,
      rps: rawList.reduce((sum, raw) => sum + raw.totalCompletedRequests / raw.duration, 0),
      p50: combined.latency.p50,
      p99: combined.latency.p99,
      errors: rawList.reduce((sum, raw) => sum + raw.errors + raw.timeouts + raw.non2xx, 0),
      requests: rawList.reduce((sum, raw) => sum + raw.totalCompletedRequests, 0),
      timeouts: rawList.reduce((sum, raw) => sum + raw.timeouts, 0),
      statuses: countStatuses(rawList),
    };
  };
  return {
    instances: raws.map((raw, i) => summary(String.fromCharCode(65 + i), split[i], [raw])),
    total: summary('A + B', CONNECTIONS, raws),
  };
}

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ') || 'nenhuma';

async function throughputRow(
  servers: RunningServer[],
  name: string,
  pagePath: string,
  headers: Record<string, string>,
  quick: boolean,
): Promise<LoadRow> {
  const duration = quick ? 3 : 10;
  const warmup = quick ? 1 : 2;
  const urls = servers.map((s) => s.url + pagePath);
  log(
    `duas instâncias: autocannon ${pagePath} (${warmup} s de aquecimento + ${duration} s, ${splitConnections(CONNECTIONS, urls.length).join(' + ')} conexões)`,
  );
  await Promise.all(urls.map((url) => load(url, headers, warmup, WARMUP_CONNECTIONS)));
  await Promise.all(urls.map((url) => drain(url, headers)));
  const measured = await loadAcross(urls, headers, duration);
  await Promise.all(urls.map((url) => drain(url, headers)));
  return { page: name, path: pagePath, ...measured };
}

async function fetchPage(url: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
}

/**
 * Each charge once: B caches its public page, A marks it paid through the server action, then B is asked
 * every POLL_MS until the page says it is paid. The time counts from the action's answer (the edit is saved
 * and revalidated) to the first answer of B that shows it.
 */
async function propagation(
  cache: string,
  a: RunningServer,
  b: RunningServer,
  charges: Array<{ id: string; slug: string }>,
  actionId: string,
  cookie: string,
): Promise<Scenario> {
  const scenario: Scenario = { cache, samples: [], actionMs: [], cachedBefore: 0, notes: [] };
  for (const charge of charges) {
    const page = `${b.url}/p/${charge.slug}`;
    await fetchPage(page);
    const before = await fetchPage(page);
    if (before.html.includes(PAID_TEXT)) {
      scenario.notes.push(`${cache}: /p/${charge.slug} já aparecia paga em B antes da edição; execução descartada`);
      continue;
    }
    if (before.cache === 'HIT') scenario.cachedBefore++;
    const started = performance.now();
    const result = await callAction(a.url, `/cobrancas/${charge.id}`, actionId, [{ id: charge.id, status: 'pago' }], {
      cookie,
    });
    const saved = performance.now();
    if (!result.ok) {
      scenario.notes.push(`${cache}: a ação em A falhou: ${result.detail}`);
      continue;
    }
    scenario.actionMs.push(saved - started);
    let sample: PropagationSample = null;
    while (performance.now() - saved < BOUND_MS) {
      if ((await fetchPage(page)).html.includes(PAID_TEXT)) {
        sample = performance.now() - saved;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    scenario.samples.push(sample);
  }
  return scenario;
}

async function startInstances(
  ports: number[],
  env: Record<string, string>,
  dataDir: string,
  resultsDir: string,
  notes: string[],
): Promise<RunningServer[]> {
  const started: RunningServer[] = [];
  try {
    // One after the other: two cold starts at once on 2 cores only make both slower.
    for (const [i, port] of ports.entries()) {
      const logFile = path.join(resultsDir, `server-${String.fromCharCode(97 + i)}.log`);
      const server = await startServer({ port, dataDir, logFile, firstPath: STARTUP_PATH, env });
      if (server.unavailableAnswers)
        notes.push(
          `${server.url}${env.REDIS_URL ? ' (com REDIS_URL)' : ''} respondeu 503 ("banco indisponível") ${server.unavailableAnswers} vezes antes do primeiro 200 ao subir.`,
        );
      started.push(server);
    }
    return started;
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    throw error;
  }
}

async function chargesBySlug(databaseUrl: string, slugs: string[]): Promise<Array<{ id: string; slug: string }>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<
      { id: string; slug: string }[]
    >`select id, slug from cobrancas where slug = any(${slugs}) and status = 'pendente'`;
    return slugs
      .map((slug) => rows.find((row) => row.slug === slug))
      .filter((row): row is { id: string; slug: string } => !!row);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function runTwoInstance(options: TwoInstanceOptions): Promise<PartResult> {
  const { basePort, distDir, resultsDir, quick } = options;
  const ports = [basePort + 3, basePort + 4];
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-two-instance-'));
  const services: LocalService[] = [];
  let servers: RunningServer[] = [];
  const notes: string[] = [];
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const pgPort = await freePort();
      log(`duas instâncias: PostgreSQL temporário na porta ${pgPort}`);
      const pg = startPostgres(pgPort);
      services.push(pg);
      databaseUrl = pg.url;
    }
    const redisPort = await freePort();
    log(`duas instâncias: redis-server na porta ${redisPort} (sem persistência)`);
    const redis = await startRedis(redisPort, scratch);
    services.push(redis);

    log('duas instâncias: semeando o PostgreSQL...');
    const seed: SeedInfo = seedDatabase(ports[0], scratch, resultsDir, { DATABASE_URL: databaseUrl });
    log(`duas instâncias: semeado em ${round(seed.seedMs / 1000)} s`);
    const slugs = seed.ids.chargeSlugs ?? [];
    const charges = await chargesBySlug(databaseUrl, slugs.slice(1, 1 + 2 * RUNS));
    if (!slugs[0] || charges.length < 2 * RUNS)
      throw new Error(`a semente tem ${slugs.length} cobranças Pix pendentes; são precisas ${1 + 2 * RUNS}`);
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, 'server/server-reference-manifest.json'), 'utf8'),
    ) as ServerReferenceManifest;
    const action = findAction(manifest, 'server/charges/actions.ts', ['updateChargeStatus']);
    if (!action) throw new Error('updateChargeStatus não está no manifesto das ações do build');

    // The background worker stays off in both (as in the shared-cache spec): only the pages are measured.
    const env = { DATABASE_URL: databaseUrl, WORKER: 'off' };
    servers = await startInstances(ports, { ...env, REDIS_URL: redis.url }, scratch, resultsDir, notes);
    log(`duas instâncias com REDIS_URL em ${servers.map((s) => s.url).join(' e ')}`);
    const publicPath = `/p/${slugs[0]}`;
    const loads = [
      await throughputRow(servers, 'Cobrança (pública, Pix)', publicPath, {}, quick),
      await throughputRow(servers, 'Propostas (aba)', STAFF_PAGE, { cookie: seed.cookie }, quick),
    ];
    const shared = (await fetchPage(servers[1].url + publicPath)).cache;
    notes.push(`Com Redis, B respondeu ${publicPath} com x-nextjs-cache: ${shared ?? '–'} depois da carga.`);

    log(`duas instâncias: propagação com Redis (${RUNS} edições)`);
    const withRedis = await propagation(
      'Redis compartilhado (REDIS_URL)',
      servers[0],
      servers[1],
      charges.slice(0, RUNS),
      action.id,
      seed.cookie,
    );
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];

    const withoutCharges = charges.slice(RUNS, 2 * RUNS);
    servers = await startInstances(ports, env, scratch, resultsDir, notes);
    log(`duas instâncias: propagação sem REDIS_URL (${RUNS} edições, até ${BOUND_MS / 1000} s cada)`);
    const withoutRedis = await propagation(
      'cache de cada instância (sem REDIS_URL)',
      servers[0],
      servers[1],
      withoutCharges,
      action.id,
      seed.cookie,
    );

    const scenarios = [withRedis, withoutRedis];
    for (const scenario of scenarios) notes.push(...scenario.notes);
    for (const row of loads)
      for (const load of [...row.instances, row.total])
        if (load.errors)
          notes.push(
            `${row.page}, ${load.instance}: ${load.errors} erros em ${load.requests} pedidos (respostas por status: ${statusList(load.statuses)}; timeouts de 30 s: ${load.timeouts})`,
          );
    notes.push(
      `Propagação: B guarda a página (pedida duas vezes; "B do cache" conta as que responderam HIT antes da edição), A marca a cobrança como paga pela ação do servidor, e B é pedido a cada ${POLL_MS} ms até mostrar "${PAID_TEXT}"; o tempo conta da resposta da ação até a resposta de B que já mostra a mudança.`,
    );
    const summaries = scenarios.map((s) => ({ ...s, summary: summarizePropagation(s.samples) }));
    return {
      title: `Duas instâncias, um PostgreSQL e um Redis locais (autocannon, ${CONNECTIONS} conexões divididas entre A e B, ${quick ? 3 : 10} s após ${quick ? 1 : 2} s de aquecimento)`,
      columns: ['página', 'caminho', 'instância', 'conexões', 'req/s', 'p50 (ms)', 'p99 (ms)', 'erros'],
      rows: loads.flatMap((row) =>
        [...row.instances, row.total].map((l) => [
          row.page,
          row.path,
          l.instance,
          l.connections,
          round(l.rps, 1),
          l.requests ? l.p50 : null,
          l.requests ? l.p99 : null,
          l.errors,
        ]),
      ),
      more: [
        {
          title: `Edição em A visível na página pública de B (${RUNS} edições por cenário, limite ${BOUND_MS / 1000} s)`,
          columns: [
            'cache',
            'edições',
            'B do cache',
            'visíveis',
            'mediana (ms)',
            'máx (ms)',
            'cada edição (ms)',
            'ação em A p50 (ms)',
          ],
          rows: summaries.map((s) => [
            s.cache,
            s.samples.length,
            s.cachedBefore,
            s.summary.seen,
            propagationCell(s.summary.medianMs, BOUND_MS),
            propagationCell(s.summary.maxMs, BOUND_MS),
            s.samples.map((sample) => (sample === null ? '–' : Math.round(sample))).join(', '),
            s.actionMs.length ? Math.round(percentile(s.actionMs, 50)) : null,
          ]),
        },
      ],
      notes,
      data: {
        throughput: loads,
        propagation: summaries.map(({ cache, samples, actionMs, cachedBefore, summary }) => ({
          cache,
          samples,
          actionMs,
          cachedBefore,
          ...summary,
          boundMs: BOUND_MS,
        })),
      },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const service of services.reverse()) await service.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
