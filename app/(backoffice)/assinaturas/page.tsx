import type { Metadata } from 'next';
import { SigningDocumentsList } from '@/components/signatures/send/signing-documents-list';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { expireDueLinks } from '@/server/signatures/audit-queries';
import { listSignatureDocuments } from '@/server/signatures/queries';
import { env } from '@/server/platform/env';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const metadata: Metadata = { title: 'Assinaturas' };

/** Document 001 §2.4: the signature documents screen. */
export default async function SignaturesPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; limit?: string; assinar?: string }>;
}) {
  const { q, limit: rawLimit, assinar } = await searchParams;
  const limit = parseLimit(rawLimit);
  // A staff signer's invitation links here with the document to sign (D119): its signers' dialog opens at once.
  const toSign = typeof assinar === 'string' && UUID.test(assinar) ? assinar : null;
  const back = new URLSearchParams({ ...(q ? { q } : {}), ...(toSign ? { assinar: toSign } : {}) }).toString();
  await requireStaff(back ? `/assinaturas?${back}` : '/assinaturas');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  // D28: links past their time are marked expired (with their audit rows) before the list is read.
  await expireDueLinks().catch((error: unknown) => console.error('[assinaturas] expiry failed', error));
  const result = await listSignatureDocuments({ q: query, limit }).catch((error: unknown) => {
    console.error('[assinaturas] list failed', error);
    return null;
  });
  return (
    <SigningDocumentsList
      query={query}
      result={result}
      limit={limit}
      linkDays={env.signatureLinkDays}
      openSigners={toSign}
    />
  );
}
