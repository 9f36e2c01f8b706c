import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { drawSignature, phoneContext } from './client-phone';
import { fillContractBlanks } from './contract-fields';
import { setRepresentative } from './contract-send';
import { outboxWhatsApp } from './outbox';
import { E2E_STAFF, STAFF_STATE } from './staff';
import { hydrated } from './hydrated';

test.use({ storageState: STAFF_STATE });
// In order, on one worker: the settings test saves the whole WhatsApp form, so it must not run while the signing
// test has its steps on WhatsApp (each would undo the other's channels).
test.describe.configure({ mode: 'default' });

const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const whatsappOutbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'whatsapp-outbox');

/** With SHOTS=1: the page (or one block of it) at 390 and 1280 px, into the test's output folder. */
async function shots(page: Page, name: string, target?: Locator) {
  if (!process.env.SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    const file = test.info().outputPath(`${name}-${width}.png`);
    if (target) await target.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
}

/** The newest /portal/entrar link e-mailed to `to` (D17 outbox), as a path. */
async function portalLink(to: string, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox)
              .map((f) => path.join(outbox, f))
              .filter((f) => statSync(f).mtimeMs >= after);
          } catch {
            return [];
          }
        })();
        for (const file of files) {
          const eml = readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!eml.includes(`To: ${to}`)) continue;
          link = /https?:\/\/[^\s]+\/portal\/entrar\?token=[A-Za-z0-9_-]{43}/.exec(eml)?.[0] ?? '';
          if (link) return link;
        }
        return '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

/**
 * WhatsApp (D22): "Enviar por WhatsApp" on a Pix charge opens wa.me to the client's mobile with the charge's link
 * and the Pix "copia e cola" code, and the client's timeline shows the send; the settings screen saves a channel.
 */
test('"Enviar por WhatsApp" on a charge opens wa.me with the link and the Pix code, and the timeline shows it', async ({
  page,
  context,
}) => {
  // wa.me is outside the test machine's reach: the tab's address is what matters.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const run = Date.now();
  const nome = `Cliente WhatsApp ${run}`;
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(nome);
  await dialog.getByLabel('E-mail', { exact: true }).fill(`wa-${run}@cliente.com.br`);
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado', { exact: true })).toBeVisible();

  await page.goto('/cobrancas/nova');
  const titulo = `Site WhatsApp ${run}`;
  await page.getByLabel('Título').fill(titulo);
  const client = page.getByLabel('Cliente', { exact: true });
  await client.fill(nome);
  // Anchored: the picker also offers to register the typed name as a new client.
  await page.getByRole('option', { name: new RegExp(`^${nome}`) }).click();
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await page.getByLabel('Valor (R$)').fill('1.250,90');
  await page.getByLabel('Chave PIX ou link de pagamento').fill('financeiro@agenciadigital.dev');
  await page.getByLabel('Nome do beneficiário').fill('Agência Digital');
  await page.getByLabel('Cidade do beneficiário').fill('São Paulo');
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL('/cobrancas');
  await page
    .getByTestId('charge-row')
    .filter({ hasText: titulo })
    .getByRole('link', { name: `Ver: ${titulo}` })
    .click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  const slug = (await page.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!;

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Enviar por WhatsApp' }).click(),
  ]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/5511987654321');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(slug);
  expect(text).toContain('Pix copia e cola');
  // The BR Code holds spaces (beneficiary name and city): match it to its CRC field.
  expect(text).toMatch(/000201.+6304[0-9A-F]{4}/);
  expect(text).toContain('R$');
  await tab.close();
  await expect(page.getByText('WhatsApp aberto', { exact: true })).toBeVisible();

  await page.goto('/clientes?tab=clientes&q=' + encodeURIComponent(nome));
  await page.getByRole('link', { name: `Ver ficha de ${nome}` }).click();
  const timeline = page.getByTestId('record-timeline');
  await expect(timeline).toContainText('Enviado por WhatsApp');
  await expect(timeline).toContainText('Equipe E2E');
});

test('the WhatsApp settings screen saves a step’s channel', async ({ page }) => {
  await page.goto('/configuracoes/whatsapp');
  await expect(page.getByRole('heading', { name: 'WhatsApp', level: 1 })).toBeVisible();
  await shots(page, 'configuracoes-whatsapp');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('whatsapp-api-status')).toContainText('API do WhatsApp');
  const channel = page.getByLabel('Canal').first();
  const next = (await channel.inputValue()) === 'ambos' ? 'email' : 'ambos';
  await channel.selectOption(next);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Canal').first()).toHaveValue(next);
});

test('staff record consent on the client record; the client turns it off in the portal', async ({ page, browser }) => {
  const run = Date.now();
  const nome = `Cliente Avisos ${run}`;
  const email = `avisos-${run}@cliente.com.br`;
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(nome);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Telefone').fill('(21) 99876-5432');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado', { exact: true })).toBeVisible();

  await page.goto('/clientes?tab=clientes&q=' + encodeURIComponent(nome));
  const card = page.getByTestId('client-card').filter({ hasText: nome });
  await card.getByRole('button', { name: `Portal do cliente: ${nome}` }).click();
  const sentAt = Date.now() - 1000;
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar link do portal' }).click();
  await expect(page.getByText(`Link do portal enviado para ${email}.`)).toBeVisible();
  const link = await portalLink(email, sentAt);
  await page.keyboard.press('Escape');

  await page.goto('/clientes?tab=clientes&q=' + encodeURIComponent(nome));
  await page.getByRole('link', { name: `Ver ficha de ${nome}` }).click();
  const block = page.locator('section[aria-labelledby="record-whatsapp"]');
  await expect(block.getByTestId('whatsapp-consent')).toHaveText('Não autorizou mensagens automáticas por WhatsApp.');
  await block.getByRole('button', { name: 'Registrar autorização' }).click();
  await expect(page.getByText('Autorização registrada', { exact: true })).toBeVisible();
  await expect(block.getByTestId('whatsapp-consent')).toContainText('Equipe, no cadastro do cliente');
  await shots(page, 'ficha-whatsapp', block);

  // The client, on a phone, with no staff session.
  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const portal = await phone.newPage();
  await portal.goto(link);
  await portal.getByRole('button', { name: 'Entrar no portal' }).click();
  const consent = portal.getByTestId('portal-whatsapp');
  const toggle = consent.getByRole('switch', { name: 'Receber avisos por WhatsApp' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(consent).toContainText('(21) 99876-5432');
  await expect(consent).toContainText('responda SAIR');
  await expect(consent).toContainText(/Ligado desde \d{2}\/\d{2}\/\d{4}\./);
  await consent.scrollIntoViewIfNeeded();
  await shots(portal, 'portal-whatsapp', portal.locator('section[aria-labelledby="sec-whatsapp"]'));
  await toggle.click();
  await expect(portal.getByText('Pronto: você não vai mais receber mensagens automáticas por WhatsApp.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(consent).toContainText(/Desligado em \d{2}\/\d{2}\/\d{4}/);
  await shots(portal, 'portal-whatsapp-desligado', portal.locator('section[aria-labelledby="sec-whatsapp"]'));
  await shots(portal, 'portal-inteiro');
  await phone.close();

  await page.reload();
  await expect(block.getByTestId('whatsapp-consent')).toContainText('pelo portal do cliente');
});

/**
 * D166, D167: with the signature steps on WhatsApp and the client's consent recorded, a contract's invitation and its
 * signing code reach the client by WhatsApp (the sandbox's request, as the Cloud API would receive it), and the link
 * in the invitation opens the client's own signing page: their field only, signed with the code from WhatsApp.
 */
test('the client’s signing invitation and code arrive by WhatsApp and open their own page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const nome = `Rita Zap ${stamp}`;
  const contrato = `Contrato Zap ${stamp}`;
  const mobile = '5531988887766';

  // The two signature steps on WhatsApp; no quiet hours (equal ends), so the test runs at any hour.
  await page.goto('/configuracoes/whatsapp');
  await hydrated(page.getByRole('group', { name: 'Pedido de assinatura' }).getByLabel('Canal'));
  for (const step of ['Pedido de assinatura', 'Código de confirmação da assinatura'])
    await page.getByRole('group', { name: step }).getByLabel('Canal').selectOption('whatsapp');
  await page.getByLabel('Sem mensagens automáticas a partir de').fill('00:00');
  await page.getByLabel('até', { exact: true }).fill('00:00');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();

  try {
    await setRepresentative(page);
    // A person client with a mobile, who signs for themselves, and their recorded consent.
    await page.goto('/clientes?tab=clientes');
    await page.getByRole('button', { name: 'Novo Cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Novo Cliente' });
    await form.getByLabel('Nome', { exact: true }).fill(nome);
    await form.getByLabel('E-mail', { exact: true }).fill(`rita.${stamp}@exemplo.com.br`);
    await form.getByLabel('Telefone').fill('(31) 98888-7766');
    await form.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Cliente criado com sucesso.')).toBeVisible();
    await page.goto('/clientes?tab=clientes&q=' + encodeURIComponent(nome));
    await page.getByRole('link', { name: `Ver ficha de ${nome}` }).click();
    const block = page.locator('section[aria-labelledby="record-whatsapp"]');
    await block.getByRole('button', { name: 'Registrar autorização' }).click();
    await expect(page.getByText('Autorização registrada', { exact: true })).toBeVisible();

    await page.goto('/contrato/novo');
    await page.getByLabel('Nome do Contrato').fill(contrato);
    await page.getByLabel('Nome do Cliente').fill(nome);
    await page.getByRole('option', { name: new RegExp(`^${nome}`) }).click();
    await expect(page.getByTestId('client-picker-linked')).toBeVisible();
    await fillContractBlanks(page);
    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    const sentAt = Date.now() - 1000;
    await page.getByTestId('contract-send-signature').click();
    const step = page.getByRole('dialog', { name: 'Enviar para assinatura' });
    await expect(step.getByTestId('contract-client-signer')).toContainText(`1. ${nome}`);
    await expect(step.getByLabel('E-mail 2')).toHaveValue(E2E_STAFF.email);
    await step.getByRole('button', { name: 'Enviar para os signatários' }).click();
    await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();

    // The invitation, by WhatsApp, carries the client's own link.
    let link = '';
    await expect
      .poll(
        () =>
          (link =
            outboxWhatsApp(whatsappOutbox, mobile, sentAt)
              .filter(
                ({ message, json }) =>
                  message.request.template?.name === 'assinatura_pedido' && json.includes(contrato),
              )
              .map(({ json }) => /https?:\/\/[^\s"]+(\/assinar\/[A-Za-z0-9_-]{43})/.exec(json)?.[1] ?? '')
              .find(Boolean) ?? ''),
        { timeout: 60_000 },
      )
      .not.toBe('');

    const { context, page: phone } = await phoneContext(browser);
    await phone.goto(link);
    await expect(phone.getByTestId('code-step')).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByText(contrato).first()).toBeVisible();
    const asked = Date.now() - 1000;
    await phone.getByRole('button', { name: 'Enviar código' }).click();
    // The code, by WhatsApp (Meta's authentication template: the code is its first parameter).
    let code = '';
    await expect
      .poll(
        () =>
          (code =
            outboxWhatsApp(whatsappOutbox, mobile, asked)
              .filter(({ message }) => message.request.template?.name === 'assinatura_codigo')
              .map(({ json }) => /"text": "(\d{6})"/.exec(json)?.[1] ?? '')
              .find(Boolean) ?? ''),
        { timeout: 60_000 },
      )
      .not.toBe('');
    await phone.getByLabel('Código de confirmação').fill(code);
    await phone.getByRole('button', { name: 'Confirmar código' }).click();
    // Their own field only: the representative's is not theirs to draw.
    await expect(phone.getByTestId('placed-field')).toHaveCount(1);
    await drawSignature(phone);
    await phone.getByRole('checkbox').check();
    await phone.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Assinatura registrada' })).toBeVisible({ timeout: 30_000 });
    await context.close();

    await page.goto(`/assinaturas?q=${encodeURIComponent(contrato)}`);
    await page
      .getByRole('button', { name: `Signatários: ${contrato}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Signatários' }).getByTestId('signer-status')).toHaveText([
      'Assinou',
      'Convidado',
    ]);
  } finally {
    // Back to the defaults, so that no other spec's client is written to by WhatsApp.
    await page.goto('/configuracoes/whatsapp');
    await hydrated(page.getByRole('group', { name: 'Pedido de assinatura' }).getByLabel('Canal'));
    for (const step of ['Pedido de assinatura', 'Código de confirmação da assinatura'])
      await page.getByRole('group', { name: step }).getByLabel('Canal').selectOption('email');
    await page.getByLabel('Sem mensagens automáticas a partir de').fill('20:00');
    await page.getByLabel('até', { exact: true }).fill('08:00');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  }
});
