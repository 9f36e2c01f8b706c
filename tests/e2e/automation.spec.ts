import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { hasError, parsePix } from 'pix-utils';
import { lateFees } from '../../lib/charges/late-fees';
import { todayInSaoPaulo } from '../../lib/format';
import { STAFF_STATE } from './staff';

/**
 * The automatic work (D60–D67) end to end. The e2e server is shared by every spec and runs without SMTP_URL, so the test send is
 * checked in its outbox (D17); delivery through a real SMTP server is covered by tests/integration/automation.
 */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const stamp = String(Date.now());
const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/[$.]/g, '\\$&')
    .replace(/\s/g, '\\s');

test.use({ storageState: STAFF_STATE });

async function createCharge(page: Page, titulo: string, dataVencimento: string) {
  await page.goto('/cobrancas/nova');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Cliente', { exact: true }).fill('Padaria Pão Dourado');
  await page.getByLabel('Valor (R$)').fill('1.000,00');
  await page.getByLabel('Data de vencimento').fill(dataVencimento);
  await page.getByLabel('Chave Pix ou link de pagamento').fill('financeiro@agenciadigital.dev');
  await page.getByLabel('Nome do beneficiário').fill('Agência Digital');
  await page.getByLabel('Cidade do beneficiário').fill('São Paulo');
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL('/cobrancas');
  await page.getByRole('searchbox').fill(titulo);
  await page
    .getByTestId('charge-row')
    .filter({ hasText: titulo })
    .getByRole('link', { name: `Ver: ${titulo}` })
    .click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
}

test('régua settings: change a step, preview it, send a test to me and save', async ({ page }) => {
  await page.goto('/configuracoes/cobranca');
  await expect(page.getByRole('heading', { name: 'Régua de cobrança' })).toBeVisible();
  const first = page.getByTestId('etapa').first();
  await expect(first.getByLabel('Dias em relação ao vencimento')).toHaveValue('-3');
  await first.getByLabel('Assunto').fill(`Lembrete ${stamp}: {cliente}`);
  await first.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(first.getByTestId('preview')).toContainText(`Lembrete ${stamp}: Padaria Pão Dourado`);
  await first.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(page.getByText('E-mail de teste enviado')).toBeVisible();
  await expect
    .poll(() => readdirSync(outbox).some((f) => readFileSync(path.join(outbox, f), 'utf8').includes(stamp)), {
      timeout: 10_000,
    })
    .toBe(true);
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .find((raw) => raw.includes(stamp))!;
  expect(mail).toContain('To: e2e@agencia.test');
  expect(mail).toContain('text/html');

  await page.getByLabel('Multa (%)').fill('3');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A multa deve ficar entre 0% e 2%.')).toBeVisible();
  await page.getByLabel('Multa (%)').fill('2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('etapa').first().getByLabel('Assunto')).toHaveValue(`Lembrete ${stamp}: {cliente}`);
});

test('a charge shows its scheduled reminders and staff can pause them', async ({ page }) => {
  const due = new Date(Date.now() + 20 * 86_400_000);
  await createCharge(page, `Lembretes ${stamp}`, todayInSaoPaulo(due));
  const card = page.getByTestId('lembretes');
  await expect(card.getByRole('heading', { name: 'Lembretes' })).toBeVisible();
  await expect(card.getByText('Agendado')).toHaveCount(5);
  await card.getByRole('button', { name: 'Pausar lembretes' }).click();
  await expect(page.getByText('Lembretes pausados', { exact: true })).toBeVisible();
  await expect(card.getByText('Lembretes pausados para esta cobrança.')).toBeVisible();
  await expect(card.getByText('Agendado')).toHaveCount(0);
  await card.getByRole('button', { name: 'Retomar lembretes' }).click();
  await expect(card.getByText('Agendado')).toHaveCount(5);
});

test('an overdue public charge page shows the original value, fine, interest and updated total', async ({
  page,
  browser,
}) => {
  const today = todayInSaoPaulo();
  const due = todayInSaoPaulo(new Date(Date.now() - 31 * 86_400_000));
  await createCharge(page, `Atrasada ${stamp}`, due);
  const href = (await page.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!;
  const fees = lateFees({ valor: 100000, dataVencimento: due, multaPercentual: 2, jurosMensalPercentual: 1 }, today);

  const client = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const pub = await client.newPage();
  await pub.goto(href);
  await expect(pub.getByTestId('valor-a-pagar')).toHaveText(new RegExp(brl(fees.total)));
  const breakdown = pub.getByTestId('breakdown');
  await expect(breakdown).toContainText('Valor original');
  await expect(breakdown).toContainText(new RegExp(brl(100000)));
  await expect(breakdown).toContainText(/Multa \(2%\)/);
  await expect(breakdown).toContainText(new RegExp(brl(fees.multa)));
  await expect(breakdown).toContainText(new RegExp(`Juros \\(${fees.diasAtraso} dias\\)`));
  await expect(breakdown).toContainText(new RegExp(brl(fees.juros)));
  await expect(breakdown).toContainText(new RegExp(`Total atualizado${brl(fees.total)}`));
  const parsed = parsePix((await pub.getByTestId('pix-code').textContent())!);
  expect(!hasError(parsed) && parsed.type === 'STATIC' && parsed.transactionAmount).toBe(fees.total / 100);
  await client.close();
});
