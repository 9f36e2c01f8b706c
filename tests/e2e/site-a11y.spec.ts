import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PUBLIC_PAGES = [
  '/',
  '/recentes',
  '/projeto/1',
  '/projeto/99',
  '/servicos/sites-institucionais',
  '/servicos/e-commerce',
  '/servicos/landing-pages',
  '/servicos/aplicacoes-web',
  '/servicos/seo-marketing',
  '/servicos/automacao-chatbots',
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, contextOptions: { reducedMotion: 'reduce' } });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // Lazy sections load on scroll; the links' prefetches can keep the network busy for a long while on a
        // loaded machine, so idle is waited for only so long. Axe reads the DOM as it is then.
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
