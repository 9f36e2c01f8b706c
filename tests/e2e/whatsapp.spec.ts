import { expect, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

test.use({ storageState: STAFF_STATE });

/**
 * WhatsApp (D22): "Enviar por WhatsApp" on a Pix charge opens wa.me to the client's mobile with the charge's link
 * and the Pix "copia e cola" code, and the client's timeline shows the send; the settings screen saves a channel.
 */
test('"Enviar por WhatsApp" on a charge opens wa.me with the link and the Pix code, and the timeline shows it', async ({
  page,
  context,
}) => {
  // wa.me is outside the test machine's reach: the tab's address is what matters.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const run = Date.now();
  const nome = `Cliente WhatsApp ${run}`;
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(nome);
  await dialog.getByLabel('E-mail').fill(`wa-${run}@cliente.com.br`);
  await dialog.getByLabel('Telefone').fill('(11) 8765-4321');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente cadastrado', { exact: true })).toBeVisible();

  await page.goto('/cobrancas/nova');
  const titulo = `Site WhatsApp ${run}`;
  await page.getByLabel('Título').fill(titulo);
  const client = page.getByLabel('Cliente', { exact: true });
  await client.fill(nome);
  await page.getByRole('option', { name: new RegExp(nome) }).click();
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await page.getByLabel('Valor (R$)').fill('1.250,90');
  await page.getByLabel('Chave PIX ou link de pagamento').fill('financeiro@agenciadigital.dev');
  await page.getByLabel('Nome do beneficiário').fill('Agência Digital');
  await page.getByLabel('Cidade do beneficiário').fill('São Paulo');
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL('/cobrancas');
  await page
    .getByTestId('charge-row')
    .filter({ hasText: titulo })
    .getByRole('link', { name: `Ver: ${titulo}` })
    .click();
  await expect(page.getByRole('heading', { name: titulo })).toBeVisible();
  const slug = (await page.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!;

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Enviar por WhatsApp' }).click(),
  ]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/5511987654321');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(slug);
  expect(text).toContain('Pix copia e cola');
  expect(text).toMatch(/000201\S+6304[0-9A-F]{4}/);
  expect(text).toContain('R$');
  await tab.close();
  await expect(page.getByText('WhatsApp aberto', { exact: true })).toBeVisible();

  await page.goto('/clientes?tab=clientes&q=' + encodeURIComponent(nome));
  await page.getByRole('link', { name: `Ver ficha de ${nome}` }).click();
  const timeline = page.getByTestId('record-timeline');
  await expect(timeline).toContainText('Enviado por WhatsApp');
  await expect(timeline).toContainText('Equipe E2E');
});

test('the WhatsApp settings screen saves a step’s channel', async ({ page }) => {
  await page.goto('/configuracoes/whatsapp');
  await expect(page.getByRole('heading', { name: 'WhatsApp', level: 1 })).toBeVisible();
  await expect(page.getByTestId('whatsapp-api-status')).toContainText('API do WhatsApp');
  const channel = page.getByLabel('Canal').first();
  const next = (await channel.inputValue()) === 'ambos' ? 'email' : 'ambos';
  await channel.selectOption(next);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Canal').first()).toHaveValue(next);
});
