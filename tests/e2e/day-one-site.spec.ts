import { expect, test, type Browser } from '@playwright/test';
import { hydrated } from './hydrated';
import { STAFF_STATE } from './staff';

/**
 * Day one on a fresh production install (the e2e server: a production build with no demo data): the site speaks
 * for the agency once the owner hides the documents' example projects in one action (D260) and rewrites every line
 * of the home's hero, hiding a statistic (D261); the review of the site editor is then done (D262). It changes what
 * every visitor of the site sees, so it runs in the project that comes after the rest (playwright.config.ts).
 */

async function ownerPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ storageState: STAFF_STATE, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test('the owner hides every example project in one action and rewrites the hero; the home is the agency’s', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await ownerPage(browser);
  await page.goto('/configuracoes/site');
  await hydrated(page.getByRole('button', { name: 'Salvar topo' }));
  const review = page.getByTestId('revisao-site');
  await expect(review).toContainText(/\d+ projetos? de exemplo visíve(l|is) no site\./);

  // The examples the site shows, by the badge the editor gives them.
  const rows = page.getByTestId('projeto-site').filter({ has: page.getByTestId('projeto-exemplo') });
  const examples: Array<{ id: string; title: string }> = [];
  for (const row of await rows.all()) {
    if (await row.getByText('Oculto', { exact: true }).count()) continue;
    const id = (await row.locator('span').first().innerText()).trim();
    const title = (await row.locator('span.min-w-0 > span').first().innerText()).trim();
    examples.push({ id, title });
  }
  expect(examples.length, 'a fresh install shows the documents’ example projects').toBeGreaterThan(0);
  const home = await context.newPage();
  await home.goto('/');
  await expect(home.getByTestId('project-card').filter({ hasText: examples[0].title }).first()).toBeVisible();

  // One action, confirmed, says how many it hides.
  await page.getByRole('button', { name: 'Ocultar todos os exemplos' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Ocultar todos os projetos de exemplo?');
  await expect(dialog).toContainText(
    examples.length === 1
      ? 'O projeto de exemplo sai do site'
      : `Os ${examples.length} projetos de exemplo saem do site`,
  );
  await dialog.getByRole('button', { name: 'Ocultar exemplos' }).click();
  await expect(page.getByText('Projetos de exemplo ocultados')).toBeVisible();
  await expect(review).toContainText('Nenhum projeto de exemplo visível no site.');
  await expect(page.getByRole('button', { name: 'Ocultar todos os exemplos' })).toHaveCount(0);

  // Every hero line is the agency's; the third statistic is hidden. Each limited field counts as it is typed.
  const form = page.getByTestId('hero-texto-form');
  const lines = {
    'Linha acima do título': 'Estúdio de sites em Curitiba',
    'Começo do título (antes das frases)': 'Fazemos',
    'Fim do título (depois das frases)': 'para negócios de bairro',
    Subtítulo: 'Sites rápidos, textos claros e suporte por WhatsApp, do briefing ao ar.',
  };
  for (const [label, text] of Object.entries(lines)) await form.getByLabel(label, { exact: true }).fill(text);
  await expect(form.locator('#hero-title-count')).toHaveText('7 de 40 caracteres');
  await form.getByLabel('Número da estatística 1', { exact: true }).fill('38');
  await form.getByLabel('Texto da estatística 1', { exact: true }).fill('sites no ar');
  await form.getByLabel('Número da estatística 2', { exact: true }).fill('até 20 dias úteis');
  await form.getByLabel('Texto da estatística 2', { exact: true }).fill('do briefing ao site no ar');
  await form.getByLabel('Ocultar a estatística 3', { exact: true }).check();
  await form.getByRole('button', { name: 'Salvar topo' }).click();
  await expect(review).toContainText('Revisão feita: o site mostra o conteúdo da agência.', { timeout: 30_000 });

  // The home: no example project, the agency's lines, two statistics and none of the documents' claims.
  await expect(async () => {
    await home.goto('/');
    await expect(home.getByText('Estúdio de sites em Curitiba')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const heading = home.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Fazemos');
  await expect(heading).toContainText('para negócios de bairro');
  await expect(heading).not.toContainText('Criamos');
  await expect(home.getByText(lines['Subtítulo'])).toBeVisible();
  const stats = home.getByTestId('hero-estatistica');
  await expect(stats).toHaveCount(2);
  await expect(stats.first()).toContainText('38');
  await expect(stats.nth(1)).toContainText('até 20 dias úteis');
  const hero = home.locator('section').first();
  for (const claim of ['200+', 'clientes satisfeitos', 'até 15 dias úteis', '12 meses', 'de suporte incluído'])
    await expect(hero).not.toContainText(claim);
  for (const example of examples)
    await expect(home.getByTestId('project-card').filter({ hasText: example.title })).toHaveCount(0);
  // Hidden, an example's own page is gone too.
  expect((await home.goto(`/projeto/${examples[0].id}`))?.status()).toBe(404);

  if (process.env.SHOTS) {
    // The sections below the fold render when they come near the viewport (content-visibility, app/globals.css), which
    // a full-page capture never makes them do: the viewport is made as tall as the page, as a visitor scrolls it.
    for (const width of [390, 1280]) {
      await home.setViewportSize({ width, height: 900 });
      await home.goto('/');
      const height = await home.evaluate(() => document.documentElement.scrollHeight);
      await home.setViewportSize({ width, height });
      await home.waitForTimeout(600);
      await home.screenshot({ path: test.info().outputPath(`inicio-${width}.png`) });
    }
  }
  await context.close();
});
