import type { Metadata } from 'next';
import { z } from '@/lib/zod';
import { ProposalForm } from '@/components/proposals/proposal-form';
import { ProposalNotFoundPanel } from '@/components/proposals/proposal-not-found-panel';
import { requireStaff } from '@/server/auth/session';
import { getProposalForEdit, readProposalWording } from '@/server/proposals/queries';

export const metadata: Metadata = { title: 'Editar Proposta' };

// The segment is named [slug] to match the public /proposta/[slug]; here it holds the proposal's id.
export default async function EditProposalPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug: id } = await params;
  await requireStaff(`/proposta/${id}/editar`);
  const proposal = z.uuid().safeParse(id).success ? await getProposalForEdit(id) : null;
  if (!proposal) return <ProposalNotFoundPanel />;
  const { beneficios } = await readProposalWording();
  return <ProposalForm proposal={proposal} benefits={beneficios} />;
}
