import type http from 'node:http';
import { readEnv } from '@/server/platform/env';

/**
 * Stopping without errors (docs/operacao.md, Reinício sem erros). On SIGTERM (or SIGINT) the process:
 *   1. stops accepting connections (`server.close()`; Next's own handler does the same);
 *   2. answers every request it still receives on an open connection normally, with `Connection: close`, and
 *      `GET /api/health` with 503, so a load balancer sends nothing more;
 *   3. closes keep-alive connections as soon as they are idle, stops the job worker after its current pass;
 *   4. exits when no request is in flight or arriving, or after DRAIN_MS whatever remains (a stuck request, a slow
 *      upload).
 * No request is answered 500 because the process is stopping: nothing is refused half-way, and nothing reaches this
 * server over loopback.
 */
const DRAIN_MS = Number(readEnv().DRAIN_TIMEOUT_MS) || 10_000;
const IDLE_SWEEP_MS = 100;

type DrainState = { servers: Set<http.Server>; inFlight: number; draining: boolean; installed: boolean };
const holder = globalThis as unknown as { __agencyDrain?: DrainState };
const state = (holder.__agencyDrain ??= { servers: new Set(), inFlight: 0, draining: false, installed: false });

export function isDraining(): boolean {
  return state.draining;
}

/** The server a request came through: its listener and connections are the ones to close. */
export function rememberServer(server: http.Server): void {
  state.servers.add(server);
}

/** Counts a request until its answer is finished or its connection gone. */
export function trackRequest(res: http.ServerResponse): void {
  state.inFlight += 1;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    state.inFlight -= 1;
  };
  res.once('finish', end);
  res.once('close', end);
}

export function inFlightRequests(): number {
  return state.inFlight;
}

/** Connections still open on the servers requests came through (the sweep leaves only busy ones). */
async function openConnections(): Promise<number> {
  const counts = await Promise.all(
    [...state.servers].map(
      (server) => new Promise<number>((resolve) => server.getConnections((error, n) => resolve(error ? 0 : n))),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Registers the signal handlers once per process (instrumentation.ts, through the server hooks). */
export function installDrain(onDrain: () => Promise<void> = async () => {}): void {
  if (state.installed) return;
  state.installed = true;
  const begin = (signal: NodeJS.Signals) => {
    if (state.draining) return;
    state.draining = true;
    console.log(`[app] ${signal}: terminando os pedidos em curso (até ${DRAIN_MS / 1000} s) antes de sair.`);
    for (const server of state.servers) {
      server.close(() => {});
      server.closeIdleConnections();
    }
    const sweep = setInterval(() => {
      for (const server of state.servers) server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    const deadline = Date.now() + DRAIN_MS;
    const worker = onDrain().catch((error: unknown) => console.error('[app] ao parar o worker:', error));
    // Waits while a request is in flight or still arriving: a connection whose headers came in two packets counts
    // no request yet, and closing it would reset a request this process began to read. Idle connections are closed
    // by the sweep, so an open connection is such a request.
    const busy = async () => state.inFlight > 0 || (await openConnections()) > 0;
    void (async () => {
      while (Date.now() < deadline && (await busy())) await new Promise((r) => setTimeout(r, IDLE_SWEEP_MS));
      clearInterval(sweep);
      if (Date.now() >= deadline)
        console.error(`[app] ${state.inFlight} pedido(s) ainda em curso após ${DRAIN_MS / 1000} s; saindo.`);
      for (const server of state.servers) server.closeAllConnections();
      await Promise.race([worker, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  };
  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
}
