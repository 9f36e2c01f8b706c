import path from 'node:path';

/**
 * Where the `next dev` of tests/dev runs: its own port (next to the production e2e server's, never the same), an
 * empty data folder of its own (so it makes the demo account and data on start, as a fresh clone does), its own
 * build folder (listed in tsconfig.json, so Next does not rewrite that file) and a copy of its log for the spec.
 */
export function devServer(root = process.cwd()) {
  const port = Number(process.env.DEV_E2E_PORT) || Number(process.env.E2E_PORT || 3100) + 1;
  const dataDir = path.join(root, `.data-dev-e2e-${port}`);
  return {
    port,
    baseURL: `http://localhost:${port}`,
    dataDir,
    distDir: '.next-dev-e2e',
    logFile: path.join(dataDir, 'next-dev.log'),
  };
}

/** The demo account an empty development database gets (server/demo/seed-demo.ts, the README). */
export const DEMO_ACCOUNT = { email: 'demo@agencia.dev', password: 'demo1234' } as const;
