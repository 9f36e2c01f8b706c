import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sgmlOfx } from '../support/ofx-fixture';
import { outboxMails } from './outbox';
import { STAFF_STATE } from './staff';

/**
 * Pix that settles itself (D99, D130–D132), on a test server that runs the sandbox PSP: start it with
 * `PIX_PROVIDER=sandbox E2E_PORT=3600 npx playwright test tests/e2e/pix.spec.ts` (scripts/e2e-server.ts then seeds,
 * through scripts/e2e-seed-pix.ts, a signed contract whose two Pix instalments are cobv at the sandbox PSP). The
 * first instalment is paid from the sandbox "bank app" and, with no staff click, is Pago, counted on the project
 * card, receipted by e-mail, and no reminder follows; the second is paid through an OFX statement on
 * /cobrancas/conciliacao. Screens at 390 and 1280 px are saved under test-results/pix/ to be looked at.
 */
const port = process.env.E2E_PORT || '3100';
const dataDir = path.join(process.cwd(), `.data-e2e-${port}`);
const outbox = path.join(dataDir, 'outbox');
const shots = path.join(process.cwd(), 'test-results', 'pix');

type Seed = {
  nome: string;
  email: string;
  contractName: string;
  charges: Array<{ id: string; slug: string; valor: number; txid: string; numero: string; pixStatus: string }>;
};

const readSeed = (): Seed | null => {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, 'pix-seed.json'), 'utf8')) as Seed;
  } catch {
    return null;
  }
};

async function shoot(browser: Browser, url: string, name: string, staff: boolean) {
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 390 ? 844 : 800 },
      ...(staff ? { storageState: STAFF_STATE } : {}),
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    await context.close();
  }
}

/** How many of the plan's two instalments the project card counts as paid: "1/2 parcelas", or "Pago em" for all. */
async function paidInstalments(page: Page, contractName: string): Promise<number> {
  await page.goto(`/projetos?q=${encodeURIComponent(contractName)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: contractName }) });
  const text = (await card.first().textContent({ timeout: 10_000 })) ?? '';
  const counted = /(\d)\/2 parcelas/.exec(text);
  return counted ? Number(counted[1]) : /Pago em/.test(text) ? 2 : -1;
}

async function projectCounts(page: Page, contractName: string, n: number) {
  await expect.poll(() => paidInstalments(page, contractName), { timeout: 30_000 }).toBe(n);
}

// Each test pays its own instalment; the card's count is read before and after, so they may run in any order.
test.describe('Pix that settles itself (sandbox PSP)', () => {
  test.setTimeout(180_000);
  const seed = readSeed();
  test.skip(!seed, 'the test server does not run the sandbox Pix: start it with PIX_PROVIDER=sandbox');

  test('a plan charge paid from the bank app is Pago with no staff click, counted, receipted, not reminded', async ({
    browser,
  }) => {
    const [first] = seed!.charges;
    expect(first.pixStatus).toBe('ATIVA');
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const page = await staff.newPage();
    const before = await paidInstalments(page, seed!.contractName);
    await page.goto(`/cobrancas/${first.id}`);
    await expect(page.getByText('Registrado (cobrança com vencimento)')).toBeVisible();
    await shoot(browser, `/cobrancas/${first.id}`, 'cobranca-aberta', true);
    await shoot(browser, `/p/${first.slug}`, 'pagina-publica', false);

    // The payer opens the public page and pays in the "bank app" (the sandbox PSP's location page).
    const payer = await browser.newContext();
    const pub = await payer.newPage();
    await pub.goto(`/p/${first.slug}`);
    const sandboxPath = await pub.getByTestId('pix-sandbox-link').getAttribute('href');
    await shoot(browser, sandboxPath!, 'banco-de-teste', false);
    await pub.goto(sandboxPath!);
    await expect(pub.getByTestId('sandbox-amount')).toHaveText(/1\.500,00/);
    const paidAt = Date.now();
    await pub.getByRole('button', { name: /Pagar R\$\s1\.500,00/ }).click();
    await expect(pub.getByText('Esta cobrança já foi paga. Obrigado!')).toBeVisible({ timeout: 30_000 });
    await payer.close();

    // No staff click: the charge is Pago, with the Pix and its payer.
    await expect(async () => {
      await page.goto(`/cobrancas/${first.id}`);
      await expect(page.getByTestId('charge-pix')).toContainText('R$ 1.500,00', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Pago por Pix')).toBeVisible();
    await shoot(browser, `/cobrancas/${first.id}`, 'cobranca-paga', true);

    // The project card counts the instalment; the client gets the receipt; no reminder follows.
    await projectCounts(page, seed!.contractName, before + 1);
    await expect
      .poll(() => outboxMails(outbox, seed!.email, paidAt).filter((m) => /Pagamento[ _]confirmado/.test(m)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.waitForTimeout(16_000); // one in-process worker pass (15 s)
    const after = outboxMails(outbox, seed!.email, paidAt);
    expect(after.filter((m) => !/Pagamento[ _]confirmado/.test(m))).toEqual([]);
    await staff.close();
  });

  test('the second instalment is paid through an OFX statement on the reconciliation screen', async ({ browser }) => {
    const second = seed!.charges[1];
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const page = await staff.newPage();
    const before = await paidInstalments(page, seed!.contractName);
    await page.goto('/cobrancas/conciliacao');
    const today = new Date().toISOString().slice(0, 10);
    const file = sgmlOfx([
      {
        fitid: `E2E${second.txid.slice(0, 10)}`,
        valor: second.valor,
        data: today,
        memo: `PIX RECEBIDO ${second.txid}`,
      },
    ]);
    await page
      .getByTestId('ofx-file')
      .setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: file });
    await expect(page.getByText(/Extrato importado: 1 créditos novos \(1 exatos/)).toBeVisible({ timeout: 30_000 });
    await shoot(browser, '/cobrancas/conciliacao', 'conciliacao', true);
    await page.getByRole('button', { name: 'Confirmar todos (1)' }).click();
    await expect(page.getByText('1 cobranças confirmadas como pagas.')).toBeVisible({ timeout: 30_000 });
    await page.goto(`/cobrancas/${second.id}`);
    await expect(page.getByText('Pago', { exact: true }).first()).toBeVisible();
    await projectCounts(page, seed!.contractName, before + 1);
    await staff.close();
  });
});
