import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_STATE } from './staff';

/**
 * The staff list screens score 100 for accessibility. axe runs every WCAG 2.1 A/AA rule (what
 * Lighthouse's score is made of) and, from its best practices, the heading order Lighthouse also checks and
 * "region" (no text outside a landmark).
 */
test.use({ storageState: STAFF_STATE, contextOptions: { reducedMotion: 'reduce' } });

async function violations(page: Page) {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const order = await new AxeBuilder({ page }).withRules(['heading-order', 'region']).analyze();
  return [...wcag.violations, ...order.violations].map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const SCREENS = [
  '/clientes',
  '/clientes?tab=clientes',
  '/projetos',
  '/cobrancas',
  '/pagamentos',
  '/contratos',
  '/assinaturas',
  '/landing-pages',
];

for (const path of SCREENS) {
  for (const width of path === '/clientes' || path === '/projetos' ? [390, 1280] : [1280]) {
    test(`${path} has no accessibility violation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
}
