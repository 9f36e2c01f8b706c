import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

// Each test is a visitor of its own, so that the contact form's rate limit never mixes runs.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
});

const portfolio = (page: Page) => page.locator('#portfolio');
const cards = (page: Page) => portfolio(page).getByTestId('project-card');

test('home shows every section in order with the header, and the hero types its phrases', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Agência Digital | Sites, e-commerce e sistemas web');
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(['inicio', 'servicos', 'portfolio', 'contato']);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Criamos');
  await expect(page.getByRole('link', { name: 'Ver Portfólio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar Orçamento' }).first()).toBeVisible();
  // 600 ms start delay + 2500 ms pause, then it deletes: the typed text changes.
  const typed = page.getByTestId('typing-text');
  await expect(typed).toHaveText('Sites Institucionais');
  await expect(typed).not.toHaveText('Sites Institucionais', { timeout: 5000 });

  const header = page.locator('header[data-opaque]').first();
  await expect(header).toHaveAttribute('data-opaque', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-opaque', 'true');

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Serviços' }).click();
  await expect(nav.getByRole('link', { name: 'Automação & Chatbots' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Automação & Chatbots' })).toBeHidden();
  await expect(
    page.getByText(`© ${new Date().getFullYear()} Agência Digital. Todos os direitos reservados.`),
  ).toBeVisible();
  await expect(page.locator('footer').getByText('Segunda a Sexta, 9:00 às 18:00')).toBeVisible();
});

test('without JavaScript every section of the home is in the page and shown', async ({ browser }) => {
  // A phone on a bad connection, a crawler that does not run scripts: the sections must not wait for a script
  // to be revealed (a Suspense boundary would send them hidden after the page).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const id of ['servicos', 'portfolio', 'contato']) await expect(page.locator(`section#${id}`)).toBeVisible();
  expect(await page.locator('div[hidden] section').count()).toBe(0);
  await context.close();
});

test('the public links ask for their page only when reached for, not on load', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) prefetches.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
  await page.locator('header').getByRole('link', { name: 'Trabalhos Recentes' }).first().hover();
  await expect.poll(() => prefetches.some((url) => new URL(url).pathname === '/recentes')).toBe(true);
});

test('anchor links scroll smoothly to the section 80 px below the top and update the address', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Contato' }).click();
  await expect(page).toHaveURL(/\/#contato$/);
  await expect
    .poll(() => page.locator('#contato').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);

  // A hash present on arrival is scrolled to (after 100 ms), with the same offset.
  await page.goto('/#portfolio');
  await expect
    .poll(() => page.locator('#portfolio').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
});

test('portfolio filters and pagination: 6 a page, back to page 1 on a filter change, scroll to the section on a page change', async ({
  page,
}) => {
  await page.goto('/');
  await portfolio(page).scrollIntoViewIfNeeded();
  const pagination = page.getByRole('navigation', { name: 'Páginas do portfólio' });
  await expect(cards(page)).toHaveCount(6);
  await expect(pagination.getByRole('button', { name: /^Página \d$/ })).toHaveCount(4);
  await expect(pagination.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pagination.getByRole('button', { name: 'Página 4' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(pagination.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => portfolio(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);

  await pagination.getByRole('button', { name: 'Página anterior' }).click();
  await expect(pagination.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'E-Commerce' }).click();
  await expect(page.getByRole('button', { name: 'E-Commerce' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(5);
  await expect(pagination).toHaveCount(0);
  for (const card of await cards(page).all()) await expect(card.getByText('E-commerce', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(cards(page)).toHaveCount(6);
  await expect(pagination.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Aplicações' }).click();
  await expect(cards(page).filter({ hasText: 'Cliente Confidencial' })).toHaveCount(2);
  await cards(page).filter({ hasText: 'Studio Bella Agenda' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/projeto\/5$/);
});

test('promo carousel advances every 5 s and pauses while hovered and while focused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.locator('section[aria-roledescription="carrossel"]');
  const active = carousel.locator('[data-active="true"]');
  await expect(active).toContainText('Designs exclusivos');
  await page.clock.runFor(5000);
  await expect(active).toContainText('Processo personalizado');
  await page.clock.runFor(5000);
  await expect(active).toContainText('Garantia de originalidade');
  await page.clock.runFor(5000);
  await expect(active).toContainText('Designs exclusivos');

  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-paused', 'true');
  await page.clock.runFor(12000);
  await expect(active).toContainText('Designs exclusivos');
  await page.mouse.move(5, 5);
  await expect(carousel).toHaveAttribute('data-paused', 'false');
  await page.clock.runFor(5000);
  await expect(active).toContainText('Processo personalizado');

  // Arrows and dots; keyboard focus inside pauses it too.
  await carousel.getByRole('button', { name: 'Ir para o slide 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(active).toContainText('Garantia de originalidade');
  await expect(carousel).toHaveAttribute('data-paused', 'true');
  await page.clock.runFor(12000);
  await expect(active).toContainText('Garantia de originalidade');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
  await expect(carousel.getByRole('button', { name: 'Slide anterior' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(active).toContainText('Processo personalizado');
  await expect(active.getByRole('link', { name: 'Conversar sobre meu projeto' })).toHaveAttribute('href', '/#contato');
});

test('contact form: browser-level rules, "Enviando...", the success toast and a reset form with service back to site', async ({
  page,
}) => {
  await page.goto('/#contato');
  const form = page.locator('#contato form');
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  // Required fields are checked by the browser before anything is sent.
  expect(
    await form.getByLabel('Nome', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await form.getByLabel('Nome', { exact: true }).fill('Visitante E2E');
  await form.getByLabel('E-mail', { exact: true }).fill('nao-e-email');
  expect(
    await form.getByLabel('E-mail', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  await form.getByLabel('E-mail', { exact: true }).fill('visitante@exemplo.com');
  await form.getByLabel('Serviço de interesse').selectOption('ecommerce');
  await form.getByLabel('Assunto').fill(`Loja virtual ${Date.now()}`);
  await form.getByLabel('Mensagem').fill('Quero vender meus produtos online.');
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Serviço de interesse')).toHaveValue('site');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu locks scrolling, keeps focus, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).first()).toBeHidden();
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (const name of [
      'Início',
      'Portfólio',
      'Sites Institucionais',
      'Automação & Chatbots',
      'Contato',
      'Trabalhos Recentes',
      'Área de Clientes',
      'Orçamento',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: 'Portfólio' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#portfolio$/);
    await expect
      .poll(() => page.locator('#portfolio').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);

    await open.click();
    await menu.getByRole('link', { name: 'Landing Pages' }).click();
    await expect(page).toHaveURL('/servicos/landing-pages');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Landing pages que transformam cliques em clientes',
    );
  });

  test('service cards form a looping carousel with previous and next', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Serviços', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByText('1 de 6', { exact: true }).last()).toBeVisible();
    // A click before hydration reaches a button with no handler yet: under load that was a flaky first click.
    await hydrated(carousel.getByRole('button', { name: 'Serviço anterior' }));
    await carousel.getByRole('button', { name: 'Serviço anterior' }).click();
    await expect(carousel.getByText('6 de 6', { exact: true }).last()).toBeVisible();
    await expect(carousel.getByRole('heading', { name: 'Automação & Chatbots' })).toBeInViewport();
    await carousel.getByRole('button', { name: 'Próximo serviço' }).click();
    await expect(carousel.getByRole('heading', { name: 'Sites Institucionais' })).toBeInViewport();
    await carousel.getByRole('link', { name: 'Saiba mais sobre Sites Institucionais' }).click();
    await expect(page).toHaveURL('/servicos/sites-institucionais');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
