import { expect, type Page } from '@playwright/test';
import { outboxMails } from './outbox';

const CODE = /\n(\d{6})\r?\n/;

/**
 * The code step of a signer's page (D118, D155: every signer, one recipient or ten): "Enviar código", the code read
 * from the e2e server's outbox (D17), "Confirmar código".
 */
export async function confirmCodeOnPage(page: Page, outbox: string, email: string): Promise<void> {
  await expect(page.getByTestId('code-step')).toBeVisible({ timeout: 30_000 });
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Enviar código' }).click();
  let code = '';
  await expect
    .poll(
      () => {
        code =
          outboxMails(outbox, email, asked)
            .map((eml) => CODE.exec(eml)?.[1] ?? '')
            .find(Boolean) ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await page.getByLabel('Código de confirmação').fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
}
