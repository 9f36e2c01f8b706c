import type { Metadata } from 'next';
import { ProposalForm } from '@/components/proposals/proposal-form';
import { requireStaff } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Nova Proposta' };

export default async function NewProposalPage() {
  await requireStaff('/proposta/nova');
  return <ProposalForm proposal={null} />;
}
