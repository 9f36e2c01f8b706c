import type { Metadata } from 'next';
import { ChargesList } from '@/components/charges/charges-list';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { listCharges } from '@/server/charges/queries';

export const metadata: Metadata = { title: 'Cobranças' };

export default async function ChargesPage({ searchParams }: { searchParams: Promise<{ q?: string; limit?: string }> }) {
  const { q, limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff(q ? `/cobrancas?q=${encodeURIComponent(q)}` : '/cobrancas');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  const result = await listCharges({ q: query, limit }).catch((error: unknown) => {
    console.error('[cobrancas] list failed', error);
    return null;
  });
  return <ChargesList query={query} result={result} limit={limit} />;
}
