import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hasError, parsePix } from 'pix-utils';
import sharp from 'sharp';
import { pdfText } from '../support/pdf-text';
import { sendContactMessage } from './contact';
import { fillContractBlanks } from './contract-fields';
import { openContractStep, signAsRepresentative } from './contract-send';
import { outboxMails } from './outbox';
import { confirmCodeOnPage } from './signer-code';
import { E2E_STAFF, STAFF_STATE } from './staff';
import { openAgencyProfile } from './agency-page';

/**
 * The agency's own profile (D100, D102): on the e2e install (no demo data) the owner sees the first-run
 * checklist, fills the profile with a logo, and the public proposal, the contract's PDF, the charge page and the
 * charge e-mail show the agency's name, logo and CNPJ. With no Pix key a signed contract e-mails no charge and
 * /painel says why; saving the key lets the waiting step finish, and the charge's BR Code carries the key and the
 * amount.
 *
 * Serial, and it changes the install's Pix key for a while: it clears it and sets it again.
 */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');

async function fromOutbox(to: string, pattern: RegExp): Promise<{ match: string; eml: string }> {
  let found = { match: '', eml: '' };
  await expect
    .poll(
      () => {
        for (const eml of outboxMails(outbox, to)) {
          const match = pattern.exec(eml)?.[0];
          if (match) return (found = { match, eml }).match;
        }
        return '';
      },
      { timeout: 45_000 },
    )
    .not.toBe('');
  return found;
}

async function staffPage(browser: Browser) {
  const context = await browser.newContext({ storageState: STAFF_STATE });
  return { context, page: await context.newPage() };
}

async function saveProfile(page: Page) {
  // A changed Pix key asks for the owner's password again (D181).
  const password = page.getByLabel('Sua senha');
  if (await password.isVisible()) await password.fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
}

const CNPJ = '11.222.333/0001-81';
const KEY = 'financeiro@aurora.com.br';

test.describe.serial('the agency profile (D100, D102)', () => {
  test.setTimeout(240_000);
  const stamp = Date.now();

  // Whatever happened, the install gets back the name and Pix key it started with: other specs read the site's
  // title, and their signed contracts need a key (D102).
  test.afterAll(async ({ browser }) => {
    const { context, page } = await staffPage(browser);
    await openAgencyProfile(page);
    await page.getByLabel('Nome fantasia').fill('Agência Digital');
    await page.getByLabel('Chave Pix', { exact: true }).fill('financeiro@agenciadigital.dev');
    await saveProfile(page);
    await context.close();
  });

  test('the owner sees the checklist, fills the profile and uploads a logo; bad input is refused', async ({
    browser,
  }) => {
    const { context, page } = await staffPage(browser);
    await page.goto('/painel');
    const checklist = page.getByRole('region', { name: 'Primeiros passos' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('link', { name: /Enviar o logo \(A fazer\)/ })).toBeVisible();

    await page.goto('/configuracoes');
    await expect(page).toHaveURL(/\/configuracoes\/agencia$/);
    const menu = page.getByRole('navigation', { name: 'Menu das configurações' });
    for (const item of ['Agência', 'Cobrança', 'Automações', 'Equipe', 'Integrações'])
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();

    const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await page.locator('#ag-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByText('Logo atualizado.')).toBeVisible();
    // A file that is no image, whatever its name, is refused with the reason.
    await page
      .locator('#ag-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 não é imagem') });
    await expect(page.getByRole('alert').filter({ hasText: 'Envie uma imagem PNG, JPEG ou WebP.' })).toBeVisible();

    await page.getByLabel('Nome fantasia').fill('Estúdio Aurora');
    await page.getByLabel('Razão social').fill('Aurora Design Ltda');
    await page.getByLabel('CNPJ').fill('11.222.333/0001-82');
    // D274: a colour the pages cannot be read in is refused; the hint measures it as it is picked.
    await page.getByLabel('Cor da marca').fill('#ffd700');
    await expect(page.getByText('Contraste com o fundo branco: 1,4:1.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNPJ inválido: confira os dígitos.')).toBeVisible();
    await expect(page.getByText(/^Esta cor tem pouco contraste com o fundo branco/)).toBeVisible();
    await page.getByLabel('Cor da marca').fill('#0f766e');
    await page.getByLabel('CNPJ').fill(CNPJ);
    await page.getByLabel('Endereço').fill('Rua XV de Novembro, 100');
    await page.getByLabel('Cidade', { exact: true }).fill('Curitiba');
    await page.getByLabel('UF').fill('PR');
    await page.getByLabel('CEP').fill('80020-310');
    await page.getByLabel('Cidade do foro').fill('Curitiba - PR');
    await page.getByLabel('Nome', { exact: true }).fill('Ana Souza');
    await page.getByLabel('CPF').fill('529.982.247-25');
    // The representative is the e2e staff member (D119): they sign the contract below from the back office.
    await page.locator('#ag-representanteEmail').fill(E2E_STAFF.email);
    // First without a Pix key: the next test signs a contract with none.
    await page.getByLabel('Chave Pix', { exact: true }).fill('');
    await saveProfile(page);

    await page.goto('/painel');
    // The back office wears the agency's colour.
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary'));
    await expect.poll(primary).toBe('#0f766e');
    await expect(checklist.getByRole('link', { name: /Preencher os dados da agência \(Feito\)/ })).toBeVisible();
    await expect(checklist.getByRole('link', { name: /Enviar o logo \(Feito\)/ })).toBeVisible();
    await expect(checklist.getByRole('link', { name: /Cadastrar a chave Pix \(A fazer\)/ })).toBeVisible();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of ['agencia', 'integracoes', 'cobranca']) {
        await page.goto(`/configuracoes/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${screen} at ${width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: test.info().outputPath(`configuracoes-${screen}-${width}.png`), fullPage: true });
      }
    }
    await context.close();
  });

  test('with no key a signed contract e-mails no charge and waits; saving the key lets it finish', async ({
    browser,
  }) => {
    const cliente = `Padaria Aurora ${stamp}`;
    const email = `padaria.${stamp}@exemplo.com.br`;
    const assunto = `Site da padaria ${stamp}`;
    const proposta = `Site Padaria ${stamp}`;
    await sendContactMessage(browser, { nome: cliente, email, assunto, mensagem: 'Queremos um site novo.' });

    const { context, page } = await staffPage(browser);
    await page.goto('/contatos');
    const lead = page.getByTestId('lead-card').filter({ hasText: assunto });
    await lead.getByRole('button', { name: `Converter em cliente: ${assunto}` }).click();
    await expect(page.getByText(`${cliente} foi cadastrado a partir desta mensagem.`)).toBeVisible();
    await lead.getByRole('link', { name: 'Criar proposta' }).click();
    await expect(page).toHaveURL(/\/proposta\/nova\?cliente=/);
    await page.getByLabel('Nome da proposta').fill(proposta);
    await page.getByLabel('Status').selectOption('enviada');
    await page.getByLabel('Descrição', { exact: true }).fill('Site institucional com cardápio.');
    await page.getByLabel('Item do escopo 1', { exact: true }).fill('Cardápio on-line');
    await page.getByLabel('Prazo', { exact: true }).fill('30 dias');
    await page.getByLabel('Valor', { exact: true }).fill('R$ 3.000,00');
    await page.getByRole('button', { name: 'Salvar Proposta' }).click();
    await expect(page).toHaveURL('/clientes');
    const card = page.getByTestId('proposal-card').filter({ hasText: proposta });
    const publicPath = await card.getByRole('link', { name: `Ver: ${proposta}` }).getAttribute('href');

    // The public proposal shows who offers it: logo, name, razão social and CNPJ.
    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await pub.goto(publicPath!);
    await expect(pub.getByTestId('agency-mark').first()).toContainText('Estúdio Aurora');
    await expect(pub.getByTestId('agency-mark').first().locator('img')).toHaveAttribute(
      'src',
      /\/api\/agencia\/logo\/pequeno\?v=/,
    );
    await expect(pub.getByTestId('agency-legal').first()).toContainText(`Aurora Design Ltda · CNPJ ${CNPJ}`);
    // D270: the logo heads the site (header and footer) and the client portal too, not "AD".
    await pub.goto('/');
    await expect(pub.getByRole('banner').getByTestId('brand-logo')).toHaveAttribute(
      'src',
      /\/api\/agencia\/logo\/pequeno\?v=/,
    );
    await expect(pub.getByRole('contentinfo').getByTestId('brand-logo')).toBeVisible();
    const primary = () => pub.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary'));
    expect(await primary()).toBe('#0f766e');
    await pub.goto('/portal');
    await expect(pub.getByRole('banner').getByTestId('agency-mark').locator('img')).toBeVisible();
    expect(await primary()).toBe('#0f766e');
    await pub.goto(publicPath!);
    await pub.locator('[data-layout="desktop"]').getByRole('button', { name: 'Aceitar proposta' }).click();
    const accept = pub.getByRole('dialog');
    await accept.getByLabel('Seu nome completo').fill('Joana Aurora');
    await accept.getByLabel('Seu e-mail').fill(email);
    await accept.getByRole('checkbox').check();
    await accept.getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(pub.getByText('Proposta aceita!')).toBeVisible();
    await visitor.close();

    // The contract drawn from it has the agency's own data filled: no blank for its CNPJ, address or court.
    await page.goto('/clientes');
    await page
      .getByTestId('proposal-card')
      .filter({ hasText: proposta })
      .getByRole('button', { name: `Gerar contrato: ${proposta}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Gerar contrato da proposta' });
    await expect(dialog.getByLabel('Modelo de contrato')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Gerar e revisar' }).click();
    await expect(page).toHaveURL(/\/contrato\/[0-9a-f-]{36}\/editar$/);
    await expect(page.getByText(CNPJ).first()).toBeVisible();
    await expect(page.getByText('Curitiba - PR').first()).toBeVisible();
    await expect(page.getByText('Aurora Design Ltda').first()).toBeVisible();
    // What only the client can tell (their CPF, address) is filled by hand: no contract leaves with blanks.
    await fillContractBlanks(page);
    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    const contractUrl = new URL(page.url()).pathname;

    // The contract's PDF carries the letterhead: the logo (an image), the name, razão social and CNPJ.
    const pdfBytes = await (await page.request.get(`${contractUrl}/pdf`)).body();
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfBytes.includes('/Subtype /Image')).toBe(true);
    const pdfWords = (await pdfText(pdfBytes)).replace(/\s+/g, ' ');
    expect(pdfWords).toContain('Estúdio Aurora');
    expect(pdfWords).toContain(`Aurora Design Ltda · CNPJ ${CNPJ}`);

    // The client's signing person (asked for: the record has none) signs after their code, then the representative.
    const step = await openContractStep(page, { nome: 'Joana Aurora', cpf: '111.444.777-35', email });
    await step.getByRole('button', { name: 'Enviar para os signatários' }).click();
    await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();
    const signPath = new URL((await fromOutbox(email, /https?:\/\/[^\s]+\/assinar\/[A-Za-z0-9_-]{43}/)).match).pathname;
    const signer = await browser.newContext();
    const sign = await signer.newPage();
    await sign.goto(signPath);
    // D270: the page people sign on wears the agency's logo, and so does every e-mail's band.
    await expect(sign.getByRole('banner').getByTestId('agency-mark').locator('img')).toBeVisible();
    expect(outboxMails(outbox, email).some((eml) => eml.includes('api/agencia/logo/grande?v'))).toBe(true);
    expect(outboxMails(outbox, email).some((eml) => eml.includes('background:#0f766e'))).toBe(true);
    await confirmCodeOnPage(sign, outbox, email);
    await sign.getByRole('button', { name: 'Digitar' }).click();
    await sign.getByPlaceholder('Digite seu nome completo').fill('Joana Aurora');
    await sign.getByRole('checkbox').check();
    await sign.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(sign.getByRole('heading', { name: 'Assinatura registrada' })).toBeVisible({ timeout: 30_000 });
    await signer.close();
    await signAsRepresentative(page, outbox, { mark: proposta }, 'Ana Souza');

    // The overview and the contract say what is missing, with the way to fix it; no charge e-mail went out.
    await expect(async () => {
      await page.goto('/painel');
      await expect(page.getByText('Cobranças aguardando a chave Pix')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Cadastrar a chave Pix' }).first()).toBeVisible();
    await page.goto(contractUrl);
    await expect(page.getByText(/aguardam a chave Pix da agência/)).toBeVisible();
    // A link, not the letters "/p/" anywhere: the signed contract's PDF goes attached in base64, which can hold them.
    expect(outboxMails(outbox, email).some((eml) => /https?:\/\/[^\s"<]+\/p\/[a-z0-9-]+/.test(eml))).toBe(false);

    // Saving the key runs the waiting steps: the charges are made and the first one is e-mailed.
    await openAgencyProfile(page);
    await page.getByLabel('Chave Pix', { exact: true }).fill(KEY);
    await saveProfile(page);
    const mail = await fromOutbox(email, /https?:\/\/[^\s"<]+\/p\/[a-z0-9-]+/);
    expect(mail.eml).toContain(`CNPJ ${CNPJ}`);
    expect(mail.eml).toContain('Aurora Design Ltda');
    expect(mail.eml).toContain('api/agencia/logo/pequeno');

    // The charge page: the agency's identity, and a BR Code with the key and the instalment's amount.
    const payer = await browser.newContext();
    const charge = await payer.newPage();
    await charge.goto(new URL(mail.match).pathname);
    await expect(charge.getByTestId('agency-mark').first()).toContainText('Estúdio Aurora');
    await expect(charge.getByTestId('agency-mark').first().locator('img')).toBeVisible();
    await expect(charge.getByTestId('agency-legal')).toContainText(`CNPJ ${CNPJ}`);
    const code = (await charge.getByTestId('pix-code').innerText()).trim();
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    if (hasError(parsed) || parsed.type !== 'STATIC') throw new Error('not a static BR Code');
    expect(parsed.pixKey).toBe(KEY);
    expect(parsed.transactionAmount).toBe(1500);
    await payer.close();

    await page.goto('/painel');
    await expect(page.getByText('Cobranças aguardando a chave Pix')).toHaveCount(0);
    await context.close();
  });
});
