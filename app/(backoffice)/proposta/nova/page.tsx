import type { Metadata } from 'next';
import { z } from '@/lib/zod';
import { ProposalForm } from '@/components/proposals/proposal-form';
import { requireStaff } from '@/server/auth/session';
import { getClientName } from '@/server/clients/queries';
import { readProposalWording } from '@/server/proposals/queries';

export const metadata: Metadata = { title: 'Nova Proposta' };

/**
 * ?cliente=<id> (from /contatos "Criar proposta" or the client page) opens with that client chosen; with
 * &voltar=cliente (the client's record) saving returns to that record instead of /clientes.
 */
export default async function NewProposalPage({
  searchParams,
}: {
  searchParams: Promise<{ cliente?: string; voltar?: string }>;
}) {
  await requireStaff('/proposta/nova');
  const { cliente, voltar } = await searchParams;
  const preselected = z.uuid().safeParse(cliente).success ? await getClientName(cliente as string) : null;
  const returnTo = preselected && voltar === 'cliente' ? `/clientes/${preselected.id}` : undefined;
  // D275: the scope items' default sentences, which the form shows and the proposal can make its own.
  const { beneficios } = await readProposalWording();
  return <ProposalForm proposal={null} preselected={preselected} returnTo={returnTo} benefits={beneficios} />;
}
