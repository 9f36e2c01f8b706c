import type { Metadata } from 'next';
import { ComingSoon } from '@/components/backoffice/coming-soon';
import { ClientsTab } from '@/components/clients/clients-tab';
import { requireStaff } from '@/server/auth/session';
import { listClients } from '@/server/clients/queries';

export const metadata: Metadata = { title: 'Área de Clientes' };

type SearchParams = Promise<{ tab?: string; q?: string }>;

/** Document 000 §2.5: opens on the Propostas tab; ?tab=clientes shows the Clientes tab. */
export default async function ClientesPage({ searchParams }: { searchParams: SearchParams }) {
  const { tab, q } = await searchParams;
  await requireStaff(tab === 'clientes' ? '/clientes?tab=clientes' : '/clientes');
  if (tab !== 'clientes') return <ComingSoon />;

  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  const result = await listClients({ q: query }).catch((error: unknown) => {
    console.error('[clientes] list failed', error);
    return null;
  });
  return <ClientsTab query={query} result={result} />;
}
