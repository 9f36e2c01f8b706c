import { expect, type Page, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

test.use({ storageState: STAFF_STATE });

async function createProposal(page: Page, nome: string) {
  await page.goto('/proposta/nova');
  await page.getByLabel('Nome da proposta').fill(nome);
  await page.getByLabel('Cliente', { exact: true }).fill('Clínica Horizonte');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page.getByText('Proposta criada', { exact: true })).toBeVisible();
}

test.describe('back-office navigation (D50)', () => {
  test('a result clicked while the search is still waiting opens, and the search does not take the page back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const nome = `Proposta Clique Rápido ${Date.now()}`;
    await createProposal(page, nome);
    await page.goto('/clientes');
    const link = page.getByRole('link', { name: `Ver: ${nome}` });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    // Typed and clicked inside the 250 ms pause of useUrlSearch.
    await page.getByRole('searchbox').fill('clique');
    await link.click();
    await expect(page).toHaveURL(href);
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: nome }).first()).toBeVisible();
  });

  test('the payments dashboard is reachable from the back-office header', async ({ page }) => {
    await page.goto('/clientes');
    await page.getByRole('link', { name: 'Painel de Pagamentos' }).click();
    await expect(page).toHaveURL('/pagamentos');
    await expect(page.getByRole('heading', { name: 'Painel de Pagamentos' })).toBeVisible();
  });

  test('a staff page asks for no other page until a link is reached for; hovering a tab prefetches it', async ({
    page,
  }) => {
    const prefetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetches.push(url.pathname);
    });
    await page.goto('/clientes');
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);

    const tab = page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Projetos', exact: true });
    await tab.hover();
    await expect.poll(() => prefetches.includes('/projetos')).toBe(true);
    await tab.click();
    await expect(page).toHaveURL('/projetos');
  });
});
