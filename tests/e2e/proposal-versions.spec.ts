import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sendContactMessage } from './contact';
import { outboxMails } from './outbox';
import { STAFF_STATE } from './staff';

const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const today = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test.use({ storageState: STAFF_STATE });

/**
 * D265, D267, D271: what the client accepts is what is signed. The page states the plan and nothing fixed; an edit
 * after sending is a new version the client is told about; the acceptance names the version it accepted; the
 * contract drawn from it keeps the proposal's own words.
 */
test('a sent proposal edited is a new version the client sees, accepts by number, and the contract keeps', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const cliente = `Ótica Lumière ${run}`;
  const email = `otica-${run}@exemplo.com.br`;
  const assunto = `Site da ótica ${run}`;
  const nome = `Site Ótica ${run}`;
  await sendContactMessage(browser, { nome: cliente, email, assunto, mensagem: 'Queremos um site.' });
  await page.goto('/contatos');
  const lead = page.getByTestId('lead-card').filter({ hasText: assunto });
  await lead.getByRole('button', { name: `Converter em cliente: ${assunto}` }).click();
  await lead.getByRole('link', { name: 'Criar proposta' }).click();
  await expect(page).toHaveURL(/\/proposta\/nova\?cliente=/);
  await page.getByLabel('Nome da proposta').fill(nome);
  await page
    .getByLabel('Descrição', { exact: true })
    .fill('Um site para a ótica mostrar as armações e agendar exames.');
  await page.getByLabel('Item do escopo 1', { exact: true }).fill('Catálogo de armações');
  // D275: each item's sentence starts as the agency's default, and this proposal can change or clear it.
  await expect(page.getByLabel('Frase abaixo do item 1')).not.toHaveValue('');
  await page.getByLabel('Frase abaixo do item 1').fill('Todas as marcas, com fotos de frente e de lado');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await page.getByLabel('Item do escopo 2', { exact: true }).fill('Agendamento de exames');
  await page.getByLabel('Frase abaixo do item 2').fill('');
  await page.getByLabel('Prazo', { exact: true }).fill('40 dias');
  await page.getByLabel('Valor', { exact: true }).fill('9.800,00');
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page.getByText('Proposta criada', { exact: true })).toBeVisible();

  await page.goto('/clientes');
  const card = page.getByTestId('proposal-card').filter({ hasText: nome });
  const slugPath = (await card.getByRole('link', { name: `Ver: ${nome}` }).getAttribute('href'))!;
  await card.getByRole('button', { name: `Enviar proposta: ${nome}` }).click();
  await expect(page.getByText('Proposta enviada', { exact: true })).toBeVisible();

  // The client reads version 1: the default 50/50 plan, none of the fixed text's promises.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const pub = await visitor.newPage();
  await pub.goto(slugPath);
  const desktop = pub.locator('[data-layout="desktop"]');
  await expect(desktop.getByText(/1ª parcela: 50% \(R\$\s4\.900,00\)/)).toBeVisible();
  await expect(desktop.getByText(/2ª parcela: 50% \(R\$\s4\.900,00\)/)).toBeVisible();
  for (const fixed of ['12x', 'boleto', '30 dias de suporte']) await expect(desktop.getByText(fixed)).toHaveCount(0);
  const items = desktop.locator('[aria-labelledby="d-escopo"] li');
  await expect(items.filter({ hasText: 'Catálogo de armações' })).toContainText(
    'Todas as marcas, com fotos de frente e de lado',
  );
  await expect(items.filter({ hasText: 'Agendamento de exames' }).locator('p')).toHaveCount(1);
  await expect(desktop.getByText(/^Versão \d, atualizada/)).toHaveCount(0);

  // Staff raise the price after sending: the form says the client will be told.
  await card.getByRole('link', { name: `Editar: ${nome}` }).click();
  await expect(
    page.getByText('Proposta já enviada: salvar mudanças no que o cliente lê cria a versão 2 e avisa o cliente.'),
  ).toBeVisible();
  await page.getByLabel('Valor', { exact: true }).fill('10.400,00');
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page).toHaveURL('/clientes');

  // The page the client left open is version 1: accepting it is refused, and the page shows version 2.
  await desktop.getByRole('button', { name: 'Aceitar proposta' }).click();
  const accept = pub.getByRole('dialog');
  await accept.getByLabel('Seu nome completo').fill('Helena Lumière');
  await accept.getByLabel('Seu e-mail').fill(email);
  await accept.getByRole('checkbox').check();
  await accept.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(
    pub.getByText('A proposta foi atualizada enquanto você a lia. Confira a versão atual antes de aceitar.').first(),
  ).toBeVisible();
  await pub.goto(slugPath);
  await expect(desktop.getByText(`Versão 2, atualizada em ${today()}.`)).toBeVisible();
  await expect(desktop.getByText('O que mudou: investimento e pagamento.')).toBeVisible();
  await expect(desktop.getByText(/1ª parcela: 50% \(R\$\s5\.200,00\)/)).toBeVisible();

  // The client was told by e-mail, with the link.
  await expect
    .poll(() => outboxMails(outbox, email).find((eml) => eml.includes('O que mudou: investimento e pagamento.')), {
      timeout: 15_000,
    })
    .toContain(slugPath);

  await desktop.getByRole('button', { name: 'Aceitar proposta' }).click();
  await accept.getByLabel('Seu nome completo').fill('Helena Lumière');
  await accept.getByLabel('Seu e-mail').fill(email);
  await accept.getByRole('checkbox').check();
  await accept.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(pub.getByText('Proposta aceita!')).toBeVisible();
  await pub.goto(slugPath);
  await expect(desktop.getByText('Versão aceita: 2.')).toBeVisible();
  await visitor.close();

  // The contract drawn from it says the deadline in the proposal's words.
  await page.goto('/clientes');
  await card.getByRole('button', { name: `Gerar contrato: ${nome}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerar contrato da proposta' });
  await expect(dialog.getByLabel('Modelo de contrato')).toBeEnabled();
  await dialog.getByRole('button', { name: 'Gerar e revisar' }).click();
  await expect(page).toHaveURL(/\/contrato\/[0-9a-f-]{36}\/editar$/);
  await expect(page.getByText(/\b40 dias\b/).first()).toBeVisible();
  await expect(page.getByText('40 dias úteis')).toHaveCount(0);
  await expect(page.getByText(/R\$\s10\.400,00/).first()).toBeVisible();
});
