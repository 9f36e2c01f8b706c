import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as signingLinkRoute } from '@/app/api/signatures/link/route';
import { GET as signingPageRoute } from '@/app/api/signatures/pagina/[hash]/[page]/route';
import { m } from '@/lib/messages';
import { hashToken, sha256Hex } from '@/lib/signatures/token';
import { SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import {
  contratos,
  enviosEmail,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  signatureSigners,
} from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { expireDueLinks, getSigningSummary } from '@/server/signatures/audit-queries';
import { pageManifestKey } from '@/server/signatures/sign/page-images';
import { createContract } from '@/server/contracts/actions';
import {
  cancelSignatureDocument,
  createContractSignature,
  sendSignatureDocument,
  signSignatureDocument,
} from '@/server/signatures/signing-actions';
import { getSigningView as getSigningLink, recordSigningView } from '@/server/signatures/sign/signer-link';
import { signerByToken } from '@/server/signatures/signer-rows';
import { getVerification } from '@/server/signatures/verify/verification';
import { getStorage } from '@/server/platform/storage';
import { pdfPageTexts } from '../support/signature-pdf-text';
import { samplePdf, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { resetRequest } from '../support/request-context';
import { filledFields } from '../support/filled-fields';
import { deliverQueuedMail } from '../support/deliver-mail';
import { confirmKnownCode } from '../support/signer-code';
import { signInAsNewStaff } from '../support/staff';

const marker = `sig${randomUUID().slice(0, 8)}`;
/** GET /api/signatures/pagina/{hash}/{page}, as the signing page's image asks it. */
const pageImage = (hash: string, page: string) =>
  signingPageRoute(new Request(`http://localhost/api/signatures/pagina/${hash}/${page}`), {
    params: Promise.resolve({ hash, page }),
  });
const s = m.signatures;
/** What sending to one recipient writes on the audit trail: the signer saved, the sending, the invitation (D155). */
const SENT = ['fields_saved', 'sent', 'invited'];
/** A signer's code asked and confirmed before signing (D118). */
const CODE = ['code_sent', 'authenticated'];
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let original: Uint8Array;

type FieldSpec = { fieldType: string; isRequired?: boolean; pageNumber?: number; label?: string };

async function createDraft(fields: FieldSpec[] = [{ fieldType: 'signature' }]): Promise<string> {
  const db = await getDb();
  const key = `${marker}/${Date.now()}-${randomUUID().slice(0, 6)}.pdf`;
  await getStorage().put(key, original, 'application/pdf');
  const [doc] = await db
    .insert(signatureDocuments)
    .values({
      name: `Contrato ${marker}`,
      originalFilename: 'contrato.pdf',
      fileKey: key,
      fileSize: original.length,
      pageCount: 2,
      originalSha256: sha256Hex(original),
      busca: marker,
    })
    .returning({ id: signatureDocuments.id });
  let y = 10;
  for (const f of fields) {
    await db.insert(signatureFields).values({
      documentId: doc.id,
      fieldType: f.fieldType,
      label: f.label ?? f.fieldType,
      xPosition: 10,
      yPosition: (y += 12),
      width: 30,
      height: 6,
      pageNumber: f.pageNumber ?? 1,
      isRequired: f.isRequired ?? true,
    });
  }
  return doc.id;
}

const recipient = (overrides: Record<string, string> = {}) => ({
  recipientName: 'Joana Conceição',
  recipientEmail: `joana.${marker}@exemplo.com.br`,
  recipientCpf: '',
  ...overrides,
});

function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir());
  } catch {
    return [];
  }
}

/**
 * Sends a draft as staff and returns the token read from the e-mail written to the outbox, once the queued e-mail is
 * delivered (D146). The token is in the delivered e-mail only: the queued row keeps a slot in its place.
 */
async function sendAndReadToken(id: string, overrides: Record<string, string> = {}): Promise<string> {
  await deliverQueuedMail();
  const before = new Set(outboxFiles());
  const result = await sendSignatureDocument({ id, ...recipient(overrides) });
  if (!result.ok) throw new Error(result.error);
  // The new e-mail to this recipient, once delivered. On the shared PostgreSQL another file's leftovers may be
  // delivered in the same pass, or a worker another file left running may hold the job for a moment: wait for it.
  const to = recipient(overrides).recipientEmail;
  let added: string[] = [];
  for (let i = 0; i < 100 && added.length === 0; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    await deliverQueuedMail();
    added = outboxFiles().filter((f) => !before.has(f) && readFileSync(path.join(outboxDir(), f), 'utf8').includes(to));
  }
  expect(added).toHaveLength(1);
  const eml = readFileSync(path.join(outboxDir(), added[0]), 'utf8').replace(/=\r?\n/g, '');
  const match = /\/assinar\/([A-Za-z0-9_-]{43})/.exec(eml);
  expect(match).not.toBeNull();
  const db = await getDb();
  expect(
    await db
      .select()
      .from(enviosEmail)
      .where(like(enviosEmail.texto, `%${match![1]}%`)),
  ).toEqual([]);
  return match![1];
}

async function fieldsOf(id: string) {
  const db = await getDb();
  return db
    .select()
    .from(signatureFields)
    .where(eq(signatureFields.documentId, id))
    .orderBy(asc(signatureFields.createdAt));
}

async function docOf(id: string) {
  const db = await getDb();
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
  return doc;
}

async function eventsOf(id: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ event: signatureEvents.event })
    .from(signatureEvents)
    .where(eq(signatureEvents.documentId, id))
    .orderBy(asc(signatureEvents.createdAt), asc(signatureEvents.seq));
  return rows.map((r) => r.event);
}

/**
 * "Assinar" as the recipient does it: their code confirmed first when their link is open and they have not yet
 * (D118), then the public action from their address.
 */
async function signAsRecipient(token: string, values: Record<string, string>, consent = true, ip = '198.51.100.23') {
  const signer = await signerByToken(await getDb(), token);
  const doc = signer ? await docOf(signer.documentId) : null;
  const open = signer?.status === 'invited' && doc?.status === 'sent' && signer.tokenExpiresAt! > new Date();
  if (signer && open && !signer.authenticatedAt) await confirmKnownCode(signer.id);
  resetRequest(ip);
  const result = await signSignatureDocument({ token, values, consent: consent as true });
  await restoreStaff();
  return result;
}

async function restoreStaff() {
  await staff.cleanup();
  staff = await signInAsNewStaff();
}

beforeAll(async () => {
  original = await samplePdf(2, `Contrato ${marker}`);
  staff = await signInAsNewStaff();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await staff.cleanup();
});

describe('sending a document for signature (D13, D28)', () => {
  it('refuses anonymous callers of the staff actions and staff reads', async () => {
    const id = await createDraft();
    resetRequest();
    expect(await sendSignatureDocument({ id, ...recipient() })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(getSigningSummary(id)).rejects.toThrow();
    await restoreStaff();
    expect((await docOf(id)).status).toBe('draft');
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const id = await createDraft();
    expect(await sendSignatureDocument({ id, ...recipient({ recipientName: '  ' }) })).toMatchObject({
      ok: false,
      error: s.send.nameRequired,
    });
    expect(await sendSignatureDocument({ id, ...recipient({ recipientEmail: 'joana@' }) })).toMatchObject({
      ok: false,
      error: s.send.emailInvalid,
    });
    expect(await sendSignatureDocument({ id, ...recipient({ recipientCpf: '123.456.789-00' }) })).toMatchObject({
      ok: false,
      error: m.validation.cpf,
    });
    expect(await sendSignatureDocument({ id: 'nope', ...recipient() })).toMatchObject({ ok: false });
    const doc = await docOf(id);
    expect(doc).toMatchObject({ status: 'draft', recipientEmail: null });
    expect(await eventsOf(id)).toEqual([]);
  });

  it('sends to one signer: status sent, their hashed token, a 30-day link, the invitation in the outbox', async () => {
    const id = await createDraft();
    const token = await sendAndReadToken(id, { recipientCpf: '52998224725' });
    const doc = await docOf(id);
    expect(doc).toMatchObject({
      status: 'sent',
      recipientName: 'Joana Conceição',
      recipientCpf: '529.982.247-25',
      requireCode: true,
    });
    // The link is the one signer's (D155): only its hash kept, on their row.
    const [signer] = await (await getDb()).select().from(signatureSigners).where(eq(signatureSigners.documentId, id));
    expect(signer).toMatchObject({ position: 1, role: 'parte', status: 'invited', tokenHash: sha256Hex(token) });
    const days = (doc.tokenExpiresAt!.getTime() - doc.sentAt!.getTime()) / 86_400_000;
    expect(days).toBe(30);
    expect(await eventsOf(id)).toEqual(SENT);
    // D86: the pages are drawn as images once sent, before the recipient opens the link.
    const manifest = JSON.parse(new TextDecoder().decode(await getStorage().get(pageManifestKey(doc.fileKey))));
    expect(manifest.pages).toHaveLength(doc.pageCount);
    // A second send is an illegal transition.
    expect(await sendSignatureDocument({ id, ...recipient() })).toEqual({ ok: false, error: s.transition });
  });

  it('gives a document with no fields one required signature field on the last page', async () => {
    const id = await createDraft([]);
    await sendAndReadToken(id);
    const fields = await fieldsOf(id);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ fieldType: 'signature', isRequired: true, pageNumber: 2 });
  });
});

describe('signing from the link, sealing and verification (D29–D32)', () => {
  let id: string;
  let token: string;
  let fields: Awaited<ReturnType<typeof fieldsOf>>;
  let values: Record<string, string>;

  beforeAll(async () => {
    id = await createDraft([
      { fieldType: 'signature' },
      { fieldType: 'text', label: 'Endereço' },
      { fieldType: 'date' },
      { fieldType: 'cpf', pageNumber: 2 },
      { fieldType: 'phone', isRequired: false, pageNumber: 2 },
      { fieldType: 'email', pageNumber: 2 },
    ]);
    token = await sendAndReadToken(id, { recipientCpf: '529.982.247-25' });
    fields = await fieldsOf(id);
    const byType = (t: string) => fields.find((f) => f.fieldType === t)!.id;
    values = {
      [byType('signature')]: SIGNATURE_PNG,
      [byType('text')]: `Rua das Acácias, 120 ${marker}`,
      [byType('date')]: '',
      [byType('cpf')]: '52998224725',
      [byType('email')]: 'Joana@Exemplo.com.br',
    };
  });

  it('shows the open link with its fields and a signed file URL, and records the first view only', async () => {
    const link = await getSigningLink(token);
    expect(link.state).toBe('open');
    if (link.state !== 'open') return;
    expect(link.fields).toHaveLength(6);
    expect(link.fileUrl).toBeTruthy();
    expect(await getSigningLink('x'.repeat(43))).toEqual({ state: 'not-found' });
    expect(await recordSigningView(token, '198.51.100.23', 'Firefox de teste')).toBe(true);
    expect(await recordSigningView(token, '198.51.100.23', 'Firefox de teste')).toBe(false);
    expect(await eventsOf(id)).toEqual([...SENT, 'viewed']);
  });

  it('answers the static signing page (POST /api/signatures/link) with only what it shows, never cached', async () => {
    const ask = (body: unknown) =>
      signingLinkRoute(
        new NextRequest('http://localhost/api/signatures/link', {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    const response = await ask({ token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const view = (await response.json()) as Record<string, unknown>;
    expect(view).toMatchObject({ state: 'open', pageCount: expect.any(Number), fileUrl: expect.any(String) });
    expect(view.expiresOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(view.today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(view.fields).toHaveLength(6);
    // Only what the page shows: not the recipient's e-mail, nor any id of the document (the signer's is masked).
    expect(Object.keys(view).sort()).toEqual([
      'expiresOn',
      'fields',
      'fileUrl',
      'name',
      'pageCount',
      'pages',
      'recipientName',
      'signer',
      'state',
      'today',
    ]);
    // The pages drawn on the server, one signed image link each, with the size that keeps their place.
    const pages = view.pages as { url: string; width: number; height: number }[];
    expect(pages).toHaveLength(view.pageCount as number);
    // The pages drawn on the server, each read by the token's hash (what the database keeps), with its size.
    for (const [i, page] of pages.entries()) {
      expect(page.url).toBe(`/api/signatures/pagina/${hashToken(token)}/${i + 1}`);
      expect(page).toMatchObject({ width: 1000, height: expect.any(Number) });
    }
    const image = await pageImage(hashToken(token), '1');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('private, max-age=600');
    expect(new TextDecoder().decode(new Uint8Array(await image.arrayBuffer()).subarray(8, 12))).toBe('WEBP');
    // Nothing for an unknown hash, the token itself, a page the document does not have, or a malformed number.
    for (const [hash, page] of [
      [sha256Hex('outro'), '1'],
      [token, '1'],
      [hashToken(token), String(pages.length + 1)],
      [hashToken(token), '0'],
      [hashToken(token), '1.5'],
      [hashToken(token).toUpperCase(), '1'],
    ]) {
      const refused = await pageImage(hash, page);
      expect(refused.status, `${hash}/${page}`).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect(await (await ask({ token: 'x'.repeat(43) })).json()).toEqual({ state: 'not-found' });
    expect(await (await ask('{not json')).json()).toEqual({ state: 'not-found' });
    expect(await (await ask({ token: 'x'.repeat(500) })).json()).toEqual({ state: 'not-found' });
  });

  it('refuses missing required values, a wrong CPF and no consent on the server, changing nothing', async () => {
    const sig = fields.find((f) => f.fieldType === 'signature')!.id;
    const cpf = fields.find((f) => f.fieldType === 'cpf')!.id;
    expect(await signAsRecipient(token, { ...values, [sig]: '' })).toEqual({
      ok: false,
      error: s.sign.signatureInvalid,
    });
    expect(await signAsRecipient(token, { ...values, [cpf]: '529.982.247-24' })).toEqual({
      ok: false,
      error: m.validation.cpf,
    });
    expect(await signAsRecipient(token, values, false)).toMatchObject({ ok: false, error: s.sign.consentRequired });
    expect(await signAsRecipient('curto', values)).toMatchObject({ ok: false, error: s.link.notFound });
    const doc = await docOf(id);
    expect(doc).toMatchObject({ status: 'sent', signedAt: null, signedFileKey: null });
    expect((await fieldsOf(id)).every((f) => f.value === null)).toBe(true);
  });

  it('signs: values stored, sealed PDF stored with one more page holding each value, hash on the verification page', async () => {
    const result = await signAsRecipient(token, values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const doc = await docOf(id);
    expect(doc).toMatchObject({
      status: 'signed',
      signerIp: '198.51.100.23',
      verificationCode: result.data.verificationCode,
    });
    const [signer] = await (await getDb()).select().from(signatureSigners).where(eq(signatureSigners.documentId, id));
    expect(signer).toMatchObject({ status: 'signed', ip: '198.51.100.23', userAgent: 'vitest' });
    const stored = await fieldsOf(id);
    const valueOf = (t: string) => stored.find((f) => f.fieldType === t)!.value;
    expect(valueOf('cpf')).toBe('529.982.247-25');
    expect(valueOf('email')).toBe('joana@exemplo.com.br');
    expect(valueOf('phone')).toBeNull();
    expect(valueOf('date')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const bytes = await getStorage().get(doc.signedFileKey!);
    expect(sha256Hex(bytes)).toBe(doc.signedSha256);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    const [page1, page2, certificate] = (await pdfPageTexts(bytes)).map((t) => t.replace(/\s+/g, ' '));
    expect(page1).toContain(`Rua das Acácias, 120 ${marker}`);
    expect(page1).toContain(valueOf('date'));
    expect(page2).toContain('529.982.247-25');
    expect(page2).toContain('joana@exemplo.com.br');
    // D168: the certificate masks the e-mail and the IP, as the public page does; the full ones stay in the audit trail.
    for (const text of [
      'Joana Conceição',
      'jo***@exemplo.com.br',
      '198.51.100.***',
      'vitest',
      doc.originalSha256,
      result.data.verificationCode,
    ])
      expect(certificate).toContain(text);
    for (const text of [`joana.${marker}@exemplo.com.br`, '198.51.100.23']) expect(certificate).not.toContain(text);

    const verification = await getVerification(result.data.verificationCode.toLowerCase());
    expect(verification).toMatchObject({
      name: `Contrato ${marker}`,
      signerName: 'Joana Conceição',
      sha256: sha256Hex(bytes),
    });
    const trail = [...SENT, 'viewed', ...CODE, 'signer_signed', 'signed'];
    expect(await eventsOf(id)).toEqual(trail);

    const summary = await getSigningSummary(id);
    expect(summary?.events.map((e) => e.event)).toEqual(trail);
    expect(summary?.signedUrl).toBeTruthy();
  });

  it('refuses a second use of the link', async () => {
    expect(await signAsRecipient(token, values)).toEqual({ ok: false, error: s.link.signed });
    const link = await getSigningLink(token);
    expect(link).toMatchObject({ state: 'signed' });
    const view = await (
      await signingLinkRoute(
        new NextRequest('http://localhost/api/signatures/link', { method: 'POST', body: JSON.stringify({ token }) }),
      )
    ).json();
    expect(view).toMatchObject({ state: 'signed', name: expect.any(String), verificationCode: expect.any(String) });
    // The pages of a signed link are no longer served by its hash.
    expect((await pageImage(hashToken(token), '1')).status).toBe(404);
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: s.transition });
    expect(await sendSignatureDocument({ id, ...recipient() })).toEqual({ ok: false, error: s.transition });
  });
});

/** A sent document's time over: the document's and its signer's link, as the invitation set them together. */
async function pastExpiry(id: string, at = new Date(Date.now() - 1000)) {
  const db = await getDb();
  await db.update(signatureDocuments).set({ tokenExpiresAt: at }).where(eq(signatureDocuments.id, id));
  await db.update(signatureSigners).set({ tokenExpiresAt: at }).where(eq(signatureSigners.documentId, id));
}

describe('expiry and cancellation (D28)', () => {
  it('expires a link past its time when opened, with an audit row, and refuses signing', async () => {
    const id = await createDraft();
    const token = await sendAndReadToken(id);
    await pastExpiry(id);
    const sig = (await fieldsOf(id))[0].id;
    expect(await signAsRecipient(token, { [sig]: 'Joana Conceição' })).toEqual({ ok: false, error: s.link.expired });
    expect(await getSigningLink(token)).toMatchObject({ state: 'expired' });
    expect((await docOf(id)).status).toBe('expired');
    expect(await eventsOf(id)).toEqual([...SENT, 'expired']);
    expect(await signAsRecipient(token, { [sig]: 'Joana Conceição' })).toEqual({ ok: false, error: s.link.expired });
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: s.transition });
  });

  it('cancels a sent document: the link shows cancelled and cannot sign', async () => {
    const id = await createDraft();
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: s.transition }); // draft
    const token = await sendAndReadToken(id);
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: true, data: { id } });
    expect(await getSigningLink(token)).toMatchObject({ state: 'cancelled' });
    const sig = (await fieldsOf(id))[0].id;
    expect(await signAsRecipient(token, { [sig]: 'Joana Conceição' })).toEqual({ ok: false, error: s.link.cancelled });
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: s.transition });
    const db = await getDb();
    const rows = await db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, id), eq(signatureEvents.event, 'cancelled')));
    expect(rows).toHaveLength(1);
    expect(rows[0].actor).toBe('staff');
  });
});

/** The tests below sign from an address of their own: the sign action allows 20 calls per address in 10 minutes. */
const otherSigner = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

type ClosedState = 'expired' | 'cancelled' | 'signed';

/** A sent document taken to a final state through the real actions (expiry: its link time set in the past, then opened). */
async function documentIn(state: ClosedState): Promise<{ id: string; token: string }> {
  const id = await createDraft();
  const token = await sendAndReadToken(id);
  if (state === 'expired') {
    await pastExpiry(id);
    expect(await getSigningLink(token)).toMatchObject({ state: 'expired' });
  } else if (state === 'cancelled') {
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: true, data: { id } });
  } else {
    const sig = (await fieldsOf(id))[0].id;
    expect(await signAsRecipient(token, { [sig]: SIGNATURE_PNG }, true, otherSigner)).toMatchObject({ ok: true });
  }
  expect((await docOf(id)).status).toBe(state);
  return { id, token };
}

/** Everything a transition could touch: the row, its fields, its audit trail and the outbox (queued mail delivered). */
async function snapshot(id: string) {
  await deliverQueuedMail();
  return { doc: await docOf(id), fields: await fieldsOf(id), events: await eventsOf(id), outbox: outboxFiles().sort() };
}

describe('illegal transitions out of the final states (D28: draft → sent → signed | expired | cancelled)', () => {
  const closedMessage = { expired: s.link.expired, cancelled: s.link.cancelled, signed: s.link.signed } as const;

  for (const state of ['expired', 'cancelled', 'signed'] as const) {
    it(`refuses to send again, sign, record a view of or cancel a document that is ${state}, changing nothing`, async () => {
      const { id, token } = await documentIn(state);
      const before = await snapshot(id);
      const sig = before.fields[0].id;

      // Sending again, even to another recipient, is refused before any e-mail is written.
      const resend = await sendSignatureDocument({
        id,
        ...recipient({ recipientName: 'Outra Pessoa', recipientEmail: `outra.${marker}@exemplo.com.br` }),
      });
      expect(resend).toEqual({ ok: false, error: s.transition });
      expect(await signAsRecipient(token, { [sig]: SIGNATURE_PNG }, true, otherSigner)).toEqual({
        ok: false,
        error: closedMessage[state],
      });
      expect(await recordSigningView(token, otherSigner, 'Firefox de teste')).toBe(false);
      expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: s.transition });
      expect(await getSigningLink(token)).toMatchObject({ state });

      expect(await snapshot(id)).toEqual(before);
      expect(before.doc).toMatchObject({ status: state, recipientEmail: `joana.${marker}@exemplo.com.br` });
    });
  }

  it('refuses to cancel a draft, changing nothing (a draft has no link to sign until it is sent)', async () => {
    const id = await createDraft();
    const before = await snapshot(id);
    expect(before.doc).toMatchObject({ status: 'draft', tokenExpiresAt: null });
    expect(await cancelSignatureDocument({ id })).toEqual({ ok: false, error: s.transition });
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('expireDueLinks, before the staff list (D28)', () => {
  it('refuses anonymous callers', async () => {
    resetRequest();
    await expect(expireDueLinks()).rejects.toThrow();
    await restoreStaff();
  });

  it('expires only sent documents whose link time is over, each with one expired audit row; a second run changes nothing', async () => {
    const db = await getDb();
    // Every document first, then the clock: the link times below are relative to `now`, whatever the set-up took.
    const due = await createDraft();
    const dueToken = await sendAndReadToken(due);
    const dueAtNow = await createDraft();
    await sendAndReadToken(dueAtNow);
    const notDue = await createDraft();
    const notDueToken = await sendAndReadToken(notDue);
    const draft = await createDraft();
    const signed = await documentIn('signed');
    const cancelled = await documentIn('cancelled');
    const expired = await documentIn('expired');

    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    const setExpiry = pastExpiry;
    await setExpiry(due, past);
    await setExpiry(dueAtNow, now); // the link ends at this very instant: due
    await setExpiry(notDue, new Date(now.getTime() + 10 * 60_000));
    // The documents that are not sent get a link time in the past as well: only the status decides.
    for (const id of [draft, signed.id, cancelled.id, expired.id]) await setExpiry(id, past);

    const untouched = [notDue, draft, signed.id, cancelled.id, expired.id];
    const beforeRun = await Promise.all(untouched.map((id) => snapshot(id)));
    expect(beforeRun.map((b) => b.doc.status)).toEqual(['sent', 'draft', 'signed', 'cancelled', 'expired']);

    expect(await expireDueLinks(now)).toBe(2);

    for (const [id, expiresAt] of [
      [due, past],
      [dueAtNow, now],
    ] as const) {
      expect(await docOf(id)).toMatchObject({
        status: 'expired',
        expiredAt: now,
        updatedAt: now,
        tokenExpiresAt: expiresAt,
      });
      expect(await eventsOf(id)).toEqual([...SENT, 'expired']);
      const rows = await db
        .select()
        .from(signatureEvents)
        .where(and(eq(signatureEvents.documentId, id), eq(signatureEvents.event, 'expired')));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor: 'system',
        actorUserId: null,
        ip: null,
        createdAt: now,
        detail: { expiresAt: expiresAt.toISOString() },
      });
    }
    expect(await Promise.all(untouched.map((id) => snapshot(id)))).toEqual(beforeRun);

    // The link of an expired document says so, refuses signing and adds no second expired row.
    expect(await getSigningLink(dueToken)).toMatchObject({ state: 'expired' });
    const sig = (await fieldsOf(due))[0].id;
    expect(await signAsRecipient(dueToken, { [sig]: SIGNATURE_PNG }, true, otherSigner)).toEqual({
      ok: false,
      error: s.link.expired,
    });
    expect(await getSigningLink(notDueToken)).toMatchObject({ state: 'open' });

    const afterFirst = await Promise.all([due, dueAtNow, ...untouched].map((id) => snapshot(id)));
    expect(await expireDueLinks(new Date(now.getTime() + 1000))).toBe(0);
    expect(await Promise.all([due, dueAtNow, ...untouched].map((id) => snapshot(id)))).toEqual(afterFirst);
  });
});

describe('from a contract to "assinado" (D33)', () => {
  it('makes a draft from the contract PDF with a client signature field, reuses it, and signing marks the contract assinado', async () => {
    const created = await createContract({
      nome: `Contrato Site ${marker}`,
      cliente: `Padaria ${marker}`,
      descricao: '',
      status: 'enviado',
      propostaId: '',
      templateId: 'model-01',
      fields: filledFields('model-01'),
    });
    if (!created.ok) throw new Error(created.error);
    const contractId = (created.data as { id: string }).id;
    resetRequest();
    expect(await createContractSignature({ contractId })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await restoreStaff();
    expect(await createContractSignature({ contractId: 'x' })).toMatchObject({ ok: false });

    const first = await createContractSignature({ contractId });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data).toMatchObject({ created: true, recipientName: `Padaria ${marker}` });
    const again = await createContractSignature({ contractId });
    expect(again).toMatchObject({ ok: true, data: { id: first.data.id, created: false } });

    const doc = await docOf(first.data.id);
    expect(doc).toMatchObject({ status: 'draft', contractId });
    const originalBytes = await getStorage().get(doc.fileKey);
    expect(sha256Hex(originalBytes)).toBe(doc.originalSha256);
    const lastPage = (await pdfPageTexts(originalBytes)).at(-1)!.replace(/\s+/g, ' ');
    expect(lastPage).toContain('Página de assinatura');
    expect(lastPage).toContain(`CONTRATANTE: Padaria ${marker}`);
    const fields = await fieldsOf(doc.id);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ fieldType: 'signature', isRequired: true, pageNumber: doc.pageCount });
    expect(await eventsOf(doc.id)).toEqual(['created']);

    const token = await sendAndReadToken(doc.id, { recipientName: `Padaria ${marker}` });
    const signed = await signAsRecipient(token, { [fields[0].id]: SIGNATURE_PNG });
    expect(signed.ok).toBe(true);
    const db = await getDb();
    const [contract] = await db
      .select({ status: contratos.status, assinadoEm: contratos.assinadoEm })
      .from(contratos)
      .where(eq(contratos.id, contractId));
    expect(contract.status).toBe('assinado');
    expect(contract.assinadoEm?.toISOString()).toBe((await docOf(doc.id)).signedAt?.toISOString());
  });
});
