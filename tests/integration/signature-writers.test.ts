import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { m } from '@/lib/messages';
import { AUTOMACOES_SECTION, ZAutomacoes } from '@/lib/settings/automacoes';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import { createContract } from '@/server/contracts/actions';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  configuracoes,
  contratos,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  timeline,
} from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { cancelDocument } from '@/server/signatures/follow-up/cancel-signature-document';
import { createSignatureDocument } from '@/server/signatures/draft/create-signature-document';
import { expireSignatureDocuments } from '@/server/signatures/follow-up/expire-signature-documents';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { signAsSigner } from '@/server/signatures/sign/sign-as-signer';
import { markSignerViewed } from '@/server/signatures/sign/signer-link';
import {
  createContractSignature,
  sendSignatureDocument,
  signSignatureDocument,
} from '@/server/signatures/signing-actions';
import { SIGNATURE_PNG } from '../support/pdf-fixtures';
import { resetRequest } from '../support/request-context';
import { filledFields } from '../support/filled-fields';
import { confirmKnownCode, signerLinks } from '../support/signer-code';
import { signInAsNewStaff } from '../support/staff';

/** The signature-document writers (D21): the status machine of D28 and one signature of a contract (D33). */
const marker = `sw${randomUUID().slice(0, 8)}`;
const VISITOR: Actor = { tipo: 'cliente' };
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  // The pipeline's steps are the pipeline's tests; here a contract only has to be signed once.
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

const inTransaction = async <T>(write: (tx: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((tx) => write(tx as unknown as Db));

async function docOf(id: string) {
  const [doc] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
  return doc;
}

async function auditOf(id: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ event: signatureEvents.event })
    .from(signatureEvents)
    .where(eq(signatureEvents.documentId, id))
    .orderBy(asc(signatureEvents.createdAt), asc(signatureEvents.seq));
  return rows.map((r) => r.event);
}

/** A document sent to one signer, with their link's token (derived from the invitation, as its e-mail carries it). */
async function sentDocument(): Promise<{ id: string; token: string; signerId: string; fieldId: string }> {
  const { row } = await inTransaction((tx) =>
    createSignatureDocument(tx, actor, {
      userId: staff.id,
      name: `Termo ${marker}`,
      originalFilename: 'termo.pdf',
      fileKey: `${marker}/termo.pdf`,
      fileSize: 10,
      pageCount: 1,
      originalSha256: 'x',
    }),
  );
  const signer = { name: 'Joana', email: `joana.${marker}@exemplo.com.br`, cpf: null, phone: null, userId: null };
  await inTransaction((tx) =>
    setSignatureSigners(tx, actor, { id: row.id, mode: 'sequential', signers: [{ ...signer, role: 'parte' }] }),
  );
  const sent = await inTransaction((tx) => sendToSigners(tx, actor, { id: row.id }));
  // The invitation is queued with the sending (D146): its outbox event comes with the writer's.
  expect(sent.events).toEqual([
    { type: 'signature.sent', documentId: row.id, contractId: null, clienteId: null },
    { type: 'mail.queued', envioId: expect.any(String) },
  ]);
  const [field] = await (
    await getDb()
  )
    .select({ id: signatureFields.id })
    .from(signatureFields)
    .where(eq(signatureFields.documentId, row.id));
  const [link] = await signerLinks(row.id);
  return { id: row.id, token: link.token!, signerId: link.id, fieldId: field.id };
}

describe('a cancelled document (D28)', () => {
  it('cannot be signed, viewed, cancelled again or expired: each writer refuses and nothing changes', async () => {
    const { id, token, signerId, fieldId } = await sentDocument();
    const cancelled = await inTransaction((tx) => cancelDocument(tx, actor, id));
    expect(cancelled.events).toEqual([
      { type: 'signature.cancelled', documentId: id, contractId: null, clienteId: null },
    ]);
    const before = { doc: await docOf(id), audit: await auditOf(id) };
    expect(before.audit).toEqual(['created', 'fields_saved', 'sent', 'invited', 'cancelled']);

    const signing = { signerId, values: { [fieldId]: 'Joana' }, ip: '198.51.100.7', userAgent: 'teste' };
    await expect(inTransaction((tx) => signAsSigner(tx, VISITOR, signing))).rejects.toThrow(
      m.signatures.link.cancelled,
    );
    resetRequest('198.51.100.7');
    expect(await signSignatureDocument({ token, values: { [fieldId]: 'Joana' }, consent: true })).toEqual({
      ok: false,
      error: m.signatures.link.cancelled,
    });
    expect(
      await inTransaction((tx) => markSignerViewed(tx, token, signing.ip, signing.userAgent, new Date())),
    ).toBeNull();
    await expect(inTransaction((tx) => cancelDocument(tx, actor, id))).rejects.toThrow(m.signatures.transition);
    const expiry = await inTransaction((tx) =>
      expireSignatureDocuments(tx, { at: new Date(Date.now() + 400 * 86_400_000), documentId: id }),
    );
    expect(expiry).toEqual({ row: [], events: [] });

    expect({ doc: await docOf(id), audit: await auditOf(id) }).toEqual(before);
    expect(before.doc).toMatchObject({ status: 'cancelled', signedAt: null, verificationCode: null });
  });
});

describe('two signatures of one contract at once (D33)', () => {
  it('mark the contract signed once: one date, one timeline entry, one contract.signed dispatch', async () => {
    await staff.cleanup();
    staff = await signInAsNewStaff();
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
    const { id: contractId, slug } = contract.data;

    // Two documents of the contract out for signature: the second made after the first was sent.
    const links: Array<{ id: string; token: string; fieldId: string }> = [];
    const signerIds: string[] = [];
    for (const n of [1, 2]) {
      const draft = await createContractSignature({ contractId });
      if (!draft.ok) throw new Error(draft.error);
      expect(draft.data.created).toBe(true);
      const id = draft.data.id;
      const sent = await sendSignatureDocument({
        id,
        recipientName: `Signatário ${n}`,
        recipientEmail: `s${n}.${marker}@exemplo.com.br`,
        recipientCpf: '',
      });
      if (!sent.ok) throw new Error(sent.error);
      const [link] = await signerLinks(id);
      signerIds.push(link.id);
      const [field] = await (
        await getDb()
      )
        .select({ id: signatureFields.id })
        .from(signatureFields)
        .where(eq(signatureFields.documentId, id));
      links.push({ id, token: link.token!, fieldId: field.id });
    }
    // Each signer confirms their code first (D118).
    for (const signerId of signerIds) await confirmKnownCode(signerId);

    vi.mocked(revalidatePath).mockClear();
    resetRequest('198.51.100.8');
    const results = await Promise.all(
      links.map((link) =>
        signSignatureDocument({ token: link.token, values: { [link.fieldId]: SIGNATURE_PNG }, consent: true }),
      ),
    );
    expect(results.map((r) => r.ok)).toEqual([true, true]);

    const docs = await Promise.all(links.map((link) => docOf(link.id)));
    expect(docs.map((d) => d.status)).toEqual(['signed', 'signed']);
    const db = await getDb();
    const [row] = await db.select().from(contratos).where(eq(contratos.id, contractId));
    expect(row.status).toBe('assinado');
    expect(docs.map((d) => d.signedAt!.toISOString())).toContain(row.assinadoEm!.toISOString());

    const entries = await db
      .select({ tipo: timeline.tipo, em: timeline.createdAt })
      .from(timeline)
      .where(and(inArray(timeline.assuntoId, [contractId, ...links.map((l) => l.id)])));
    expect(entries.filter((e) => e.tipo === 'signature.signed')).toHaveLength(2);
    const contractSigned = entries.filter((e) => e.tipo === 'contract.signed');
    expect(contractSigned).toHaveLength(1);
    expect(contractSigned[0].em.toISOString()).toBe(row.assinadoEm!.toISOString());
    // contract.signed is the only event that refreshes the contract's public page.
    expect(vi.mocked(revalidatePath).mock.calls.filter(([path]) => path === `/c/${slug}`)).toHaveLength(1);
  }, 90_000);
});
