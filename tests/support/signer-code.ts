import { asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureSigners } from '@/server/platform/db/schema';
import { confirmSignerCode } from '@/server/signatures/sign/confirm-signer-code';
import { signerToken } from '@/server/signatures/send/invite-signers';
import { sendSignerCode } from '@/server/signatures/sign/send-signer-code';
import { hashSignerCode } from '@/server/signatures/signer-rows';

const inTx = async <T>(write: (tx: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((tx) => write(tx as unknown as Db));

/**
 * A signer confirms a code (D118) as the page does: the code is sent for real (its e-mail queued), then its stored
 * hash is replaced by a known code's, since the real one leaves only in the e-mail.
 */
export async function confirmKnownCode(signerId: string, now = new Date(), code = '123456') {
  await sendKnownCode(signerId, now, code);
  const answer = await inTx((db) =>
    confirmSignerCode(db, { signerId, code, ip: '198.51.100.30', userAgent: 'Navegador de teste' }, now),
  );
  if (!answer.ok) throw new Error(`code not confirmed: ${JSON.stringify(answer)}`);
}

/** A code sent for real to a signer, its stored hash then replaced by a known code's. */
export async function sendKnownCode(signerId: string, now = new Date(), code = '123456') {
  await inTx((db) => sendSignerCode(db, signerId, now));
  await (
    await getDb()
  )
    .update(signatureSigners)
    .set({ codeHash: hashSignerCode(signerId, code) })
    .where(eq(signatureSigners.id, signerId));
}

/** A document's signers in order, each with the token their invitation e-mail carried (D64). */
export async function signerLinks(documentId: string) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId))
    .orderBy(asc(signatureSigners.position));
  return rows.map((s) => ({ ...s, token: s.invitedAt ? signerToken(s, s.invitedAt) : null }));
}
