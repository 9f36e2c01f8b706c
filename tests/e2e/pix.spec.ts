import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hasPostgres, type OwnStack, startOwnStack } from '../security/support/own-stack';
import { E2E_STAFF } from './staff';

/**
 * Pix that settles itself on the built-in sandbox PSP (D99, D130–D132), in every CI run: a production server of this
 * spec's own (tests/security/support/own-stack.ts: the e2e build, a PostgreSQL of its own) with PIX_PROVIDER=sandbox,
 * as the specs with special servers do (D194); scripts/e2e-seed-pix.ts signs a contract whose two Pix instalments
 * are cobv at the sandbox. The payer opens the public page, follows its link to the sandbox "bank app" and pays;
 * with no staff click the charge is Pago por Pix and counted on the project card. What happens after a payment
 * whatever the PSP (the receipt, no reminder) and the OFX reconciliation are tests/e2e/pix-psp.spec.ts's, on the
 * stand-in of a bank's API Pix. Screens at 390 and 1280 px are saved under test-results/pix/ to be looked at.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');

const e2ePort = Number(process.env.E2E_PORT || 3100);
const shots = path.join(process.cwd(), 'test-results', 'pix');

type Seed = {
  nome: string;
  email: string;
  contractName: string;
  charges: Array<{ id: string; slug: string; valor: number; txid: string; numero: string; pixStatus: string }>;
};

let stack: OwnStack;
let seed: Seed;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startOwnStack({
    port: e2ePort + 26,
    pgPort: 25440 + (e2ePort - 3100),
    env: { PIX_PROVIDER: 'sandbox', PIX_KEY: 'financeiro@agenciadigital.dev' },
    scripts: [
      [
        'scripts/user-create.ts',
        ...['--email', E2E_STAFF.email, '--password', E2E_STAFF.password, '--name', E2E_STAFF.name],
      ],
      ['scripts/e2e-seed-pix.ts'],
    ],
  });
  seed = JSON.parse(readFileSync(path.join(stack.dataDir, 'pix-seed.json'), 'utf8')) as Seed;
});

test.afterAll(async () => {
  await stack?.stop();
});

async function signIn(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stack.url,
    viewport: { width, height: width < 400 ? 844 : 800 },
  });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel$/);
  return page;
}

async function shoot(browser: Browser, url: string, name: string, staff: boolean) {
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    const page = staff
      ? await signIn(browser, width)
      : await (await browser.newContext({ baseURL: stack.url, viewport: { width, height: 844 } })).newPage();
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    await page.context().close();
  }
}

/** How many of the plan's two instalments the project card counts as paid: "1/2 parcelas", or "Pago em" for all. */
async function paidInstalments(page: Page): Promise<number> {
  await page.goto(`/projetos?q=${encodeURIComponent(seed.contractName)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: seed.contractName }) });
  const text = (await card.first().textContent({ timeout: 10_000 })) ?? '';
  const counted = /(\d)\/2 parcelas/.exec(text);
  return counted ? Number(counted[1]) : /Pago em/.test(text) ? 2 : -1;
}

test('a plan charge paid from the sandbox bank app is Pago with no staff click, and counted', async ({ browser }) => {
  const [first] = seed.charges;
  expect(first.pixStatus).toBe('ATIVA');
  const page = await signIn(browser);
  const before = await paidInstalments(page);
  await page.goto(`/cobrancas/${first.id}`);
  await expect(page.getByText('Registrado (cobrança com vencimento)')).toBeVisible();
  await shoot(browser, `/cobrancas/${first.id}`, 'cobranca-aberta', true);
  await shoot(browser, `/p/${first.slug}`, 'pagina-publica', false);

  // The payer opens the public page and pays in the "bank app" (the sandbox PSP's location page).
  const payer = await browser.newContext({ baseURL: stack.url });
  const pub = await payer.newPage();
  await pub.goto(`/p/${first.slug}`);
  const sandboxPath = await pub.getByTestId('pix-sandbox-link').getAttribute('href');
  await shoot(browser, sandboxPath!, 'banco-de-teste', false);
  await pub.goto(sandboxPath!);
  await expect(pub.getByTestId('sandbox-amount')).toHaveText(/1\.500,00/);
  await pub.getByRole('button', { name: /Pagar R\$\s1\.500,00/ }).click();
  await expect(pub.getByText('Esta cobrança já foi paga. Obrigado!')).toBeVisible({ timeout: 30_000 });
  await payer.close();

  // No staff click: the charge is Pago, with the Pix and its payer.
  await expect(async () => {
    await page.goto(`/cobrancas/${first.id}`);
    await expect(page.getByTestId('charge-pix')).toContainText('R$ 1.500,00', { timeout: 2_000 });
    await expect(page.getByText('Pago por Pix')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await shoot(browser, `/cobrancas/${first.id}`, 'cobranca-paga', true);
  await expect.poll(() => paidInstalments(page), { timeout: 30_000 }).toBe(before + 1);
  await page.context().close();
});
