import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hasError, parsePix } from 'pix-utils';
import { STAFF_STATE } from './staff';

test.describe.serial('charges with Pix (document 001 §2.5–§2.8)', () => {
  const titulo = `Site Institucional ${Date.now()}`;
  let detailUrl = '';
  let publicUrl = '';

  test('staff create a Pix charge and see it in the list with its sums', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/cobrancas');
    await expect(page.getByRole('heading', { name: 'Cobranças' })).toBeVisible();
    await page.getByRole('link', { name: 'Nova Cobrança' }).click();
    await expect(page).toHaveURL('/cobrancas/nova');
    await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
    await expect(page.getByText('Título é obrigatório.')).toBeVisible();
    await expect(page.getByText('Cliente é obrigatório.')).toBeVisible();
    await expect(page.getByText('Valor deve ser maior que zero.')).toBeVisible();

    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Cliente', { exact: true }).fill('Padaria Pão Dourado');
    await page.getByLabel('Valor (R$)').fill('1.250,90');
    await page.getByLabel('Chave Pix ou link de pagamento').fill('financeiro@agenciadigital.dev');
    await page.getByLabel('Nome do beneficiário').fill('Agência Digital');
    await page.getByLabel('Cidade do beneficiário').fill('São Paulo');
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('Resumo da Cobrança')).toBeVisible();
    await expect(summary.getByText(/R\$\s1\.250,90/)).toBeVisible();
    await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
    await expect(page.getByText('Cobrança salva', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/cobrancas');

    const row = page.getByTestId('charge-row').filter({ hasText: titulo });
    await expect(row).toBeVisible();
    await expect(row.getByText('Pendente')).toBeVisible();
    await expect(page.getByText(/^Total: \d+ cobranças$/)).toBeVisible();
    await page.getByRole('searchbox').fill(titulo.toUpperCase());
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByTestId('charge-row')).toHaveCount(1);
    // The rows' links are plain anchors the table navigates (components/common/row-links.tsx): a click with a
    // modifier is the browser's (a new tab), a plain click stays in the same document, as <Link> did.
    const listUrl = page.url();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: `Editar: ${titulo}` }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.close();
    expect(page.url()).toBe(listUrl);
    await page.evaluate(() => Object.assign(window, { sameDocumentProbe: true }));
    await row.getByRole('link', { name: `Ver: ${titulo}` }).click();
    await expect(page).toHaveURL(/\/cobrancas\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocumentProbe' in window)).toBe(true);
    detailUrl = page.url();
    publicUrl = new URL(
      (await page.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!,
      page.url(),
    ).pathname;
    expect(publicUrl).toMatch(/^\/p\/site-institucional-\d+-[a-z0-9]{6}$/);
    await context.close();
  });

  test('the client opens the public page signed out, sees the QR code and copies the code', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const response = await page.goto(publicUrl);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scroll on a phone',
    ).toBeLessThanOrEqual(390);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
    await expect(page.getByText('Valor a Pagar')).toBeVisible();
    await expect(page.getByTestId('valor-a-pagar')).toHaveText(/R\$\s1\.250,90/);
    await expect(page.getByText('PIX', { exact: true })).toBeVisible();
    await expect(page.getByTestId('pix-qr').locator('svg')).toBeVisible();
    const code = (await page.getByTestId('pix-code').textContent())!;
    const parsed = parsePix(code);
    expect(hasError(parsed)).toBe(false);
    if (!hasError(parsed) && parsed.type === 'STATIC') {
      expect(parsed.pixKey).toBe('financeiro@agenciadigital.dev');
      expect(parsed.transactionAmount).toBe(1250.9);
      expect(parsed.merchantCity).toBe('SAO PAULO');
    }
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByText('Código copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar PDF' }).click();
    const bytes = readFileSync((await (await downloadPromise).path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  test('staff mark it paid; the public page thanks the client', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto(detailUrl);
    await page.getByRole('button', { name: 'Marcar como Pago' }).click();
    await expect(page.getByText('Status atualizado')).toBeVisible();
    await expect(page.getByText('O status da cobrança foi atualizado com sucesso.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar como Pago' })).toHaveCount(0);
    await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/).first()).toBeVisible();
    await context.close();

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(publicUrl);
    await expect(publicPage.getByText('Esta cobrança já foi paga. Obrigado!')).toBeVisible();
    await expect(publicPage.getByTestId('pix-qr')).toHaveCount(0);
    await visitor.close();
  });

  test('an unknown charge link says so', async ({ page }) => {
    const response = await page.goto('/p/nao-existe-abc123');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Esta cobrança não foi encontrada ou não está mais disponível.')).toBeVisible();
  });
});
