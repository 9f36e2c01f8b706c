import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element: its DOM node carries React's props. A choice made in a controlled
 * `<select>` before that is set back to the state's value by hydration, so a spec that picks an option right after a
 * navigation waits here first (a person on a busy phone meets the same; the page is usable once hydrated).
 */
export async function hydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true);
}
