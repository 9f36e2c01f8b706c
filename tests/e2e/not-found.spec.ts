import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page of document 001 §2.17, without debug details in production', async ({
  page,
}) => {
  await page.goto('/');
  const response = await page.goto('/caminho/que-nao-existe?x=1#y');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('A página que você está procurando não existe ou foi movida.')).toBeVisible();
  await expect(page.getByText('URL completa')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await page.getByRole('link', { name: 'Ir para Início' }).click();
  await expect(page).toHaveURL('/');
});
