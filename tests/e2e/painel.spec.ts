import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { STAFF_STATE } from './staff';
import { sendContactMessage } from './contact';

/**
 * /painel (D58): the aggregate is cached (a write still shows at once) and Recharts is
 * loaded only when the chart's card scrolls into view; the page, chart drawn, has no accessibility violation.
 */
test.use({ storageState: STAFF_STATE, contextOptions: { reducedMotion: 'reduce' } });

const chart = (page: Page) => page.getByTestId('overview-chart');

/** Every WCAG 2.1 A/AA rule (what Lighthouse's accessibility score is made of), at any impact. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [390, 1280]) {
  test(`has no accessibility violation at ${width} px with the chart drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/painel');
    await expect(page.getByRole('heading', { name: 'Visão geral' })).toBeVisible();
    await chart(page).scrollIntoViewIfNeeded();
    await expect(chart(page).locator('.recharts-wrapper')).toBeVisible();
    await expect(chart(page).locator('.recharts-cartesian-axis-tick-value').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Nothing inside the hidden drawing takes focus (axe's aria-hidden-focus, Lighthouse's 96).
    expect(await chart(page).locator('[tabindex]:not([tabindex="-1"]), a, button').count()).toBe(0);
  });
}

test('loads the chart only when its card scrolls into view, in a box of fixed height', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/painel');
  await expect(page.getByTestId('metric-leads')).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const box = chart(page);
  const before = await box.boundingBox();
  expect(before!.y).toBeGreaterThan(700); // below the fold on a phone
  await expect(box.locator('.recharts-wrapper')).toHaveCount(0);
  // The screen reader's table is there from the start.
  await expect(page.locator('table.sr-only caption')).toHaveText('Recebido × faturado (12 meses)');

  await box.scrollIntoViewIfNeeded();
  await expect(box.locator('.recharts-wrapper')).toBeVisible();
  const after = await box.boundingBox();
  expect(after!.height).toBe(before!.height);
});

/** A message through the home page's contact form, from a visitor of its own (signed out). */
async function sendMessage(browser: Browser, tag: string) {
  await sendContactMessage(browser, {
    nome: 'Visitante Painel',
    email: `painel.${Date.now()}@exemplo.com.br`,
    assunto: `Painel em cache ${tag} ${Date.now()}`,
    mensagem: 'Gostaria de um orçamento.',
  });
}

test('shows a new contact message at once, although the aggregate is cached', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A first message expires whatever an earlier run left in the build's cache folder: the next render is fresh.
  await sendMessage(browser, 'a');
  await page.goto('/painel');
  const leads = page.getByTestId('metric-leads');
  const count = Number(await leads.textContent());
  await page.reload(); // served from the cache now
  await expect(leads).toHaveText(String(count));

  await sendMessage(browser, 'b');
  await page.reload();
  // Other specs may add messages at the same time: at least this one more.
  expect(Number(await leads.textContent())).toBeGreaterThan(count);
});
