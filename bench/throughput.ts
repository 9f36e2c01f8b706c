/**
 * Part 3: throughput and latency with autocannon (50 connections, 10 s, after a warm-up) per page,
 * and the same bytes served from memory by a plain node:http server in its own process: the
 * machine's limit for that response.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { isCachedStaffPage, STAFF_PAGE_FETCH_HEADER } from '../lib/staff-page-cache';
import { MAX_THROUGHPUT_PAGES } from './config';
import { log } from './server';
import { round } from './lib/stats';
import { headersFor, type BenchContext, type PartResult } from './types';

export const CONNECTIONS = 50;

export type Load = { rps: number; p50: number; p99: number; errors: number; requests: number };
type Row = { page: string; path: string; bytes: number; app: Load; limit: Load | null; ratio: number | null };

/**
 * The data a page asks for after it loads, measured beside it: /assinar/{token} is one static shell and
 * its link's data comes from this POST (D86), so the page's figure alone would flatter it.
 */
function dataRequestOf(pagePath: string): { name: string; path: string; body: string } | null {
  const token = /^\/assinar\/([^/?]+)$/.exec(pagePath)?.[1];
  return token
    ? { name: 'Assinar documento: dados do link', path: '/api/signatures/link', body: JSON.stringify({ token }) }
    : null;
}

/**
 * Warm-up connections: enough to compile and fill caches, few enough to leave a short backlog on heavy pages.
 * The warm-up lasts 8 s (about 500 requests of a staff page): V8 optimises a route's rendering code only after a
 * few hundred requests, and with the 2 s (about 100 requests) used until stop 28 the figure mixed that start-up
 * into the steady state a server lives in (the same /cobrancas went from ~45 to ~65 req/s between its first and
 * third 10 s run). `--warmup N` sets it, to compare with earlier runs.
 */
export const WARMUP_CONNECTIONS = 10;
export const WARMUP_SECONDS = 8;

export async function load(
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections = CONNECTIONS,
  request: { method?: 'POST'; body?: string } = {},
): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers, timeout: 30, ...request });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Next keeps rendering the requests autocannon leaves in flight when a run ends: wait until one more
 * request comes back (it queues behind them) so that the next run does not pay for this one's backlog.
 */
export async function drain(url: string, headers: Record<string, string>): Promise<void> {
  try {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
  } catch {
    // a failed drain only makes the next figure noisier
  }
}

/** A plain node:http server answering every request with the given bytes, in a child process. */
const LIMIT_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const [file, type, port] = process.argv.slice(1);
const body = fs.readFileSync(file);
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}).listen(Number(port), () => process.stdout.write('ready\\n'));
`;

async function startLimitServer(body: string, contentType: string, port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-limit-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', LIMIT_SERVER, file, contentType, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`servidor de limite saiu (${code})`)));
  });
  return {
    url: `http://localhost:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}

export async function runThroughput(ctx: BenchContext, limitPort: number): Promise<PartResult> {
  const duration = ctx.quick ? 3 : 10;
  const warmup = ctx.quick ? 1 : (ctx.warmupSeconds ?? WARMUP_SECONDS);
  const limitDuration = ctx.quick ? 2 : 3;
  const notes: string[] = [];
  const pages = ctx.pages.filter((p) => p.page.parts.includes('throughput'));
  for (const p of pages) if (p.skip) notes.push(`${p.name}: ${p.skip}`);
  const measured = pages.filter((p) => !p.skip);
  for (const p of measured.slice(MAX_THROUGHPUT_PAGES))
    notes.push(`${p.name}: fora do limite de ${MAX_THROUGHPUT_PAGES} páginas`);

  const rows: Row[] = [];
  for (const p of measured.slice(0, MAX_THROUGHPUT_PAGES)) {
    log(`autocannon ${p.path} (${warmup} s de aquecimento + ${duration} s; limite ${limitDuration} s)`);
    const headers = headersFor(ctx, p.access);
    await load(p.url!, headers, warmup, WARMUP_CONNECTIONS);
    await drain(p.url!, headers);
    const app = await load(p.url!, headers, duration);
    await drain(p.url!, headers);
    const limitServer = await startLimitServer(p.html, p.contentType, limitPort);
    let limit: Load;
    try {
      await load(limitServer.url, {}, 1, WARMUP_CONNECTIONS);
      limit = await load(limitServer.url, {}, limitDuration);
    } finally {
      await limitServer.stop();
    }
    rows.push({
      page: p.name,
      path: p.path!,
      bytes: Buffer.byteLength(p.html),
      app,
      limit,
      ratio: limit.rps ? app.rps / limit.rps : 0,
    });
    if (!app.requests) notes.push(`${p.name}: nenhuma resposta completa em ${duration} s com ${CONNECTIONS} conexões`);
    if (app.errors)
      notes.push(`${p.name}: ${app.errors} erros (não 2xx, timeouts ou conexões) em ${app.requests} pedidos`);
    // A staff list answered by the per-person page cache is measured a second time without it: what a load costs
    // after someone changed the data (a miss renders the page, as every load did before the cache).
    if (p.access === 'staff' && isCachedStaffPage(new URL(p.url!).pathname)) {
      const uncached = { ...headers, [STAFF_PAGE_FETCH_HEADER]: '1' };
      log(`autocannon ${p.path} sem o cache de página (${warmup} s de aquecimento + ${duration} s)`);
      await load(p.url!, uncached, warmup, WARMUP_CONNECTIONS);
      await drain(p.url!, uncached);
      const miss = await load(p.url!, uncached, duration);
      await drain(p.url!, uncached);
      rows.push({
        page: `${p.name} (sem cache de página)`,
        path: p.path!,
        bytes: Buffer.byteLength(p.html),
        app: miss,
        limit: null,
        ratio: null,
      });
      if (miss.errors) notes.push(`${p.name} sem cache de página: ${miss.errors} erros em ${miss.requests} pedidos`);
    }
    const data = dataRequestOf(p.path!);
    if (data) {
      const url = new URL(data.path, p.url!).toString();
      const request = { method: 'POST' as const, body: data.body };
      const json = { ...headers, 'content-type': 'application/json' };
      log(`autocannon POST ${data.path} (${warmup} s de aquecimento + ${duration} s)`);
      await load(url, json, warmup, WARMUP_CONNECTIONS, request);
      const dataLoad = await load(url, json, duration, CONNECTIONS, request);
      const body = await (await fetch(url, { method: 'POST', headers: json, body: data.body })).text();
      rows.push({
        page: data.name,
        path: `POST ${data.path}`,
        bytes: Buffer.byteLength(body),
        app: dataLoad,
        limit: null,
        ratio: null,
      });
      if (dataLoad.errors) notes.push(`${data.name}: ${dataLoad.errors} erros em ${dataLoad.requests} pedidos`);
    }
  }

  return { ...throughputTable(rows, duration, warmup, limitDuration), notes, data: rows };
}

type TableShape = Pick<PartResult, 'title' | 'columns' | 'rows'>;

/** The table of the part; with `withoutCsp`, two more columns: the same pages on a server started with CSP=off. */
function throughputTable(
  rows: Row[],
  duration: number,
  warmup: number,
  limitDuration: number,
  withoutCsp?: Map<string, Load>,
): TableShape {
  return {
    title: `Vazão e latência (autocannon, ${CONNECTIONS} conexões, ${duration} s após ${warmup} s de aquecimento com ${WARMUP_CONNECTIONS}; limite: os mesmos bytes por node:http, ${limitDuration} s)`,
    columns: [
      'página',
      'caminho',
      'HTML (kB)',
      'req/s',
      'p50 (ms)',
      'p99 (ms)',
      'erros',
      'limite req/s',
      'limite p50 (ms)',
      'limite p99 (ms)',
      'razão',
      ...(withoutCsp ? ['sem CSP req/s', 'sem CSP razão'] : []),
    ],
    rows: rows.map((r) => {
      const plain = withoutCsp?.get(r.page);
      return [
        r.page,
        r.path,
        round(r.bytes / 1024, 1),
        round(r.app.rps, 1),
        r.app.requests ? r.app.p50 : null,
        r.app.requests ? r.app.p99 : null,
        r.app.errors,
        r.limit ? Math.round(r.limit.rps) : null,
        r.limit ? r.limit.p50 : null,
        r.limit ? r.limit.p99 : null,
        r.ratio === null ? null : `${round(r.ratio * 100, 1)}%`,
        ...(withoutCsp
          ? [
              plain ? round(plain.rps, 1) : null,
              plain && r.limit?.rps ? `${round((plain.rps / r.limit.rps) * 100, 1)}%` : null,
            ]
          : []),
      ];
    }),
  };
}

/**
 * `--compare-csp`: the public pages of the table measured again, the same way, on a server started with CSP=off (no
 * Content-Security-Policy at all), so the CSP's own cost shows beside the figures with it, in the same run.
 */
export async function addWithoutCsp(ctx: BenchContext, part: PartResult, plainBaseUrl: string): Promise<void> {
  const duration = ctx.quick ? 3 : 10;
  const warmup = ctx.quick ? 1 : (ctx.warmupSeconds ?? WARMUP_SECONDS);
  const rows = part.data as Row[];
  const loads = new Map<string, Load>();
  for (const row of rows) {
    const page = ctx.pages.find((p) => p.name === row.page);
    if (!page || page.access !== 'public' || !row.limit) continue;
    const url = new URL(row.path, plainBaseUrl).toString();
    log(`autocannon ${row.path} sem CSP (${warmup} s de aquecimento + ${duration} s)`);
    await load(url, {}, warmup, WARMUP_CONNECTIONS);
    await drain(url, {});
    loads.set(row.page, await load(url, {}, duration));
    await drain(url, {});
  }
  const limitDuration = ctx.quick ? 2 : 3;
  Object.assign(part, throughputTable(rows, duration, warmup, limitDuration, loads));
  part.data = rows.map((row) => ({ ...row, withoutCsp: loads.get(row.page) ?? null }));
  part.notes.push('Sem CSP: o mesmo build e os mesmos dados, servidor iniciado com CSP=off (--compare-csp).');
}
