import type { Page } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * Opens the agency profile (/configuracoes/agencia) ready to be filled: a form filled and saved before hydration
 * neither asks for the password again (D181) nor says it saved.
 */
export async function openAgencyProfile(page: Page): Promise<void> {
  await page.goto('/configuracoes/agencia');
  await hydrated(page.getByRole('button', { name: 'Salvar' }));
}
