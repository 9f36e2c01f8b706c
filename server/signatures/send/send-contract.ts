import 'server-only';
import { eq } from 'drizzle-orm';
import { signingPersonOf, type SigningPerson } from '@/lib/clients/signing-person';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, user } from '@/server/platform/db/schema';
import { agencySigners, clientSigner } from '../draft/from-contract';
import { sendToSigners } from './send-to-signers';
import { lockDocument, signersOf } from '../signer-rows';

const c = m.signatures.contract;

/** What the contract's "Enviar para assinatura" step opens with (D161). */
export type ContractSignersStep = {
  id: string;
  name: string;
  cliente: string;
  clienteId: string | null;
  /** The client's signing person, always signer 1; null when the record has none yet (the step asks for it). */
  person: SigningPerson | null;
  /** Who signs after the client, in order: the draft's own rows, or the agency's representative. */
  others: TSigner[];
};

async function clientOf(db: Db, clienteId: string | null) {
  if (!clienteId) return null;
  const [client] = await db.select().from(clientes).where(eq(clientes.id, clienteId));
  return client ?? null;
}

/** The step's pre-filled signers for a contract's draft: the client's person first, then the agency (D161). */
export async function contractSignersStep(
  db: Db,
  doc: { id: string; name: string; clienteId: string | null; recipientName: string | null },
): Promise<ContractSignersStep> {
  const client = await clientOf(db, doc.clienteId);
  const rows = await signersOf(db, doc.id);
  const others: TSigner[] =
    rows.length > 1
      ? rows.slice(1).map((r) => ({
          name: r.name,
          email: r.email,
          cpf: r.cpf,
          phone: r.phone,
          role: r.role as TSigner['role'],
          userId: r.userId,
        }))
      : await agencySigners(db);
  return {
    id: doc.id,
    name: doc.name,
    cliente: client?.nome ?? doc.recipientName ?? '',
    clienteId: client?.id ?? null,
    person: client ? signingPersonOf(client) : null,
    others,
  };
}

/**
 * "Enviar para os signatários" from a contract's page (D161): the client's signing person, as the record has them,
 * signs first; the others (the representative, witnesses) follow in the given order; everyone signs with their own
 * link and code through the signers' path. A contract without a client, or a client without a signing person, is
 * refused and nothing changes. Staff accounts are attached by the server, from the e-mail, never from the input.
 */
export async function sendContractToSigners(
  db: Db,
  actor: Actor,
  input: { id: string; others: readonly TSigner[] },
  now: Date = new Date(),
): Promise<Written<{ id: string; invited: string[]; expiresAt: string }>> {
  const doc = await lockDocument(db, input.id);
  if (!doc?.contractId) throw new ActionError(c.notFound);
  const client = await clientOf(db, doc.clienteId);
  if (!client) throw new ActionError(c.noClient);
  const person = signingPersonOf(client);
  if (!person) throw new ActionError(c.signerMissing);
  const others: TSigner[] = [];
  for (const signer of input.others) {
    const [staff] = await db.select({ id: user.id }).from(user).where(eq(user.email, signer.email));
    others.push({ ...signer, userId: staff?.id ?? null });
  }
  return sendToSigners(db, actor, { id: doc.id, signers: [clientSigner(person), ...others] }, now);
}
