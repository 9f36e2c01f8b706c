import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/signatures/upload/route';
import { m } from '@/lib/messages';
import { SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { signatureDocuments, signatureEvents, signatureFields, user } from '@/server/platform/db/schema';
import { openSignatureDocument, saveSignatureFields } from '@/server/signatures/document-actions';
import { listSignatureDocuments } from '@/server/signatures/queries';
import { getStorage } from '@/server/platform/storage';
import { uploadsDir } from '@/server/platform/storage/local';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Uploads of this file go to a folder of its own, also when the database is PostgreSQL.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agencia-signatures-'));
const previousDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;

const marker = `s${crypto.randomUUID().slice(0, 8)}`;
const t = m.signatures.upload;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function makePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    pdf.addPage([595, 842]).drawText(`Página ${i} ${marker}`, { x: 50, y: 780, size: 14, font });
  return pdf.save();
}

function upload(file: { name: string; bytes: Uint8Array; type?: string } | null, name?: string) {
  const form = new FormData();
  if (file) form.set('file', new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }));
  if (name !== undefined) form.set('name', name);
  return POST(new Request('http://localhost/api/signatures/upload', { method: 'POST', body: form }));
}

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let userId: string;
const userFiles = () =>
  existsSync(path.join(uploadsDir(), userId)) ? readdirSync(path.join(uploadsDir(), userId)) : [];
const userDocuments = async () =>
  (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.userId, userId));

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const [row] = await (await getDb()).select({ id: user.id }).from(user).where(eq(user.email, staff.email));
  userId = row.id;
});
afterAll(async () => {
  await (await getDb()).delete(signatureDocuments).where(eq(signatureDocuments.userId, userId));
  await staff.cleanup();
  process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('signature upload (document 001 §5, §7, §9)', () => {
  let id: string;

  it('accepts a real PDF: stores it at {userId}/{timestamp}.pdf, a draft with its page count and a created event', async () => {
    const bytes = await makePdf(3);
    const response = await upload({ name: `Contrato ${marker}.pdf`, bytes }, '');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: true; data: { id: string; name: string; pageCount: number } };
    expect(body.data).toMatchObject({ name: `Contrato ${marker}`, pageCount: 3 });
    id = body.data.id;
    const [doc] = await userDocuments();
    expect(doc).toMatchObject({
      status: 'draft',
      name: `Contrato ${marker}`,
      originalFilename: `Contrato ${marker}.pdf`,
      pageCount: 3,
      fileSize: bytes.byteLength,
    });
    expect(doc.fileKey).toMatch(new RegExp(`^${userId}/\\d{13}\\.pdf$`));
    expect(doc.originalSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await getStorage().get(doc.fileKey)).toEqual(bytes);
    const events = await (await getDb()).select().from(signatureEvents).where(eq(signatureEvents.documentId, id));
    expect(events).toMatchObject([{ event: 'created', actor: 'staff', actorUserId: userId, userAgent: 'vitest' }]);
    expect(events[0].ip).toBeTruthy();
  });

  it('keeps the name typed, trimmed', async () => {
    const response = await upload({ name: 'x.pdf', bytes: await makePdf(1) }, `  Aditivo ${marker}  `);
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe(`Aditivo ${marker}`);
  });

  it('refuses a renamed PNG, a truncated PDF, an 11 MB file and a missing file, storing nothing', async () => {
    const before = { docs: (await userDocuments()).length, files: userFiles().length };
    const real = await makePdf(2);
    const eleven = new Uint8Array(11 * 1024 * 1024);
    eleven.set(real);
    const cases = [
      { file: { name: 'foto.pdf', bytes: PNG }, title: t.typeTitle, text: t.typeText, status: 415 },
      {
        file: { name: 'cortado.pdf', bytes: real.slice(0, Math.floor(real.byteLength / 2)) },
        title: t.typeTitle,
        text: t.typeText,
        status: 415,
      },
      { file: { name: 'grande.pdf', bytes: eleven }, title: t.sizeTitle, text: t.sizeText, status: 413 },
      { file: null, title: t.incompleteTitle, text: t.incompleteText, status: 400 },
      { file: { name: '.pdf', bytes: real }, title: t.incompleteTitle, text: t.incompleteText, status: 400 },
    ];
    for (const c of cases) {
      const response = await upload(c.file, c.file?.name === '.pdf' ? '   ' : undefined);
      expect(response.status, c.file?.name).toBe(c.status);
      expect(await response.json()).toEqual({ ok: false, error: c.title, description: c.text });
    }
    expect((await userDocuments()).length).toBe(before.docs);
    expect(userFiles().length).toBe(before.files);
  });

  it('refuses an upload posted from another site', async () => {
    const form = new FormData();
    form.set('file', new File([Buffer.from(await makePdf(1))], 'a.pdf', { type: 'application/pdf' }));
    const response = await POST(
      new Request('http://localhost/api/signatures/upload', {
        method: 'POST',
        body: form,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
    expect((await userDocuments()).length).toBe(2);
  });

  it('refuses an anonymous caller', async () => {
    resetRequest();
    const response = await upload({ name: 'a.pdf', bytes: await makePdf(1) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await openSignatureDocument({ id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await saveSignatureFields({ documentId: id, fields: [] })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await signInAgain();
  });

  it('lists newest first with the cards and search', async () => {
    const { rows, total, counts } = await listSignatureDocuments({ q: marker });
    expect(total).toBe(2);
    expect(rows.map((r) => r.name)).toEqual([`Aditivo ${marker}`, `Contrato ${marker}`]);
    expect(counts).toEqual({ draft: 2, sent: 0, signed: 0, expired: 0 });
    expect((await listSignatureDocuments({ q: `aditivo ${marker}` })).total).toBe(1);
  });

  it('opens a document with signed URLs that serve it, the download one under the original name', async () => {
    const result = await openSignatureDocument({ id });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.viewUrl).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    expect(decodeURIComponent(result.data.downloadUrl)).toContain(`name=Contrato ${marker}.pdf`.replace(/ /g, '+'));
    expect(result.data.document).not.toHaveProperty('fileKey');
    expect(await openSignatureDocument({ id: crypto.randomUUID() })).toEqual({
      ok: false,
      error: m.signatures.viewer.loadError,
    });
  });

  describe('field save (§4, §7)', () => {
    const field = (overrides: Record<string, unknown> = {}) => ({
      fieldType: 'signature' as const,
      label: 'Assinatura',
      xPosition: 10,
      yPosition: 70,
      width: 15,
      height: 5,
      pageNumber: 1,
      isRequired: true,
      ...overrides,
    });
    const stored = async () =>
      (await getDb())
        .select()
        .from(signatureFields)
        .where(eq(signatureFields.documentId, id))
        .orderBy(asc(signatureFields.createdAt));

    it('saves the full list in the editor order with a fields_saved event', async () => {
      const result = await saveSignatureFields({
        documentId: id,
        fields: [
          field(),
          field({ fieldType: 'date', label: 'Data', xPosition: 40, pageNumber: 2 }),
          field({ fieldType: 'cpf', label: 'CPF', isRequired: false, pageNumber: 3 }),
        ],
      });
      expect(result).toEqual({ ok: true, data: { count: 3 } });
      expect((await stored()).map((f) => [f.fieldType, f.pageNumber, f.xPosition, f.isRequired])).toEqual([
        ['signature', 1, 10, true],
        ['date', 2, 40, true],
        ['cpf', 3, 10, false],
      ]);
      const events = await (
        await getDb()
      )
        .select()
        .from(signatureEvents)
        .where(and(eq(signatureEvents.documentId, id), eq(signatureEvents.event, 'fields_saved')));
      expect(events).toMatchObject([{ actor: 'staff', actorUserId: userId, detail: { count: 3 } }]);
    });

    it('replaces all fields on the next save', async () => {
      expect(
        (
          await saveSignatureFields({
            documentId: id,
            fields: [field({ fieldType: 'email', label: 'E-mail', yPosition: 85 })],
          })
        ).ok,
      ).toBe(true);
      expect((await stored()).map((f) => f.fieldType)).toEqual(['email']);
      const opened = await openSignatureDocument({ id });
      expect(opened.ok && opened.data.fields.map((f) => f.label)).toEqual(['E-mail']);
    });

    it('refuses bad input and a page the document lacks, changing nothing', async () => {
      for (const bad of [field({ xPosition: 90 }), field({ fieldType: 'foto' }), field({ pageNumber: 4 })]) {
        const result = await saveSignatureFields({
          documentId: id,
          fields: [field(), bad as ReturnType<typeof field>],
        });
        expect(result.ok).toBe(false);
      }
      expect(await saveSignatureFields({ documentId: id, fields: [field({ pageNumber: 4 })] })).toEqual({
        ok: false,
        error: m.signatures.editor.invalidPage,
      });
      expect((await stored()).map((f) => f.fieldType)).toEqual(['email']);
    });

    it('refuses a document that is no longer a draft', async () => {
      await (await getDb()).update(signatureDocuments).set({ status: 'sent' }).where(eq(signatureDocuments.id, id));
      expect(await saveSignatureFields({ documentId: id, fields: [] })).toEqual({
        ok: false,
        error: m.signatures.transition,
      });
      expect((await stored()).length).toBe(1);
    });
  });
});

async function signInAgain() {
  const { signIn } = await import('@/server/auth/actions');
  const result = await signIn({ email: staff.email, password: staff.password });
  if (!result.ok) throw new Error(result.error);
}
