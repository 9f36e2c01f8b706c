import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { checkFieldValues } from '@/lib/signatures/fields';
import { allRequiredSigned, isTurnOf } from '@/lib/signatures/signers';
import { newVerificationCode } from '@/lib/signatures/verification';
import type { Actor } from '@/lib/timeline/kinds';
import { markContractSigned } from '@/server/contracts/mark-contract-signed';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { auditActor, recordEvent, recordSignerStep } from '../audit';
import { inviteSigners } from '../send/invite-signers';
import { sealSignerRound } from '../seal/seal-round';
import { refuseUnsafeImages } from './png-guard';
import { lockOpenSigner } from './send-signer-code';
import { signersOf } from '../signer-rows';
import { tellCopies } from '../seal/tell-copies';

const t = m.signatures.signers;

export type SignAsSignerInput = {
  signerId: string;
  values: Record<string, string>;
  ip: string;
  userAgent: string;
  now?: Date;
};

export type SignerSigned = { id: string; signerId: string; documentSigned: boolean; verificationCode: string | null };

/**
 * One signer signs (D117, D118), in one transaction that first locks the document: their turn (in order, everyone
 * before them signed), their code confirmed when the document asks for one, their own fields checked and written,
 * the round sealed (an incremental update, D120). When every required signer has signed, the document goes
 * sent → signed by a conditional update, and only the transaction that made that change marks the contract signed:
 * `contract.signed` (the pipeline's charges and project) happens once, after the last signer, even when the last two
 * sign at the same moment (the second waits on the lock and then sees the first). Otherwise the next signers are
 * invited.
 */
export async function signAsSigner(db: Db, actor: Actor, input: SignAsSignerInput): Promise<Written<SignerSigned>> {
  const now = input.now ?? new Date();
  const { doc: document, signer } = await lockOpenSigner(db, input.signerId, now);
  const before = await signersOf(db, document.id);
  if (!isTurnOf(before, signer.id, document.signingMode)) throw new ActionError(t.notYourTurn);
  if (document.requireCode && !signer.authenticatedAt) throw new ActionError(t.codeRequired);

  const fields = await db
    .select({ id: signatureFields.id, fieldType: signatureFields.fieldType, isRequired: signatureFields.isRequired })
    .from(signatureFields)
    .where(and(eq(signatureFields.documentId, document.id), eq(signatureFields.signerId, signer.id)))
    .orderBy(asc(signatureFields.createdAt));
  const checked = checkFieldValues(fields, input.values, now);
  if (!checked.ok) throw new ActionError(Object.values(checked.errors)[0]);
  refuseUnsafeImages(Object.values(checked.values));
  for (const field of fields)
    await db.update(signatureFields).set({ value: checked.values[field.id] }).where(eq(signatureFields.id, field.id));

  const [signed] = await db
    .update(signatureSigners)
    .set({
      status: 'signed',
      signedAt: now,
      viewedAt: signer.viewedAt ?? now,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
    })
    .where(and(eq(signatureSigners.id, signer.id), eq(signatureSigners.status, 'invited')))
    .returning();
  if (!signed) throw new ActionError(m.signatures.link.signed);
  const origin = { ip: input.ip, userAgent: input.userAgent };
  await recordSignerStep(db, signer, 'signer_signed', auditActor(actor, origin), { role: signer.role }, now);

  const after = await signersOf(db, document.id);
  const complete = allRequiredSigned(after);
  const verificationCode = complete ? newVerificationCode() : null;
  await sealSignerRound(db, document, signed, verificationCode ? { verificationCode } : null, now);

  const events: DomainEvent[] = [];
  const base = { documentId: document.id, contractId: document.contractId, clienteId: document.clienteId };
  let documentSigned = false;
  if (complete) {
    const [done] = await db
      .update(signatureDocuments)
      .set({ status: 'signed', signedAt: now, verificationCode, signerIp: input.ip, updatedAt: now })
      .where(and(eq(signatureDocuments.id, document.id), eq(signatureDocuments.status, 'sent')))
      .returning({ id: signatureDocuments.id });
    if (done) {
      documentSigned = true;
      // The last signer completes it: named on the timeline as who did it (D166).
      const detail = { verificationCode, signerId: signer.id };
      await recordEvent(db, document.id, 'signed', auditActor(actor, origin), detail, now);
      events.push({ type: 'signature.signed', ...base, at: now });
      events.push(...(await tellCopies(db, document, after, verificationCode!)));
      const contract = document.contractId
        ? await markContractSigned(db, actor, { contractId: document.contractId, at: now })
        : null;
      events.push(...(contract?.events ?? []));
    }
  } else {
    events.push(...(await inviteSigners(db, document, after, now)).events);
    events.push({ type: 'signature.signerChanged', ...base });
  }
  return {
    row: {
      id: document.id,
      signerId: signer.id,
      documentSigned,
      verificationCode: documentSigned ? verificationCode : null,
    },
    events,
  };
}
