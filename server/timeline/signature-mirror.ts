import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor, TimelineKind } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import { contratos, signatureDocuments, signatureSigners, user } from '@/server/platform/db/schema';
import { recordEvent } from './record';

/** The audit events of a signature document that the client's timeline shows (D52). */
const KINDS: Partial<Record<string, TimelineKind>> = {
  sent: 'signature.sent',
  viewed: 'signature.viewed',
  signed: 'signature.signed',
  cancelled: 'signature.cancelled',
  expired: 'signature.expired',
  refused: 'signature.refused',
};

/**
 * A contract sent for signature has its own entry too. Its 'contract.signed' entry is written by the contract's
 * writer (server/contracts/mark-contract-signed.ts), once, however many of its documents are signed.
 */
const CONTRACT_KINDS: Partial<Record<string, TimelineKind>> = { sent: 'contract.sent' };

type AuditActor = { actor: 'staff'; userId: string } | { actor: 'recipient' } | { actor: 'system' };

async function timelineActor(db: Db, by: AuditActor, signerId: string | null): Promise<Actor> {
  if (by.actor === 'recipient') {
    // The signer who did it, by name (D166): on a document with several signers "o cliente" says too little.
    const [signer] = signerId
      ? await db.select({ name: signatureSigners.name }).from(signatureSigners).where(eq(signatureSigners.id, signerId))
      : [];
    return { tipo: 'cliente', nome: signer?.name ?? null };
  }
  if (by.actor === 'system') return { tipo: 'sistema', nome: m.clientRecord.steps.linkExpiry };
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, by.userId));
  return { tipo: 'staff', usuarioId: by.userId, nome: row?.name ?? '' };
}

/**
 * Copies a signature audit event into the timeline, with the same handle (the signing transaction), so that
 * both commit or roll back together. The audit trail stays the record of proof; the timeline links to it.
 */
export async function mirrorSignatureEvent(
  db: Db,
  documentIds: string[],
  event: string,
  by: AuditActor,
  at?: Date,
  signerId: string | null = null,
): Promise<void> {
  const kind = KINDS[event];
  if (!kind || documentIds.length === 0) return;
  const docs = await db
    .select({
      id: signatureDocuments.id,
      clienteId: signatureDocuments.clienteId,
      contractId: signatureDocuments.contractId,
      contractClienteId: contratos.clienteId,
    })
    .from(signatureDocuments)
    .leftJoin(contratos, eq(contratos.id, signatureDocuments.contractId))
    .where(inArray(signatureDocuments.id, documentIds));
  const ator = await timelineActor(db, by, signerId);
  const visible = event === 'sent' || event === 'signed' || event === 'refused';
  for (const doc of docs) {
    await recordEvent(db, {
      clienteId: doc.clienteId,
      tipo: kind,
      assunto: { tipo: 'signature', id: doc.id },
      ator,
      visivelCliente: visible,
      em: at,
    });
    const contractKind = CONTRACT_KINDS[event];
    if (contractKind && doc.contractId) {
      await recordEvent(db, {
        clienteId: doc.contractClienteId ?? doc.clienteId,
        tipo: contractKind,
        assunto: { tipo: 'contract', id: doc.contractId },
        ator,
        visivelCliente: visible,
        em: at,
      });
    }
  }
}
