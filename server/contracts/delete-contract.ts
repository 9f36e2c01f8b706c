import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';
import type { ContractRow } from './create-contract';

/**
 * "Excluir" on /contratos, after "Confirmar Exclusão" (admins only, D68). What was made from it (charges, a
 * project card, signature documents) stays. A contract already gone is refused with the toast's text.
 */
export async function deleteContract(db: Db, _actor: Actor, input: { id: string }): Promise<Written<ContractRow>> {
  const [row] = await db
    .delete(contratos)
    .where(eq(contratos.id, input.id))
    .returning({ id: contratos.id, slug: contratos.slug, clienteId: contratos.clienteId });
  if (!row) throw new ActionError(m.contracts.toasts.deleteErrorText);
  return {
    row: { id: row.id, slug: row.slug },
    events: [{ type: 'contract.deleted', contractId: row.id, slug: row.slug, clienteId: row.clienteId }],
  };
}
