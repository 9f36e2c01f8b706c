import { expect, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

test('a message sent from the home page shows up at /contatos, newest first, and staff mark it as handled', async ({
  browser,
}) => {
  const subject = `Proposta E2E ${Date.now()}`;
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.88.${Math.floor(Math.random() * 250)}.1` },
  });
  const page = await visitor.newPage();
  await page.goto('/#contato');
  const form = page.locator('#contato form');
  await form.getByLabel('Nome', { exact: true }).fill('Joana Prospect');
  await form.getByLabel('E-mail', { exact: true }).fill('joana@exemplo.com.br');
  await form.getByLabel('Telefone (opcional)').fill('21987654321');
  await form.getByLabel('Serviço de interesse').selectOption('aplicacao');
  await form.getByLabel('Assunto').fill(subject);
  await form.getByLabel('Mensagem').fill('Preciso de um sistema de agendamento.');
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(
    page.getByRole('button', { name: 'Enviando...' }).or(page.getByText('Mensagem enviada com sucesso!')).first(),
  ).toBeVisible();
  await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await visitor.close();

  // Anonymous visitors cannot read the leads.
  const anonymous = await browser.newContext();
  const anon = await anonymous.newPage();
  await anon.goto('/contatos');
  await expect(anon).toHaveURL(/\/auth\?from=%2Fcontatos/);
  await anonymous.close();

  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const office = await staff.newPage();
  await office.goto('/clientes');
  await office.getByRole('link', { name: 'Contatos' }).click();
  await expect(office).toHaveURL('/contatos');
  await expect(office.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
  // Other specs send messages in parallel: find this one by its subject.
  const card = office.getByTestId('lead-card').filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Joana Prospect');
  await expect(card).toContainText('(21) 98765-4321');
  await expect(card).toContainText('Serviço: Aplicação Web');
  await expect(card.getByText('Novo', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Marcar como atendido: ${subject}` }).click();
  await expect(office.getByText('O contato foi marcado como atendido.')).toBeVisible();
  const handled = office.getByTestId('lead-card').filter({ hasText: subject });
  await expect(handled.getByText('Atendido', { exact: true })).toBeVisible();
  await expect(handled).toContainText('por Equipe E2E');
  await expect(handled.getByRole('button', { name: /Marcar como atendido/ })).toHaveCount(0);
  await staff.close();
});
