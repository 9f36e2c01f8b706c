import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hasPostgres, type OwnStack, startOwnStack } from '../security/support/own-stack';
import { type FakePsp, startFakePsp } from '../support/fake-psp';
import { sgmlOfx } from '../support/ofx-fixture';
import { outboxMails } from './outbox';
import { E2E_STAFF } from './staff';

/**
 * Pix that settles itself against a bank's API Pix (D99, D130–D132), in every CI run: a production server of this
 * spec's own (tests/security/support/own-stack.ts: the e2e build, a PostgreSQL of its own) configured for the
 * stand-in PSP (tests/support/fake-psp.ts), which lives in this test's process and speaks the Banco Central's API
 * Pix over mutual TLS, every request and answer checked against the spec's schemas. scripts/e2e-seed-pix.ts signs
 * a contract whose two Pix instalments become cobv at the stand-in. The first is paid by the payer's bank app (the
 * stand-in's `pay`, which calls the webhook the app registered) and, with no staff click, is Pago, counted on the
 * project card, receipted by e-mail, and no reminder follows; the second is paid through an OFX statement on
 * /cobrancas/conciliacao. tests/e2e/pix.spec.ts pays through the built-in sandbox PSP's bank app, on a server of its
 * own too.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');

const e2ePort = Number(process.env.E2E_PORT || 3100);
const port = e2ePort + 20;

type Seed = {
  nome: string;
  email: string;
  contractName: string;
  charges: Array<{ id: string; slug: string; valor: number; txid: string; numero: string; pixStatus: string }>;
};

let psp: FakePsp;
let stack: OwnStack;
let seed: Seed;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  psp = await startFakePsp();
  stack = await startOwnStack({
    port,
    pgPort: 25420 + (e2ePort - 3100),
    env: {
      ...psp.env({ PIX_TIMEOUT_MS: '10000' }),
      // The address the app registers at the PSP (PUT /webhook/{chave}) when its worker starts.
      PIX_WEBHOOK_URL: `http://localhost:${port}/api/webhooks/pix`,
      // A worker pass every 3 s, not 15: the test that waits a pass to see nothing sent waits 4 s.
      WORKER_INTERVAL_MS: '3000',
    },
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
  await psp?.close();
});

const url = (p: string) => `${stack.url}${p}`;
const mailsSince = (since: number) => outboxMails(path.join(stack.dataDir, 'outbox'), seed.email, since);

async function signIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel$/);
  return page;
}

/** How many of the plan's two instalments the project card counts as paid: "1/2 parcelas", or "Pago em" for all. */
async function paidInstalments(page: Page): Promise<number> {
  await page.goto(`/projetos?q=${encodeURIComponent(seed.contractName)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: seed.contractName }) });
  const text = (await card.first().textContent({ timeout: 10_000 })) ?? '';
  const counted = /(\d)\/2 parcelas/.exec(text);
  return counted ? Number(counted[1]) : /Pago em/.test(text) ? 2 : -1;
}

/** The registered address: PIX_WEBHOOK_URL and the secret segment (server/pix/webhook-secret.ts, D176). */
const registered = () => new RegExp(`^${url('/api/webhooks/pix').replace(/[.?/]/g, '\\$&')}/[\\w-]{32}$`);

test('the signed plan became two cobv at the PSP, the client as their debtor', async () => {
  expect(seed.charges.map((c) => c.pixStatus)).toEqual(['ATIVA', 'ATIVA']);
  for (const charge of seed.charges) {
    const cob = psp.cobs.get(charge.txid);
    expect(cob?.status, charge.numero).toBe('ATIVA');
    expect(cob?.body.devedor).toMatchObject({ cpf: '52998224725' });
  }
  // The app registered its webhook when its worker started, with its secret segment (D176).
  await expect.poll(() => psp.webhooks.get(psp.chave), { timeout: 30_000 }).toMatch(registered());
});

test('an admin registers the webhook again from Integrações when the PSP lost it', async ({ browser }) => {
  psp.webhooks.delete(psp.chave);
  const page = await signIn(browser);
  await page.goto('/configuracoes/integracoes');
  const card = page.getByTestId('pix-webhook');
  await expect(card).toContainText(url('/api/webhooks/pix'));
  await card.getByRole('button', { name: 'Registrar webhook no banco' }).click();
  await expect(page.getByText('Webhook registrado no banco.')).toBeVisible({ timeout: 30_000 });
  expect(psp.webhooks.get(psp.chave)).toMatch(registered());
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/pix-psp/integracoes-${width}.png`, fullPage: true });
  }
  await page.context().close();
});

test('a plan charge paid in the bank app is Pago with no staff click, counted, receipted, not reminded', async ({
  browser,
}) => {
  const [first] = seed.charges;
  const page = await signIn(browser);
  const before = await paidInstalments(page);
  await page.goto(`/cobrancas/${first.id}`);
  await expect(page.getByText('Registrado (cobrança com vencimento)')).toBeVisible();

  // The public page shows the cobv's own code (its pixCopiaECola names the PSP's location), not the static key's.
  const payer = await browser.newContext({ baseURL: stack.url });
  const pub = await payer.newPage();
  await pub.goto(`/p/${first.slug}`);
  await expect(pub.getByText(`qr/cobv/${psp.cobs.get(first.txid)!.token}`).first()).toBeVisible();
  await payer.close();

  const paidAt = Date.now();
  const { delivered } = await psp.pay(first.txid);
  expect(
    delivered.map((d) => d.status),
    'the webhook answered',
  ).toEqual([200]);

  // Reloaded until paid: a page drawn between the Pix being stored and settled (the reconciliation job stores what it
  // lists, then settles it) shows the Pix and not yet the payment.
  await expect(async () => {
    await page.goto(`/cobrancas/${first.id}`);
    await expect(page.getByTestId('charge-pix')).toContainText('R$ 1.500,00', { timeout: 2_000 });
    await expect(page.getByText('Pago por Pix')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Re-read from the PSP before it was trusted (GET /pix/{e2eid}), with the client certificate.
  expect(psp.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v2/pix/') && r.clientCert)).toBe(true);

  await expect.poll(() => paidInstalments(page), { timeout: 30_000 }).toBe(before + 1);
  await expect
    .poll(() => mailsSince(paidAt).filter((m) => /Pagamento[ _]confirmado/.test(m)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await page.waitForTimeout(4_000); // one in-process worker pass (3 s here): the régua would send now
  expect(mailsSince(paidAt).filter((m) => !/Pagamento[ _]confirmado/.test(m))).toEqual([]);
  await page.context().close();
});

test('the second instalment is paid through an OFX statement on the reconciliation screen', async ({ browser }) => {
  const second = seed.charges[1];
  const page = await signIn(browser);
  const before = await paidInstalments(page);
  await page.goto('/cobrancas/conciliacao');
  const file = sgmlOfx([
    {
      fitid: `E2E${second.txid.slice(0, 10)}`,
      valor: second.valor,
      data: new Date().toISOString().slice(0, 10),
      memo: `PIX RECEBIDO ${second.txid}`,
    },
  ]);
  await page
    .getByTestId('ofx-file')
    .setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: file });
  await expect(page.getByText(/Extrato importado: 1 créditos novos \(1 exatos/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Confirmar todos (1)' }).click();
  await expect(page.getByText('1 cobranças confirmadas como pagas.')).toBeVisible({ timeout: 30_000 });
  await page.goto(`/cobrancas/${second.id}`);
  await expect(page.getByText('Pago', { exact: true }).first()).toBeVisible();
  await expect.poll(() => paidInstalments(page), { timeout: 30_000 }).toBe(before + 1);
  // Paid outside the PSP: its cobv is withdrawn there, so the payer's bank no longer accepts it (D131).
  await expect
    .poll(() => psp.cobs.get(second.txid)?.status, { timeout: 30_000 })
    .toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  await page.context().close();
  expect(psp.violations).toEqual([]);
});
