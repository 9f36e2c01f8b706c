/**
 * A PostgreSQL server and a `next start` of this spec's own (issue 17, items 8 and 12): the outage test
 * stops and starts the database under a running app, and the CSP test opens one page of every type,
 * seeded directly in PostgreSQL by the benchmark's seeder (bench/seed.ts). Reuses the production build
 * Playwright's webServer made (`.next-e2e-<E2E_PORT>`), on its own port, database and data folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SeedInfo } from '../../../bench/config';
import { AUTH_SECRET } from '../../../bench/server';

const root = process.cwd();
const e2ePort = Number(process.env.E2E_PORT || 3100);

export const OWN_PORT = Number(process.env.SECURITY_PORT || e2ePort + 10);
const PG_PORT = String(process.env.SECURITY_PG_PORT || 54330 + (e2ePort - 3100));
const PG_DIR = `/tmp/pg-security-${PG_PORT}`;

/** CI installs PostgreSQL; a machine without its binaries skips these tests. */
export function hasPostgres(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
}

const pg = (command: 'start' | 'stop' | 'pause' | 'resume') =>
  execFileSync('bash', ['scripts/pg.sh', command], { env: { ...process.env, PG_PORT, PG_DIR }, encoding: 'utf8' }).trim();

export type OwnStack = {
  url: string;
  seed: SeedInfo;
  stopDatabase: () => void;
  startDatabase: () => void;
  stop: () => Promise<void>;
};

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start saiu (código ${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs} ms`);
}

export async function startOwnStack(): Promise<OwnStack> {
  const distDir = `.next-e2e-${e2ePort}`;
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`sem build em ${distDir} (o webServer do Playwright o faz)`);
  const databaseUrl = pg('start');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agencia-security-'));
  const url = `http://localhost:${OWN_PORT}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    APP_URL: url,
    PORT: String(OWN_PORT),
    PAYMENTS_SANDBOX: '1',
  };
  const seedOut = path.join(dataDir, 'seed.json');
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'bench/seed.ts'], {
    // A few rows of each kind are enough to open every page type; the benchmark's volume only slows the pages.
    env: { ...env, BENCH_SEED_OUT: seedOut, BENCH_SEED_SCALE: '0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seed = JSON.parse(readFileSync(seedOut, 'utf8')) as SeedInfo;
  // Started as node, not npx, so that stopping it by its PID stops the server (STACK-NOTES 23).
  const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(OWN_PORT)], { env, stdio: 'ignore' });
  try {
    await waitFor(`${url}/auth`, server, 60_000);
  } catch (error) {
    server.kill('SIGTERM');
    pg('stop');
    throw error;
  }
  return {
    url,
    seed,
    stopDatabase: () => pg('pause'),
    startDatabase: () => pg('resume'),
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      pg('stop');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
