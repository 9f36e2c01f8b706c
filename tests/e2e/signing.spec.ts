import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fillContractBlanks } from './contract-fields';
import { setRepresentative, signAsRepresentative } from './contract-send';
import { confirmCodeOnPage } from './signer-code';
import { E2E_STAFF, STAFF_STATE } from './staff';

/** D13: send, sign from the e-mailed link, download the sealed file and verify it. */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');

async function samplePdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${title} - pagina ${n}`, { x: 56, y: 780, size: 16, font });
    page.drawText('Clausula primeira: o contratante assina abaixo.', { x: 56, y: 740, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** The /assinar link of the newest e-mail to `to` in the e2e server's outbox (D17). */
async function linkFromOutbox(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).map((f) => path.join(outbox, f));
          } catch {
            return [];
          }
        })().sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const eml = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
          if (!eml.includes(to)) continue;
          link = /https?:\/\/[^\s]+\/assinar\/[A-Za-z0-9_-]{43}/.exec(eml)?.[0] ?? '';
          return link;
        }
        return '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

async function drawSignature(page: Page) {
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

/** With SHOTS=1, full-page screenshots at 390 px and 1280 px into the test's output folder, to look at. */
async function shots(page: Page, label: string) {
  if (!process.env.SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openAsRecipient(browser: Browser, pathname: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pathname);
  return { context, page };
}

test.describe.serial('e-signature (D13)', () => {
  // Sealing a PDF takes a few seconds on a busy 2-core machine.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Contrato E2E ${stamp}`;
  const email = `cliente.${stamp}@exemplo.com.br`;
  let signingPath = '';
  let downloaded = '';
  let code = '';

  test('staff upload a PDF and send it; the recipient gets the link by e-mail', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/assinaturas');
    await page.getByRole('button', { name: 'Novo Documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Documento' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'contrato-e2e.pdf', mimeType: 'application/pdf', buffer: await samplePdf(name) });
    await dialog.getByLabel('Nome do Documento').fill(name);
    await dialog.getByRole('button', { name: 'Enviar Documento' }).click();
    await expect(page.getByText('Documento enviado com sucesso', { exact: true })).toBeVisible();

    const row = page.getByTestId('signature-row').filter({ hasText: name });
    await row.getByRole('button', { name: `Enviar: ${name}` }).click();
    const send = page.getByRole('dialog', { name: 'Enviar para assinatura' });
    await send.getByRole('button', { name: 'Enviar para assinatura' }).click();
    await expect(send.getByText('Informe o nome do destinatário.')).toBeVisible();
    await shots(page, 'enviar-dialog');
    await send.getByLabel('Nome do destinatário').fill('Joana Conceição');
    await send.getByLabel('E-mail do destinatário').fill(email);
    await send.getByLabel('CPF (opcional)').fill('111.111.111-11');
    await send.getByRole('button', { name: 'Enviar para assinatura' }).click();
    await expect(send.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
    await send.getByLabel('CPF (opcional)').fill('529.982.247-25');
    await send.getByRole('button', { name: 'Enviar para assinatura' }).click();
    await expect(page.getByText('Documento enviado para assinatura', { exact: true })).toBeVisible();
    await expect(row.getByText('Enviado')).toBeVisible();
    await expect(row.getByText('Joana Conceição')).toBeVisible();
    await expect(row.getByRole('button', { name: `Enviar: ${name}` })).toHaveCount(0);
    signingPath = await linkFromOutbox(email);
    await context.close();
  });

  test('the recipient draws a signature, signs, downloads the sealed file and verifies it', async ({ browser }) => {
    const { context, page } = await openAsRecipient(browser, signingPath);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // D86: one static shell serves every link; its HTML names neither the document nor the token.
    const shell = await page.request.get(signingPath);
    const html = await shell.text();
    expect(html).toContain('Assinatura de documento');
    expect(html).not.toContain(name);
    expect(html).not.toContain(signingPath.split('/').pop()!);
    expect(shell.headers()['content-security-policy']).toContain("'sha256-");
    expect(shell.headers()['cache-control']).toBe('private, no-cache');
    // The answer carries the first page's image (by the token's hash, never the token) in the skeleton. Right after
    // a revalidation (another spec saved the agency profile) the shell is rendered again first, with no token (D195),
    // and is then kept and answered with the image: each answer meanwhile holds no token either.
    const token = signingPath.split('/').pop()!;
    const firstPagePath = `/api/signatures/pagina/${createHash('sha256').update(token).digest('hex')}/1`;
    await expect
      .poll(
        async () => {
          const again = await (await page.request.get(signingPath)).text();
          expect(again).not.toContain(token);
          return again;
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toContain(`<img alt="" fetchpriority="high" src="${firstPagePath}"/>`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The shell's inline script asks for the link's data while the HTML is read; React uses that answer
    // instead of asking again (one request per opening).
    const again = await context.newPage();
    const asked: string[] = [];
    const images: string[] = [];
    again.on('request', (r) => r.url().endsWith('/api/signatures/link') && asked.push(r.method()));
    again.on('request', (r) => r.url().includes('/api/signatures/pagina/') && images.push(new URL(r.url()).pathname));
    await again.goto(signingPath);
    await expect(again.getByRole('heading', { name })).toBeVisible();
    await expect(again.getByRole('img', { name: 'Página 1 de 2 do documento' })).toBeVisible();
    expect(asked).toEqual(['POST']);
    // The first page came with the HTML, at the address React's page then shows.
    expect(images[0]).toBe(firstPagePath);
    await expect(again.getByRole('img', { name: 'Página 1 de 2 do documento' })).toHaveAttribute('src', firstPagePath);
    await again.close();
    // A page image that cannot be loaded (its link expired while the page stayed open, say): the page reads
    // the PDF in the browser instead, fields in place.
    const broken = await context.newPage();
    await broken.route(/\/api\/signatures\/pagina\//, (route) => route.fulfill({ status: 404, body: '' }));
    await broken.goto(signingPath);
    await expect(broken.locator('canvas.react-pdf__Page__canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(broken.getByTestId('placed-field')).toHaveCount(1);
    await broken.close();
    // D86: the pages are images drawn on the server (no pdf.js on the signer's phone), loaded and sized.
    const firstPage = page.getByRole('img', { name: 'Página 1 de 2 do documento' });
    await expect(firstPage).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
    await expect(page.getByRole('img', { name: 'Página 2 de 2 do documento' })).toBeAttached();
    expect(await page.locator('canvas.react-pdf__Page__canvas').count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Abrir PDF em nova aba' })).toHaveAttribute(
      'href',
      /\/api\/files\/.+\.pdf\?/,
    );
    await expect(page.getByTestId('placed-field')).toHaveCount(1);
    await shots(page, 'assinar');

    // The one recipient is a signer like any other (D155): their code first.
    await expect(page.getByRole('button', { name: 'Assinar', exact: true })).toBeDisabled();
    await confirmCodeOnPage(page, outbox, email);
    // Nothing filled: the form says what is missing and signs nothing.
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(page.getByText('Desenhe ou digite a sua assinatura.')).toBeVisible();
    await expect(page.getByText('Marque a caixa de concordância para assinar.')).toBeVisible();

    await shots(page, 'assinar-erros');
    await drawSignature(page);
    await expect(page.getByTestId('placed-field').locator('img')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Documento assinado' })).toBeVisible({ timeout: 20_000 });
    code = (await page.getByTestId('verification-code').textContent())!.trim();
    // Signed: the page says so and no longer asks for the signature.
    await expect(page.getByText('pede a sua assinatura', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assinar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documento assinado');
    await shots(page, 'assinado');
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar documento assinado' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name} - assinado.pdf`);
    downloaded = test.info().outputPath('assinado.pdf');
    await download.saveAs(downloaded);
    const sealed = await PDFDocument.load(readFileSync(downloaded));
    expect(sealed.getPageCount()).toBe(3);

    await page.getByRole('link', { name: 'Ver verificação' }).click();
    await expect(page).toHaveURL(`/verificacao/${code}`);
    await expect(page.getByText('Documento assinado eletronicamente')).toBeVisible();
    await expect(page.getByTestId('verify-name')).toHaveText(name);
    await expect(page.getByText('Joana Conceição')).toBeVisible();
    await page.getByTestId('verify-file').setInputFiles(downloaded);
    await expect(page.getByText('O arquivo confere: é exatamente o documento assinado.')).toBeVisible();
    await page
      .getByTestId('verify-file')
      .setInputFiles({ name: 'outro.pdf', mimeType: 'application/pdf', buffer: await samplePdf(name) });
    await expect(page.getByText('O arquivo não confere: ele é diferente do documento assinado.')).toBeVisible();
    await shots(page, 'verificacao');

    // The link is used up.
    await page.goto(signingPath);
    await expect(page.getByRole('heading', { name: 'Documento assinado' })).toBeVisible();
    await expect(page.getByText('O link de assinatura já foi usado', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assinar', exact: true })).toHaveCount(0);
    // …and still offers the signed PDF and the verification, not "ask whoever sent it".
    await expect(page.getByRole('link', { name: 'Baixar documento assinado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver verificação' })).toHaveAttribute('href', `/verificacao/${code}`);
    await expect(page.getByText('peça a quem o enviou', { exact: false })).toHaveCount(0);
    await shots(page, 'link-usado');
    await context.close();
  });

  test('staff see the document signed, its audit trail and the signed PDF', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto(`/assinaturas?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('signature-row').filter({ hasText: name });
    await expect(row.getByText('Assinado')).toBeVisible();
    await row.getByRole('button', { name: `Ver: ${name}` }).click();
    const audit = page.getByTestId('signing-audit');
    // One signer's trail (D155): the invitation and the code stand where the e-mail of the old pipeline stood. A step
    // the system did for the signer names them after the label (D166).
    for (const event of [
      'Documento criado',
      'Enviado para assinatura',
      'Convite enviado',
      'Aberto pelo destinatário',
      'Código enviado',
      'Código confirmado',
      'Assinou',
      'Assinado',
    ]) {
      await expect(audit.getByText(new RegExp(`^${event}( — .+)?$`))).toBeVisible();
    }
    await expect(audit.getByRole('link', { name: 'Baixar PDF assinado' })).toBeVisible();
    await shots(page, 'viewer-audit');
    await context.close();
  });

  test('a cancelled link shows a clear page', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    const other = `Aditivo E2E ${stamp}`;
    const otherEmail = `aditivo.${stamp}@exemplo.com.br`;
    await page.goto('/assinaturas');
    await page.getByRole('button', { name: 'Novo Documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Documento' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'aditivo.pdf', mimeType: 'application/pdf', buffer: await samplePdf(other) });
    await dialog.getByLabel('Nome do Documento').fill(other);
    await dialog.getByRole('button', { name: 'Enviar Documento' }).click();
    const row = page.getByTestId('signature-row').filter({ hasText: other });
    await row.getByRole('button', { name: `Enviar: ${other}` }).click();
    const send = page.getByRole('dialog', { name: 'Enviar para assinatura' });
    await send.getByLabel('Nome do destinatário').fill('Carlos Lima');
    await send.getByLabel('E-mail do destinatário').fill(otherEmail);
    await send.getByRole('button', { name: 'Enviar para assinatura' }).click();
    await expect(row.getByText('Enviado')).toBeVisible();
    const link = await linkFromOutbox(otherEmail);
    await row.getByRole('button', { name: `Cancelar envio: ${other}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar envio' }).click();
    await expect(page.getByText('Envio cancelado', { exact: true })).toBeVisible();
    await expect(row.getByText('Cancelado')).toBeVisible();

    const recipient = await openAsRecipient(browser, link);
    await expect(recipient.page.getByRole('heading', { name: 'Este envio foi cancelado' })).toBeVisible();
    // An address no link has: the same shell, told by the server that it knows no such link.
    await recipient.page.goto(`/assinar/${'x'.repeat(43)}`);
    await expect(recipient.page.getByRole('heading', { name: 'Link de assinatura inválido' })).toBeVisible();
    await recipient.context.close();
    await context.close();
  });

  test('from a contract to "assinado"', async ({ browser }) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    const contrato = `Contrato Assinatura ${stamp}`;
    const cliente = `Padaria Bom Pão ${stamp}`;
    const clientEmail = `padaria.${stamp}@exemplo.com.br`;
    // A client registered with a CPF and an e-mail signs for itself (D160); the representative signs after (D161).
    await setRepresentative(page);
    await page.goto('/clientes?tab=clientes');
    await page.getByRole('button', { name: 'Novo Cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Novo Cliente' });
    await form.getByLabel('Nome', { exact: true }).fill(cliente);
    await form.getByLabel('E-mail', { exact: true }).fill(clientEmail);
    await form.getByLabel('CPF ou CNPJ').fill('111.444.777-35');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Cliente criado com sucesso.')).toBeVisible();
    await page.goto('/contrato/novo');
    await page.getByLabel('Nome do Contrato').fill(contrato);
    await page.getByLabel('Nome do Cliente').fill(cliente);
    await page.getByRole('option', { name: new RegExp(`^${cliente}`) }).click();
    await expect(page.getByTestId('client-picker-linked')).toBeVisible();
    await fillContractBlanks(page);
    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    const contractUrl = new URL(page.url()).pathname;

    await page.getByTestId('contract-send-signature').click();
    const send = page.getByRole('dialog', { name: 'Enviar para assinatura' });
    await expect(send.getByTestId('contract-client-signer')).toContainText(`1. ${cliente}`);
    await expect(send.getByTestId('contract-client-signer')).toContainText(clientEmail);
    await send.getByRole('button', { name: 'Enviar para os signatários' }).click();
    await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();
    await expect(page.getByTestId('contract-signing')).toContainText(`Aguardando a assinatura de ${cliente}.`);

    const link = await linkFromOutbox(clientEmail);
    const recipient = await openAsRecipient(browser, link);
    await expect(recipient.page.getByRole('heading', { name: contrato })).toBeVisible();
    await confirmCodeOnPage(recipient.page, outbox, clientEmail);
    await recipient.page.getByRole('button', { name: 'Digitar' }).click();
    await recipient.page.getByPlaceholder('Digite seu nome completo').fill('Maria Bom Pão');
    await recipient.page.getByRole('checkbox').check();
    await recipient.page.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(recipient.page.getByRole('heading', { name: 'Assinatura registrada' })).toBeVisible({
      timeout: 20_000,
    });
    await recipient.context.close();
    await signAsRepresentative(page, outbox, { mark: String(stamp) }, E2E_STAFF.name);

    await page.goto(contractUrl);
    await expect(page.getByTestId('contract-signing')).toContainText('Assinado eletronicamente.');
    await shots(page, 'contrato-assinado');
    await expect(page.getByRole('heading', { name: contrato }).locator('..').getByText('Assinado')).toBeVisible();
    await context.close();
  });
});
