import 'server-only';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import { unchanged, type Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import type { ContractRow } from './create-contract';

/**
 * A contract becomes "assinado": its signature document was signed (D33, in the signing transaction), or staff
 * record a signature made outside the app by choosing "Assinado" in the form. The row is locked, so that of two
 * signatures that race only the first signs it: `contract.signed` (and with it the pipeline's steps, D56) happens
 * once, and the date is the first signature's. Signing is not an edit: the version stays. From then on the
 * contract cannot be edited (D46). Answers null when the contract no longer exists.
 */
export async function markContractSigned(
  db: Db,
  actor: Actor,
  input: { contractId: string; at?: Date },
): Promise<Written<ContractRow> | null> {
  const at = input.at ?? new Date();
  const [current] = await db
    .select({
      id: contratos.id,
      slug: contratos.slug,
      status: contratos.status,
      clienteId: contratos.clienteId,
      propostaId: contratos.propostaId,
    })
    .from(contratos)
    .where(eq(contratos.id, input.contractId))
    .for('update');
  if (!current) return null;
  const row = { id: current.id, slug: current.slug };
  if (current.status === 'assinado') return unchanged(row);

  await db
    .update(contratos)
    .set({ status: 'assinado', assinadoEm: at, updatedAt: at })
    .where(eq(contratos.id, current.id));
  await recordEvent(db, {
    clienteId: current.clienteId,
    tipo: 'contract.signed',
    assunto: { tipo: 'contract', id: current.id },
    ator: actor,
    visivelCliente: true,
    em: at,
  });
  return {
    row,
    events: [
      {
        type: 'contract.signed',
        contractId: current.id,
        slug: current.slug,
        clienteId: current.clienteId,
        proposalId: current.propostaId,
        at,
      },
    ],
  };
}
