/** Building the app into its own folder and starting/stopping `next start` for the benchmark. */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SeedInfo } from './config';
import { nodeFlagsOf } from './lib/start-flags';

export const ROOT = process.cwd();
export const DIST_DIR = '.next-bench';
export const AUTH_SECRET = 'bench-secret-that-is-long-enough-0123456789abcdef';
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** `npm start`'s Node flags (a larger young generation, docs/operacao.md, "npm start"): the bench measures the server as started there. */
export const START_FLAGS = nodeFlagsOf(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start,
);

/** Files and folders whose changes need a new build. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'server',
  'i18n',
  'messages',
  'public',
  'content',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
];

const t0 = performance.now();
export function log(message: string): void {
  const elapsed = Math.round((performance.now() - t0) / 1000);
  process.stderr.write(
    `[bench ${String(Math.floor(elapsed / 60)).padStart(2, '0')}:${String(elapsed % 60).padStart(2, '0')}] ${message}\n`,
  );
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Why the build must be (re)made, or null when the one in .next-bench is newer than every source file. */
export function buildReason(rebuild: boolean, reuse = false): string | null {
  if (rebuild) return '--rebuild';
  const buildId = path.join(ROOT, DIST_DIR, 'BUILD_ID');
  if (!existsSync(buildId)) return 'sem build';
  if (reuse) return null;
  const builtAt = statSync(buildId).mtimeMs;
  const changed = BUILD_INPUTS.find((entry) => newestMtime(path.join(ROOT, entry)) > builtAt);
  return changed ? `${changed} mudou desde o build` : null;
}

type EnvExtra = Record<string, string | undefined>;

export function serverEnv(port: number, dataDir: string, extra: EnvExtra = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    AUTH_SECRET,
    APP_URL: `http://localhost:${port}`,
    PORT: String(port),
    // D16's sandbox stands in for Stripe here (production servers need it switched on).
    PAYMENTS_SANDBOX: '1',
    // The contact form is limited per address and the bench calls it from loopback a few hundred
    // times: only the bench raises the loopback limit (D38; addresses are never forged).
    LOOPBACK_RATE_LIMIT: '100000',
    ...extra,
  } as NodeJS.ProcessEnv;
}

/** `next build` into .next-bench (its output goes to stderr, so stdout keeps only the tables). Answers ms. */
export function build(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    env: serverEnv(0, '.data-bench'),
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error(`next build falhou (código ${result.status}).`);
  return performance.now() - started;
}

/** unavailableAnswers: 503s (database not reachable yet) answered before the first 200. */
export type RunningServer = {
  port: number;
  url: string;
  process: ChildProcess;
  readyMs: number;
  unavailableAnswers: number;
  stop: () => Promise<void>;
};

async function waitUntilServed(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let unavailable = 0;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode}) antes de responder`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === 200) return unavailable;
      // 503 is the app's "database unreachable, try again" (proxy.ts): a cold instance's first probe of
      // PostgreSQL may time out on a loaded machine, so keep asking; any other 5xx is a failure.
      if (response.status >= 500 && response.status !== 503) throw new Error(`${url} respondeu ${response.status}`);
      if (response.status === 503) unavailable++;
    } catch (error) {
      if (error instanceof Error && error.message.includes('respondeu')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    `${url} não respondeu 200 em ${timeoutMs / 1000} s${unavailable ? ` (${unavailable} respostas 503)` : ''}`,
  );
}

/**
 * Starts `node next start` (not npx: it would leave an orphaned next-server, STACK-NOTES 23) and
 * answers once `firstPath` is served with 200; readyMs is the time from spawn to that answer.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  logFile: string;
  firstPath?: string;
  env?: EnvExtra;
}): Promise<RunningServer> {
  const { port, dataDir } = options;
  const logStream = createWriteStream(options.logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, NEXT_BIN, 'start', '-p', String(port)], {
    env: serverEnv(port, dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(logStream, { end: false });
  child.stderr!.pipe(logStream, { end: false });
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  running.add(stop);
  let unavailableAnswers = 0;
  try {
    unavailableAnswers = await waitUntilServed(url + (options.firstPath ?? '/'), child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`servidor na porta ${port}: ${(error as Error).message} (log: ${options.logFile})`);
  }
  const readyMs = performance.now() - started;
  return {
    port,
    url,
    process: child,
    readyMs,
    unavailableAnswers,
    stop: async () => {
      running.delete(stop);
      await stop();
    },
  };
}

/**
 * Seeds the benchmark data set (bench/seed.ts) before any server starts (PGlite serves one process per
 * folder); `extra` may point it at another database (DATABASE_URL). Answers the seeded ids and the cookie.
 */
export function seedDatabase(port: number, dataDir: string, resultsDir: string, extra: EnvExtra = {}): SeedInfo {
  const out = path.join(resultsDir, 'seed.json');
  rmSync(out, { force: true });
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'bench/seed.ts'], {
    env: { ...serverEnv(port, dataDir, extra), BENCH_SEED_OUT: out },
    stdio: ['ignore', 2, 2],
  });
  const info = JSON.parse(readFileSync(out, 'utf8')) as SeedInfo;
  rmSync(out, { force: true }); // it holds a session cookie
  return info;
}

/** Every server (and other process the bench started) still running, stopped on exit or Ctrl-C. */
const running = new Set<() => Promise<void>>();

/** Registers a stop function for stopAll (Ctrl-C, a failed run); call the answer once it stopped normally. */
export function trackStop(stop: () => Promise<void>): () => void {
  running.add(stop);
  return () => running.delete(stop);
}
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
  running.clear();
}
