import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { STAFF_STATE } from './staff';

test.use({ storageState: STAFF_STATE });

/** D166: staff remind one pending signer from the envelope; the reminder reaches them with their own link. */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');

/** The e-mails to `to` (the outbox's .eml files, D17) whose text matches, oldest first. */
function mailsTo(to: string, text: RegExp): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).map((f) => path.join(outbox, f));
  } catch {
    return [];
  }
  return files
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((eml) => eml.includes(`To: ${to}`) && text.test(eml));
}

const LINK = /https?:\/\/[^\s]+(\/assinar\/[A-Za-z0-9_-]{43})/;

async function onePagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(title, { x: 60, y: 770, size: 18, font });
  return Buffer.from(await pdf.save());
}

test('staff remind the pending representative from the envelope and the reminder reaches them', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Acordo Lembrete ${stamp}`;
  const representative = `representante.${stamp}@exemplo.com.br`;

  await page.goto('/assinaturas');
  await page.getByRole('button', { name: 'Novo Documento' }).click();
  const upload = page.getByRole('dialog', { name: 'Novo Documento' });
  await upload
    .getByLabel('Arquivo PDF')
    .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await onePagePdf(name) });
  await expect(upload.getByLabel('Nome do Documento')).toHaveValue(name);
  await upload.getByRole('button', { name: 'Enviar Documento' }).click();
  await expect(upload).toBeHidden();

  await page.goto(`/assinaturas?q=${stamp}`);
  await page
    .getByRole('button', { name: `Signatários: ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Signatários' });
  await dialog.getByLabel('Nome 1').fill('Renata Representante');
  await dialog.getByLabel('E-mail 1').fill(representative);
  await dialog.getByRole('button', { name: 'Enviar para os signatários' }).click();
  await expect(dialog.getByTestId('signer-status')).toHaveText(['Convidado']);

  // The invitation arrived; the reminder, asked for from the envelope, carries the same personal link.
  await expect.poll(() => mailsTo(representative, /pede a sua assinatura/).length, { timeout: 30_000 }).toBe(1);
  const invitation = LINK.exec(mailsTo(representative, /pede a sua assinatura/)[0])![1];
  await dialog.getByRole('button', { name: 'Enviar lembrete' }).click();
  await expect(dialog.getByText('Lembrete enviado.')).toBeVisible();
  await expect
    .poll(() => mailsTo(representative, /ainda aguarda a sua assinatura/).length, { timeout: 30_000 })
    .toBe(1);
  const reminded = LINK.exec(mailsTo(representative, /ainda aguarda a sua assinatura/)[0])![1];
  expect(reminded).toBe(invitation);

  // The link in the reminder opens the representative's own signing page.
  await page.goto(reminded);
  await expect(page.getByTestId('code-step')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Para liberar a assinatura, enviaremos um código de 6 dígitos')).toBeVisible();
});
