import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { STAFF_STATE } from './staff';

/**
 * Forms that keep work (D268): a staff form with unsaved changes asks before a link, the browser's back or a reload
 * throws them away, and every limited text field shows its count and the schema's limit while typing.
 */
test.use({ storageState: STAFF_STATE, viewport: { width: 1280, height: 900 } });

const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Sair sem salvar?' });

async function halfFilledProposal(page: Page, nome: string) {
  await page.goto('/proposta/nova');
  await hydrated(page.getByLabel('Nome da proposta'));
  await page.getByLabel('Nome da proposta').fill(nome);
  await page.getByLabel('Prazo', { exact: true }).fill('40 dias');
}

test('leaving a half-filled proposal by "Voltar" asks first; staying keeps every value', async ({ page }) => {
  const nome = `Proposta pela metade ${Date.now()}`;
  await halfFilledProposal(page, nome);
  await page.getByRole('link', { name: 'Voltar para Propostas' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toContainText('As alterações não salvas serão perdidas.');
  await leaveDialog(page).getByRole('button', { name: 'Continuar editando' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL('/proposta/nova');
  await expect(page.getByLabel('Nome da proposta')).toHaveValue(nome);
  await expect(page.getByLabel('Prazo', { exact: true })).toHaveValue('40 dias');

  await page.getByRole('link', { name: 'Voltar para Propostas' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL('/clientes');
  await expect(leaveDialog(page)).toBeHidden();
});

test("the browser's back on a half-filled proposal asks first, and goes back once confirmed", async ({ page }) => {
  await page.goto('/clientes');
  await hydrated(page.getByRole('link', { name: 'Nova Proposta' }));
  await page.getByRole('link', { name: 'Nova Proposta' }).click();
  await expect(page).toHaveURL('/proposta/nova');
  const nome = `Proposta voltando ${Date.now()}`;
  await hydrated(page.getByLabel('Nome da proposta'));
  await page.getByLabel('Nome da proposta').fill(nome);

  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL('/proposta/nova');
  await leaveDialog(page).getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page.getByLabel('Nome da proposta')).toHaveValue(nome);

  // A second back asks again (the guard's history entry is put back when the reader stays).
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL('/clientes');
});

test('a reload or closing the tab with unsaved work gets the browser question', async ({ page }) => {
  await halfFilledProposal(page, `Proposta recarregada ${Date.now()}`);
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => resolve(dialog.type())));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('an untouched form and a saved one leave without a question', async ({ page }) => {
  await page.goto('/proposta/nova');
  await hydrated(page.getByLabel('Nome da proposta'));
  await page.getByRole('link', { name: 'Voltar para Propostas' }).click();
  await expect(page).toHaveURL('/clientes');

  const nome = `Proposta salva ${Date.now()}`;
  await halfFilledProposal(page, nome);
  await page.getByLabel('Cliente', { exact: true }).fill('Cliente da proposta salva');
  await page.getByLabel('Cliente', { exact: true }).press('Tab');
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page.getByText('Proposta criada', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/clientes');
  await page.getByRole('link', { name: 'Cobranças' }).first().click();
  await expect(page).toHaveURL(/\/cobrancas/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('a half-filled charge asks before a tab of the back office opens', async ({ page }) => {
  await page.goto('/cobrancas/nova');
  await hydrated(page.getByLabel('Título'));
  await page.getByLabel('Título').fill('Cobrança pela metade');
  await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Projetos' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL('/cobrancas/nova');
  await expect(page.getByLabel('Título')).toHaveValue('Cobrança pela metade');
});

test("limited fields show their count and the schema's limit before saving", async ({ page }) => {
  await page.goto('/proposta/nova');
  const prazo = page.getByLabel('Prazo', { exact: true });
  await hydrated(prazo);
  await expect(prazo).toHaveAttribute('maxlength', '200');
  await expect(page.locator('#p-prazo-counter')).toHaveText('0 de 200 caracteres');
  await prazo.fill('40 dias');
  await expect(page.locator('#p-prazo-counter')).toHaveText('7 de 200 caracteres');
  await expect(prazo).toHaveAttribute('aria-describedby', 'p-prazo-counter');
  await expect(page.locator('#p-nome-counter')).toHaveText('0 de 200 caracteres');
  await expect(page.locator('#p-descricao-counter')).toHaveText('0 de 5000 caracteres');

  await page.goto('/cobrancas/nova');
  const titulo = page.getByLabel('Título');
  await hydrated(titulo);
  await titulo.fill('Mensalidade');
  await expect(page.locator('#c-titulo-counter')).toHaveText('11 de 200 caracteres');
});

test('the settings forms ask too, once for a page of several forms, and not once the typed work is saved', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Menu das configurações' });
  // The site editor holds several forms, each with its guard: one question, and the typed text stays.
  await page.goto('/configuracoes/site');
  const frases = page.getByLabel('Frases', { exact: true });
  await hydrated(frases);
  const original = await frases.inputValue();
  await frases.fill(`${original}\nUma frase nova`);
  await menu.getByRole('link', { name: 'Agência', exact: true }).click();
  await expect(leaveDialog(page)).toHaveCount(1);
  await leaveDialog(page).getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL('/configuracoes/site');
  await expect(frases).toHaveValue(`${original}\nUma frase nova`);
  // Typed back to what is saved: nothing to lose, nothing asked.
  await frases.fill(original);
  await menu.getByRole('link', { name: 'Agência', exact: true }).click();
  await expect(page).toHaveURL(/\/configuracoes\/agencia$/);

  // A form that saves in place: once saved, leaving asks nothing, though the page's props came back anew.
  await page.goto('/configuracoes/tarefas');
  const dias = page.getByLabel('Manter tarefas concluídas por (dias)');
  await hydrated(dias);
  const days = await dias.inputValue();
  await dias.fill(String(Number(days) + 1));
  await menu.getByRole('link', { name: 'Agência', exact: true }).click();
  await leaveDialog(page).getByRole('button', { name: 'Continuar editando' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configuração salva')).toBeVisible();
  await menu.getByRole('link', { name: 'Agência', exact: true }).click();
  await expect(page).toHaveURL(/\/configuracoes\/agencia$/);
  await expect(leaveDialog(page)).toHaveCount(0);
  // As it was, for the other specs.
  await page.goto('/configuracoes/tarefas');
  await hydrated(dias);
  await dias.fill(days);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configuração salva')).toBeVisible();
});
