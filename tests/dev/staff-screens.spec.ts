import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT, devServer } from './dev-server';

/**
 * `npm run dev` on a fresh clone: a person signs in with the demo account and opens every staff screen, and
 * neither the dev server's log nor the browser console shows an error or a warning, nor Next's dev overlay an
 * issue (D88). One sign-in, one visit per screen, so that CI can afford it.
 */
test.describe.configure({ mode: 'serial' });

const { logFile } = devServer();

/** Log lines that are trouble: Next's ⨯ and ⚠ marks, errors and warnings, jobs that failed. */
const TROUBLE = /⨯|⚠|\b(error|warn(ing)?|unhandled|falhou)\b|INVALID_/i;
/** Next's start-up list of experiments marks one turned off with ⨯: CI turns off the disk cache (next.config.ts). */
const TURNED_OFF = /^\s*⨯ turbopackFileSystemCacheForDev$/;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Where a screen with an id in its address finds one: a list screen's HTML, and the id's place in it. */
const ID_SOURCES: Record<string, { from: string; pattern: RegExp }> = {
  '/clientes/[id]': { from: '/clientes?tab=clientes', pattern: new RegExp(`href="/clientes/(${UUID})"`) },
  '/cobrancas/[id]': { from: '/cobrancas', pattern: new RegExp(`href="/cobrancas/(${UUID})"`) },
  '/contratos/[id]': { from: '/contratos', pattern: new RegExp(`href="/contratos/(${UUID})"`) },
  '/contrato/[id]': { from: '/contratos', pattern: new RegExp(`href="/contrato/(${UUID})/editar"`) },
  '/landing-page/[id]': { from: '/landing-pages', pattern: new RegExp(`href="/landing-page/(${UUID})/editar"`) },
  '/configuracoes/site/projeto/[id]': {
    from: '/configuracoes/site',
    pattern: /href="\/configuracoes\/site\/projeto\/(\d+)"/,
  },
  '/projeto/[id]': { from: '/projetos', pattern: new RegExp(`data-project-id="(${UUID})"`) },
  '/proposta/[slug]': { from: '/clientes', pattern: new RegExp(`href="/proposta/(${UUID})/editar"`) },
};

/** Every screen under app/(backoffice), as a route with its [param] left in. */
function staffRoutes(dir = path.join(process.cwd(), 'app/(backoffice)')): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routes.push(...staffRoutes(full));
    else if (entry.name === 'page.tsx') {
      const route = path.relative(path.join(process.cwd(), 'app/(backoffice)'), path.dirname(full));
      routes.push(
        `/${route
          .split(path.sep)
          .filter((segment) => !segment.startsWith('('))
          .join('/')}`,
      );
    }
  }
  return routes.sort();
}

let page: Page;
const browserLog: string[] = [];
let logOffset = 0;

/** What the dev server logged since the last call that is trouble. */
function newLogTrouble(): string[] {
  const text = readFileSync(logFile, 'utf8');
  const fresh = text.slice(logOffset);
  logOffset = text.length;
  return fresh
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => TROUBLE.test(line) && !TURNED_OFF.test(line));
}

/** The count on Next's dev overlay ("2 Issues"), or null when it shows none. */
async function overlayIssues(): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('nextjs-portal')?.shadowRoot?.textContent?.match(/\d+\s*Issues?/)?.[0] ?? null,
  );
}

async function expectClean(what: string) {
  await page.waitForLoadState('networkidle');
  // A hydration error is reported once React has hydrated, which may come after the network is idle: wait until the
  // page's main element carries React's fiber (hydrated), then let a recoverable error's report reach the console.
  await page
    .waitForFunction(
      () => {
        const root = document.querySelector('main') ?? document.body.firstElementChild;
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
  expect(browserLog.splice(0), `browser console on ${what} (or the screen before it)`).toEqual([]);
  expect(await overlayIssues(), `dev overlay on ${what}`).toBeNull();
  expect(newLogTrouble(), `dev server log on ${what}`).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  page.setDefaultNavigationTimeout(240_000);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      browserLog.push(`[${message.type()}] ${message.text().slice(0, 3000)}`);
  });
  page.on('pageerror', (error) => browserLog.push(`[pageerror] ${error.message.slice(0, 3000)}`));
});

test.afterAll(async () => {
  await page?.close();
});

test('signs in with the demo account', async () => {
  await page.goto('/auth');
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Senha').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel$/, { timeout: 240_000 });
  await expectClean('sign-in');
});

test('right after the demo seed, /painel agrees with the charges list', async () => {
  // The overview is a versioned read (D108): straight after the seed it already counts what the lists show, with
  // no minutes of a stale aggregate. Nothing else writes on this server, so one reading of each must agree.
  const figures = async (testId: string) =>
    (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ').match(/R\$ ?[\d.,]+|\d+ cobranças?/g);
  await page.goto('/painel');
  const open = await figures('overview-open');
  const overdue = await figures('overview-overdue');
  expect(open, 'a demo with open charges').not.toBeNull();
  await page.goto('/cobrancas');
  expect(await figures('card-pendentes')).toEqual(open);
  expect(await figures('card-vencidas')).toEqual(overdue);
  await expectClean('/painel against /cobrancas');
});

const ids = new Map<string, string>();

test('compiles the staff screens ahead, three at a time', async () => {
  // Every staff screen's first compile, on two busy cores: minutes, more with each new screen (a budget, D191).
  test.setTimeout(600_000);
  // The dev server compiles a screen on its first request, on one core for most of it; the visits below are one at a
  // time. Asked three at a time here (signed in, as the browser is), the compiles overlap and use both cores, and
  // each visit then finds its screen built. Whatever they log is still read by the visits and the last test.
  const routes = staffRoutes().filter((route) => !route.includes('['));
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < routes.length) {
        const route = routes[next++];
        const response = await page.request.get(route, { timeout: 240_000, maxRedirects: 0 });
        if (response.status() >= 400) failures.push(`${route}: ${response.status()}`);
      }
    }),
  );
  expect(failures).toEqual([]);
});

for (const route of staffRoutes()) {
  test(route, async () => {
    const param = /^(.*?\/\[[^\]]+\])/.exec(route)?.[1];
    let address = route;
    if (param) {
      const source = ID_SOURCES[param];
      expect(source, `${route}: add the list screen that names its ${param} to ID_SOURCES`).toBeTruthy();
      if (!ids.has(param)) {
        const html = await (await page.request.get(source.from, { timeout: 240_000 })).text();
        const found = source.pattern.exec(html)?.[1];
        expect(found, `${route}: no id in ${source.from} (the demo data should have one)`).toBeTruthy();
        ids.set(param, found!);
      }
      address = route.replace(/\[[^\]]+\]/, ids.get(param)!);
    }
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(400);
    await expectClean(address);
  });
}

test('the whole dev server log is clean', async () => {
  await page.waitForTimeout(2_000);
  logOffset = 0;
  expect(newLogTrouble()).toEqual([]);
});
