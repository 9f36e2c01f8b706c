import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';

export type PanelSigner = {
  id: string;
  position: number;
  role: string;
  name: string;
  email: string;
  cpf: string | null;
  phone: string | null;
  userId: string | null;
  status: string;
  signedAt: string | null;
  authenticated: boolean;
  refusalReason: string | null;
};

export type SignersPanel = {
  id: string;
  name: string;
  status: string;
  signingMode: string;
  signers: PanelSigner[];
  fields: { id: string; label: string; fieldType: string; pageNumber: number; signerId: string | null }[];
};

/** The back office's "Signatários" dialog (D117): the document, its signers in order and its fields' owners. */
export async function getSignersPanel(db: Db, id: string): Promise<SignersPanel | null> {
  const [doc] = await db
    .select({
      id: signatureDocuments.id,
      name: signatureDocuments.name,
      status: signatureDocuments.status,
      signingMode: signatureDocuments.signingMode,
    })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, id));
  if (!doc) return null;
  const signers = await db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, id))
    .orderBy(asc(signatureSigners.position), asc(signatureSigners.createdAt));
  const fields = await db
    .select({
      id: signatureFields.id,
      label: signatureFields.label,
      fieldType: signatureFields.fieldType,
      pageNumber: signatureFields.pageNumber,
      signerId: signatureFields.signerId,
    })
    .from(signatureFields)
    .where(eq(signatureFields.documentId, id))
    .orderBy(asc(signatureFields.pageNumber), asc(signatureFields.createdAt));
  return {
    ...doc,
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      role: s.role,
      name: s.name,
      email: s.email,
      cpf: s.cpf,
      phone: s.phone,
      userId: s.userId,
      status: s.status,
      signedAt: s.signedAt?.toISOString() ?? null,
      authenticated: Boolean(s.authenticatedAt),
      refusalReason: s.refusalReason,
    })),
    fields,
  };
}
