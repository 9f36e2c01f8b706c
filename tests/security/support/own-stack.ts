/**
 * A PostgreSQL server and a `next start` of this spec's own (D45, D49): the outage test
 * stops and starts the database under a running app, and the CSP test opens one page of every type,
 * seeded directly in PostgreSQL by the benchmark's seeder (bench/seed.ts). Reuses the production build
 * Playwright's webServer made (`.next-e2e-<E2E_PORT>`), on its own port, database and data folder.
 * The shared-cache spec (D84) starts two instances on one database, with REDIS_URL; the Pix spec (D132) runs its own
 * seed scripts against a stand-in PSP that lives in the test's process.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SeedInfo } from '../../../bench/config';
import { AUTH_SECRET } from '../../../bench/server';

const root = process.cwd();
const execFileAsync = promisify(execFile);
const e2ePort = Number(process.env.E2E_PORT || 3100);

export const OWN_PORT = Number(process.env.SECURITY_PORT || e2ePort + 10);
// Every fixed port of the suite is below the ephemeral range, where no outgoing connection can hold it (D246).
const PG_PORT = String(process.env.SECURITY_PG_PORT || 25330 + (e2ePort - 3100));
/** The server the stacks' seed is written on, once (D276). */
const SEED_PG_PORT = 25500 + (e2ePort - 3100);

/** CI installs PostgreSQL; a machine without its binaries skips these tests. */
export function hasPostgres(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
}

const pgAt =
  (port: string, dir = `/tmp/pg-security-${port}`) =>
  (command: 'start' | 'stop' | 'pause' | 'resume', from?: string) =>
    execFileSync('bash', ['scripts/pg.sh', command], {
      env: { ...process.env, PG_PORT: port, PG_DIR: dir, ...(from ? { PG_FROM: from } : {}) },
      encoding: 'utf8',
    }).trim();

/** The environment of a stack's scripts and servers, before its own (`OwnStackOptions.env`). */
const baseEnv = (
  distDir: string,
  databaseUrl: string,
  dataDir: string,
  url: string,
  port: number,
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET,
  APP_URL: url,
  PORT: String(port),
  PAYMENTS_SANDBOX: '1',
});

const tsxIn =
  (env: NodeJS.ProcessEnv) =>
  (args: string[], extra: Record<string, string> = {}) =>
    // Not blocking this process: a server the scripts call may live in it (the Pix spec's stand-in PSP).
    execFileAsync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', ...args], {
      env: { ...env, ...extra },
      maxBuffer: 16 * 1024 * 1024,
    });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The seeded database and data folder every stack of this build starts from (D276): the benchmark's seeder ran once,
 * in the first stack's process, and each stack copies the stopped server's folder (a second) instead of seeding
 * its own (ten seconds on an idle machine, three times that beside the other specs). The seed reads nothing of a
 * stack's own environment: the rows it writes are the same for every stack. The other workers wait for the first.
 */
async function seededTemplate(distDir: string): Promise<{ pgDir: string; dataDir: string }> {
  const buildId = readFileSync(path.join(root, distDir, 'BUILD_ID'), 'utf8').trim();
  const dir = path.join(tmpdir(), `own-stack-seed-${e2ePort}-${buildId}`);
  const template = { pgDir: path.join(dir, 'pg'), dataDir: path.join(dir, 'data') };
  const ready = path.join(dir, 'ready');
  const failed = path.join(dir, 'failed');
  let first = true;
  try {
    mkdirSync(dir);
  } catch {
    first = false;
  }
  if (!first) {
    const deadline = Date.now() + 300_000;
    while (!existsSync(ready)) {
      if (existsSync(failed))
        throw new Error(
          `a semente das pilhas falhou (apague ${dir} para tentar de novo): ${readFileSync(failed, 'utf8')}`,
        );
      if (Date.now() > deadline) throw new Error(`a semente das pilhas não ficou pronta em ${dir} (apague a pasta)`);
      await sleep(250);
    }
    return template;
  }
  // Earlier builds' seeds (a local run): each is a whole database.
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(`own-stack-seed-${e2ePort}-`)))
    if (path.join(tmpdir(), old) !== dir) rmSync(path.join(tmpdir(), old), { recursive: true, force: true });
  const pg = pgAt(String(SEED_PG_PORT), template.pgDir);
  mkdirSync(template.dataDir);
  try {
    const databaseUrl = pg('start');
    const env = baseEnv(distDir, databaseUrl, template.dataDir, `http://localhost:${OWN_PORT}`, OWN_PORT);
    // A few rows of each kind are enough to open every page type; the benchmark's volume only slows the pages.
    await tsxIn(env)(['bench/seed.ts'], {
      BENCH_SEED_OUT: path.join(template.dataDir, 'seed.json'),
      BENCH_SEED_SCALE: '0.1',
    });
    pg('pause');
    writeFileSync(ready, '');
  } catch (error) {
    // The waiting workers learn of it first; a server that never started has nothing to stop.
    writeFileSync(failed, String(error));
    try {
      pg('pause');
    } catch {
      // not running
    }
    throw error;
  }
  return template;
}

export type OwnStack = {
  url: string;
  /** One per instance (`instances` option); `url` is the first. */
  urls: string[];
  databaseUrl: string;
  /** The data folder of every instance (the mail outbox is its `outbox`). */
  dataDir: string;
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

export type OwnStackOptions = {
  /** `next start` processes on one database and data folder, on consecutive ports from `port`. */
  instances?: number;
  port?: number;
  pgPort?: number;
  /** Added to every instance's environment (e.g. REDIS_URL). */
  env?: Record<string, string>;
  /** tsx scripts (with their arguments) run after the seed, in the instances' environment, before they start. */
  scripts?: string[][];
};

export async function startOwnStack(options: OwnStackOptions = {}): Promise<OwnStack> {
  // OWN_STACK_DIST_DIR: another production build of this tree (a local run without the e2e build).
  const distDir = process.env.OWN_STACK_DIST_DIR || `.next-e2e-${e2ePort}`;
  if (!existsSync(path.join(root, distDir, 'BUILD_ID')))
    throw new Error(`sem build em ${distDir} (o webServer do Playwright o faz)`);
  const pg = pgAt(String(options.pgPort ?? PG_PORT));
  const firstPort = options.port ?? OWN_PORT;
  const ports = Array.from({ length: options.instances ?? 1 }, (_, i) => firstPort + i);
  const urls = ports.map((port) => `http://localhost:${port}`);
  const template = await seededTemplate(distDir);
  const databaseUrl = pg('start', template.pgDir);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agencia-security-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...baseEnv(distDir, databaseUrl, dataDir, urls[0], ports[0]), ...options.env };
  const seedOut = path.join(dataDir, 'seed.json');
  try {
    for (const script of options.scripts ?? []) await tsxIn(env)(script);
  } catch (error) {
    pg('stop');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const seed = JSON.parse(readFileSync(seedOut, 'utf8')) as SeedInfo;
  // Started as node, not npx, so that stopping it by its PID stops the server (STACK-NOTES 23).
  const servers = ports.map((port) =>
    spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', process.env.OWN_STACK_LOGS ? 'inherit' : 'ignore'],
    }),
  );
  const stopServers = async () => {
    await Promise.all(
      servers.map(async (server) => {
        if (server.exitCode !== null) return;
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      }),
    );
  };
  try {
    await Promise.all(servers.map((server, i) => waitFor(`${urls[i]}/auth`, server, 60_000)));
  } catch (error) {
    await stopServers();
    pg('stop');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: urls[0],
    urls,
    databaseUrl,
    dataDir,
    seed,
    stopDatabase: () => pg('pause'),
    startDatabase: () => pg('resume'),
    stop: async () => {
      await stopServers();
      pg('stop');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
