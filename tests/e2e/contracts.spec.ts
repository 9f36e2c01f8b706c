import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../support/pdf-text';
import { STAFF_STATE } from './staff';
import { hydrated } from './hydrated';

const stamp = Date.now();

/** A proposal of the test's own, made through its form, to link the contract to. */
async function createProposal(page: Page, nome: string, cliente: string) {
  await page.goto('/proposta/nova');
  await page.getByLabel('Nome da proposta').fill(nome);
  await page.getByLabel('Cliente', { exact: true }).fill(cliente);
  await page.getByLabel('Cliente', { exact: true }).press('Tab'); // closes the client picker's list
  await page.getByRole('button', { name: 'Gerar' }).click();
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page.getByText('Proposta criada', { exact: true })).toBeVisible();
}

test.describe.serial('contracts (document 001 §2.1, §2.2)', () => {
  const proposta = `Proposta Loja Aurora ${stamp}`;
  const cliente = `Loja Aurora ${stamp} Ltda`;
  const nome = `Contrato Loja Aurora ${stamp}`;
  let detailPath = '';
  let publicPath = '';

  test('staff create a contract from model-01 linked to a proposal, fill its fields and save', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await createProposal(page, proposta, cliente);

    await page.goto('/contratos');
    await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
    for (const card of ['Rascunhos', 'Enviados', 'Assinados', 'Expirados'])
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Novo Contrato' }).click();
    await expect(page).toHaveURL('/contrato/novo');
    await expect(page.getByRole('heading', { name: 'Informações Básicas' })).toBeVisible();
    await expect(page.getByLabel('Modelo de Contrato')).toHaveValue('model-01');
    await expect(page.getByLabel('Modelo de Contrato').locator('option')).toContainText([
      'Modelo em branco',
      'Modelo 01 - Contrato de Serviço',
      'Modelo 02 - Serviços Recorrentes',
    ]);

    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page.getByText('O nome deve ter pelo menos 3 caracteres')).toBeVisible();
    await expect(page.getByText('O nome do cliente deve ter pelo menos 3 caracteres')).toBeVisible();

    await page.getByLabel('Nome do Contrato').fill(nome);
    await page.getByLabel('Relacionar com Proposta (opcional)').selectOption({ label: `${proposta} — ${cliente}` });
    await expect(page.getByLabel('Nome do Cliente')).toHaveValue(cliente);

    // Visualizar shows the template with its placeholders; Editar Campos lists "Campo {n}".
    const doc = page.getByTestId('contract-document');
    await expect(doc.getByText('CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE DESENVOLVIMENTO WEB')).toBeVisible();
    await expect(doc.getByText('[Nome ou razão social do contratante]')).toBeVisible();
    await page.getByRole('button', { name: 'Editar Campos' }).click();
    const first = page.getByLabel('Campo 1 - Nome ou razão social do contratante', { exact: true });
    await first.fill(cliente);
    await page.getByLabel('Campo 2 - CPF/CNPJ do contratante', { exact: true }).fill('12.345.678/0001-90');
    const description = page.getByLabel(/^Campo \d+ - Descrição do projeto e das entregas$/);
    expect(await description.evaluate((el) => [el.tagName, el.getAttribute('rows')])).toEqual(['TEXTAREA', '5']);
    await description.fill('Site institucional com 6 páginas, blog e integração com WhatsApp.');
    // Past 50 characters a one-line field becomes a 5-row box, keeping what was typed and the caret.
    const address = page.getByLabel('Campo 3 - Endereço completo do contratante', { exact: true });
    await address.pressSequentially('Rua das Acácias, 120, Sala 4, Centro, Belo Horizonte - MG');
    await expect(page.getByLabel('Campo 3 - Endereço completo do contratante', { exact: true })).toHaveJSProperty(
      'tagName',
      'TEXTAREA',
    );
    await expect(page.getByLabel('Campo 3 - Endereço completo do contratante', { exact: true })).toHaveValue(
      'Rua das Acácias, 120, Sala 4, Centro, Belo Horizonte - MG',
    );
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await expect(doc.getByText(cliente).first()).toBeVisible();

    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page.getByText('Contrato criado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    detailPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: nome })).toBeVisible();
    await expect(
      page
        .getByTestId('contract-document')
        .getByText('Site institucional com 6 páginas, blog e integração com WhatsApp.'),
    ).toBeVisible();
    await expect(page.getByText('v1').first()).toBeVisible();
    await expect(page.getByRole('link', { name: proposta })).toBeVisible();
    publicPath = (await page.getByRole('link', { name: 'Ver página pública' }).getAttribute('href'))!;
    expect(publicPath).toMatch(/^\/c\/contrato-loja-aurora-\d+-[a-z0-9]{12}$/);
    await context.close();
  });

  test('the contract view downloads a real PDF holding the client name and copies the public link', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: STAFF_STATE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(detailPath);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contrato-contrato-loja-aurora-\d+-[a-z0-9]{12}\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getTitle()).toBe(nome);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(cliente);
    expect(text).toContain('CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE DESENVOLVIMENTO WEB');

    await page.getByRole('button', { name: 'Copiar link público' }).click();
    await expect(page.getByText('Link copiado!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${publicPath.replace(/\//g, '\\/')}$`),
    );
    await context.close();
  });

  test('the public link opens signed out, shows only the contract and is not indexed', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const response = await page.goto(publicPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page).toHaveURL(publicPath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: nome })).toBeVisible();
    const doc = page.getByTestId('contract-document');
    await expect(doc.getByText('CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE DESENVOLVIMENTO WEB')).toBeVisible();
    await expect(doc.getByText(cliente).first()).toBeVisible();
    // D9: no staff data (description, proposal), no placeholders: empty fields are blank lines.
    await expect(page.getByText(proposta)).toHaveCount(0);
    await expect(doc.locator('mark')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scroll on a phone',
    ).toBeLessThanOrEqual(390);
    const pdf = await page.request.get(`${publicPath}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await page.request.get('/c/nao-existe-000000')).status()).toBe(404);
    const staffPdf = await page.request.get(`${detailPath}/pdf`, { maxRedirects: 0 });
    expect(staffPdf.headers()['content-type'] ?? '', 'the staff PDF route needs a session').not.toContain(
      'application/pdf',
    );
    expect([307, 308, 401]).toContain(staffPdf.status());
    await context.close();
  });

  test('editing saves a new version and the list searches, shows it and deletes it after confirmation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto(detailPath);
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/contrato\/[0-9a-f-]{36}\/editar$/);
    await expect(page.getByLabel('Modelo de Contrato')).toHaveCount(0);
    await expect(page.getByLabel('Nome do Contrato')).toHaveValue(nome);
    await page.getByLabel('Status').selectOption('enviado');
    await page.getByRole('button', { name: 'Editar Campos' }).click();
    await expect(page.getByLabel('Campo 1 - Nome ou razão social do contratante', { exact: true })).toHaveValue(
      cliente,
    );
    await page.getByLabel(/^Campo \d+ - Prazo de entrega em dias$/).fill('30');
    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page.getByText('Contrato atualizado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(detailPath);
    await expect(page.getByText('v2').first()).toBeVisible();
    await expect(page.getByText('Enviado').first()).toBeVisible();

    await page.goto('/contratos');
    await page.getByRole('searchbox').fill(`loja aurora ${stamp}`);
    await expect(page).toHaveURL(/\?q=/);
    const row = page.getByTestId('contract-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(cliente);
    await expect(row).toContainText('v2');
    await expect(row).toContainText('Enviado');
    await expect(page.getByText('Total: 1 contratos')).toBeVisible();
    // On a phone the table fits without sideways scrolling (the date column is hidden).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('columnheader', { name: 'Data' })).toBeHidden();
    expect(
      await page.locator('table').evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('searchbox').fill(`nada-${stamp}`);
    await expect(page.getByText('Nenhum contrato encontrado para esta busca.')).toBeVisible();

    await page.getByRole('searchbox').fill(`loja aurora ${stamp}`);
    await page.getByRole('button', { name: `Excluir: ${nome}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirmar Exclusão' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Contrato excluído', { exact: true })).toBeVisible();
    await expect(page.getByTestId('contract-row')).toHaveCount(0);
    expect((await page.request.get(publicPath)).status()).toBe(404);
    await context.close();
  });
});

test.describe.serial('contract templates (document 001 §2.3, §5)', () => {
  const nome = `Modelo Manutenção ${stamp}`;

  test('staff refuse invalid JSON, create a template with the default content and use it with "(DB)"', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/contratos');
    await page.getByRole('link', { name: 'Gerenciar Modelos' }).click();
    await expect(page).toHaveURL('/contratos/modelos');
    await page.getByRole('button', { name: 'Novo Modelo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Modelo' });
    const conteudo = dialog.getByLabel('Conteúdo (JSON)');
    expect(JSON.parse(await conteudo.inputValue())).toMatchObject({
      titulo: expect.any(String),
      subtitulo: expect.any(String),
      secoes: [expect.any(Object)],
    });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await dialog.getByLabel('Nome do Modelo').fill(nome);
    await dialog.getByLabel('Descrição').fill('Plano mensal de manutenção');
    await conteudo.fill('{"titulo": "Termo", secoes: []}');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Erro no formato JSON', { exact: true })).toBeVisible();
    await expect(dialog.getByText('O conteúdo deve ser um JSON válido')).toBeVisible();
    await conteudo.fill(
      JSON.stringify({
        titulo: 'TERMO DE MANUTENÇÃO',
        secoes: [{ titulo: 'Objeto', conteudo: 'Manutenção mensal do site de [Nome do cliente].' }],
      }),
    );
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Modelo criado', { exact: true })).toBeVisible();
    await page.getByRole('searchbox').fill(`manutencao ${stamp}`);
    await expect(page.getByTestId('template-row')).toHaveCount(1);
    await expect(page.getByText('Total: 1 modelos')).toBeVisible();

    await page.goto('/contrato/novo');
    await hydrated(page.getByLabel('Modelo de Contrato'));
    await page.getByLabel('Modelo de Contrato').selectOption({ label: `${nome} (DB)` });
    await expect(page.getByTestId('contract-document').getByText('TERMO DE MANUTENÇÃO')).toBeVisible();
    await page.getByRole('button', { name: 'Editar Campos' }).click();
    await expect(page.getByLabel('Campo 1 - Nome do cliente', { exact: true })).toBeVisible();

    await page.goto(`/contratos/modelos?q=${encodeURIComponent(`manutencao ${stamp}`)}`);
    await page.getByRole('button', { name: `Excluir: ${nome}` }).click();
    await page.getByRole('alertdialog', { name: 'Excluir modelo' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Modelo excluído', { exact: true })).toBeVisible();
    await expect(page.getByText('Nenhum modelo encontrado para esta busca.')).toBeVisible();
    await context.close();
  });
});
