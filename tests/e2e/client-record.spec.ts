import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { STAFF_STATE } from './staff';
import { sendContactMessage } from './contact';

// scripts/e2e-seed-record.ts: a client with 45 timeline entries and 14 documents (projects).
const dataDir = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`);
const busy = () =>
  JSON.parse(readFileSync(path.join(dataDir, 'record-seed.json'), 'utf8')) as { clienteId: string; nome: string };

/** A valid CPF of the run's own (check digits computed), so that searching by it finds one client. */
function newCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (base.every((d) => d === base[0])) base[0] = (base[0] + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

test.use({ storageState: STAFF_STATE });

test('a lead becomes a client with a proposal; documents pick clients from the registry; the client page shows totals, documents and timeline', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000); // one long path through six screens
  const run = Date.now().toString(36);
  const prospect = `Lívia Prospect ${run}`;
  const subject = `Site novo ${run}`;

  // A prospect writes through the home page's contact form.
  await sendContactMessage(browser, {
    nome: prospect,
    email: `livia-${run}@exemplo.com.br`,
    telefone: '21987654321',
    assunto: subject,
    mensagem: 'Quero um site para o meu estúdio.',
  });

  // Staff convert it into a client, then "Criar proposta" opens the form with that client chosen.
  await page.goto('/contatos');
  const card = page.getByTestId('lead-card').filter({ hasText: subject });
  await card.getByRole('button', { name: `Converter em cliente: ${subject}` }).click();
  await expect(page.getByText(`${prospect} foi cadastrado a partir desta mensagem.`)).toBeVisible();
  await expect(card.getByTestId('lead-client')).toContainText(`Cliente: ${prospect}`);
  await card.getByRole('link', { name: 'Criar proposta' }).click();
  await expect(page).toHaveURL(/\/proposta\/nova\?cliente=[0-9a-f-]{36}$/);
  const clientId = new URL(page.url()).searchParams.get('cliente') as string;
  await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(prospect);
  await expect(page.getByTestId('client-picker-linked')).toContainText(`Vinculado ao cadastro de ${prospect}`);
  await page.getByLabel('Nome da proposta').fill(`Site Estúdio ${run}`);
  await page.getByLabel('Valor', { exact: true }).fill('R$ 7.500,00');
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page).toHaveURL('/clientes');

  // A client created in place from the contract form, without leaving it.
  const cpf = newCpf();
  const inPlace = `Ateliê Novo ${run}`;
  await page.goto('/contrato/novo');
  await page.getByLabel('Nome do Contrato').fill(`Contrato Ateliê ${run}`);
  const contractClient = page.getByLabel('Nome do Cliente');
  await contractClient.fill(inPlace);
  await page.getByRole('option', { name: `Cadastrar novo cliente: "${inPlace}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Cliente' });
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(inPlace);
  await dialog.getByLabel('CPF ou CNPJ').fill(cpf);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/contrato/novo');
  await expect(page.getByTestId('client-picker-linked')).toContainText(`Vinculado ao cadastro de ${inPlace}`);
  await page.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);

  // A charge whose client is found by CPF through the picker, chosen with the keyboard.
  await page.goto('/cobrancas/nova');
  await page.getByLabel('Título').fill(`Entrada Ateliê ${run}`);
  const chargeClient = page.getByLabel('Cliente', { exact: true });
  await chargeClient.fill(cpf);
  await expect(page.getByRole('option', { name: new RegExp(inPlace) })).toBeVisible();
  // The first match is highlighted: ArrowDown/ArrowUp move through the list and Enter picks.
  await chargeClient.press('ArrowDown');
  await chargeClient.press('ArrowUp');
  await expect(page.getByRole('option', { name: new RegExp(inPlace) })).toHaveAttribute('aria-selected', 'true');
  await chargeClient.press('Enter');
  await expect(chargeClient).toHaveValue(inPlace);
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await page.getByLabel('Valor (R$)').fill('1.200,00');
  await page.getByLabel('Forma de pagamento').selectOption('boleto');
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL('/cobrancas');

  // The in-place client's page: the contract, the charge and their entries.
  await page.goto('/clientes?tab=clientes&q=' + encodeURIComponent(inPlace));
  await page.getByRole('link', { name: `Ver ficha de ${inPlace}` }).click();
  await expect(page.getByRole('heading', { name: inPlace, level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-cobrado')).toContainText('R$ 1.200,00');
  await expect(page.getByTestId('total-emAberto')).toContainText('R$ 1.200,00');
  await expect(page.getByTestId('record-documents')).toContainText(`Contrato Ateliê ${run}`);
  await expect(page.getByTestId('record-documents')).toContainText(`Entrada Ateliê ${run}`);
  const inPlaceTimeline = page.getByTestId('record-timeline');
  await expect(inPlaceTimeline).toContainText('Cobrança criada');
  await expect(inPlaceTimeline).toContainText('Contrato criado');
  await expect(inPlaceTimeline).toContainText('Cliente cadastrado');
  await expect(inPlaceTimeline).toContainText('Equipe E2E');

  // The converted lead's page: the proposal's value, the proposal, and the lead's entries, newest first.
  await page.goto(`/clientes/${clientId}`);
  await expect(page.getByRole('heading', { name: prospect, level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-proposto')).toContainText('R$ 7.500,00');
  await expect(page.getByTestId('record-documents')).toContainText(`Site Estúdio ${run}`);
  await expect(page.getByTestId('record-documents')).toContainText('Pendente');
  const entries = page.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Proposta criada');
  await expect(entries.nth(3)).toContainText('Mensagem recebida pelo site');
  await expect(entries.nth(3)).toContainText(`Cliente · ${prospect}`);
  await expect(entries.nth(0)).toContainText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await entries.nth(0).getByRole('link', { name: 'Proposta criada' }).click();
  await expect(page).toHaveURL(/\/proposta\//);

  // Screenshots of the client page on a phone and on a desktop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/clientes/${clientId}`);
    await expect(page.getByTestId('record-timeline')).toBeVisible();
    await page.screenshot({ path: `test-results/client-record-${width}.png`, fullPage: true });
  }
});

test('a busy client: "Ver mais" and "Ver todos os documentos" load the older rows in place, and "Editar dados" loads its dialog on demand', async ({
  page,
}) => {
  const { clienteId, nome } = busy();
  await page.goto(`/clientes/${clienteId}`);
  await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
  const entries = page.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(30);
  await expect(entries.first()).toContainText('Passo 45');
  await expect(page.getByTestId('record-timeline-more')).toContainText('Mostrando 30 de 45');
  const documents = page.getByTestId('record-document');
  await expect(documents).toHaveCount(10);
  await expect(documents.first()).toContainText('Projeto 14 movimentado');
  await expect(page.getByTestId('record-documents-more')).toContainText('Mostrando 10 de 14');

  // No full reload (a marker on window survives) and the reader stays where they were.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const more = page.getByRole('link', { name: 'Ver mais' });
  // Before hydration the link is a plain one: it loads the whole page, as it should, and this checks the hydrated one.
  await hydrated(more);
  await more.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await more.click();
  await expect(entries).toHaveCount(45);
  await expect(entries.last()).toContainText('Passo 01');
  await expect(page).toHaveURL(/\?ate=\d+_[0-9a-f-]{36}$/);
  await expect(page.getByTestId('record-timeline-more')).toHaveCount(0);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The documents' link keeps the timeline as it is.
  await page.getByRole('link', { name: 'Ver todos os documentos' }).click();
  await expect(documents).toHaveCount(14);
  await expect(documents.last()).toContainText('Projeto 01 movimentado');
  await expect(page.getByTestId('record-documents-more')).toHaveCount(0);
  await expect(entries).toHaveCount(45);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The edit form arrives when asked for; closing it gives focus back to its button.
  const edit = page.getByRole('button', { name: 'Editar dados' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(nome);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/clientes/${clienteId}`);
    await expect(entries).toHaveCount(30);
    await page.screenshot({ path: `test-results/client-record-busy-${width}.png`, fullPage: true });
  }
});
