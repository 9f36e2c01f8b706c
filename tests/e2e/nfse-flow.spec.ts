import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hasPostgres, type OwnStack, startOwnStack } from '../security/support/own-stack';
import { type FakePsp, startFakePsp } from '../support/fake-psp';
import { mailParts } from '../support/mail-parts';
import { pdfText } from '../support/pdf-text';
import { type SefinProcess, startSefinProcess } from '../support/sefin-process';
import { hydrated } from './hydrated';
import { outboxMails } from './outbox';
import { E2E_STAFF } from './staff';
import { openAgencyProfile } from './agency-page';

/**
 * The NFS-e pipeline end to end (D233–D254) on a production server of this spec's own, against the stand-in PSP
 * (fake-psp.ts) and the stand-in Sefin Nacional (fake-sefin.ts, in a process of its own: sefin-process.ts), both over
 * mutual TLS with their own CAs: the owner fills the fiscal profile (issuing on payment) and uploads the company's
 * e-CNPJ certificate; the client pays a Pix at the bank; the job issues the note; the receipt carries the DANFSe and
 * the XML; the portal lists the note; a full refund cancels it at the Sefin.
 */
test.describe.configure({ mode: 'serial', timeout: 480_000 });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');

const e2ePort = Number(process.env.E2E_PORT || 3100);
const port = e2ePort + 28;
const run = Date.now();
// A company as taker, so the DANFSe carries two CNPJs (01.761.135/0001-32 is a valid one the unit tests use).
const client = {
  nome: `Padaria Nota ${run}`,
  email: `nota-${run}@cliente.com.br`,
  telefone: '(11) 98765-4321',
  documento: '01.761.135/0001-32',
};
const titulo = `Site Nota Fiscal ${run}`;
const descricao = `Desenvolvimento do site institucional ${run}`;
const cnpjText = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

let psp: FakePsp;
let sefin: SefinProcess;
let stack: OwnStack;
let caDir = '';
let chargePath = '';
const webhookUrl = () => `http://localhost:${port}/api/webhooks/pix`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  psp = await startFakePsp();
  sefin = await startSefinProcess();
  // The Sefin provider's agent takes no `ca` from the environment (server/nfse/providers.ts): the server trusts the
  // stand-in's CA through Node's own extra CAs, read at process start.
  caDir = mkdtempSync(path.join(tmpdir(), 'sefin-ca-'));
  writeFileSync(path.join(caDir, 'ca.pem'), sefin.caPem);
  stack = await startOwnStack({
    port,
    pgPort: 25480 + (e2ePort - 3100),
    env: {
      ...psp.env({ PIX_TIMEOUT_MS: '10000', PIX_KEY: '' }),
      PIX_WEBHOOK_URL: webhookUrl(),
      // D210: the Sefin provider, at the stand-in's address.
      NFSE_SEFIN_URL: sefin.baseUrl,
      NFSE_TIMEOUT_MS: '15000',
      NODE_EXTRA_CA_CERTS: path.join(caDir, 'ca.pem'),
      // A tick every minute, so the issue and the cancellation jobs run within one (D198).
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
  await sefin?.close();
  await psp?.close();
  if (caDir) rmSync(caDir, { recursive: true, force: true });
});

/** The raw e-mails to the client since `since` (their attachments are read with mailParts). */
function rawMails(since = 0): string[] {
  const outbox = path.join(stack.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).map((f) => path.join(outbox, f));
  } catch {
    return [];
  }
  return files
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((eml) => eml.includes(client.email));
}

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

test('the owner sets the CNPJ and Pix key, fills the fiscal profile and uploads the e-CNPJ certificate', async ({
  browser,
}) => {
  const page = await signIn(browser);
  await openAgencyProfile(page);
  await page.getByLabel('Nome fantasia').fill('Agência Nota Fiscal');
  // D228: the certificate must carry the agency's own CNPJ, the stand-in's company's.
  await page.locator('#ag-cnpj').fill(cnpjText(sefin.cnpj));
  await page.getByLabel('Chave Pix', { exact: true }).fill(psp.chave);
  await page.getByLabel('Sua senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
  await expect.poll(() => psp.webhooks.get(psp.chave)?.startsWith(`${webhookUrl()}/`), { timeout: 30_000 }).toBe(true);

  // The fiscal profile as tests/e2e/nfse-profile.spec.ts fills it, issuing on payment (D233, D237).
  await page.goto('/configuracoes/fiscal');
  await hydrated(page.getByLabel('Quando emitir'));
  await page.getByLabel('Inscrição municipal').fill('12345678');
  await page.getByRole('combobox', { name: 'Município' }).fill('Curitiba');
  await page.getByRole('option', { name: /^Curitiba\/PR/ }).click();
  await expect(page.getByText('Escolhido: Curitiba/PR (4106902)')).toBeVisible();
  await page.getByLabel('Regime', { exact: true }).selectOption('3');
  await page.getByLabel('Código de tributação nacional (cTribNac)').fill('010701');
  await page.getByLabel('Alíquota do ISS (%)').fill('2,5');
  await expect(page.getByLabel('Ambiente', { exact: true })).toHaveValue('2');
  await page.getByLabel('Quando emitir').selectOption('pagamento');
  await page.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(page.getByText('Dados fiscais salvos.')).toBeVisible();

  await page.getByLabel('Arquivo do certificado (.pfx ou .p12)').setInputFiles({
    name: 'e-cnpj.pfx',
    mimeType: 'application/x-pkcs12',
    buffer: Buffer.from(sefin.p12, 'base64'),
  });
  await page.getByLabel('Senha do certificado').fill(sefin.password);
  // D230: a certificate is a protected change, the owner's password again.
  await page.locator('#nf-certificado-confirmacao').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Enviar certificado' }).click();
  await expect(page.getByText('Certificado guardado.')).toBeVisible();
  await page.context().close();
});

test('a paid Pix issues the note: the charge shows it, the receipt carries the DANFSe and XML, the portal lists it', async ({
  browser,
}) => {
  const page = await signIn(browser);
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(client.nome);
  await dialog.getByLabel('E-mail', { exact: true }).fill(client.email);
  await dialog.getByLabel('Telefone').fill(client.telefone);
  await dialog.getByLabel('CPF ou CNPJ').fill(client.documento);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado', { exact: true })).toBeVisible();

  await page.goto('/cobrancas/nova');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Descrição', { exact: true }).fill(descricao);
  await page.getByLabel('Cliente', { exact: true }).fill(client.nome);
  await page.getByRole('option', { name: new RegExp(`^${client.nome}`) }).click();
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await page.getByLabel('Valor (R$)').fill('1.500,00');
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL(/\/cobrancas$/);
  await page
    .getByTestId('charge-row')
    .filter({ hasText: titulo })
    .getByRole('link', { name: `Ver: ${titulo}` })
    .click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  chargePath = new URL(page.url()).pathname;

  // Paid at the bank: the webhook settles the charge, `charge.paid` queues the issue job (D233).
  const paidAt = Date.now() - 1000;
  const [txid] = [...psp.cobs.entries()].find(([, c]) => c.body.valor.original === '1500.00')!;
  const { delivered } = await psp.pay(txid);
  expect(delivered.map((d) => d.status)).toEqual([200]);

  // Within a minute's tick (two on a busy machine): the charge's note card says Emitida, with its access key.
  const card = page.getByTestId('charge-nfse');
  await expect(async () => {
    await page.goto(chargePath);
    await expect(card).toContainText('Status: Emitida', { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [3_000] });
  const { notes } = await sefin.state();
  expect(notes).toHaveLength(1);
  const chave = notes[0];
  await expect(card).toContainText(chave.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(card).toContainText('SEM VALIDADE JURÍDICA');

  // D250: the receipt waits for the note and carries the DANFSe and the XML.
  let receipt = '';
  await expect
    .poll(() => (receipt = rawMails(paidAt).find((m) => m.includes('Pagamento confirmado:')) ?? ''), {
      timeout: 120_000,
      intervals: [2_000],
    })
    .not.toBe('');
  const parts = mailParts(receipt);
  const danfse = parts.find((p) => p.filename === `nfse-${chave}.pdf`);
  expect(danfse, 'o DANFSe no recibo').toBeTruthy();
  const text = (await pdfText(new Uint8Array(danfse!.body))).replace(/\s+/g, ' ');
  expect(text).toContain(chave.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(text).toContain(cnpjText(sefin.cnpj));
  expect(text).toContain(client.documento);
  expect(text).toMatch(/R\$ 1\.500,00/);
  expect(text).toContain(descricao);
  const xml = parts.find((p) => p.filename === `nfse-${chave}.xml`);
  expect(xml?.body.toString('utf8')).toContain(chave);

  // D252: the client's portal lists the note, through the e-mailed sign-in link as portal.spec.ts does.
  const portalAt = Date.now() - 1000;
  await page.goto('/clientes?tab=clientes');
  await page
    .getByTestId('client-card')
    .filter({ hasText: client.nome })
    .getByRole('button', { name: `Portal do cliente: ${client.nome}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar link do portal' }).click();
  await expect(page.getByText(`Link do portal enviado para ${client.email}.`)).toBeVisible();
  let link = '';
  await expect
    .poll(
      () =>
        (link =
          outboxMails(path.join(stack.dataDir, 'outbox'), client.email, portalAt)
            .map(
              (m) => /https?:\/\/[^\s"<]+\/portal\/entrar\?token=[A-Za-z0-9_-]{43}/.exec(m.replace(/=3D/g, '='))?.[0],
            )
            .find(Boolean) ?? ''),
      { timeout: 30_000 },
    )
    .not.toBe('');
  const clientContext = await browser.newContext({ baseURL: stack.url });
  const portal = await clientContext.newPage();
  await portal.goto(new URL(link).pathname + new URL(link).search);
  await portal.getByRole('button', { name: 'Entrar no portal' }).click();
  await expect(portal.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  const note = portal.getByTestId('portal-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Emitida');
  await expect(note).toContainText('1.500,00');
  await expect(note.getByRole('link', { name: 'Baixar XML' })).toBeVisible();
  await clientContext.close();
  await page.context().close();
});

test('a full refund cancels the note at the Sefin', async ({ browser }) => {
  const page = await signIn(browser);
  await page.goto(chargePath);
  await page.getByRole('button', { name: 'Devolver Pix' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Valor da devolução')).toHaveValue('1500,00');
  await dialog.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(page.getByText('Devolução solicitada ao banco.')).toBeVisible();

  // The bank settles it (DEVOLVIDO): `pix.refundUpdated` queues `nfse.cancelar`, run at the next tick (D242).
  const [e2eid, item] = [...psp.pix.entries()].find(([, p]) => ((p.devolucoes as unknown[]) ?? []).length > 0)!;
  const refund = (item.devolucoes as { id: string }[])[0];
  await psp.settleRefund(e2eid, refund.id, 'DEVOLVIDO');
  await expect
    .poll(async () => (await sefin.state()).cancellations.length, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(1);

  await expect(async () => {
    await page.goto(chargePath);
    await expect(page.getByTestId('charge-nfse')).toContainText('Status: Cancelada', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('charge-nfse-cancelada')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const state = await sefin.state();
  expect(state.cancellations).toEqual(state.notes);
  expect(state.failures).toEqual([]);
  expect(psp.violations).toEqual([]);
  await page.context().close();
});
