import { expect, type Page, test as setup } from '@playwright/test';
import { E2E_ROLE_ACCOUNTS, E2E_STAFF, roleState, STAFF_STATE } from './staff';

async function signIn(page: Page, account: { email: string; password: string }, state: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel$/, { timeout: 30_000 });
  await page.context().storageState({ path: state });
}

// Signs the e2e staff accounts in once; specs that need staff use their saved cookies.
setup('sign in as staff', async ({ page }) => {
  setup.setTimeout(120_000);
  await signIn(page, E2E_STAFF, STAFF_STATE);
});

setup('sign in as admin and member (D68)', async ({ browser }) => {
  setup.setTimeout(120_000);
  for (const role of ['admin', 'member'] as const) {
    const context = await browser.newContext();
    await signIn(await context.newPage(), E2E_ROLE_ACCOUNTS[role], roleState(role));
    await context.close();
  }
});
