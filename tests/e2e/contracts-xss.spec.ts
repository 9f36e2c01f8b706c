import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

/**
 * D25: a corpus of script-injection payloads goes through every stored field of templates
 * (name, description, each of the three content shapes, field values and placeholders) and contracts
 * (name, client, description, field values), and nothing runs on any screen that shows them.
 * Every context bypasses the Content-Security-Policy (D45): the sanitiser must hold on its own, the
 * CSP being a second wall, and the control payload must be able to run for the trap to prove it sees one.
 */
const stamp = Date.now();
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r=5></circle></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<a href="javascript:window.__xss=1">link-js</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link-js2</a>',
  '<a href="&#106;avascript:window.__xss=1">link-js3</a>',
  '<a href="data:text/html,<script>parent.__xss=1</script>">link-data</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<div style="position:fixed;inset:0;background:red;z-index:9999">overlay</div>',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '"><img src=x onerror=window.__xss=1>',
  '<object data="javascript:window.__xss=1"></object>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<a href="https://example.test" onmouseover="window.__xss=1">link-ok</a>',
];
const CORPUS = PAYLOADS.join('\n');
const p = (i: number) => PAYLOADS[i % PAYLOADS.length];

const TEMPLATES = [
  { shape: 'html', conteudo: JSON.stringify(`<h1>XSS HTML ${stamp}</h1><p>[Campo livre]</p>${CORPUS}`) },
  {
    shape: 'structured',
    conteudo: JSON.stringify({
      titulo: `XSS Estruturado ${stamp} ${p(1)}`,
      subtitulo: p(2),
      partes: { parte1: p(4), parte2: p(10) },
      // The field first: an unclosed <style> in the corpus swallows the rest of its string, as a browser would.
      secoes: [{ titulo: p(0), conteudo: `[Nome] ${CORPUS}`, subcategorias: [{ titulo: p(9), conteudo: p(12) }] }],
      rodape: p(13),
    }),
  },
  {
    shape: 'object',
    conteudo: JSON.stringify({
      template: `<p>XSS Objeto ${stamp}</p><p>{{field-1}}</p><a href="{{field-2}}">link-field</a><img src="{{field-2}}">${CORPUS}`,
      fields: [
        { id: 'field-1', value: p(1), originalPlaceholder: p(2) },
        { id: 'field-2', value: 'javascript:window.__xss=1', originalPlaceholder: 'url' },
      ],
    }),
  },
];

async function staffContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: STAFF_STATE, bypassCSP: true });
  await trap(context);
  return context;
}

/** Anything that runs sets window.__xss or opens a dialog; both are recorded. */
async function trap(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: number; __dialogs: number };
    w.__xss = 0;
    w.__dialogs = 0;
    window.alert =
      window.confirm =
      window.prompt =
        (() => {
          w.__dialogs++;
        }) as never;
  });
}

async function assertInert(page: Page, dialogs: string[]) {
  await page.waitForLoadState('load');
  // Hover and click what could still carry a handler or a script URL.
  for (const link of await page.getByRole('link', { name: /^link-/ }).all()) {
    await link.hover();
    const href = await link.getAttribute('href');
    expect(href ?? '', 'no script URL survives').not.toMatch(/^\s*(javascript|data|vbscript):/i);
  }
  const report = await page.evaluate(() => {
    const docs = [...document.querySelectorAll('[data-testid="contract-document"]')];
    const all = docs.flatMap((d) => [...d.querySelectorAll('*')]);
    return {
      flag: (window as unknown as { __xss: number }).__xss,
      dialogs: (window as unknown as { __dialogs: number }).__dialogs,
      handlers: all.filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
      dangerous: all.filter((el) =>
        [
          'SCRIPT',
          'IFRAME',
          'SVG',
          'svg',
          'STYLE',
          'OBJECT',
          'EMBED',
          'FORM',
          'INPUT',
          'MATH',
          'math',
          'VIDEO',
          'SOURCE',
          'NOSCRIPT',
        ].includes(el.tagName),
      ).length,
      styled: all.filter((el) => el.hasAttribute('style') || el.hasAttribute('srcdoc')).length,
      badUrls: all.filter((el) =>
        /^\s*(javascript|data|vbscript):/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
      ).length,
      bodyShown: getComputedStyle(document.body).display !== 'none',
    };
  });
  expect(report).toEqual({ flag: 0, dialogs: 0, handlers: 0, dangerous: 0, styled: 0, badUrls: 0, bodyShown: true });
  expect(dialogs).toEqual([]);
}

test.describe.serial('XSS corpus through every stored contract field (D25)', () => {
  test('control: the trap sees a payload that does run', async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true });
    await trap(context);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss=1">'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(1);
    await context.close();
  });

  const contracts: Array<{ detail: string; publicPath: string }> = [];

  test('templates in the three shapes and contracts made from them store the corpus', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await staffContext(browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const [i, template] of TEMPLATES.entries()) {
      await page.goto('/contratos/modelos');
      await page.getByRole('button', { name: 'Novo Modelo' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome do Modelo').fill(`XSS ${stamp} ${template.shape} ${p(i + 1)}`);
      await dialog.getByLabel('Descrição').fill(p(i + 4));
      await dialog.getByLabel('Conteúdo (JSON)').fill(template.conteudo);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Modelo criado', { exact: true })).toBeVisible();
    }
    await page.goto(`/contratos/modelos?q=${encodeURIComponent(`xss ${stamp}`)}`);
    await expect(page.getByTestId('template-row')).toHaveCount(3);
    await assertInert(page, dialogs);

    for (const [i, template] of TEMPLATES.entries()) {
      await page.goto('/contrato/novo');
      const select = page.getByLabel('Modelo de Contrato');
      const label = (await select.locator('option').allTextContents()).find((o) =>
        o.startsWith(`XSS ${stamp} ${template.shape}`),
      )!;
      await select.selectOption({ label });
      await assertInert(page, dialogs);
      await page.getByLabel('Nome do Contrato').fill(`Contrato XSS ${stamp} ${template.shape} ${p(i + 1)}`);
      await page.getByLabel('Nome do Cliente').fill(`Cliente ${p(i)}`);
      await page.getByLabel('Descrição (opcional)').fill(p(i + 2));
      await page.getByRole('button', { name: 'Editar Campos' }).click();
      const inputs = page.locator('[id^="cf-field-"]');
      await expect(inputs.first()).toBeVisible();
      const count = await inputs.count();
      expect(count).toBeGreaterThan(0);
      for (let n = 0; n < count; n++)
        await inputs.nth(n).fill(n === 1 && template.shape === 'object' ? 'javascript:window.__xss=1' : p(n + i));
      await page.getByRole('button', { name: 'Visualizar' }).click();
      await assertInert(page, dialogs);
      await page.getByRole('button', { name: 'Salvar Contrato' }).click();
      await expect(page.getByText('Contrato criado', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
      const publicPath = (await page.getByRole('link', { name: 'Ver página pública' }).getAttribute('href'))!;
      contracts.push({ detail: new URL(page.url()).pathname, publicPath });
    }
    await context.close();
  });

  test('nothing runs on the staff screens that show them', async ({ browser }) => {
    const context = await staffContext(browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/contratos?q=${encodeURIComponent(`contrato xss ${stamp}`)}`);
    await expect(page.getByTestId('contract-row')).toHaveCount(3);
    await assertInert(page, dialogs);
    for (const { detail } of contracts) {
      await page.goto(detail);
      await expect(page.getByTestId('contract-document')).toBeVisible();
      await assertInert(page, dialogs);
      const fieldLink = page.getByRole('link', { name: 'link-field' });
      if (await fieldLink.count()) expect(await fieldLink.getAttribute('href')).not.toContain('javascript');
      await page.goto(`${detail.replace('/contratos/', '/contrato/')}/editar`);
      await page.getByRole('button', { name: 'Editar Campos' }).click();
      await page.getByRole('button', { name: 'Visualizar' }).click();
      await assertInert(page, dialogs);
    }
    await context.close();
  });

  test('nothing runs on the public pages, signed out', async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true });
    await trap(context);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const { publicPath } of contracts) {
      await page.goto(publicPath);
      await expect(page.getByTestId('contract-document')).toBeVisible();
      await assertInert(page, dialogs);
    }
    await context.close();
  });
});
