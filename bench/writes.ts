/**
 * Part 4: server actions over HTTP, as the browser calls them: POST to the page with `Next-Action:
 * <id>` (the id from the build's server-reference manifest) and the arguments as a JSON array.
 * A few hundred sequential calls each; a call counts as an error unless its result is `{ ok: true }`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WRITE_CALLS, WRITES } from './config';
import { log } from './server';
import { actionPagePath, actionSucceeded, findAction, type ServerReferenceManifest } from './lib/actions';
import { percentile, round } from './lib/stats';
import { headersFor, type BenchContext, type PartResult } from './types';

const WARMUP_CALLS = 5;

/**
 * One server action call as the browser makes it: POST to the page with the action's id and the arguments as
 * a JSON array. `ok` only when the result is `{ ok: true }`; `detail` says what came back otherwise.
 */
export async function callAction(
  baseUrl: string,
  pagePath: string,
  actionId: string,
  args: unknown[] | null,
  extraHeaders: Record<string, string>,
): Promise<{ ok: boolean; detail: string }> {
  const headers: Record<string, string> = {
    'next-action': actionId,
    'content-type': 'text/plain;charset=UTF-8',
    accept: 'text/x-component',
    origin: baseUrl,
    // Public actions are limited per address; the bench server raises the limit for loopback only
    // (LOOPBACK_RATE_LIMIT in bench/server.ts), so no address is forged here.
    ...extraHeaders,
  };
  try {
    const response = await fetch(baseUrl + pagePath, {
      method: 'POST',
      headers,
      body: JSON.stringify(args),
      redirect: 'manual',
    });
    const body = await response.text();
    const ok = actionSucceeded(response.status, body);
    return { ok, detail: ok ? '' : `${response.status} ${body.slice(0, 300).replace(/\s+/g, ' ')}` };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

type Row = {
  name: string;
  action: string;
  path: string;
  calls: number;
  errors: number;
  p50: number;
  p99: number;
  mean: number;
  firstError?: string;
};

export async function runWrites(ctx: BenchContext): Promise<PartResult> {
  const manifestFile = path.join(ctx.distDir, 'server/server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerReferenceManifest;
  const calls = ctx.quick ? 30 : WRITE_CALLS;
  const run = Date.now().toString(36);
  const notes: string[] = [];
  const rows: Row[] = [];

  for (const write of WRITES) {
    const action = findAction(manifest, write.file, write.names);
    if (!action) {
      notes.push(`${write.name}: ${write.names.join(' / ')} não existe ainda em ${write.file}`);
      continue;
    }
    const pagePath = write.path ?? actionPagePath(action);
    if (!pagePath) {
      notes.push(`${write.name}: nenhuma página estática usa ${action.exportedName}; defina path na linha`);
      continue;
    }
    if (!write.args(0, ctx.seed, run)) {
      notes.push(`${write.name}: sem dados semeados para chamar ${action.exportedName}`);
      continue;
    }
    log(`ação ${action.exportedName} em ${pagePath} (${calls} chamadas)`);
    const timings: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    // The first calls load the action's code and warm the database: they are made but not counted.
    for (let i = 0; i < WARMUP_CALLS + calls; i++) {
      const started = performance.now();
      const { ok, detail } = await callAction(
        ctx.baseUrl,
        pagePath,
        action.id,
        write.args(i, ctx.seed, run),
        headersFor(ctx, write.access),
      );
      if (i < WARMUP_CALLS) continue;
      timings.push(performance.now() - started);
      if (!ok) {
        errors++;
        firstError ??= detail;
      }
    }
    const row: Row = {
      name: write.name,
      action: action.exportedName,
      path: pagePath,
      calls,
      errors,
      p50: percentile(timings, 50),
      p99: percentile(timings, 99),
      mean: timings.reduce((a, b) => a + b, 0) / timings.length,
      firstError,
    };
    if (firstError) notes.push(`${write.name}: ${errors} de ${calls} chamadas falharam; a primeira: ${firstError}`);
    rows.push(row);
  }

  return {
    title: `Escritas (ações do servidor por HTTP, ${calls} chamadas sequenciais cada, após ${WARMUP_CALLS} de aquecimento)`,
    columns: ['escrita', 'ação', 'página', 'chamadas', 'erros', 'p50 (ms)', 'p99 (ms)', 'média (ms)'],
    rows: rows.map((r) => [r.name, r.action, r.path, r.calls, r.errors, round(r.p50), round(r.p99), round(r.mean)]),
    notes,
    data: rows,
  };
}
