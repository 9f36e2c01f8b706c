import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF_STATE } from './staff';

const SHOTS = 'test-results/site-content';

/** A 1200 × 800 PNG the way a designer's export would be: checked, then stored as WebP by the server. */
const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();

async function shoot(page: Page, path: string, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 ? false : true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path} at ${width}px`,
    ).toBeLessThanOrEqual(width);
  }
}

test.describe.serial('the public site edited by staff (D105, D106)', () => {
  const title = `Padaria Pão Quente ${Date.now()}`;
  let id = '';

  // The other specs count the portfolio's projects (home, recent works, sitemap): whatever happened here, the
  // project this spec added leaves the public site.
  test.afterAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const staff = await context.newPage();
    await staff.goto('/configuracoes/site');
    const row = staff.getByTestId('projeto-site').filter({ hasText: title });
    if ((await row.count()) === 1 && (await row.getByText('Oculto').count()) === 0) {
      await row.getByRole('button', { name: 'Ocultar' }).click();
      await expect(row.getByText('Oculto')).toBeVisible();
    }
    await context.close();
  });

  test('a portfolio project added with an uploaded image shows on the home page and at /projeto/{id}', async ({
    browser,
  }) => {
    const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
    await staff.goto('/configuracoes/site');
    await staff.getByRole('link', { name: 'Novo projeto' }).click();
    await expect(staff).toHaveURL('/configuracoes/site/projeto/novo');
    await staff.getByLabel('Título').fill(title);
    await staff.getByLabel('Descrição curta (cartão)').fill('Site com cardápio e encomendas pelo WhatsApp.');
    await staff.getByLabel('Cliente', { exact: true }).fill('Padaria Pão Quente');
    await staff.getByLabel('Site Institucional').check();
    await staff.getByLabel('Descrição completa').fill('Um site leve para a padaria do bairro.');
    await staff
      .locator('#imagem-upload')
      .setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: await picture() });
    await expect(staff.getByTestId('imagem-projeto')).toHaveCount(1);
    // A file that is not a picture is refused in Portuguese and adds nothing.
    await staff
      .locator('#imagem-upload')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 não é imagem') });
    await expect(staff.getByText('Envie uma imagem JPEG, PNG ou WebP.')).toBeVisible();
    await expect(staff.getByTestId('imagem-projeto')).toHaveCount(1);
    await staff.getByRole('button', { name: 'Criar projeto' }).click();
    await expect(staff).toHaveURL(/\/configuracoes\/site#portfolio$/);
    const row = staff.getByTestId('projeto-site').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    id = (await row.locator('span').first().innerText()).trim();
    expect(id).toMatch(/^\d+$/);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/#portfolio');
    const card = visitor.getByTestId('project-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    // Once hydrated, the browser's image may carry the absolute address: its path is what counts.
    const src = new URL((await card.locator('img').first().getAttribute('src'))!, visitor.url()).pathname;
    expect(src).toMatch(/^\/imagens\/site\/[a-f0-9-]{36}-\d+\.webp$/);
    const image = await visitor.request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');

    await visitor.goto(`/projeto/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('img[src*="/imagens/site/"]').first()).toBeVisible();
  });

  test('a hidden project disappears from the home page and its page answers 404', async ({ browser }) => {
    const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
    await staff.goto('/configuracoes/site');
    await staff.getByTestId('projeto-site').filter({ hasText: title }).getByRole('button', { name: 'Ocultar' }).click();
    await expect(staff.getByTestId('projeto-site').filter({ hasText: title }).getByText('Oculto')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/#portfolio');
    await expect(visitor.getByTestId('project-card').first()).toBeVisible();
    await expect(visitor.getByTestId('project-card').filter({ hasText: title })).toHaveCount(0);
    const answer = await visitor.goto(`/projeto/${id}`);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByText('Projeto não encontrado')).toBeVisible();
  });

  test('a project deleted after a confirmation leaves the list for good', async ({ browser }) => {
    const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
    await staff.goto('/configuracoes/site');
    const row = staff.getByTestId('projeto-site').filter({ hasText: title });
    await row.getByRole('button', { name: `Excluir ${title}` }).click();
    const dialog = staff.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Excluir este projeto do portfólio?' })).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.screenshot({ path: `${SHOTS}/excluir-projeto-390.png` });
    // Cancelar keeps it.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Excluir ${title}` }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(staff.getByText('Projeto excluído')).toBeVisible();
    await expect(row).toHaveCount(0);
    await staff.reload();
    await expect(staff.getByTestId('projeto-site').first()).toBeVisible();
    await expect(staff.getByTestId('projeto-site').filter({ hasText: title })).toHaveCount(0);
  });

  test('a service text edited shows on its page', async ({ browser }) => {
    const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
    await staff.goto('/configuracoes/site');
    const service = staff.getByTestId('servico-seo-marketing');
    await service.locator('summary').click();
    const field = service.getByLabel('Título da página', { exact: true });
    const original = await field.inputValue();
    const edited = `Apareça no Google ${Date.now()}`;
    await field.fill(edited);
    await service.getByRole('button', { name: 'Salvar' }).click();
    await expect(staff.getByText('Alterações salvas')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/servicos/seo-marketing');
    await expect(visitor.getByRole('heading', { level: 1, name: edited })).toBeVisible();

    // The other specs read the documents' text: put it back.
    await field.fill(original);
    await service.getByRole('button', { name: 'Salvar' }).click();
    await expect(staff.getByText('Alterações salvas').first()).toBeVisible();
  });

  test('the settings pages and the home page look finished at 390 and 1280 px', async ({ browser }) => {
    const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
    await shoot(staff, '/configuracoes/site', 'configuracoes-site');
    await shoot(staff, '/configuracoes/propostas', 'configuracoes-propostas');
    await shoot(staff, '/configuracoes/site/projeto/1', 'configuracoes-site-projeto');
    await shoot(await (await browser.newContext()).newPage(), '/', 'home');
  });
});
