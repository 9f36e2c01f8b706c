import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hasPostgres, type OwnStack, startOwnStack } from '../security/support/own-stack';
import { type FakePsp, startFakePsp } from '../support/fake-psp';
import { outboxMails } from './outbox';
import { E2E_STAFF } from './staff';
import { openAgencyProfile } from './agency-page';

/**
 * One key and one code per charge (D170–D172), against the stand-in PSP (tests/support/fake-psp.ts: the Banco
 * Central's API Pix over mutual TLS) on a production server of this spec's own whose environment has NO `PIX_KEY`:
 * the owner saves the key in the agency profile, which registers the webhook under it; a charge made on the form
 * becomes a cobv under that key at the bank; the code in the charge e-mail, the reminder of the due day, the WhatsApp
 * text, the client portal and the public page is one string, the cobv's; paying it at the bank settles the charge.
 */
test.describe.configure({ mode: 'serial', timeout: 480_000 });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');

const e2ePort = Number(process.env.E2E_PORT || 3100);
const port = e2ePort + 24;
const run = Date.now();
const client = {
  nome: `Padaria Código Único ${run}`,
  email: `codigo-${run}@cliente.com.br`,
  telefone: '(11) 98765-4321',
  documento: '529.982.247-25',
};
const titulo = `Site Código Único ${run}`;

let psp: FakePsp;
let stack: OwnStack;
const webhookUrl = () => `http://localhost:${port}/api/webhooks/pix`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  psp = await startFakePsp();
  stack = await startOwnStack({
    port,
    pgPort: 25460 + (e2ePort - 3100),
    // D171: no key in the environment; the profile's is the key.
    // D198: a tick every minute, so the due day's reminder comes within one.
    env: {
      ...psp.env({ PIX_TIMEOUT_MS: '10000', PIX_KEY: '' }),
      PIX_WEBHOOK_URL: webhookUrl(),
      WORKER_TICK_MINUTES: '1',
    },
    scripts: [
      [
        'scripts/user-create.ts',
        ...['--email', E2E_STAFF.email, '--password', E2E_STAFF.password, '--name', E2E_STAFF.name],
      ],
    ],
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await psp?.close();
});

/** The e-mails to the client since `since`, quoted-printable undone (a BR Code may hold "="). */
const mails = (since = 0) =>
  outboxMails(path.join(stack.dataDir, 'outbox'), client.email, since).map((eml) =>
    Buffer.from(
      eml.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );

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

test('the owner saves the key in the profile: the webhook is registered under it, and Integrações says so', async ({
  browser,
}) => {
  const page = await signIn(browser);
  await page.goto('/configuracoes/integracoes');
  const provider = page.getByTestId('pix-provider');
  await expect(provider).toContainText('API Pix do banco');
  await expect(provider).toContainText('Nenhuma: cadastre a chave Pix no perfil da agência.');
  expect(psp.webhooks.get(psp.chave)).toBeUndefined();

  await openAgencyProfile(page);
  await page.getByLabel('Nome fantasia').fill('Agência Código Único');
  await page.getByLabel('Chave Pix', { exact: true }).fill(psp.chave);
  // D181: a new key asks for the owner's password again.
  await page.getByLabel('Sua senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
  // Under its secret segment (D176).
  await expect.poll(() => psp.webhooks.get(psp.chave)?.startsWith(`${webhookUrl()}/`), { timeout: 30_000 }).toBe(true);

  await page.goto('/configuracoes/integracoes');
  await expect(page.getByTestId('pix-provider')).toContainText(psp.chave);
  await expect(page.getByTestId('pix-webhook-status')).toContainText(/Aceito pelo banco em \d{2}\/\d{2}\/\d{4}/);
  await page.context().close();
});

test('a charge is one cobv under the profile’s key, and every channel carries its one code; paying it settles', async ({
  browser,
}) => {
  const page = await signIn(browser);
  const context = page.context();
  // wa.me is outside the test machine's reach: the tab's address is what matters.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(client.nome);
  await dialog.getByLabel('E-mail', { exact: true }).fill(client.email);
  await dialog.getByLabel('Telefone').fill(client.telefone);
  await dialog.getByLabel('CPF ou CNPJ').fill(client.documento);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado', { exact: true })).toBeVisible();

  // Due today: the régua's "vence hoje" reminder goes at the worker's next tick.
  await page.goto('/cobrancas/nova');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Cliente', { exact: true }).fill(client.nome);
  await page.getByRole('option', { name: new RegExp(`^${client.nome}`) }).click();
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await page.getByLabel('Valor (R$)').fill('1.250,90');
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL(/\/cobrancas$/);
  await page
    .getByTestId('charge-row')
    .filter({ hasText: titulo })
    .getByRole('link', { name: `Ver: ${titulo}` })
    .click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  await expect(page.getByText('Registrado (cobrança com vencimento)')).toBeVisible();
  const chargePath = new URL(page.url()).pathname;

  // The cobv reached the bank under the profile's key, the client as its debtor.
  const [txid, cob] = [...psp.cobs.entries()].find(([, c]) => c.body.valor.original === '1250.90')!;
  expect(cob.status).toBe('ATIVA');
  expect(cob.body).toMatchObject({ chave: psp.chave, devedor: { cpf: '52998224725' } });

  // The public page: the cobv's own code.
  const slug = new URL((await page.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!, stack.url)
    .pathname;
  const payer = await browser.newContext({ baseURL: stack.url });
  const pub = await payer.newPage();
  await pub.goto(slug);
  const code = (await pub.getByTestId('pix-code').innerText()).trim();
  expect(code).toContain(`qr/cobv/${cob.token}`);
  await payer.close();

  // The charge e-mail.
  const emailedAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Enviar por Email' }).click();
  const send = page.getByRole('dialog');
  await send.getByLabel('E-mail do cliente').fill(client.email);
  await send.getByRole('button', { name: 'Enviar', exact: true }).click();
  const chargeMail = () => mails(emailedAt).find((m) => m.includes(`Segue a cobrança "${titulo}"`)) ?? '';
  await expect.poll(chargeMail, { timeout: 30_000 }).toContain('Pix copia e cola:');
  expect(chargeMail()).toContain(code);

  // The WhatsApp text.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Enviar por WhatsApp' }).click(),
  ]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(tab.url()).searchParams.get('text')).toContain(code);
  await tab.close();

  // The client portal.
  const portalAt = Date.now() - 1000;
  await page.goto('/clientes?tab=clientes');
  const card = page.getByTestId('client-card').filter({ hasText: client.nome });
  await card.getByRole('button', { name: `Portal do cliente: ${client.nome}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar link do portal' }).click();
  await expect(page.getByText(`Link do portal enviado para ${client.email}.`)).toBeVisible();
  let portalLink = '';
  await expect
    .poll(
      () =>
        (portalLink =
          mails(portalAt)
            .map((m) => /https?:\/\/[^\s"<]+\/portal\/entrar\?token=[A-Za-z0-9_-]{43}/.exec(m)?.[0])
            .find(Boolean) ?? ''),
      { timeout: 30_000 },
    )
    .not.toBe('');
  const clientContext = await browser.newContext({ baseURL: stack.url });
  const portal = await clientContext.newPage();
  await portal.goto(new URL(portalLink).pathname + new URL(portalLink).search);
  await portal.getByRole('button', { name: 'Entrar no portal' }).click();
  await expect(portal.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await expect(portal.getByTestId('portal-charge').filter({ hasText: titulo })).toContainText(code);
  await clientContext.close();

  // The régua's reminder of the due day, at the worker's next tick (every minute here, D198), then its delivery by
  // the outbox: up to two ticks and a delivery on a machine the other worker keeps busy.
  await expect
    .poll(() => mails(emailedAt).find((m) => m.includes('vence hoje (')) ?? '', {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toContain(code);

  // Paid at the bank: Pago with no staff click.
  const { delivered } = await psp.pay(txid);
  expect(delivered.map((d) => d.status)).toEqual([200]);
  await expect(async () => {
    await page.goto(chargePath);
    await expect(page.getByText('Pago por Pix')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  expect(psp.violations).toEqual([]);
  await context.close();
});
