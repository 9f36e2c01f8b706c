import 'server-only';
import { contractPaths, markContractSigned } from '@/server/contracts/signing';
import type { Db } from '@/server/platform/db/client';

/**
 * A document made from a contract (issue 9 item 6): signing it marks the contract "assinado", in the
 * signing transaction. Returns the contract's pages to refresh once it commits.
 */
export async function onDocumentSigned(db: Db, contractId: string, signedAt: Date): Promise<string[]> {
  const contract = await markContractSigned(db, contractId, signedAt);
  return contract ? contractPaths(contract) : [];
}
