import type { Metadata } from 'next';
import { z } from '@/lib/zod';
import { ProposalForm } from '@/components/proposals/proposal-form';
import { requireStaff } from '@/server/auth/session';
import { getClientName } from '@/server/clients/queries';

export const metadata: Metadata = { title: 'Nova Proposta' };

/** ?cliente=<id> (from /contatos "Criar proposta" or the client page) opens with that client chosen. */
export default async function NewProposalPage({ searchParams }: { searchParams: Promise<{ cliente?: string }> }) {
  await requireStaff('/proposta/nova');
  const { cliente } = await searchParams;
  const preselected = z.uuid().safeParse(cliente).success ? await getClientName(cliente as string) : null;
  return <ProposalForm proposal={null} preselected={preselected} />;
}
