import type { Metadata } from 'next';
import { DocumentsList } from '@/components/signatures/documents-list';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { listSignatureDocuments } from '@/server/signatures/queries';

export const metadata: Metadata = { title: 'Assinaturas' };

/** Document 001 §2.4: the signature documents screen. */
export default async function SignaturesPage({ searchParams }: { searchParams: Promise<{ q?: string; limit?: string }> }) {
  const { q, limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff(q ? `/assinaturas?q=${encodeURIComponent(q)}` : '/assinaturas');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  const result = await listSignatureDocuments({ q: query, limit }).catch((error: unknown) => {
    console.error('[assinaturas] list failed', error);
    return null;
  });
  return <DocumentsList query={query} result={result} limit={limit} />;
}
