import type { Metadata } from 'next';
import { SigningDocumentsList } from '@/components/signatures/send/signing-documents-list';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { expireDueLinks } from '@/server/signatures/audit-queries';
import { listSignatureDocuments } from '@/server/signatures/queries';
import { env } from '@/server/platform/env';

export const metadata: Metadata = { title: 'Assinaturas' };

/** Document 001 §2.4: the signature documents screen. */
export default async function SignaturesPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; limit?: string }>;
}) {
  const { q, limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff(q ? `/assinaturas?q=${encodeURIComponent(q)}` : '/assinaturas');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  // D28: links past their time are marked expired (with their audit rows) before the list is read.
  await expireDueLinks().catch((error: unknown) => console.error('[assinaturas] expiry failed', error));
  const result = await listSignatureDocuments({ q: query, limit }).catch((error: unknown) => {
    console.error('[assinaturas] list failed', error);
    return null;
  });
  return <SigningDocumentsList query={query} result={result} limit={limit} linkDays={env.signatureLinkDays} />;
}
