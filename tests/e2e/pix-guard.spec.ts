import { expect, test, type Page } from '@playwright/test';
import { E2E_STAFF, STAFF_STATE } from './staff';
import { openAgencyProfile } from './agency-page';

/**
 * D180–D182: the owner changes the agency's Pix key only with the password typed again, and the change shows in the
 * history; "Cancelar Cobrança" asks first, with a reason, and a cancelled charge can be reactivated. Screenshots of
 * both at 390 and 1280 px.
 */
test.use({ storageState: STAFF_STATE });

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

test.describe.serial('money guarded (D180–D182)', () => {
  test.setTimeout(180_000);

  test('the Pix key changes only with the password, and the history shows it masked', async ({ page }) => {
    await openAgencyProfile(page);
    const key = page.getByLabel('Chave Pix', { exact: true });
    const before = await key.inputValue();
    await key.fill('+5541988887777');
    const confirm = page.getByTestId('confirmar-identidade');
    await expect(confirm.getByText('Confirme que é você')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'Digite a sua senha para mudar a chave Pix ou os e-mails da agência.',
    );
    await page.getByLabel('Sua senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Senha incorreta. Nada foi salvo.');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await confirm.scrollIntoViewIfNeeded();
      await noSidewaysScroll(page, `confirmation at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`confirmar-chave-${width}.png`) });
    }

    await page.getByLabel('Sua senha').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    const history = page.getByTestId('historico-protegido');
    await expect(history.locator('li').first()).toContainText('Chave Pix');
    await expect(history.locator('li').first()).toContainText('+55 (41) 9****-7777');
    await expect(history).not.toContainText('988887777');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await history.scrollIntoViewIfNeeded();
      await noSidewaysScroll(page, `history at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`historico-chave-${width}.png`) });
    }

    // The install gets its key back (other specs' charges read it), with the password again.
    await page.getByLabel('Chave Pix', { exact: true }).fill(before);
    await page.getByLabel('Sua senha').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
    await expect(page.getByLabel('Chave Pix', { exact: true })).toHaveValue(before);
  });

  test('"Cancelar Cobrança" asks first, with an optional reason; "Reativar cobrança" undoes it', async ({ page }) => {
    const titulo = `Cobrança cancelável ${Date.now()}`;
    await page.goto('/cobrancas/nova');
    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Cliente', { exact: true }).fill('Padaria Pão Dourado');
    await page.getByLabel('Valor (R$)').fill('980,00');
    const pixKey = page.getByLabel('Chave Pix ou link de pagamento');
    if (await pixKey.isVisible()) await pixKey.fill('financeiro@agenciadigital.dev');
    await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
    await expect(page).toHaveURL('/cobrancas');
    await page
      .getByTestId('charge-row')
      .filter({ hasText: titulo })
      .getByRole('link', { name: `Ver: ${titulo}` })
      .click();
    await expect(page.getByRole('heading', { name: titulo })).toBeVisible();

    // Closing the dialog changes nothing.
    await page.getByRole('button', { name: 'Cancelar Cobrança' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar esta cobrança?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Pendente').first()).toBeVisible();

    await page.getByRole('button', { name: 'Cancelar Cobrança' }).click();
    await dialog.getByLabel('Motivo (opcional)').fill('Projeto adiado pelo cliente');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await noSidewaysScroll(page, `cancel dialog at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`cancelar-cobranca-${width}.png`) });
    }
    await dialog.getByRole('button', { name: 'Cancelar cobrança' }).click();
    await expect(page.getByText('Cobrança cancelada', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cancel-reason')).toHaveText('Motivo do cancelamento: Projeto adiado pelo cliente');
    await expect(page.getByRole('button', { name: 'Marcar como Pago' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('cobranca-cancelada.png'), fullPage: true });

    await page.getByRole('button', { name: 'Reativar cobrança' }).click();
    await expect(page.getByText('Cobrança reativada', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar como Pago' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reativar cobrança' })).toHaveCount(0);
  });
});
