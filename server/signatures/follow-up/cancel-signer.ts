import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { auditActor, recordEvent } from '../audit';
import { inviteSigners } from '../send/invite-signers';
import { lockSigner, signersOf, withStaffAccounts } from '../signer-rows';

const t = m.signatures.signers;

async function cancellable(db: Db, signerId: string) {
  const locked = await lockSigner(db, signerId);
  if (!locked) throw new ActionError(t.notFound);
  const { doc, signer } = locked;
  if (signer.status === 'signed') throw new ActionError(t.alreadySigned);
  if (doc.status !== 'sent' || !['waiting', 'invited'].includes(signer.status))
    throw new ActionError(m.signatures.transition);
  return { doc, signer };
}

/**
 * Staff cancel a signer who has not signed (D117): their link dies at once (status cancelled, link hash dropped) and
 * the others go on without them; in order, the next signer is invited when it was the cancelled one's turn. With a
 * `replacement`, a new signer takes the same position, role and fields and is invited when it is their turn.
 */
export async function cancelSigner(
  db: Db,
  actor: Actor,
  input: { signerId: string; replacement?: TSigner | null },
  now: Date = new Date(),
): Promise<Written<{ id: string; replacementId: string | null }>> {
  const { doc, signer } = await cancellable(db, input.signerId);
  await db
    .update(signatureSigners)
    .set({ status: 'cancelled', cancelledAt: now, tokenHash: null, codeHash: null })
    .where(eq(signatureSigners.id, signer.id));
  let replacementId: string | null = null;
  if (input.replacement) {
    const [replacement] = await withStaffAccounts(db, [input.replacement]);
    const [row] = await db
      .insert(signatureSigners)
      .values({
        documentId: doc.id,
        position: signer.position,
        ...replacement,
        role: signer.role,
        status: 'waiting',
        createdAt: now,
      })
      .returning({ id: signatureSigners.id });
    replacementId = row.id;
    await db
      .update(signatureFields)
      .set({ signerId: row.id })
      .where(and(eq(signatureFields.documentId, doc.id), inArray(signatureFields.signerId, [signer.id])));
  }
  await recordEvent(
    db,
    doc.id,
    replacementId ? 'signer_replaced' : 'signer_cancelled',
    auditActor(actor),
    { signerId: signer.id, replacementId },
    now,
  );
  const invited = await inviteSigners(db, doc, await signersOf(db, doc.id), now);
  return {
    row: { id: doc.id, replacementId },
    events: [
      { type: 'signature.signerChanged', documentId: doc.id, contractId: doc.contractId, clienteId: doc.clienteId },
      ...invited.events,
    ],
  };
}
