import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { sha256Hex } from '@/lib/signatures/token';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureSigners } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { signerToken } from '@/server/signatures/send/invite-signers';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { confirmSigningCode, refuseSigning, requestSigningCode } from '@/server/signatures/sign/signer-actions';
import { getSigningView } from '@/server/signatures/sign/signer-link';
import { signSignatureDocument } from '@/server/signatures/signing-actions';
import { getVerification } from '@/server/signatures/verify/verification';
import { linkFromOutbox } from '../support/outbox-link';
import { samplePdf, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** /assinar/{token} of one signer among several (D117, D118), through the public actions, and /verificacao (D121). */
const marker = `sl${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
});
afterAll(async () => {
  await (await getDb()).delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await staff.cleanup();
});

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((t) => write(t as unknown as Db));

const person = (n: number, role: TSigner['role'] = 'parte'): TSigner => ({
  name: `Signatária ${n}`,
  email: `s${n}.${marker}@exemplo.com.br`,
  cpf: n === 1 ? '529.982.247-25' : null,
  phone: null,
  role,
  userId: null,
});

async function sentDocument(signers: TSigner[]) {
  const original = await samplePdf(1);
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
      pageCount: 1,
      originalSha256: sha256Hex(original),
      busca: marker,
    })
    .returning({ id: signatureDocuments.id });
  await tx((db) => setSignatureSigners(db, actor, { id: doc.id, mode: 'sequential', signers }));
  await tx((db) => sendToSigners(db, actor, { id: doc.id }));
  return doc.id;
}

async function tokenOf(documentId: string, position: number) {
  const [s] = await (
    await getDb()
  )
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId))
    .orderBy(asc(signatureSigners.position))
    .offset(position - 1)
    .limit(1);
  return { signer: s, token: signerToken(s, s.invitedAt!) };
}

async function signThroughPage(documentId: string, position: number) {
  const { signer, token } = await tokenOf(documentId, position);
  const view = await getSigningView(token);
  if (view.state !== 'open') throw new Error(`link ${view.state}`);
  expect(view.signer).toMatchObject({ requireCode: true, authenticated: false, name: signer.name });
  resetRequest(`198.51.100.${30 + position}`);
  expect(await requestSigningCode({ token })).toMatchObject({ ok: true, data: { channel: 'email' } });
  const code = (await linkFromOutbox(signer.email, /\n\d{6}\r?\n/)).trim();
  const wrong = code === '000000' ? '111111' : '000000';
  expect(await confirmSigningCode({ token, code: wrong })).toMatchObject({ ok: true, data: { ok: false } });
  const values = Object.fromEntries(view.fields.map((f) => [f.id, SIGNATURE_PNG]));
  expect(await signSignatureDocument({ token, values, consent: true })).toEqual({
    ok: false,
    error: m.signatures.signers.codeRequired,
  });
  expect(await confirmSigningCode({ token, code })).toEqual({ ok: true, data: { ok: true } });
  const signed = await signSignatureDocument({ token, values, consent: true });
  if (!signed.ok) throw new Error(signed.error);
  return { view, signed: signed.data };
}

describe("a signer's link (D117, D118)", () => {
  it('shows only their fields, asks for the code, signs in order; verification lists both, masked', async () => {
    const id = await sentDocument([person(1), person(2, 'testemunha')]);
    const first = await signThroughPage(id, 1);
    expect(first.view.state === 'open' && first.view.fields).toHaveLength(1);
    expect(first.signed.verificationCode).toBe('');
    const last = await signThroughPage(id, 2);
    expect(last.signed.verificationCode).toMatch(/\S/);
    const verification = await getVerification(last.signed.verificationCode);
    expect(verification?.signers.map((s) => [s.position, s.name, s.role])).toEqual([
      [1, 'Signatária 1', 'parte'],
      [2, 'Signatária 2', 'testemunha'],
    ]);
    expect(verification?.signers[0]).toMatchObject({
      cpf: '***.982.247-**',
      email: `s1***@exemplo.com.br`,
      channel: 'email',
    });
    expect(JSON.stringify(verification)).not.toContain('529.982.247-25');
  }, 90_000);

  it('"Recusar" with a reason closes the link for everyone', async () => {
    const id = await sentDocument([person(3), person(4)]);
    const { token } = await tokenOf(id, 1);
    resetRequest('198.51.100.40');
    expect(await refuseSigning({ token, reason: 'x' })).toMatchObject({ ok: false });
    expect(await refuseSigning({ token, reason: 'Prazo errado' })).toMatchObject({ ok: true });
    expect((await getSigningView(token)).state).toBe('unavailable');
    const [doc] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
    expect(doc.status).toBe('refused');
  }, 60_000);
});
