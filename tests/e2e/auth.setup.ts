import { expect, test as setup } from '@playwright/test';
import { E2E_STAFF, STAFF_STATE } from './staff';

// Signs the e2e staff account in once; specs that need staff use its saved cookies.
setup('sign in as staff', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel$/, { timeout: 30_000 });
  await page.context().storageState({ path: STAFF_STATE });
});
