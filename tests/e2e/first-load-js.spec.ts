import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { scriptSources } from '../../bench/lib/html';
import { STAFF_STATE } from './staff';

/**
 * D80: a staff screen ships at most the framework floor (the 404 page) + 100 kB of first-load
 * JavaScript, gzip — counted as the bench does, from the `<script src>` of the served HTML. Dialogs, forms,
 * menus and viewers load when first opened; this catches one that slips back into a screen's first load.
 */
const BUDGET = 100 * 1024;
const SCREENS = ['/projetos', '/assinaturas', '/clientes', '/clientes?tab=clientes', '/pagamentos'];

test.use({ storageState: STAFF_STATE });

async function firstLoadGzip(request: APIRequestContext, path: string, sizes: Map<string, number>) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBeLessThan(500);
  const base = response.url();
  const scripts = scriptSources(await response.text(), base).filter(
    (src) => new URL(src).origin === new URL(base).origin,
  );
  let total = 0;
  for (const src of scripts) {
    if (!sizes.has(src)) sizes.set(src, gzipSync(await (await request.get(src)).body()).length);
    total += sizes.get(src)!;
  }
  return total;
}

test('staff screens stay within the 404 page + 100 kB of first-load JS (gzip)', async ({ page }) => {
  const sizes = new Map<string, number>();
  const floor = await firstLoadGzip(page.request, '/rota-que-nao-existe-22', sizes);
  expect(floor).toBeGreaterThan(0);
  for (const path of SCREENS) {
    const size = await firstLoadGzip(page.request, path, sizes);
    expect
      .soft(size - floor, `${path}: ${(size / 1024).toFixed(1)} kB against a floor of ${(floor / 1024).toFixed(1)} kB`)
      .toBeLessThanOrEqual(BUDGET);
  }
});
