import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidatePaths } from '@/server/platform/cache/revalidate';
import type { Db } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';

/**
 * Marks a contract "assinado" when its e-signature document is signed (issue 9, D13). No session check:
 * the caller (the signing flow) has already decided; pass its transaction handle. Keeps the version:
 * signing is not an edit. Returns null when the contract no longer exists.
 */
export async function markContractSigned(db: Db, contractId: string, signedAt: Date = new Date()) {
  const [row] = await db
    .update(contratos)
    .set({ status: 'assinado', assinadoEm: signedAt, updatedAt: signedAt })
    .where(eq(contratos.id, contractId))
    .returning({ id: contratos.id, slug: contratos.slug });
  return row ?? null;
}

/** The pages that show a contract, to refresh after it changes (call after the transaction commits). */
export function contractPaths(contract: { id: string; slug: string }): string[] {
  return ['/contratos', `/contratos/${contract.id}`, `/c/${contract.slug}`];
}

/** Refreshes every page that shows a contract; safe to call outside a request (it then logs). */
export function revalidateContract(contract: { id: string; slug: string }) {
  try {
    revalidatePaths(contractPaths(contract));
  } catch (error) {
    console.error('[contracts] revalidation failed', error);
  }
}
