import type { Metadata } from 'next';
import { ClientsTab } from '@/components/clients/clients-tab';
import { ProposalsTab } from '@/components/proposals/proposals-tab';
import { parseLimit } from '@/lib/list-limit';
import { PROPOSAL_STATUS_FILTER, type ProposalStatusFilter } from '@/lib/proposals/status';
import { requireStaff } from '@/server/auth/session';
import { listClients } from '@/server/clients/queries';
import { listProposals } from '@/server/proposals/queries';

export const metadata: Metadata = { title: 'Área de Clientes' };

type SearchParams = Promise<{ tab?: string; q?: string; status?: string; limit?: string }>;

/** Document 000 §2.5: opens on the Propostas tab; ?tab=clientes shows the Clientes tab. */
export default async function ClientesPage({ searchParams }: { searchParams: SearchParams }) {
  const { tab, q, status, limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff(tab === 'clientes' ? '/clientes?tab=clientes' : '/clientes');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';

  if (tab !== 'clientes') {
    const filter = (PROPOSAL_STATUS_FILTER as readonly string[]).includes(status ?? '')
      ? (status as ProposalStatusFilter)
      : 'todos';
    const proposals = await listProposals({ q: query, status: filter, limit }).catch((error: unknown) => {
      console.error('[clientes] proposals list failed', error);
      return null;
    });
    return <ProposalsTab query={query} status={filter} result={proposals} limit={limit} />;
  }

  const result = await listClients({ q: query, limit }).catch((error: unknown) => {
    console.error('[clientes] list failed', error);
    return null;
  });
  return <ClientsTab query={query} result={result} limit={limit} />;
}
