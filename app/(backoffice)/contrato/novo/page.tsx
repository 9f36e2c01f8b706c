import type { Metadata } from 'next';
import { ContractForm } from '@/components/contracts/contract-form';
import { DEFAULT_TEMPLATE_ID } from '@/content/contract-templates';
import { requireStaff } from '@/server/auth/session';
import { proposalOptions, templateOptions } from '@/server/contracts/queries';

export const metadata: Metadata = { title: 'Novo Contrato' };

/** Document 001 §2.2, create: model-01 chosen by default (§5). */
export default async function NewContractPage() {
  await requireStaff('/contrato/novo');
  const [templates, proposals] = await Promise.all([templateOptions(), proposalOptions()]);
  return (
    <ContractForm contract={null} templates={templates} proposals={proposals} defaultTemplateId={DEFAULT_TEMPLATE_ID} />
  );
}
