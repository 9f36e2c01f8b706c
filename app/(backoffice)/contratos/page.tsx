import type { Metadata } from 'next';
import { ContractsList } from '@/components/contracts/contracts-list';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { listContracts } from '@/server/contracts/queries';

export const metadata: Metadata = { title: 'Contratos' };

/** Document 001 §2.1. */
export default async function ContractsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; limit?: string }>;
}) {
  const { q, limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff(q ? `/contratos?q=${encodeURIComponent(q)}` : '/contratos');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  const result = await listContracts({ q: query, limit }).catch((error: unknown) => {
    console.error('[contratos] list failed', error);
    return null;
  });
  return <ContractsList query={query} result={result} limit={limit} />;
}
