import { expect, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

test.use({ storageState: STAFF_STATE });

test('creates, searches, edits and deletes a client with the texts of the document', async ({ page }) => {
  const nome = `Cliente E2E ${Date.now()}`;
  await page.goto('/clientes?tab=clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(nome);
  await dialog.getByLabel('E-mail', { exact: true }).fill('e2e@cliente.com.br');
  await dialog.getByLabel('Telefone').fill('11987654321');
  await dialog.getByLabel('CPF ou CNPJ').fill('529.982.247-24');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(nome);

  await dialog.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado', { exact: true })).toBeVisible();
  await expect(page.getByText('Cliente criado com sucesso.')).toBeVisible();
  const card = page.getByTestId('client-card').filter({ hasText: nome });
  await expect(card).toBeVisible();
  await expect(card.getByText('(11) 98765-4321')).toBeVisible();

  await page.getByRole('searchbox').fill(nome.toUpperCase());
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('client-card')).toHaveCount(1);

  await card.getByRole('button', { name: `Editar Cliente: ${nome}` }).click();
  await page.getByRole('dialog').getByLabel('Nome', { exact: true }).fill(`${nome} Editado`);
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Cliente editado com sucesso.')).toBeVisible();

  await page.getByRole('searchbox').fill(`${nome} Editado`);
  const edited = page.getByTestId('client-card').filter({ hasText: `${nome} Editado` });
  await expect(edited).toBeVisible();
  // "Excluir" loads its dialog on the first press and opens it on that press; Cancelar gives the focus back to it.
  await edited.getByRole('button', { name: /^Excluir/ }).click();
  await expect(page.getByRole('alertdialog').getByText('Tem certeza que deseja excluir este cliente?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(edited.getByRole('button', { name: /^Excluir/ })).toBeFocused();
  await edited.getByRole('button', { name: /^Excluir/ }).click();
  await expect(page.getByRole('alertdialog').getByText('Tem certeza que deseja excluir este cliente?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Cliente removido com sucesso.')).toBeVisible();
  await expect(page.getByText(`Nenhum cliente encontrado`)).toBeVisible();
});
