import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { STAFF_STATE } from './staff';

const marker = Date.now().toString(36);
const code = `E2E${marker.toUpperCase()}`;

test.describe.serial('payments with the sandbox provider (document 001 §2.9–§2.12, D16)', () => {
  test('staff add a promo code from the dashboard', async ({ browser }) => {
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const page = await staff.newPage();
    await page.goto('/pagamentos');
    await expect(page.getByRole('heading', { name: 'Painel de Pagamentos' })).toBeVisible();
    await page.getByRole('button', { name: 'Códigos promocionais' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Código').fill(code);
    await dialog.getByLabel('Desconto').fill('10');
    await dialog.getByRole('button', { name: 'Adicionar código' }).click();
    await expect(page.getByText('Código criado', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('promo-row').filter({ hasText: code })).toContainText('10%');
    await staff.close();
  });

  test('a card payment with a promo code is confirmed and shows in the dashboard with its discount', async ({
    page,
    browser,
  }) => {
    await page.goto('/pagamento');
    await expect(page.getByRole('heading', { name: 'Formulário de Pagamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(page.getByText('Erro no formulário', { exact: true })).toBeVisible();

    await page.goto(
      `/pagamento?nome=Ana%20Souza&email=ana-${marker}%40teste.dev&descricao=Landing%20${marker}&valor=200`,
    );
    await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Souza');
    await expect(page.getByLabel('Valor (R$)')).toHaveValue('200');
    await page.getByLabel('Código promocional').fill('NAOEXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Código inválido', { exact: true })).toBeVisible();
    await page.getByLabel('Código promocional').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Código aplicado', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Código promocional')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('total')).toHaveText(/R\$\s180,00/);
    await page.getByRole('tab', { name: 'Cartão' }).click();
    await page.getByLabel('Parcelas').selectOption('3');
    await expect(page.getByLabel('Parcelas').locator('option:checked')).toHaveText('3x sem juros');
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();

    await expect(page).toHaveURL(/\/pagamento\/sandbox\/sbx_[0-9a-f]+$/);
    await page.getByRole('button', { name: /Pagar R\$\s180,00/ }).click();
    await expect(page).toHaveURL(/\/pagamento\/sucesso\?session_id=sbx_/);
    await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText('Pago');
    await expect(page.getByTestId('valor-final')).toHaveText(/R\$\s180,00/);
    await page.getByRole('button', { name: 'Atualizar status' }).click();
    await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();

    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const dash = await staff.newPage();
    await dash.goto('/pagamentos');
    await dash.getByRole('searchbox').fill(`landing ${marker}`);
    await dash.getByRole('searchbox').press('Enter');
    await expect(dash).toHaveURL(/q=landing/);
    const row = dash.getByTestId('payment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('R$ 180,00');
    await expect(row).toContainText('3x');
    await expect(row.getByTestId('payment-status')).toHaveText('Pago');
    await row.getByRole('button', { name: /^Detalhes/ }).click();
    const detail = dash.getByRole('dialog');
    await expect(detail.getByTestId('detail-final')).toHaveText(/R\$\s180,00/);
    await expect(detail).toContainText('− R$ 20,00');
    await expect(detail).toContainText(code);
    await dash.keyboard.press('Escape');
    await row.getByRole('button', { name: /^Verificar status/ }).click();
    await expect(dash.getByText('Status verificado', { exact: true })).toBeVisible();

    await dash.getByRole('button', { name: 'Filtros' }).click();
    await dash.getByLabel('Status', { exact: true }).selectOption('failed');
    await dash.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(dash.getByText('Nenhum pagamento encontrado com os filtros atuais.')).toBeVisible();
    await staff.close();
  });

  test('a failed payment leads to /pagamento/erro', async ({ page }) => {
    await page.goto(`/pagamento?nome=Bruno&email=bruno-${marker}%40teste.dev&descricao=Falha%20${marker}&valor=50`);
    // A tab pressed before hydration does nothing (the card tab stays, with its instalments).
    const pix = page.getByRole('tab', { name: 'Pix' });
    await hydrated(pix);
    await pix.click();
    await expect(page.getByLabel('Parcelas')).toBeHidden();
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(page).toHaveURL(/\/pagamento\/sandbox\//);
    await page.getByRole('button', { name: 'Simular falha' }).click();
    await expect(page).toHaveURL('/pagamento/erro?tipo=pix');
    await expect(page.getByRole('heading', { name: 'Pagamento não concluído' })).toBeVisible();
    await expect(page.getByText('Nenhum valor foi cobrado em seu cartão.')).toBeVisible();
    await page.getByRole('link', { name: 'Tentar Novamente' }).click();
    await expect(page).toHaveURL('/pagamento');
  });

  test('the older readings /pagamento/erro/{slug} and /pagamento/sucesso/{slug} lead back to the charge (D1)', async ({
    page,
  }) => {
    await page.goto('/pagamento/erro/site-padaria-x1y2z3?tipo=cartao');
    await expect(page).toHaveURL(/\/pagamento\/erro\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get('tipo'), url.searchParams.get('slug')]).toEqual(['cartao', 'site-padaria-x1y2z3']);
    await expect(page.getByText('O pagamento com cartão não foi aprovado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tentar Novamente' })).toHaveAttribute(
      'href',
      '/pagamento/site-padaria-x1y2z3',
    );
    await page.goto('/pagamento/sucesso/site-padaria-x1y2z3');
    await expect(page.getByRole('heading', { name: 'Pagamento Recebido' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver cobrança' })).toHaveAttribute('href', '/p/site-padaria-x1y2z3');
  });

  test('a charge paid through /pagamento/{slug} shows as paid on its public page', async ({ page, browser }) => {
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const admin = await staff.newPage();
    await admin.goto('/cobrancas/nova');
    await admin.getByLabel('Título').fill(`Hospedagem ${marker}`);
    await admin.getByLabel('Cliente', { exact: true }).fill('Padaria Pão Dourado');
    await admin.getByLabel('Valor (R$)').fill('320,00');
    await admin.getByLabel('Chave Pix ou link de pagamento').fill('financeiro@agenciadigital.dev');
    await admin.getByRole('button', { name: 'Salvar Cobrança' }).click();
    await expect(admin).toHaveURL('/cobrancas');
    await admin
      .getByTestId('charge-row')
      .filter({ hasText: `Hospedagem ${marker}` })
      .getByRole('link', { name: /^Ver:/ })
      .click();
    const publicUrl = new URL(
      (await admin.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!,
      admin.url(),
    ).pathname;
    await staff.close();

    await page.goto(publicUrl);
    await page.getByRole('link', { name: 'Pagar online' }).click();
    await expect(page).toHaveURL(publicUrl.replace('/p/', '/pagamento/'));
    await expect(page.getByLabel('Valor (R$)')).toHaveValue('320,00');
    await expect(page.getByLabel('Valor (R$)')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Padaria Pão Dourado');
    await page.getByLabel('E-mail', { exact: true }).fill(`padaria-${marker}@teste.dev`);
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
    // The checkout starts on the charge's own method (Pix here), as the public page offered it.
    await page.getByRole('button', { name: 'Simular pagamento do Pix' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

    await page.goto(publicUrl);
    await expect(page.getByText('Esta cobrança já foi paga. Obrigado!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pagar online' })).toHaveCount(0);
    await page.goto(publicUrl.replace('/p/', '/pagamento/'));
    await expect(page.getByRole('heading', { name: 'Esta cobrança já foi paga. Obrigado!' })).toBeVisible();
  });

  test('/pagamentos: the proxy sends a visitor without a session to /auth; a cookie that is no session sees "Acesso Restrito" and no data', async ({
    request,
  }) => {
    const anonymous = await request.get('/pagamentos', { maxRedirects: 0 });
    expect(anonymous.status()).toBe(307);
    const forged = await request.get('/pagamentos', {
      headers: { cookie: 'better-auth.session_token=forjado.assinatura' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(200);
    const html = await forged.text();
    expect(html).toContain('Acesso Restrito');
    expect(html).toContain('Você precisa estar logado para acessar esta página.');
    expect(html).not.toContain('payment-row');
  });

  test('the payment pages fit a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/pagamento', '/pagamento/erro?tipo=cartao', '/pagamento/sucesso']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('heading', { name: 'Pagamento Recebido' })).toBeVisible();
  });
});
