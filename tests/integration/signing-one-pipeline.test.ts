import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as signingLinkRoute } from '@/app/api/signatures/link/route';
import { POST as signatureBeacon } from '@/app/api/beacons/signature/route';
import { GET as signingPageRoute } from '@/app/api/signatures/pagina/[hash]/[page]/route';
import { POST as verifyUpload } from '@/app/(links)/verificacao/[codigo]/conferir/route';
import { m } from '@/lib/messages';
import { hashToken, sha256Hex } from '@/lib/signatures/token';
import { newVerificationCode } from '@/lib/signatures/verification';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  signatureSigners,
} from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { enterPortal, openDocumentForSigning } from '@/server/portal/actions';
import { getPortalOverview } from '@/server/portal/queries';
import { issuePortalToken } from '@/server/portal/tokens';
import { getSigningSummary } from '@/server/signatures/audit-queries';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { confirmSigningCode, requestSigningCode } from '@/server/signatures/sign/signer-actions';
import { getSigningView } from '@/server/signatures/sign/signer-link';
import { renderSignersCertificate } from '@/server/signatures/seal/signers-certificate';
import { signSignatureDocument } from '@/server/signatures/signing-actions';
import { getVerification } from '@/server/signatures/verify/verification';
import { samplePdf, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { pdfText } from '../support/pdf-text';
import { resetRequest } from '../support/request-context';
import { sendKnownCode, signerLinks } from '../support/signer-code';
import { signInAsNewStaff } from '../support/staff';

/**
 * One signing pipeline (D155): every door a signer comes through — the portal's "Assinar", the public link's page,
 * its images and beacon, the public "Assinar" — reaches one signer's row, their turn, their code, their fields.
 */
const marker = `op${randomUUID().slice(0, 8)}`;
const s = m.signatures;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;
let clienteId: string;
const clientEmail = `cliente.${marker}@exemplo.com.br`;

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((t) => write(t as unknown as Db));

const person = (name: string, email: string): TSigner => ({
  name,
  email,
  cpf: null,
  phone: null,
  role: 'parte',
  userId: null,
});
const CLIENT = () => person('Cliente Contratante', clientEmail);
const REPRESENTATIVE = () => person('Representante da Agência', `representante.${marker}@agencia.test`);

/** A contract-like document of the client, sent in order to the signers given (each gets their own field). */
async function sent(signers: TSigner[]) {
  const original = await samplePdf(1, `Contrato ${marker}`);
  const key = `${marker}/${randomUUID()}.pdf`;
  await getStorage().put(key, original, 'application/pdf');
  const [doc] = await (
    await getDb()
  )
    .insert(signatureDocuments)
    .values({
      name: `Contrato ${marker}`,
      originalFilename: 'contrato.pdf',
      fileKey: key,
      fileSize: original.length,
      originalSha256: sha256Hex(original),
      clienteId,
      busca: marker,
    })
    .returning({ id: signatureDocuments.id });
  await tx((db) => setSignatureSigners(db, actor, { id: doc.id, mode: 'sequential', signers }));
  await tx((db) => sendToSigners(db, actor, { id: doc.id }));
  return doc.id;
}

async function asClient() {
  resetRequest(`198.51.100.${1 + Math.floor(Math.random() * 250)}`);
  const { token } = await issuePortalToken(await getDb(), clienteId, 'email');
  const entered = await enterPortal({ token });
  if (!entered.ok) throw new Error(entered.error);
}

async function state(documentId: string) {
  const db = await getDb();
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
  const fields = await db.select().from(signatureFields).where(eq(signatureFields.documentId, documentId));
  const signers = await signerLinks(documentId);
  return { doc, fields, signers };
}

const askLink = async (token: string) =>
  (
    await signingLinkRoute(
      new NextRequest('http://localhost/api/signatures/link', {
        method: 'POST',
        body: JSON.stringify({ token }),
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  ).json() as Promise<Record<string, unknown>>;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  const [client] = await (
    await getDb()
  )
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email: clientEmail, busca: marker })
    .returning({ id: clientes.id });
  clienteId = client.id;
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await db.delete(clientes).where(eq(clientes.id, clienteId));
  resetRequest();
  await staff.cleanup();
});

describe('the portal cannot produce a link that signs another signer’s fields (D155)', () => {
  it('the attack — portal "Assinar", every field, no code, order skipped — fails on each old entry point', async () => {
    const id = await sent([CLIENT(), REPRESENTATIVE()]);
    const before = await state(id);
    const [client, representative] = before.signers;
    const fieldOf = (signerId: string) => before.fields.find((f) => f.signerId === signerId)!.id;
    const everyField = Object.fromEntries(before.fields.map((f) => [f.id, SIGNATURE_PNG]));

    // Entry point 1, the portal's "Assinar" (openDocumentForSigning): the client's own invitation link, no other.
    await asClient();
    const opened = await openDocumentForSigning({ id });
    if (!opened.ok) throw new Error(opened.error);
    const token = opened.data.path.replace('/assinar/', '');
    expect(token).toBe(client.token);
    expect(hashToken(token)).toBe(client.tokenHash);

    // Entry point 2, the link's data (POST /api/signatures/link, getSigningView): only the client's field.
    const view = await askLink(token);
    expect(view).toMatchObject({ state: 'open', recipientName: 'Cliente Contratante' });
    expect((view.fields as { id: string }[]).map((f) => f.id)).toEqual([fieldOf(client.id)]);
    expect(JSON.stringify(view)).not.toContain(fieldOf(representative.id));

    // Entry point 3, the page images (GET /api/signatures/pagina/{hash}/{page}): the representative's link, not yet
    // invited, reads nothing; the client's reads their pages.
    const page = (hash: string) =>
      signingPageRoute(new Request(`http://localhost/api/signatures/pagina/${hash}/1`), {
        params: Promise.resolve({ hash, page: '1' }),
      });
    expect((await page(hashToken(token))).status).toBe(200);
    expect(representative.tokenHash).toBeNull();

    // Entry point 4, the public "Assinar" (signSignatureDocument): every field, no code — refused, nothing written.
    resetRequest('198.51.100.40');
    expect(await signSignatureDocument({ token, values: everyField, consent: true })).toEqual({
      ok: false,
      error: s.signers.codeRequired,
    });
    expect(await state(id)).toEqual(before);

    // Entry point 5, the view beacon (POST /api/beacons/signature): the view is the client's, on their row only.
    const beacon = await signatureBeacon(
      new NextRequest('http://localhost:3000/api/beacons/signature', {
        method: 'POST',
        body: JSON.stringify({ token }),
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36',
        },
      }),
    );
    expect(beacon.status).toBe(204);
    expect((await state(id)).signers.map((x) => Boolean(x.viewedAt))).toEqual([true, false]);

    // With their own code, the client signs their field only: the representative's stays empty, the document waits.
    await sendKnownCode(client.id);
    resetRequest('198.51.100.40');
    expect(await confirmSigningCode({ token, code: '123456' })).toMatchObject({ ok: true, data: { ok: true } });
    const signed = await signSignatureDocument({ token, values: everyField, consent: true });
    expect(signed).toMatchObject({ ok: true, data: { verificationCode: '' } });
    const after = await state(id);
    expect(after.doc.status).toBe('sent');
    expect(after.fields.find((f) => f.id === fieldOf(client.id))!.value).not.toBeNull();
    expect(after.fields.find((f) => f.id === fieldOf(representative.id))!.value).toBeNull();
    expect(after.signers.map((x) => x.status)).toEqual(['signed', 'invited']);

    // The client's link cannot sign again, nor the portal open another turn for them (the order is not skipped).
    expect(await signSignatureDocument({ token, values: everyField, consent: true })).toEqual({
      ok: false,
      error: s.link.signed,
    });
    await asClient();
    expect(await openDocumentForSigning({ id })).toEqual({ ok: false, error: s.signers.notYourTurn });
    expect((await getPortalOverview(clienteId)).documents.find((d) => d.id === id)?.signable).toBe(false);

    // The representative's own link works: their turn, their field.
    const representativeLink = after.signers[1].token!;
    const theirs = await getSigningView(representativeLink);
    expect(theirs).toMatchObject({ state: 'open', recipientName: 'Representante da Agência' });
    if (theirs.state === 'open') expect(theirs.fields.map((f) => f.id)).toEqual([fieldOf(representative.id)]);
  });

  it('is not offered, and refused, when it is not the client’s turn', async () => {
    const id = await sent([REPRESENTATIVE(), CLIENT()]);
    await asClient();
    expect((await getPortalOverview(clienteId)).documents.find((d) => d.id === id)?.signable).toBe(false);
    expect(await openDocumentForSigning({ id })).toEqual({ ok: false, error: s.signers.notYourTurn });
    // Refused without a write: no link issued for the client, no audit row.
    const { signers } = await state(id);
    expect(signers[1]).toMatchObject({ status: 'waiting', tokenHash: null });
    const reissued = await (
      await getDb()
    )
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, id), eq(signatureEvents.event, 'reissued')));
    expect(reissued).toEqual([]);
    // A code cannot be asked by a link the client does not have either.
    resetRequest('198.51.100.41');
    expect(await requestSigningCode({ token: 'x'.repeat(43) })).toEqual({ ok: false, error: s.link.notFound });
  });

  it('opens the signing person’s own link for a company whose record names one (D160)', async () => {
    const db = await getDb();
    const paula = `paula.${marker}@padaria.test`;
    await db
      .update(clientes)
      .set({ assinanteNome: 'Paula Padeira', assinanteEmail: paula })
      .where(eq(clientes.id, clienteId));
    try {
      const id = await sent([person('Paula Padeira', paula), REPRESENTATIVE()]);
      const [theirs] = (await state(id)).signers;
      await asClient();
      expect((await getPortalOverview(clienteId)).documents.find((d) => d.id === id)?.signable).toBe(true);
      const opened = await openDocumentForSigning({ id });
      if (!opened.ok) throw new Error(opened.error);
      expect(opened.data.path).toBe(`/assinar/${theirs.token}`);
    } finally {
      await db.update(clientes).set({ assinanteNome: null, assinanteEmail: null }).where(eq(clientes.id, clienteId));
    }
  });
});

describe('a document signed by the old single-recipient pipeline (D155)', () => {
  /**
   * The shape the first release left: the recipient's evidence on the document, its one signer row as the signers'
   * migration made it (no code, no round hash), and the sealed file under `signed/{id}.pdf`.
   */
  async function oldSignedDocument() {
    const db = await getDb();
    const original = await samplePdf(1, `Antigo ${marker}`);
    const sealed = await samplePdf(2, `Antigo assinado ${marker}`);
    const fileKey = `${marker}/${randomUUID()}.pdf`;
    await getStorage().put(fileKey, original, 'application/pdf');
    const code = newVerificationCode();
    const token = randomUUID().replace(/-/g, '').padEnd(43, 'a');
    const at = new Date('2026-03-10T14:00:00Z');
    const [doc] = await db
      .insert(signatureDocuments)
      .values({
        name: `Termo antigo ${marker}`,
        originalFilename: 'termo.pdf',
        fileKey,
        fileSize: original.length,
        originalSha256: sha256Hex(original),
        status: 'signed',
        recipientName: 'Joana Antiga',
        recipientEmail: `joana.antiga.${marker}@exemplo.com.br`,
        recipientCpf: '529.982.247-25',
        clienteId,
        requireCode: false,
        tokenExpiresAt: new Date('2026-04-09T12:00:00Z'),
        sentAt: new Date('2026-03-09T12:00:00Z'),
        viewedAt: new Date('2026-03-10T13:50:00Z'),
        signedAt: at,
        signerIp: '203.0.113.50',
        signerUserAgent: 'Navegador antigo',
        verificationCode: code,
        busca: marker,
      })
      .returning();
    const signedFileKey = `signed/${doc.id}.pdf`;
    await getStorage().put(signedFileKey, sealed, 'application/pdf');
    await db
      .update(signatureDocuments)
      .set({ signedFileKey, signedSha256: sha256Hex(sealed) })
      .where(eq(signatureDocuments.id, doc.id));
    await db.insert(signatureSigners).values({
      documentId: doc.id,
      position: 1,
      role: 'parte',
      name: 'Joana Antiga',
      email: `joana.antiga.${marker}@exemplo.com.br`,
      cpf: '529.982.247-25',
      status: 'signed',
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date('2026-04-09T12:00:00Z'),
      invitedAt: new Date('2026-03-09T12:00:00Z'),
      viewedAt: new Date('2026-03-10T13:50:00Z'),
      signedAt: at,
      ip: '203.0.113.50',
      userAgent: 'Navegador antigo',
    });
    return { id: doc.id, code, token, sealed };
  }

  it('keeps verifying: the public page, the uploaded file, the signer’s link and the staff’s download', async () => {
    const old = await oldSignedDocument();
    const verification = await getVerification(old.code);
    expect(verification).toMatchObject({
      name: `Termo antigo ${marker}`,
      signerName: 'Joana Antiga',
      sha256: sha256Hex(old.sealed),
      signers: [{ position: 1, name: 'Joana Antiga', cpf: '***.982.247-**', channel: 'none' }],
    });

    resetRequest('198.51.100.42');
    const upload = await verifyUpload(
      new Request(`http://localhost/verificacao/${old.code}/conferir`, {
        method: 'POST',
        body: Buffer.from(old.sealed),
        headers: { 'Content-Length': String(old.sealed.length) },
      }),
      { params: Promise.resolve({ codigo: old.code }) },
    );
    expect(await upload.json()).toEqual({ match: true, sha256: sha256Hex(old.sealed) });

    // Its e-mailed link is its signer's: it shows the signed page with the code and the sealed file.
    expect(await getSigningView(old.token)).toMatchObject({
      state: 'signed',
      verificationCode: old.code,
      downloadUrl: expect.any(String),
    });
    await staff.cleanup();
    staff = await signInAsNewStaff();
    const summary = await getSigningSummary(old.id);
    expect(summary?.signedUrl).toBeTruthy();
    expect(Buffer.from(await getStorage().get(`signed/${old.id}.pdf`)).equals(Buffer.from(old.sealed))).toBe(true);
  });

  it('renders its certificate from its stored evidence, with no code asked (channel: none)', async () => {
    const old = await oldSignedDocument();
    const [doc] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, old.id));
    const signers = await signerLinks(old.id);
    const pdf = await renderSignersCertificate({
      agencyName: 'Agência Teste',
      documentName: doc.name,
      originalPageCount: 1,
      sentAt: doc.sentAt!,
      signers,
      originalSha256: doc.originalSha256,
      stampedSha256: doc.signedSha256!,
      verificationCode: old.code,
      verificationUrl: `http://localhost/verificacao/${old.code}`,
      hasDigitalSignature: false,
    });
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    // D168: the certificate masks the CPF, the e-mail and the IP; the full values stay in the audit trail.
    for (const part of [
      'Joana Antiga',
      '***.982.247-**',
      'jo***@exemplo.com.br',
      '203.0.113.***',
      'Navegador antigo',
      old.code,
      doc.originalSha256,
    ])
      expect(text).toContain(part);
    for (const part of ['529.982.247-25', `joana.antiga.${marker}@exemplo.com.br`, '203.0.113.50'])
      expect(text).not.toContain(part);
    expect(text).toContain(m.signatures.evidence.channels.none);
  });
});
