import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import {
  signatureDocuments,
  signatureFields,
  signatureSigners,
  type SignatureSigner,
} from '@/server/platform/db/schema';
import { documentFields } from './queries';
import type { SignerIdentity } from './signer-rows';

export type PanelSigner = SignerIdentity &
  Pick<SignatureSigner, 'id' | 'userId' | 'status' | 'refusalReason'> & {
    signedAt: string | null;
    authenticated: boolean;
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
  const fields = await documentFields(db, id, [asc(signatureFields.pageNumber), asc(signatureFields.createdAt)]);
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
