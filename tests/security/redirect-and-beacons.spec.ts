import { expect, test } from '@playwright/test';
import { E2E_STAFF } from '../e2e/staff';

/** D39, D42 in a real browser against the production build. */
const visitor = () => `10.171.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test('a TAB in /auth?from= does not send the person to another site after a real sign-in', async ({
  page,
  baseURL,
}) => {
  // The e2e server trusts one proxy hop (scripts/e2e-server.ts): this run is a visitor of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor() });
  await page.goto(`/auth?from=${encodeURIComponent('/\t/evil.example/auth')}`);
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Only where it lands matters; on a loaded machine the client-side navigation can take a while.
  await expect(page).toHaveURL(`${baseURL}/painel`, { timeout: 30_000 });
});

test('beacons from another site are refused, ours are accepted', async ({ request }) => {
  const headers = { 'x-forwarded-for': visitor(), 'content-type': 'application/json' };
  const data = { slug: 'nao-existe-abc123' };
  expect(
    (
      await request.post('/api/beacons/proposal', { data, headers: { ...headers, origin: 'https://evil.example' } })
    ).status(),
  ).toBe(403);
  expect((await request.post('/api/beacons/proposal', { data, headers })).status()).toBe(403);
  const own = new URL(test.info().project.use.baseURL!).origin;
  expect((await request.post('/api/beacons/proposal', { data, headers: { ...headers, origin: own } })).status()).toBe(
    204,
  );
});
