/**
 * The local PostgreSQL and Redis/Valkey servers of the two-instance part (D85): the Debian
 * packages' binaries, on free loopback ports, with throwaway data and no persistence. Each start registers
 * its stop with stopAll, so Ctrl-C or a failed run stops them too.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT, trackStop } from './server';

/** PostgreSQL's server binaries (the newest installed version), or null. */
export function findPostgresBin(): string | null {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    const version = versions.find((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
    return version ? `/usr/lib/postgresql/${version}/bin` : null;
  } catch {
    return null;
  }
}

/** redis-server (or Valkey's server), as the shared-cache spec finds it; REDIS_SERVER names another. */
export function findRedisServer(): string | null {
  const candidates = [process.env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/bin/valkey-server'];
  return candidates.find((file): file is string => !!file && existsSync(file)) ?? null;
}

/** A port nobody listens on right now (the OS picks it), for servers that only live during the run. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type LocalService = { url: string; stop: () => Promise<void> };

/** A throwaway PostgreSQL through scripts/pg.sh (the tests' own: trust auth, fsync off, data in /tmp). */
export function startPostgres(port: number): LocalService {
  const env = { ...process.env, PG_PORT: String(port), PG_DIR: `/tmp/bench-pg-${port}` };
  const pg = (command: 'start' | 'stop') =>
    execFileSync('bash', [path.join(ROOT, 'scripts/pg.sh'), command], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 2],
    }).trim();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    pg('stop');
  };
  const untrack = trackStop(stop);
  try {
    const url = pg('start');
    return {
      url,
      stop: async () => {
        untrack();
        await stop();
      },
    };
  } catch (error) {
    untrack();
    pg('stop');
    throw error;
  }
}

/** A redis-server on loopback with no persistence (no RDB snapshots, no AOF), in `dir`. Answers once it accepts connections. */
export async function startRedis(port: number, dir: string): Promise<LocalService> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server não encontrado (apt-get install -y redis-server).');
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
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
  const untrack = trackStop(stop);
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server não ficou pronto em 10 s: ${output.slice(-300)}`)),
        10_000,
      );
      // The listeners stay: they keep reading redis's log, so a full pipe never blocks it.
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server saiu (código ${code}): ${output.slice(-300)}`));
      });
    });
  } catch (error) {
    untrack();
    await stop();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      untrack();
      await stop();
    },
  };
}
