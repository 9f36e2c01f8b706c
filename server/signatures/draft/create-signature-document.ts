import 'server-only';
import type { Actor } from '@/lib/timeline/kinds';
import { documentSearchText } from '@/lib/signatures/search';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { auditActor, recordEvent, type Origin } from '../audit';

type NewField = Omit<typeof signatureFields.$inferInsert, 'id' | 'documentId'>;

/** A stored PDF that becomes a draft: an upload (D27) or a contract's PDF (D33). */
export type NewSignatureDocument = {
  userId: string | null;
  name: string;
  originalFilename: string;
  fileKey: string;
  fileSize: number;
  pageCount: number;
  originalSha256: string;
  recipientName?: string | null;
  /** The client's e-mail of the registry, when there is one (a contract's signer, D33). */
  recipientEmail?: string | null;
  clienteId?: string | null;
  contractId?: string | null;
  /** Fields placed at once (a contract's client signature); an upload gets them in the field editor. */
  fields?: NewField[];
};

export type CreatedDocument = {
  id: string;
  name: string;
  recipientName: string | null;
  recipientEmail: string | null;
  clienteId: string | null;
};

const RETURNED = {
  id: signatureDocuments.id,
  name: signatureDocuments.name,
  recipientName: signatureDocuments.recipientName,
  recipientEmail: signatureDocuments.recipientEmail,
  clienteId: signatureDocuments.clienteId,
};

/**
 * A new signature document, always a draft (D28): its search text, its fields, and the 'created' row of its audit
 * trail (D31) with who made it and from where, in the caller's transaction.
 */
export async function createSignatureDocument(
  db: Db,
  actor: Actor,
  input: NewSignatureDocument,
  origin: Partial<Origin> = {},
): Promise<Written<CreatedDocument>> {
  const { fields, ...columns } = input;
  const [row] = await db
    .insert(signatureDocuments)
    .values({ ...columns, status: 'draft', busca: documentSearchText(input) })
    .returning(RETURNED);
  if (fields?.length) await db.insert(signatureFields).values(fields.map((f) => ({ ...f, documentId: row.id })));
  await recordEvent(db, row.id, 'created', auditActor(actor, origin), {
    ...(input.contractId ? { contractId: input.contractId } : {}),
    originalFilename: input.originalFilename,
    fileSize: input.fileSize,
    pageCount: input.pageCount,
  });
  return {
    row,
    events: [{ type: 'signature.created', documentId: row.id, contractId: input.contractId, clienteId: row.clienteId }],
  };
}

/**
 * A seeded document (demo and bench data): any status, with the columns that status needs, its fields and its
 * signers (every link is a signer's, D155; the fields go to the first signer).
 */
export type SeedSignatureDocument = Omit<typeof signatureDocuments.$inferInsert, 'id' | 'busca'> & {
  fields?: NewField[];
  signers?: Omit<typeof signatureSigners.$inferInsert, 'id' | 'documentId' | 'position'>[];
};

/**
 * The bulk variant for seeds: rows written as they are, in batches, with their search text and fields; no audit
 * rows and no events, since nothing follows from data that only fills the screens.
 */
export async function insertSignatureDocuments(
  db: Db,
  rows: SeedSignatureDocument[],
): Promise<Array<{ id: string; status: string }>> {
  const written: Array<{ id: string; status: string }> = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const inserted = await db
      .insert(signatureDocuments)
      .values(batch.map(({ fields: _f, signers: _s, ...row }) => ({ ...row, busca: documentSearchText(row) })))
      .returning({ id: signatureDocuments.id, status: signatureDocuments.status });
    const signers = inserted.flatMap((doc, j) =>
      (batch[j].signers ?? []).map((s, k) => ({ ...s, documentId: doc.id, position: k + 1 })),
    );
    const owners = signers.length
      ? await db.insert(signatureSigners).values(signers).returning({
          id: signatureSigners.id,
          documentId: signatureSigners.documentId,
          position: signatureSigners.position,
        })
      : [];
    const firstOf = (documentId: string) => owners.find((o) => o.documentId === documentId && o.position === 1)?.id;
    const fields = inserted.flatMap((doc, j) =>
      (batch[j].fields ?? []).map((f) => ({ ...f, documentId: doc.id, signerId: firstOf(doc.id) ?? null })),
    );
    if (fields.length) await db.insert(signatureFields).values(fields);
    written.push(...inserted);
  }
  return written;
}
