import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { AUTOMACOES_SECTION, ZAutomacoes } from '@/lib/settings/automacoes';
import { CODE_LOCK_MS, CODE_TTL_MS } from '@/lib/signatures/code';
import { sha256Hex } from '@/lib/signatures/token';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import { createContract } from '@/server/contracts/actions';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  configuracoes,
  contratos,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  signatureSigners,
  timeline,
} from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { writeSettings } from '@/server/settings/store';
import { cancelSigner } from '@/server/signatures/follow-up/cancel-signer';
import { confirmSignerCode } from '@/server/signatures/sign/confirm-signer-code';
import { createFromContract } from '@/server/signatures/draft/from-contract';
import { refuseSignature } from '@/server/signatures/sign/refuse-signature';
import { sendSignerCode } from '@/server/signatures/sign/send-signer-code';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { signAsSigner } from '@/server/signatures/sign/sign-as-signer';
import { hashSignerCode, signerByToken } from '@/server/signatures/signer-rows';
import { signerToken } from '@/server/signatures/send/invite-signers';
import { filledFields } from '../support/filled-fields';
import { linkFromOutbox } from '../support/outbox-link';
import { samplePdf, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { signInAsNewStaff } from '../support/staff';

/** Several signers on one document (D117), the code before signing (D118), refusal, and the pipeline once. */
const marker = `sg${randomUUID().slice(0, 8)}`;
const VISITOR: Actor = { tipo: 'cliente' };
const ORIGIN = { ip: '198.51.100.20', userAgent: 'Mozilla/5.0 (iPhone) teste' };
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;
let original: Uint8Array;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  original = await samplePdf(1);
  const off = { cobrancas: false, emailCobranca: false, projeto: false, avisoEquipe: false };
  await writeSettings(await getDb(), AUTOMACOES_SECTION, ZAutomacoes, off, null);
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await db.delete(configuracoes).where(eq(configuracoes.secao, AUTOMACOES_SECTION));
  await staff.cleanup();
});

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((t) => write(t as unknown as Db));

const person = (n: number, role: TSigner['role'] = 'parte'): TSigner => ({
  name: `Pessoa ${n} ${marker}`,
  email: `p${n}.${marker}@exemplo.com.br`,
  cpf: null,
  phone: null,
  role,
  userId: null,
});

async function draft(): Promise<string> {
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
  return doc.id;
}

async function sent(signers: TSigner[], mode: 'sequential' | 'parallel', id?: string) {
  const docId = id ?? (await draft());
  await tx((db) => setSignatureSigners(db, actor, { id: docId, mode, signers }));
  const now = new Date();
  await tx((db) => sendToSigners(db, actor, { id: docId }, now));
  return docId;
}

async function signersOf(documentId: string) {
  return (await getDb())
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId))
    .orderBy(asc(signatureSigners.position), asc(signatureSigners.createdAt));
}

async function fieldsOf(signerId: string) {
  return (await getDb())
    .select({ id: signatureFields.id })
    .from(signatureFields)
    .where(eq(signatureFields.signerId, signerId));
}

/** A known code for a signer (the real one is only in the mail): its hash written as sendSignerCode writes it. */
async function withCode(signerId: string, code = '123456', now = new Date()) {
  await tx((db) => sendSignerCode(db, signerId, now));
  await (
    await getDb()
  )
    .update(signatureSigners)
    .set({ codeHash: hashSignerCode(signerId, code) })
    .where(eq(signatureSigners.id, signerId));
}

async function authenticateAndSign(signerId: string, now = new Date()) {
  await withCode(signerId, '123456', now);
  const answer = await tx((db) => confirmSignerCode(db, { signerId, code: '123456', ...ORIGIN }, now));
  expect(answer).toEqual({ ok: true });
  const values = Object.fromEntries((await fieldsOf(signerId)).map((f) => [f.id, SIGNATURE_PNG]));
  return tx((db) => signAsSigner(db, VISITOR, { signerId, values, ...ORIGIN, now }));
}

describe('signers in order (D117)', () => {
  it('invites signer 2 only after signer 1 signs; signer 2 cannot sign before', async () => {
    const id = await sent([person(1), person(2, 'testemunha'), person(3, 'copia')], 'sequential');
    let [s1, s2, s3] = await signersOf(id);
    expect([s1.status, s2.status, s3.status]).toEqual(['invited', 'waiting', 'waiting']);
    expect(s1.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s2.tokenHash).toBeNull();
    await expect(tx((db) => sendSignerCode(db, s2.id))).rejects.toThrow(m.signatures.signers.notYourTurn);

    const first = await authenticateAndSign(s1.id);
    expect(first.row.documentSigned).toBe(false);
    [s1, s2, s3] = await signersOf(id);
    expect([s1.status, s2.status, s3.status]).toEqual(['signed', 'invited', 'waiting']);
    expect(s1.authChannel).toBe('email');
    expect(s1.authenticatedAt).not.toBeNull();
    // The invitation mail carries signer 2's own link, whose hash is the one stored.
    const link = await linkFromOutbox(s2.email, /\/assinar\/[A-Za-z0-9_-]{43}/);
    expect((await signerByToken(await getDb(), link.split('/').pop()!))?.id).toBe(s2.id);

    const last = await authenticateAndSign(s2.id);
    expect(last.row.documentSigned).toBe(true);
    const [doc] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
    expect(doc.status).toBe('signed');
    expect(doc.verificationCode).toBe(last.row.verificationCode);
    // A copy never has to sign; it gets the verification link of the signed document.
    expect((await signersOf(id))[2].status).toBe('waiting');
    expect(await linkFromOutbox(s3.email, /\/verificacao\/[A-Za-z0-9-]+/)).toContain(doc.verificationCode!);
  }, 60_000);
});

describe('signers all at once (D117)', () => {
  it('invites every signer at once; any order of signing works; signed after the last', async () => {
    const id = await sent([person(1), person(2), person(3, 'aprovador')], 'parallel');
    const list = await signersOf(id);
    expect(list.map((s) => s.status)).toEqual(['invited', 'invited', 'invited']);
    expect((await authenticateAndSign(list[2].id)).row.documentSigned).toBe(false);
    expect((await authenticateAndSign(list[0].id)).row.documentSigned).toBe(false);
    expect((await authenticateAndSign(list[1].id)).row.documentSigned).toBe(true);
  }, 60_000);
});

describe('refusal (D117)', () => {
  it('stops the document, tells the others, shows on the timeline; nobody signs after', async () => {
    const id = await sent([person(1), person(2)], 'parallel');
    const [s1, s2] = await signersOf(id);
    const refused = await tx((db) =>
      refuseSignature(db, VISITOR, { signerId: s1.id, reason: 'Valor diferente do combinado', ...ORIGIN }),
    );
    // The other signer's notice is queued with the refusal (D146): one e-mail, to the one other signer.
    expect(refused.events).toEqual([
      { type: 'signature.refused', documentId: id, contractId: null, clienteId: null },
      { type: 'mail.queued', envioId: expect.any(String) },
    ]);
    const [doc] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
    expect(doc.status).toBe('refused');
    expect((await signersOf(id))[0]).toMatchObject({
      status: 'refused',
      refusalReason: 'Valor diferente do combinado',
    });
    const told = await linkFromOutbox(s2.email, /Valor diferente do combinado/);
    expect(told).toBeTruthy();
    await expect(tx((db) => sendSignerCode(db, s2.id))).rejects.toThrow(m.signatures.refuse.refusedTitle);
    await expect(tx((db) => signAsSigner(db, VISITOR, { signerId: s2.id, values: {}, ...ORIGIN }))).rejects.toThrow(
      m.signatures.refuse.refusedTitle,
    );
    const entries = await (
      await getDb()
    )
      .select({ tipo: timeline.tipo, visivel: timeline.visivelCliente })
      .from(timeline)
      .where(eq(timeline.assuntoId, id));
    expect(entries).toContainEqual({ tipo: 'signature.refused', visivel: true });
    const audit = await (
      await getDb()
    )
      .select({ event: signatureEvents.event })
      .from(signatureEvents)
      .where(eq(signatureEvents.documentId, id));
    expect(audit.map((a) => a.event)).toContain('refused');
  }, 60_000);
});

describe('cancelling and replacing a signer (D117)', () => {
  it("kills a cancelled signer's link and invites their replacement in the same place", async () => {
    const id = await sent([person(1), person(2)], 'sequential');
    const [s1] = await signersOf(id);
    const token = signerToken(s1, s1.invitedAt!);
    expect((await signerByToken(await getDb(), token))?.id).toBe(s1.id);
    const replaced = await tx((db) => cancelSigner(db, actor, { signerId: s1.id, replacement: person(4) }));
    expect(await signerByToken(await getDb(), token)).toBeNull();
    await expect(tx((db) => sendSignerCode(db, s1.id))).rejects.toThrow(m.signatures.link.cancelled);
    const list = await signersOf(id);
    const replacement = list.find((s) => s.id === replaced.row.replacementId)!;
    expect(replacement).toMatchObject({ position: 1, status: 'invited' });
    expect(await fieldsOf(replacement.id)).toHaveLength(1);
    expect(await fieldsOf(s1.id)).toHaveLength(0);
    await authenticateAndSign(replacement.id);
    expect((await signersOf(id)).find((s) => s.position === 2)?.status).toBe('invited');
    // A signer who signed cannot be cancelled.
    await expect(tx((db) => cancelSigner(db, actor, { signerId: replacement.id }))).rejects.toThrow(
      m.signatures.signers.alreadySigned,
    );
  }, 60_000);
});

describe('the code before signing (D118)', () => {
  it('is sent by e-mail (only its hash kept) and signing without it is refused', async () => {
    const id = await sent([person(5)], 'sequential');
    const [s] = await signersOf(id);
    await tx((db) => sendSignerCode(db, s.id));
    const code = (await linkFromOutbox(s.email, /\n\d{6}\r?\n/)).trim();
    const [row] = await signersOf(id);
    expect(row.codeHash).toBe(hashSignerCode(s.id, code));
    expect(row.codeHash).not.toContain(code);
    const values = Object.fromEntries((await fieldsOf(s.id)).map((f) => [f.id, SIGNATURE_PNG]));
    await expect(tx((db) => signAsSigner(db, VISITOR, { signerId: s.id, values, ...ORIGIN }))).rejects.toThrow(
      m.signatures.signers.codeRequired,
    );
    expect(await tx((db) => confirmSignerCode(db, { signerId: s.id, code, ...ORIGIN }))).toEqual({ ok: true });
    expect(
      (await tx((db) => signAsSigner(db, VISITOR, { signerId: s.id, values, ...ORIGIN }))).row.documentSigned,
    ).toBe(true);
  }, 60_000);

  it('expires after 10 minutes', async () => {
    const id = await sent([person(6)], 'sequential');
    const [s] = await signersOf(id);
    const t0 = new Date();
    await withCode(s.id, '111111', t0);
    const late = new Date(t0.getTime() + CODE_TTL_MS + 1000);
    expect(await tx((db) => confirmSignerCode(db, { signerId: s.id, code: '111111', ...ORIGIN }, late))).toEqual({
      ok: false,
      message: m.signatures.code.expired,
      locked: false,
    });
  });

  it('locks the link for 15 minutes after 5 wrong tries, even for the right code; a new code after the lock', async () => {
    const id = await sent([person(7)], 'sequential');
    const [s] = await signersOf(id);
    const t0 = new Date();
    await withCode(s.id, '222222', t0);
    for (let i = 1; i <= 4; i++) {
      const answer = await tx((db) => confirmSignerCode(db, { signerId: s.id, code: '000000', ...ORIGIN }, t0));
      expect(answer).toMatchObject({ ok: false, locked: false });
    }
    expect(await tx((db) => confirmSignerCode(db, { signerId: s.id, code: '000000', ...ORIGIN }, t0))).toEqual({
      ok: false,
      message: m.signatures.code.locked,
      locked: true,
    });
    const [locked] = await signersOf(id);
    expect(locked.lockedUntil!.getTime() - t0.getTime()).toBe(CODE_LOCK_MS);
    const during = new Date(t0.getTime() + 5 * 60_000);
    expect(
      await tx((db) => confirmSignerCode(db, { signerId: s.id, code: '222222', ...ORIGIN }, during)),
    ).toMatchObject({
      ok: false,
      locked: true,
    });
    await expect(tx((db) => sendSignerCode(db, s.id, during))).rejects.toThrow(m.signatures.code.locked);
    const after = new Date(t0.getTime() + CODE_LOCK_MS + 1000);
    await withCode(s.id, '333333', after);
    expect(await tx((db) => confirmSignerCode(db, { signerId: s.id, code: '333333', ...ORIGIN }, after))).toEqual({
      ok: true,
    });
  });

  it('allows a new code once a minute', async () => {
    const id = await sent([person(8)], 'sequential');
    const [s] = await signersOf(id);
    const t0 = new Date();
    await tx((db) => sendSignerCode(db, s.id, t0));
    await expect(tx((db) => sendSignerCode(db, s.id, new Date(t0.getTime() + 30_000)))).rejects.toThrow('Aguarde 30 s');
    const again = await tx((db) => sendSignerCode(db, s.id, new Date(t0.getTime() + 61_000)));
    expect(again.channel).toBe('email');
  });
});

describe('the pipeline waits for everyone (D117)', () => {
  it('marks the contract signed once, after the last signer, even when the last two sign at the same moment', async () => {
    const contract = await createContract({
      nome: `Contrato ${marker}`,
      cliente: `Padaria ${marker}`,
      descricao: '',
      status: 'enviado',
      propostaId: '',
      templateId: 'model-01',
      fields: filledFields('model-01'),
    });
    if (!contract.ok) throw new Error(contract.error);
    const contractId = contract.data.id;
    const made = await tx((db) => createFromContract(db, actor, { contractId, userId: staff.id }));
    await (
      await getDb()
    )
      .update(signatureDocuments)
      .set({ busca: marker })
      .where(eq(signatureDocuments.id, made.row.id));
    const id = await sent([person(11), person(12), person(13, 'testemunha')], 'parallel', made.row.id);
    const [s1, s2, s3] = await signersOf(id);
    const events: DomainEvent[] = [];
    events.push(...(await authenticateAndSign(s1.id)).events);
    const [mid] = await (await getDb()).select().from(contratos).where(eq(contratos.id, contractId));
    expect(mid.status).not.toBe('assinado');
    expect(events.filter((e) => e.type === 'contract.signed')).toHaveLength(0);

    for (const s of [s2, s3]) {
      await withCode(s.id);
      await tx((db) => confirmSignerCode(db, { signerId: s.id, code: '123456', ...ORIGIN }));
    }
    const valuesOf = async (signerId: string) =>
      Object.fromEntries((await fieldsOf(signerId)).map((f) => [f.id, SIGNATURE_PNG]));
    const [v2, v3] = [await valuesOf(s2.id), await valuesOf(s3.id)];
    const both = await Promise.all([
      tx((db) => signAsSigner(db, VISITOR, { signerId: s2.id, values: v2, ...ORIGIN })),
      tx((db) => signAsSigner(db, VISITOR, { signerId: s3.id, values: v3, ...ORIGIN })),
    ]);
    for (const r of both) events.push(...r.events);
    expect(both.filter((r) => r.row.documentSigned)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'contract.signed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'signature.signed')).toHaveLength(1);
    const [row] = await (await getDb()).select().from(contratos).where(eq(contratos.id, contractId));
    expect(row.status).toBe('assinado');
    const entries = await (
      await getDb()
    )
      .select({ tipo: timeline.tipo })
      .from(timeline)
      .where(and(inArray(timeline.assuntoId, [contractId, id])));
    expect(entries.filter((e) => e.tipo === 'contract.signed')).toHaveLength(1);
  }, 90_000);
});
