/**
 * The server end-to-end tests run against: a production build on its own port, data folder and build
 * folder (so it never touches the developer's .data or .next), with one staff account made the way
 * production makes them (`user:create`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_ROLE_ACCOUNTS, E2E_STAFF } from '../tests/e2e/staff';
import { selfSignedP12 } from '../tests/support/pdf-fixtures';

const port = process.env.E2E_PORT || '3100';
const root = process.cwd();
const dataDir = path.join(root, `.data-e2e-${port}`);
const distDir = `.next-e2e-${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  NEXT_DIST_DIR: distDir,
  AUTH_SECRET: process.env.AUTH_SECRET || 'e2e-secret-that-is-long-enough-0123456789abcdef',
  APP_URL: `http://localhost:${port}`,
  PORT: port,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_SKIP_TYPECHECK: '1',
  // D16's sandbox stands in for Stripe (a production server only runs it when told to).
  PAYMENTS_SANDBOX: '1',
  // The agency's Pix key seeds its profile (server/agency/profile.ts): without one, signed contracts' Pix charges
  // wait for it (D102). tests/e2e/agency-profile.spec.ts clears and sets it through the profile screen.
  PIX_KEY: process.env.PIX_KEY || 'financeiro@agenciadigital.dev',
  // The test server stands for a deployment behind one reverse proxy (D38): specs that play
  // several visitors give each its own X-Forwarded-For, as that proxy would; without one, the socket.
  TRUSTED_PROXY: process.env.TRUSTED_PROXY || 'hops:1',
  // An agency with its PKCS#12 configured (D30, D120): the sealed PDFs carry a signature per round, which the specs
  // check with poppler's pdfsig. A throwaway self-signed certificate, made at each start.
  SIGNATURE_P12_BASE64:
    process.env.SIGNATURE_P12_BASE64 || Buffer.from(selfSignedP12('e2e-assinatura')).toString('base64'),
  SIGNATURE_P12_PASSWORD: process.env.SIGNATURE_P12_BASE64 ? process.env.SIGNATURE_P12_PASSWORD : 'e2e-assinatura',
};
delete env.DATABASE_URL;
const next = path.join(root, 'node_modules/next/dist/bin/next');
const tsx = path.join(root, 'node_modules/.bin/tsx');

rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_REUSE_BUILD !== '1' || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  // In CI the build is made once on a fresh machine: no compile cache written to disk (next.config.ts).
  const cache = process.env.CI ? { NEXT_BUILD_DISK_CACHE: 'off' } : {};
  execFileSync(process.execPath, [next, 'build'], {
    env: { ...env, ...cache, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
// An owner (user:create's default), plus an admin and a member for the authorization matrix (D68).
for (const [account, role] of [
  [E2E_STAFF, 'owner'],
  [E2E_ROLE_ACCOUNTS.admin, 'admin'],
  [E2E_ROLE_ACCOUNTS.member, 'member'],
] as const) {
  execFileSync(
    tsx,
    [
      '--conditions=react-server',
      'scripts/user-create.ts',
      '--email',
      account.email,
      '--password',
      account.password,
      '--name',
      account.name,
      '--role',
      role,
    ],
    { env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
}
// D76: two clients with linked documents for the portal spec.
execFileSync(tsx, ['--conditions=react-server', 'scripts/e2e-seed-portal.ts'], {
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'inherit',
});
// D59: a client with more timeline entries and documents than the client page's first page.
execFileSync(tsx, ['--conditions=react-server', 'scripts/e2e-seed-record.ts'], {
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'inherit',
});
const server = spawn(process.execPath, [next, 'start', '-p', port], {
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
