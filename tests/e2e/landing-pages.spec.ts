import { expect, type Page, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

// Headless Chromium says "HeadlessChrome", which the counters rightly take for a bot (D7).
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `no sideways scroll at ${width} px`,
  ).toBeLessThanOrEqual(width);

test.describe.serial('landing pages (document 001 §2.13–§2.15; D7)', () => {
  const slug = `sites-profissionais-${Date.now()}`;
  const titulo = 'Sites profissionais que transformam visitantes em clientes';

  test('staff create a page from the sites-profissionais preset and publish it', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/landing-pages');
    await expect(page.getByRole('heading', { name: 'Landing Pages', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nova Landing Page' }).first().click();
    await expect(page).toHaveURL('/landing-page/nova');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Nome é obrigatório.')).toBeVisible();

    await page.getByLabel('Nome', { exact: true }).fill('Promoção de Verão');
    await expect(page.getByLabel('URL da página')).toHaveValue('promocao-de-verao');
    await page.getByLabel('Modelo').selectOption('sites-profissionais');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Sites Profissionais');
    await expect(page.getByLabel('URL da página')).toHaveValue('sites-profissionais');
    await page.getByLabel('URL da página').fill(slug);
    await page.getByLabel('Status').selectOption('publicada');

    const preview = page.getByTestId('landing-preview');
    await expect(preview.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await page.getByRole('tab', { name: 'Conteúdo' }).click();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(titulo);
    await expect(page.getByLabel('Texto do botão (CTA)')).toHaveValue('Solicitar orçamento grátis');
    await expect(page.getByTestId('section-editor')).toHaveCount(4);
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect(page.getByLabel('Cor primária', { exact: true }).last()).toHaveValue('#2563eb');
    await page.getByLabel('Fonte').selectOption('Poppins');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Landing page criada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/landing-pages');
    const card = page.getByTestId('landing-card').filter({ hasText: `/lp/${slug}` });
    await expect(card.getByText('Publicada')).toBeVisible();
    await expect(card.getByText('Sites Profissionais', { exact: true }).first()).toBeVisible();
    await expect(card.getByTestId('landing-views')).toHaveText('0');
    await expect(card.getByRole('link', { name: 'Ver: Sites Profissionais' })).toHaveAttribute('target', '_blank');

    // The same slug again is refused with a clear message, and nothing typed is lost.
    await page.goto('/landing-page/nova');
    await page.getByLabel('Nome', { exact: true }).fill('Outra campanha');
    await page.getByLabel('URL da página').fill(slug);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Erro ao salvar', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Esta URL já está em uso por outra landing page. Escolha outra.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Outra campanha');
    await context.close();
  });

  test('a visitor opens it signed out on a phone and a desktop, and clicks the CTA', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const page = await context.newPage();
    const view = page.waitForRequest(
      (r) => r.url().endsWith('/api/beacons/landing-page') && r.postData()?.includes('"view"') === true,
    );
    const response = await page.goto(`/lp/${slug}`);
    expect(response?.status()).toBe(200);
    await view;
    await expect(page).toHaveTitle(titulo);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', titulo);
    await expect(page.locator('[data-renderer="profissional"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    const carousels = page.locator('[aria-roledescription="carrossel"]:visible');
    await expect(carousels).toHaveCount(3);
    expect(await carousels.evaluateAll((els) => els.map((el) => el.getAttribute('data-interval')))).toEqual([
      '3000',
      '4000',
      '5000',
    ]);
    await expect(page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toBeVisible();
    await noSidewaysScroll(page, 390);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[aria-roledescription="carrossel"]:visible')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Por que escolher a nossa agência' })).toBeVisible();
    await noSidewaysScroll(page, 1280);

    const cta = page.locator('main [data-cta]').filter({ hasText: 'Solicitar orçamento grátis' }).nth(1);
    await expect(cta).toHaveAttribute('target', '_blank');
    const conversion = page.waitForRequest(
      (r) => r.url().endsWith('/api/beacons/landing-page') && r.postData()?.includes('"conversion"') === true,
    );
    const popup = page.waitForEvent('popup');
    await cta.click();
    await conversion;
    expect((await popup).url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await context.close();
  });

  test('staff see one view and one conversion, pause the page, and it answers the 404 text', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/landing-pages');
    const card = page.getByTestId('landing-card').filter({ hasText: `/lp/${slug}` });
    await expect(async () => {
      await page.getByRole('button', { name: 'Atualizar' }).click();
      await expect(card.getByTestId('landing-views')).toHaveText('1', { timeout: 1000 });
      await expect(card.getByTestId('landing-conversions')).toHaveText('1', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await card.getByRole('link', { name: 'Editar: Sites Profissionais' }).click();
    await expect(page).toHaveURL(/\/landing-page\/[0-9a-f-]{36}\/editar$/);
    await expect(page.getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', `/lp/${slug}`);
    await page.getByLabel('Status').selectOption('pausada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Landing page atualizada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/landing-pages');
    await expect(card.getByText('Pausada')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Ver:/ })).toHaveCount(0);
    await context.close();

    const visitor = await browser.newContext({ userAgent: PHONE_UA });
    const anon = await visitor.newPage();
    const response = await anon.goto(`/lp/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(anon.getByRole('heading', { name: '404 – Landing page não encontrada' })).toBeVisible();
    await anon.getByRole('link', { name: 'Voltar ao Início' }).click();
    await expect(anon).toHaveURL('/');
    await visitor.close();
  });
});
