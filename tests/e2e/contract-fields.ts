import { expect, type Page } from '@playwright/test';

/** Fills every blank [campo] of the contract form: a contract goes for signature only without blanks (D33). */
export async function fillContractBlanks(page: Page, value = 'Preenchido'): Promise<void> {
  await page.getByRole('button', { name: 'Editar Campos' }).click();
  const boxes = page.locator('[id^="cf-field-"]');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) if (!(await box.inputValue())) await box.fill(value);
}
