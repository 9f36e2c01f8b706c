import 'server-only';
import { eq } from 'drizzle-orm';
import { signerIsClient } from '@/lib/signatures/client-signer';
import type { Db } from '@/server/platform/db/client';
import { hashToken } from '@/lib/signatures/token';
import { clientes, signatureSigners, type SignatureSigner } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { signingTokenFor } from './send/signing-token';

/**
 * Whether this signer is the document's client, the one person whose WhatsApp consent the agency holds (D22, D166):
 * their e-mail or their mobile is the client record's. Anyone else on the list (the agency's representative, a
 * witness, a copy) is written to by e-mail only.
 */
export async function isClientSigner(
  db: Db,
  clienteId: string | null,
  signer: Pick<SignatureSigner, 'email' | 'phone'>,
): Promise<boolean> {
  if (!clienteId) return false;
  const [client] = await db
    .select({ email: clientes.email, telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  return Boolean(client) && signerIsClient(signer, client);
}

/**
 * "Enviar por WhatsApp" on an envelope (D166): the link of the client's own signer row, the one they sign with, while
 * it is their turn — null when the client is not on the list or it is not their turn (the message would be a dead
 * link). Derived from their invitation, so it is the link their invitation carried.
 */
export async function clientSignerLink(
  db: Db,
  doc: { id: string; clienteId: string | null },
): Promise<{ name: string; link: string; expiresAt: Date } | null> {
  const rows = await db.select().from(signatureSigners).where(eq(signatureSigners.documentId, doc.id));
  for (const row of rows) {
    if (row.status !== 'invited' || !row.invitedAt || !row.tokenExpiresAt || row.userId) continue;
    if (!(await isClientSigner(db, doc.clienteId, row))) continue;
    const token = signingTokenFor(row.id, row.invitedAt);
    if (row.tokenHash !== hashToken(token)) continue;
    return { name: row.name, link: `${env.appUrl}/assinar/${token}`, expiresAt: row.tokenExpiresAt };
  }
  return null;
}
