/**
 * The server tests/dev runs against: `next dev`, as `npm run dev` runs it on a fresh clone, on the port, data
 * folder and build folder of tests/dev/dev-server.ts. What it prints goes to this process's output (Playwright's
 * webServer) and to the log file the spec reads for errors. In CI the build folder starts empty, as on a clone.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { devServer } from '../tests/dev/dev-server';

const root = process.cwd();
const { port, dataDir, distDir, logFile } = devServer(root);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
if (process.env.CI) rmSync(path.join(root, distDir), { recursive: true, force: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  NEXT_DIST_DIR: distDir,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
  // In CI the build folder is new and thrown away: no compile cache written to disk (next.config.ts).
  ...(process.env.CI ? { NEXT_DEV_DISK_CACHE: 'off' } : {}),
};
// A fresh clone has neither: the embedded database, and links to this server.
delete env.DATABASE_URL;
delete env.APP_URL;

const log = createWriteStream(logFile, { flags: 'a' });
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '-p', String(port)],
  {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
server.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  log.write(chunk);
});

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  log.end();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
