import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import type { TSigner } from '@/lib/validation/signers';
import { auditActor, recordEvent } from '../audit';
import { lockDocument, signersOf, withStaffAccounts } from '../signer-rows';

const t = m.signatures.signers;

export type SetSignersInput = {
  id: string;
  mode: 'sequential' | 'parallel';
  signers: readonly TSigner[];
  /** Field id → the position (1-based) of the signer who fills it (D117); fields not named keep their signer. */
  fieldSigners?: Record<string, number>;
};

/**
 * The ordered signers of a draft (D117), replacing the list as a whole: positions follow the list's order. Fields of
 * a signer who left go to the first signer (null); fields named in `fieldSigners` go to that position's signer.
 */
export async function setSignatureSigners(
  db: Db,
  actor: Actor,
  input: SetSignersInput,
  now: Date = new Date(),
): Promise<Written<{ id: string; signerIds: string[] }>> {
  const doc = await lockDocument(db, input.id);
  if (!doc) throw new ActionError(m.signatures.send.errorText);
  if (doc.status !== 'draft') throw new ActionError(t.notDraft);

  const before = await signersOf(db, doc.id);
  if (before.length > 0) {
    await db
      .update(signatureFields)
      .set({ signerId: null })
      .where(
        and(
          eq(signatureFields.documentId, doc.id),
          inArray(
            signatureFields.signerId,
            before.map((s) => s.id),
          ),
        ),
      );
    await db.delete(signatureSigners).where(eq(signatureSigners.documentId, doc.id));
  }
  const rows = await insertSigners(db, doc.id, input.signers, now);
  const byPosition = new Map(rows.map((r) => [r.position, r.id]));
  for (const [fieldId, position] of Object.entries(input.fieldSigners ?? {})) {
    const signerId = byPosition.get(position);
    if (!signerId) throw new ActionError(t.invalid);
    await db
      .update(signatureFields)
      .set({ signerId })
      .where(and(eq(signatureFields.id, fieldId), eq(signatureFields.documentId, doc.id)));
  }
  const first = input.signers.find((s) => s.role !== 'copia') ?? input.signers[0];
  await db
    .update(signatureDocuments)
    .set({
      signingMode: input.mode,
      recipientName: first.name,
      recipientEmail: first.email,
      recipientCpf: first.cpf,
      updatedAt: now,
    })
    .where(eq(signatureDocuments.id, doc.id));
  await recordEvent(db, doc.id, 'fields_saved', auditActor(actor), { signers: rows.length, mode: input.mode }, now);
  return {
    row: { id: doc.id, signerIds: rows.map((r) => r.id) },
    events: [{ type: 'signature.updated', documentId: doc.id, contractId: doc.contractId, clienteId: doc.clienteId }],
  };
}

/**
 * The bulk variant (D21): a new draft's default signers, in order, without an audit row of their own (the
 * document's 'created' row covers them). Used by the contract's draft (from-contract.ts, D119).
 */
export async function insertSigners(db: Db, documentId: string, signers: readonly TSigner[], now: Date) {
  if (signers.length === 0) return [];
  const stored = await withStaffAccounts(db, signers);
  return db
    .insert(signatureSigners)
    .values(stored.map((s, i) => ({ documentId, position: i + 1, ...s, status: 'waiting', createdAt: now })))
    .returning({ id: signatureSigners.id, position: signatureSigners.position });
}
