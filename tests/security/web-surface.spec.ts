import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { PAGES, type SeedInfo } from '../../bench/config';
import { hasPostgres, type OwnStack, startOwnStack } from './support/own-stack';

/**
 * D45, D49, on a production server of this spec's own over PostgreSQL:
 * every page type loads in Chromium under its Content-Security-Policy with no violation, the security
 * headers are sent, and a stopped database gives the Portuguese 503 page, then normal pages again
 * once it is back, without restarting the app.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');

let stack: OwnStack;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startOwnStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

function staffCookies(seed: SeedInfo, url: string) {
  return seed.cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
}

async function newContext(browser: Browser, staff: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: stack.url });
  if (staff) await context.addCookies(staffCookies(stack.seed, stack.url));
  return context;
}

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';

test('every page type loads under the CSP with no violation in the console', async ({ browser }) => {
  // About 30 pages: a minute or two on an idle machine, far more on a loaded one.
  test.setTimeout(900_000);
  const pages = PAGES.map((p) => ({ ...p, path: typeof p.path === 'function' ? p.path(stack.seed) : p.path }));
  const missing = pages.filter((p) => !p.path).map((p) => p.name);
  expect(missing, 'the seed gives every page type a row').toEqual([]);
  const contexts = { public: await newContext(browser, false), staff: await newContext(browser, true) };
  const problems: string[] = [];
  for (const entry of pages) {
    const page = await contexts[entry.access].newPage();
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = list;
      document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        logged.push(message.text());
    });
    const response = await page.goto(entry.path!, { waitUntil: 'load' });
    expect(response?.status(), entry.name).toBe(entry.status ?? 200);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(scriptSrc(csp), `${entry.name}: ${csp}`).toMatch(/^script-src 'self' ('nonce-|'sha256-)/);
    expect(scriptSrc(csp), entry.name).not.toContain('unsafe');
    // Hydrated: React has attached to the document (its inline payload ran).
    await expect
      .poll(() => page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)), {
        message: entry.name,
      })
      .toBe(true);
    await page.waitForTimeout(200);
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    for (const v of [...violations, ...logged]) problems.push(`${entry.name} (${entry.path}): ${v}`);
    expect.soft([...violations, ...logged], entry.name).toEqual([]);
    await page.close();
  }
  await contexts.public.close();
  await contexts.staff.close();
  expect(problems).toEqual([]);
});

test('the security headers of D45 are sent (curl -I)', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: stack.url });
  for (const path of ['/', `/p/${stack.seed.ids.chargeSlugs[0]}`, '/auth']) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(200);
    const h = response.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], path).toContain("object-src 'self'");
    expect(h['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-powered-by'], path).toBeUndefined();
  }
  // The PDF viewer frames the app's own files: those may be framed by this origin only.
  const file = await request.get('/api/files/nao-existe.pdf');
  expect(file.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(file.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
  await request.dispose();
});

test('a stopped database gives the Portuguese 503 page; the app recovers by itself when it returns', async ({
  browser,
  playwright,
}) => {
  const slug = stack.seed.ids.chargeSlugs[1];
  const publicPath = `/p/${slug}`;
  const anonymous = await playwright.request.newContext({ baseURL: stack.url });
  const staff = await playwright.request.newContext({
    baseURL: stack.url,
    extraHTTPHeaders: { cookie: stack.seed.cookie },
  });
  expect((await staff.get('/projetos')).status()).toBe(200);

  stack.stopDatabase();
  try {
    // The public charge page, never rendered yet (not in the cache), and a staff screen.
    await expect.poll(async () => (await anonymous.get(publicPath)).status(), { timeout: 15_000 }).toBe(503);
    const charge = await anonymous.get(publicPath);
    expect(charge.headers()['retry-after']).toBe('5');
    expect(await charge.text()).toContain(
      'Erro ao carregar os dados da cobrança: Serviço temporariamente indisponível',
    );
    await expect.poll(async () => (await staff.get('/projetos')).status(), { timeout: 15_000 }).toBe(503);
    expect(await (await staff.get('/projetos')).text()).toContain('Serviço temporariamente indisponível');

    const context = await newContext(browser, true);
    const page = await context.newPage();
    const shown = await page.goto('/projetos');
    expect(shown?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Serviço temporariamente indisponível' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tentar novamente' })).toBeVisible();
    await context.close();
  } finally {
    stack.startDatabase();
  }

  // Same server process: its pool reconnects and the pages come back.
  await expect.poll(async () => (await staff.get('/projetos')).status(), { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await anonymous.get(publicPath)).status(), { timeout: 30_000 }).toBe(200);
  expect(await (await anonymous.get(publicPath)).text()).toContain('Valor a Pagar');
  await anonymous.dispose();
  await staff.dispose();
});
