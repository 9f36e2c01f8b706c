import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { STAFF_STATE } from './staff';

test.use({ storageState: STAFF_STATE });

// Screenshots for a person to look at (not assertions): SIGNATURE_SHOTS=<folder>.
const shots = process.env.SIGNATURE_SHOTS;
// The first page drawn by pdf.js waits for its ~1 MB worker to be downloaded and compiled: on CI's two cores,
// shared by two browsers and the server, that once took longer than the default 15 s.
const PDF_DRAWN = { timeout: 30_000 };
async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

async function multiPagePdf(marker: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= 3; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Contrato ${marker} - página ${i}`, { x: 60, y: 770, size: 20, font });
    for (let line = 0; line < 20; line++)
      page.drawRectangle({ x: 60, y: 700 - line * 24, width: 470, height: 6, opacity: 0.15 });
  }
  return Buffer.from(await pdf.save());
}

/** Drags `source` so that its top-left corner lands at (x, y) of the viewport, with the real mouse. */
async function dragTo(page: Page, source: Locator, x: number, y: number) {
  const box = (await source.boundingBox())!;
  const grab = { dx: Math.min(12, box.width / 2), dy: box.height / 2 };
  await page.mouse.move(box.x + grab.dx, box.y + grab.dy);
  await page.mouse.down();
  await page.mouse.move(box.x + grab.dx + 15, box.y + grab.dy + 5, { steps: 4 });
  await page.mouse.move(x + grab.dx, y + grab.dy, { steps: 15 });
  await page.mouse.up();
  // dnd-kit's pointer sensor stops every click on the document until 50 ms after a drop (a timer in its detach):
  // a click sooner, which no hand makes, is swallowed. Wait that out on the page's own clock.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

async function fieldPositions(dialog: Locator) {
  return dialog.getByTestId('editor-field').evaluateAll((els) =>
    els.map((el) => ({
      type: el.getAttribute('data-field-type'),
      page: el.getAttribute('data-page'),
      left: (el as HTMLElement).style.left,
      top: (el as HTMLElement).style.top,
    })),
  );
}

test.describe.serial('signature documents (document 001 §2.4, §4, §5)', () => {
  // pdf.js draws every page on a shared 2-core machine: give the long editor path room.
  test.describe.configure({ timeout: 120_000 });
  const marker = `${Date.now()}`;
  const name = `Contrato de Serviços ${marker}`;

  test('uploads a multi-page PDF, refusing a file that is not a PDF', async ({ page }) => {
    await page.goto('/assinaturas');
    await expect(page.getByRole('heading', { name: 'Assinaturas', level: 1 })).toBeVisible();
    await expect(page.getByTestId('card-draft')).toContainText('Rascunhos');
    await shot(page, 'list-1280');
    await page.getByRole('button', { name: 'Novo Documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Documento' });
    await dialog.getByRole('button', { name: 'Enviar Documento' }).click();
    await expect(page.getByText('Dados incompletos', { exact: true })).toBeVisible();

    await dialog
      .getByLabel('Arquivo PDF')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText('Tipo de arquivo não suportado', { exact: true })).toBeVisible();

    await dialog
      .getByLabel('Arquivo PDF')
      .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await multiPagePdf(marker) });
    await expect(dialog.getByLabel('Nome do Documento')).toHaveValue(name);
    await shot(page, 'upload-1280');
    await dialog.getByRole('button', { name: 'Enviar Documento' }).click();
    await expect(page.getByText('Documento enviado com sucesso', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('signature-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Rascunho')).toBeVisible();
    await expect(row.getByText('3 páginas')).toBeVisible();
    await expect(row.getByRole('button', { name: `Editar: ${name}` })).toBeVisible();
  });

  test('views it with pdf.js, downloads it under its name, and forces the iframe from Debug PDF', async ({ page }) => {
    await page.goto(`/assinaturas?q=${marker}`);
    await page.getByRole('button', { name: `Ver: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(dialog.getByText('Rascunho')).toBeVisible();
    await expect(dialog.getByText('Destinatário: -')).toBeVisible();
    await expect(dialog.locator('canvas.react-pdf__Page__canvas')).toBeVisible(PDF_DRAWN);
    await expect(dialog.getByTestId('page-indicator')).toHaveText('Página 1 de 3');
    await shot(page, 'viewer-1280');
    await dialog.getByRole('button', { name: 'Próxima página' }).click();
    await expect(dialog.getByTestId('page-indicator')).toHaveText('Página 2 de 3');

    const download = dialog.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('download', `${name}.pdf`);
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('attachment');
    const tab = dialog.getByRole('link', { name: 'Abrir em Nova Aba' });
    expect(await tab.getAttribute('href')).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);

    await dialog.getByRole('button', { name: 'Debug PDF' }).click();
    const debug = dialog.getByTestId('pdf-debug');
    await expect(debug).toContainText('pdf.js');
    await debug.getByRole('button', { name: 'iframe', exact: true }).click();
    await expect(dialog.locator('iframe[data-pdf-method="iframe"]')).toBeVisible();
    await expect(debug).toContainText('iframe: loading');
  });

  test('falls back from pdf.js through iframe, restricted iframe, object and new tab, then shows the error panel', async ({
    page,
  }) => {
    // The file answers empty and pop-ups are blocked: every method of §4 fails in turn.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.route('**/api/files/**', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '' }));
    await page.goto(`/assinaturas?q=${marker}`);
    await page.getByRole('button', { name: `Ver: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Debug PDF' }).click();
    await expect(dialog.locator('iframe[data-pdf-method="iframe"]')).toBeAttached();
    await expect(dialog.getByTestId('pdf-debug')).toContainText('pdf.js:');
    await expect(dialog.locator('iframe[data-pdf-method="restricted"]')).toBeAttached({ timeout: 15_000 });
    await expect(dialog.getByText('Não foi possível carregar o PDF')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('Tentamos 5 métodos diferentes, mas nenhum funcionou.')).toBeVisible();
    await expect(dialog.getByTestId('pdf-debug')).toContainText('All loading methods failed');
    await expect(dialog.getByRole('button', { name: 'Forçar iframe' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Forçar object' })).toBeVisible();
    await shot(page, 'viewer-fallback-1280');
  });

  test('places three fields of different types on two pages by dragging, saves, and finds them after a reload', async ({
    page,
  }) => {
    await page.goto(`/assinaturas?q=${marker}`);
    await page.getByRole('button', { name: `Editar: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Editar Campos - ${name}` });
    await expect(dialog.locator('canvas.react-pdf__Page__canvas')).toBeVisible(PDF_DRAWN);
    const canvas = dialog.getByTestId('editor-page');
    const palette = (type: string) => dialog.locator(`button[data-field-type="${type}"]`);

    let box = (await canvas.boundingBox())!;
    await dragTo(page, palette('signature'), box.x + box.width * 0.2, box.y + box.height * 0.3);
    await expect(dialog.getByTestId('editor-field')).toHaveCount(1);
    await dragTo(page, palette('date'), box.x + box.width * 0.55, box.y + box.height * 0.45);
    await expect(dialog.getByTestId('editor-field')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Grade de coordenadas' }).click();
    await expect(dialog.getByTestId('editor-grid')).toBeVisible();

    // The date field gets a label and becomes optional.
    await dialog.getByRole('button', { name: 'Data: Data' }).click();
    await dialog.getByLabel('Rótulo').fill('Data da assinatura');
    await dialog.getByRole('radio', { name: 'Não' }).click();

    await dialog.getByRole('button', { name: 'Próxima página' }).click();
    await expect(dialog.getByTestId('page-indicator')).toHaveText('Página 2 de 3');
    await expect(dialog.getByTestId('editor-field')).toHaveCount(0);
    box = (await canvas.boundingBox())!;
    await dragTo(page, palette('cpf'), box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect(dialog.getByTestId('editor-field')).toHaveCount(1);
    // Move it by dragging the field itself.
    const cpf = dialog.getByTestId('editor-field');
    const before = await cpf.evaluate((el) => (el as HTMLElement).style.left);
    const cpfBox = (await cpf.boundingBox())!;
    await dragTo(page, cpf, cpfBox.x + box.width * 0.1, cpfBox.y + box.height * 0.1);
    await expect.poll(() => cpf.evaluate((el) => (el as HTMLElement).style.left)).not.toBe(before);
    await expect(dialog.getByTestId('field-count')).toHaveText('3 campos');
    await shot(page, 'editor-1280');

    const page2 = await fieldPositions(dialog);
    await dialog.getByRole('button', { name: 'Página anterior' }).click();
    await expect(dialog.getByTestId('editor-field')).toHaveCount(2);
    const page1 = await fieldPositions(dialog);
    expect(page1.map((f) => f.type)).toEqual(['signature', 'date']);
    expect(page2.map((f) => [f.type, f.page])).toEqual([['cpf', '2']]);
    expect(Math.abs(Number.parseFloat(page1[0].left) - 20)).toBeLessThan(1);
    expect(Math.abs(Number.parseFloat(page1[0].top) - 30)).toBeLessThan(1);
    expect(Math.abs(Number.parseFloat(page1[1].left) - 55)).toBeLessThan(1);
    expect(Math.abs(Number.parseFloat(page1[1].top) - 45)).toBeLessThan(1);

    await dialog.getByRole('button', { name: 'Salvar Campos' }).click();
    await expect(page.getByText('Campos salvos com sucesso', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('button', { name: `Editar: ${name}` }).click();
    const again = page.getByRole('dialog', { name: `Editar Campos - ${name}` });
    await expect(again.locator('canvas.react-pdf__Page__canvas')).toBeVisible(PDF_DRAWN);
    await expect(again.getByTestId('field-count')).toHaveText('3 campos');
    await expect.poll(() => fieldPositions(again)).toEqual(page1);
    await again.getByRole('button', { name: 'Data: Data da assinatura' }).click();
    await expect(again.getByLabel('Rótulo')).toHaveValue('Data da assinatura');
    await expect(again.getByRole('radio', { name: 'Não' })).toHaveAttribute('aria-checked', 'true');
    await again.getByRole('button', { name: 'Próxima página' }).click();
    await expect(again.getByTestId('page-indicator')).toHaveText('Página 2 de 3');
    await expect.poll(() => fieldPositions(again)).toEqual(page2);
  });

  test('fits a phone (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/assinaturas?q=${marker}`);
    await expect(page.getByTestId('signature-row')).toHaveCount(1);
    await shot(page, 'list-390');
    await page.getByRole('button', { name: `Editar: ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('canvas.react-pdf__Page__canvas')).toBeVisible(PDF_DRAWN);
    await expect(dialog.getByTestId('editor-field')).toHaveCount(2);
    await shot(page, 'editor-390');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Ver: ${name}` }).click();
    await expect(page.getByRole('dialog').locator('canvas.react-pdf__Page__canvas')).toBeVisible(PDF_DRAWN);
    await shot(page, 'viewer-390');
  });
});
