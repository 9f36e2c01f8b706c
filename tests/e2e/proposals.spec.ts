import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { STAFF_STATE } from './staff';

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

test.describe.serial('proposals (document 000 §2.5, §2.8, §2.9)', () => {
  const nome = `Site Clínica Bem Estar ${Date.now()}`;
  let publicPath = '';

  test('staff create a proposal through the form and find it in the Propostas tab', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/clientes');
    await page.getByRole('link', { name: 'Nova Proposta' }).click();
    await expect(page).toHaveURL('/proposta/nova');
    for (const section of [
      'Informações Básicas',
      'Detalhes da Proposta',
      'Imagens',
      'Tecnologias',
      'Processo de Trabalho',
      'Depoimentos',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Salvar Proposta' }).click();
    await expect(page.getByText('Informe o nome da proposta.')).toBeVisible();

    await page.getByLabel('Nome da proposta').fill(nome);
    await page.getByLabel('Cliente', { exact: true }).fill('Clínica Bem Estar');
    await page.getByLabel('Cliente', { exact: true }).press('Tab'); // closes the client picker's list
    await page.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByLabel('Endereço (slug)')).toHaveValue(/^site-clinica-bem-estar-\d+-[a-z0-9]{6}$/);
    await page
      .getByLabel('Descrição', { exact: true })
      .fill('Um site moderno para a Clínica Bem Estar atrair novos pacientes pelo Google e pelo celular.');
    await page.getByLabel('Item do escopo 1', { exact: true }).fill('Site institucional com 6 páginas');
    await expect(page.getByRole('button', { name: 'Remover Item do escopo 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await page.getByLabel('Item do escopo 2', { exact: true }).fill('Agendamento online integrado ao WhatsApp');
    await page.getByLabel('Prazo', { exact: true }).fill('40 dias');
    await page.getByLabel('Valor', { exact: true }).fill('R$ 9.800,00');
    await page.getByLabel('Título da etapa 1', { exact: true }).fill('Briefing');
    await page.getByRole('button', { name: 'Adicionar tecnologia' }).click();
    await page.getByLabel('Tecnologia 1', { exact: true }).fill('Next.js');
    await page.getByRole('button', { name: 'Salvar Proposta' }).click();

    await expect(page.getByText('Proposta criada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/clientes');
    const card = page.getByTestId('proposal-card').filter({ hasText: nome });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pendente')).toBeVisible();
    publicPath = (await card.getByRole('link', { name: `Ver: ${nome}` }).getAttribute('href'))!;
    expect(publicPath).toMatch(/^\/proposta\/site-clinica-bem-estar-/);

    await page.getByRole('searchbox').fill('CLINICA BEM ESTAR');
    await expect(page).toHaveURL(/q=CLINICA/);
    await expect(page.getByTestId('proposal-card').filter({ hasText: nome })).toBeVisible();
    await page.getByLabel('Filtrar por status').selectOption('aceita');
    await expect(page.getByText('Nenhuma proposta encontrada')).toBeVisible();
    await expect(page.getByText('Tente ajustar os filtros de busca.')).toBeVisible();
    await context.close();
  });

  test('the public page shows the desktop layout at 1280 px and the mobile one at 390 px, not indexed', async ({
    browser,
  }) => {
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await desktop.newPage();
    const response = await page.goto(publicPath);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const d = page.locator('[data-layout="desktop"]');
    await expect(d.getByRole('heading', { level: 1, name: nome })).toBeVisible();
    await expect(d.getByText('R$ 9.800,00')).toBeVisible();
    // D265: the default 50/50 Pix plan is stated as its two instalments, with no promise the plan does not make.
    await expect(d.getByText(/1ª parcela: 50% \(R\$\s4\.900,00\) na assinatura, via PIX/)).toBeVisible();
    await expect(d.getByText(/2ª parcela: 50% \(R\$\s4\.900,00\) na entrega, via PIX/)).toBeVisible();
    await expect(d).not.toContainText(/12x|boleto|30 dias de suporte/i);
    // D266: no image of its own, no gallery of placeholder tiles.
    await expect(d.getByRole('heading', { name: 'Galeria' })).toHaveCount(0);
    await expect(page.locator('[data-layout="mobile"]')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
    await page.goto(`${publicPath}?layout=mobile`);
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await expect(page.locator('[data-layout="desktop"]')).toBeHidden();
    await desktop.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: BROWSER_UA });
    const mobile = await phone.newPage();
    await mobile.goto(publicPath);
    const mView = mobile.locator('[data-layout="mobile"]');
    await expect(mView.getByRole('heading', { level: 1, name: nome })).toBeVisible();
    await expect(mobile.locator('[data-layout="desktop"]')).toBeHidden();
    for (const id of ['inicio', 'escopo', 'processo', 'investimento', 'contato'])
      await expect(mobile.locator(`section#${id}`)).toBeAttached();
    await expect(mobile.locator('section#galeria')).toHaveCount(0);
    await expect(mView).not.toContainText(/12x|boleto|30 dias de suporte/i);
    const chat = mView.getByRole('link', { name: 'Conversar no WhatsApp' });
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain(`Li a proposta "${nome}"`);
    await mView.getByRole('button', { name: 'Menu' }).click();
    await mobile.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Investimento' }).click();
    await expect(mobile).toHaveURL(/#investimento$/);
    await phone.close();
  });

  test('staff edit a section in place; the change shows to everyone', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(publicPath);
    await page.getByRole('button', { name: 'Editar: investimento' }).click();
    const editor = page.getByTestId('editor-investimento');
    await editor.getByLabel('Valor').fill('R$ 11.500,00');
    await editor.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.locator('[data-layout="desktop"]').getByText('R$ 9.800,00')).toBeVisible();
    await page.getByRole('button', { name: 'Editar: investimento' }).click();
    await page.getByTestId('editor-investimento').getByLabel('Valor').fill('R$ 11.500,00');
    await page.getByTestId('editor-investimento').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Seção atualizada')).toBeVisible();
    await expect(page.getByText('As alterações foram salvas com sucesso.')).toBeVisible();
    await expect(page.locator('[data-layout="desktop"]').getByText('R$ 11.500,00')).toBeVisible();
    await context.close();
  });

  test('a client accepts the proposal and downloads its PDF; staff see the view and the acceptance', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      userAgent: BROWSER_UA.replace('Mobile ', ''),
    });
    const page = await context.newPage();
    await page.goto(publicPath);
    await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
    await expect(page.locator('[data-layout="desktop"]').getByText('R$ 11.500,00')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.locator('[data-layout="desktop"]').getByRole('link', { name: 'Baixar PDF' }).click();
    const download = await downloadPromise;
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(nome);

    await page.locator('[data-layout="desktop"]').getByRole('button', { name: 'Aceitar proposta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(dialog.getByText('Confirme que leu e aceita a proposta.')).toBeVisible();
    await dialog.getByLabel('Seu nome completo').fill('Dra. Helena Prado');
    await dialog.getByLabel('Seu e-mail').fill('helena@clinicabemestar.com.br');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(page.getByText('Proposta aceita!')).toBeVisible();
    await expect(
      page
        .locator('[data-layout="desktop"]')
        .getByText(/Proposta aceita por Dra\. Helena Prado em \d{2}\/\d{2}\/\d{4}\./),
    ).toBeVisible();
    await expect(page.locator('[data-layout="desktop"]').getByRole('button', { name: 'Aceitar proposta' })).toHaveCount(
      0,
    );
    await context.close();

    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const staffPage = await staff.newPage();
    await staffPage.goto('/clientes');
    const card = staffPage.getByTestId('proposal-card').filter({ hasText: nome });
    await expect(card.getByText('Aceita', { exact: true })).toBeVisible();
    await expect(card.getByText(/Aceita por Dra\. Helena Prado \(helena@clinicabemestar\.com\.br\)/)).toBeVisible();
    await expect(card.getByText(/Visualizada \d+ vez/)).toBeVisible();

    // D43: the accepted price and scope are fixed; "Duplicar proposta" makes a new pendente copy.
    await card.getByRole('link', { name: `Editar: ${nome}` }).click();
    await expect(staffPage.getByTestId('proposal-locked')).toContainText(
      'valor, prazo e escopo não podem mais ser alterados',
    );
    await expect(staffPage.getByLabel('Valor', { exact: true })).toHaveJSProperty('readOnly', true);
    await staffPage.screenshot({ path: test.info().outputPath('proposta-aceita-form.png'), fullPage: true });
    await staffPage.getByRole('button', { name: 'Duplicar proposta' }).click();
    await expect(staffPage.getByText('Proposta duplicada', { exact: true })).toBeVisible();
    await expect(staffPage.getByLabel('Nome da proposta')).toHaveValue(`${nome} (cópia)`);
    await expect(staffPage.getByTestId('proposal-locked')).toHaveCount(0);
    await expect(staffPage.getByLabel('Valor', { exact: true })).toHaveJSProperty('readOnly', false);
    await staffPage.getByRole('button', { name: 'Excluir' }).click();
    await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(staffPage).toHaveURL('/clientes');
    await staff.close();
  });

  test('staff delete the proposal; its link then says it was not found', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/clientes');
    await page
      .getByTestId('proposal-card')
      .filter({ hasText: nome })
      .getByRole('link', { name: `Editar: ${nome}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Editar Proposta' })).toBeVisible();
    // D1: /proposta/{id} leads staff to the page by slug.
    const id = page.url().split('/').at(-2)!;
    await page.goto(`/proposta/${id}`);
    await expect(page).toHaveURL(publicPath);
    await page.goto(`/proposta/${id}/editar`);
    await page.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Tem certeza que deseja excluir esta proposta?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Proposta excluída', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/clientes');
    const response = await page.goto(publicPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Proposta não encontrada' })).toBeVisible();
    await expect(page.getByText('A proposta solicitada não existe ou foi removida.')).toBeVisible();
    await context.close();
  });
});

test('the sample card creates a full proposal and opens it', async ({ browser }) => {
  const context = await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/clientes');
  await page.getByRole('button', { name: /Criar proposta de exemplo/ }).click();
  await expect(page.getByText('Proposta Criada com Sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/proposta\/e-commerce-emporio-sabor-da-serra-[a-z0-9]{6}$/);
  await expect(
    page
      .locator('[data-layout="desktop"]')
      .getByRole('heading', { level: 1, name: 'E-commerce Empório Sabor da Serra' }),
  ).toBeVisible();
  await context.close();
});
