import { expect, type Browser, type Page } from '@playwright/test';

/** A client on a phone: 390 px wide, touch (the portal and the signing page are mostly opened there). */
export async function phoneContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** Opens the portal from its e-mailed sign-in link (a path). */
export async function enterPortal(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Entrar no portal' }).click();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
}

/** Draws a stroke on the signing page's signature pad. */
export async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.055), box.y + box.height * (0.6 - Math.sin(i) * 0.25), {
      steps: 3,
    });
  await page.mouse.up();
}
