import 'server-only';
import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { LIST_STEP } from '@/lib/list-limit';
import { searchPatterns } from '@/lib/search';
import { assertStaff } from '@/server/auth/guard';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';

export type SignatureDocumentRow = {
  id: string;
  name: string;
  originalFilename: string;
  status: string;
  recipientName: string | null;
  recipientEmail: string | null;
  clienteId: string | null;
  pageCount: number;
  createdAt: Date;
};

export type SignatureCounts = Record<'draft' | 'sent' | 'signed' | 'expired', number>;

const rowColumns = {
  id: signatureDocuments.id,
  name: signatureDocuments.name,
  originalFilename: signatureDocuments.originalFilename,
  status: signatureDocuments.status,
  recipientName: signatureDocuments.recipientName,
  recipientEmail: signatureDocuments.recipientEmail,
  clienteId: signatureDocuments.clienteId,
  pageCount: signatureDocuments.pageCount,
  createdAt: signatureDocuments.createdAt,
};

/**
 * /assinaturas (document 001 §2.4, §7): newest first, search over name, file name and recipient, and
 * the four count cards computed in SQL over the same search.
 */
export async function listSignatureDocuments(params: { q?: string; limit?: number } = {}) {
  await assertStaff();
  const db = await getDb();
  const filters: SQL[] = searchPatterns(params.q).map((pattern) => like(signatureDocuments.busca, pattern));
  const where = filters.length ? and(...filters) : undefined;
  const byStatus = (status: string) =>
    sql<number>`count(*) filter (where ${signatureDocuments.status} = ${status})`.mapWith(Number);
  const [rows, [counts]] = await Promise.all([
    db
      .select(rowColumns)
      .from(signatureDocuments)
      .where(where)
      .orderBy(desc(signatureDocuments.createdAt), desc(signatureDocuments.id))
      .limit(params.limit ?? LIST_STEP),
    db
      .select({
        total: count(),
        draft: byStatus('draft'),
        sent: byStatus('sent'),
        signed: byStatus('signed'),
        expired: byStatus('expired'),
      })
      .from(signatureDocuments)
      .where(where),
  ]);
  const { total, ...cards } = counts;
  return { rows: rows satisfies SignatureDocumentRow[], total, counts: cards satisfies SignatureCounts };
}

/** One document with its storage key, for the viewer and the editor. */
export async function getSignatureDocument(id: string) {
  await assertStaff();
  const db = await getDb();
  const [row] = await db
    .select({ ...rowColumns, fileKey: signatureDocuments.fileKey })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, id));
  return row ?? null;
}

/**
 * What a page that draws a placed field reads of it (document 001 §3: percentages of the page): the field editor
 * and each signer's own page (sign/signer-link.ts, D117) draw the same field, so they read the same columns.
 */
export const FIELD_COLUMNS = {
  id: signatureFields.id,
  fieldType: signatureFields.fieldType,
  label: signatureFields.label,
  xPosition: signatureFields.xPosition,
  yPosition: signatureFields.yPosition,
  width: signatureFields.width,
  height: signatureFields.height,
  pageNumber: signatureFields.pageNumber,
  isRequired: signatureFields.isRequired,
  placeholder: signatureFields.placeholder,
};

/**
 * Every field of a document with the signer who fills it (D117), in the caller's order: the editor lists them as
 * placed (§7), the signers' panel page by page. The signer's own page reads only theirs (sign/signer-link.ts).
 */
export function documentFields(db: Db, documentId: string, order: SQL[]) {
  return db
    .select({ ...FIELD_COLUMNS, signerId: signatureFields.signerId })
    .from(signatureFields)
    .where(eq(signatureFields.documentId, documentId))
    .orderBy(...order);
}

/** §7: the fields of a document, oldest first. */
export async function listSignatureFields(documentId: string) {
  await assertStaff();
  return documentFields(await getDb(), documentId, [asc(signatureFields.createdAt), asc(signatureFields.id)]);
}
