import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_STATE } from './staff';

/** The payment screens with axe (no serious or critical violation), at a phone's and a desktop's width. */
const PUBLIC = ['/pagamento?nome=Ana&valor=10', '/pagamento/erro?tipo=pix', '/pagamento/sucesso'];

async function serious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [390, 1280]) {
  test.describe(`payments at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, contextOptions: { reducedMotion: 'reduce' } });

    for (const path of PUBLIC) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        expect(await serious(page)).toEqual([]);
      });
    }

    test('the sandbox checkout and the Painel de Pagamentos have none either', async ({ page, browser }) => {
      test.setTimeout(120_000); // three axe passes, one over the dashboard that every payment spec fills
      await page.goto(`/pagamento?nome=Ana&email=ana-a11y-${width}%40teste.dev&descricao=Acessibilidade&valor=10`);
      await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
      await expect(page).toHaveURL(/\/pagamento\/sandbox\//);
      expect(await serious(page)).toEqual([]);
      const staff = await browser.newContext({ storageState: STAFF_STATE, viewport: { width, height: 900 } });
      const dash = await staff.newPage();
      await dash.goto('/pagamentos');
      await expect(dash.getByRole('heading', { name: 'Painel de Pagamentos' })).toBeVisible();
      expect(await serious(dash)).toEqual([]);
      // Every row fits the screen: on a phone each payment is a card, nothing scrolls sideways.
      expect(
        await dash.locator('table').evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth),
      ).toBe(true);
      await dash
        .getByRole('button', { name: /^Detalhes/ })
        .first()
        .click();
      await expect(dash.getByRole('dialog')).toBeVisible();
      expect(await serious(dash)).toEqual([]);
      await staff.close();
    });
  });
}
