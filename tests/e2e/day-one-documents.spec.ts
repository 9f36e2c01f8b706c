import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sendContactMessage } from './contact';
import { STAFF_STATE } from './staff';

const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const mailWith = (text: string) => {
  try {
    return readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
      .find((raw) => raw.includes(text));
  } catch {
    return undefined;
  }
};
const SHOTS = process.env.SHOTS_DIR || 'test-results/day-one';

test.use({ storageState: STAFF_STATE });

test('a proposal is written from the client record, sent from the product and read whole on a phone', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const prospect = `Bruna Floricultura ${run}`;
  const email = `bruna-${run}@exemplo.com.br`;
  const subject = `Loja de flores ${run}`;
  await sendContactMessage(browser, { nome: prospect, email, assunto: subject, mensagem: 'Quero vender online.' });
  await page.goto('/contatos');
  const lead = page.getByTestId('lead-card').filter({ hasText: subject });
  await lead.getByRole('button', { name: `Converter em cliente: ${subject}` }).click();
  const href = await lead.getByRole('link', { name: 'Criar proposta' }).getAttribute('href');
  const clientId = new URL(href!, 'http://x').searchParams.get('cliente')!;

  // From the client's record: the empty form shows no error, and the value is typed once.
  await page.goto(`/clientes/${clientId}`);
  await page.getByRole('link', { name: 'Criar proposta' }).click();
  await expect(page).toHaveURL(/voltar=cliente/);
  await expect(page.getByText('Informe o valor total do plano.')).toHaveCount(0);
  await expect(page.getByText(/As parcelas precisam somar/)).toHaveCount(0);
  await expect(page.getByLabel('Valor', { exact: true })).toHaveCount(1);
  const nome = `Loja Virtual Flores ${run}`;
  const descricao =
    'Uma loja virtual completa para a floricultura vender buquês e arranjos pelo celular, com entrega agendada, ' +
    'pagamento por Pix e cartão, e um painel simples para acompanhar os pedidos do dia.';
  const item = 'Catálogo com fotos de cada buquê, filtros por ocasião, cor e faixa de preço';
  await page.getByLabel('Nome da proposta').fill(nome);
  await page.getByLabel('Descrição', { exact: true }).fill(descricao);
  await page.getByLabel('Item do escopo 1', { exact: true }).fill(item);
  await page.getByLabel('Prazo', { exact: true }).fill('40 dias');
  await page.getByLabel('Valor', { exact: true }).fill('9.800,00');
  await expect(page.getByText('Soma das parcelas: R$ 9.800,00 de R$ 9.800,00')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page).toHaveURL(`/clientes/${clientId}`);

  // Enviar proposta and Copiar link on the card.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/clientes');
  const card = page.getByTestId('proposal-card').filter({ hasText: nome });
  const slugPath = (await card.getByRole('link', { name: `Ver: ${nome}` }).getAttribute('href'))!;
  await card.getByRole('button', { name: `Enviar proposta: ${nome}` }).click();
  await expect(page.getByText('Proposta enviada', { exact: true })).toBeVisible();
  await expect(card.getByText('Enviada')).toBeVisible();
  await expect.poll(() => mailWith(slugPath), { timeout: 10_000 }).toContain(`To: ${email}`);
  await card.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${slugPath}$`));

  // The proposal page for staff: its actions above it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(slugPath);
  const bar = page.getByTestId('proposal-staff-bar');
  await expect(bar.getByRole('button', { name: `Enviar proposta: ${nome}` })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  const desktop = page.locator('[data-layout="desktop"]');
  await expect(desktop.getByText(descricao)).toBeVisible();
  await expect(desktop.getByRole('heading', { name: 'Processo de Trabalho' })).toHaveCount(0);
  await expect(desktop.getByRole('heading', { name: 'Tecnologias' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/proposta-1280.png`, fullPage: true });

  // The client on a phone: every cut text can be read whole; empty sections are not shown.
  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
  });
  const mobile = await phone.newPage();
  await mobile.goto(slugPath);
  const layout = mobile.locator('[data-layout="mobile"]');
  await expect(layout.getByText(descricao)).toHaveCount(0);
  await layout.locator('#inicio').getByRole('button', { name: 'Ler mais' }).click();
  await expect(layout.getByText(descricao)).toBeVisible();
  await layout.locator('#escopo').getByRole('button', { name: 'Ler mais' }).click();
  await expect(layout.getByText(item)).toBeVisible();
  await expect(layout.locator('#processo')).toHaveCount(0);
  // D266: a proposal with no image of its own offers no Galeria.
  await expect(layout.getByRole('navigation').getByRole('link')).toHaveCount(4);
  await expect(layout.getByText('R$ 9.800,00').first()).toBeVisible();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await mobile.screenshot({ path: `${SHOTS}/proposta-390.png`, fullPage: true });
  await phone.close();
});

test('a contract with blanks is not sent for signature, and the fields are named', async ({ page }) => {
  const run = Date.now().toString(36);
  await page.goto('/contrato/novo');
  await page.getByLabel('Nome do Contrato').fill(`Contrato em branco ${run}`);
  await page.getByLabel('Nome do Cliente').fill(`Cliente ${run}`);
  await page.getByLabel('Nome do Cliente').press('Tab');
  await page.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Enviar para assinatura' }).click();
  await expect(
    page.getByText(/Preencha os campos do contrato antes de enviar para assinatura: .*CPF\/CNPJ/),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enviar para assinatura' })).toHaveCount(0);
});

test('the régua’s day field keeps the minus sign and says it with real plurals; Salvar stays in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/configuracoes/cobranca');
  const step = page.getByTestId('etapa').nth(1);
  const dias = step.getByLabel('Dias em relação ao vencimento');
  await dias.fill('');
  await dias.pressSequentially('-3');
  await expect(dias).toHaveValue('-3');
  await expect(step.locator('legend')).toHaveText('Etapa 2: 3 dias antes do vencimento');
  await dias.fill('1');
  await expect(step.locator('legend')).toHaveText('Etapa 2: 1 dia depois do vencimento');
  await dias.fill('0');
  await expect(step.locator('legend')).toHaveText('Etapa 2: No dia do vencimento');
  await expect(page.getByText(/dia\(s\)/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeInViewport();
});
