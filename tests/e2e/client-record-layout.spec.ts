import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_STATE } from './staff';

// scripts/e2e-seed-record.ts `wide`: a long name and e-mail, 30 documents with long titles, 300 timeline entries.
const dataDir = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`);
const wide = () =>
  (
    JSON.parse(readFileSync(path.join(dataDir, 'record-seed.json'), 'utf8')) as {
      wide: { clienteId: string; nome: string; documentos: number };
    }
  ).wide;

test.use({ storageState: STAFF_STATE });

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The page's sections (data, documents, timeline) and anything inside them that pokes out of its section. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const sections = ['record-data', 'record-documents', 'record-timeline'].map((id) => {
      const section = document.querySelector(`section[aria-labelledby="${id}"]`) as HTMLElement;
      const box = section.getBoundingClientRect();
      const outside = [...section.querySelectorAll('*')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
        .map(({ el }) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`);
      return { id, box: { x: box.x, y: box.y + scrollY, width: box.width, height: box.height }, outside };
    });
    return {
      sections,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
}

for (const width of [390, 768, 1280, 1440]) {
  test(`a client with 30 documents and 300 timeline entries at ${width} px: no column over another, no sideways scroll`, async ({
    page,
  }) => {
    const { clienteId, nome } = wide();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/clientes/${clienteId}`);
    await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos os documentos' }).click();
    await expect(page.getByTestId('record-document')).toHaveCount(wide().documentos);
    await page.getByRole('link', { name: 'Ver mais' }).click();
    await expect(page.getByTestId('timeline-entry')).toHaveCount(60);

    const { sections, scrollWidth, clientWidth } = await layout(page);
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
    for (const section of sections) expect(section.outside, `${section.id} overflows`).toEqual([]);
    for (let i = 0; i < sections.length; i++)
      for (let j = i + 1; j < sections.length; j++)
        expect(intersect(sections[i].box, sections[j].box), `${sections[i].id} × ${sections[j].id}`).toBe(false);

    // A long title wraps (several lines), it is not cut.
    const title = page.getByTestId('record-document').first().getByRole('link').first();
    const box = (await title.boundingBox())!;
    expect(box.height).toBeGreaterThan(30);
    if (width === 390 || width === 1280)
      await page.screenshot({ path: `test-results/client-record-wide-${width}.png`, fullPage: true });
  });
}
