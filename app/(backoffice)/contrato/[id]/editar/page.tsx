import type { Metadata } from 'next';
import { z } from '@/lib/zod';
import { ContractForm } from '@/components/contracts/contract-form';
import { ContractNotFound } from '@/components/contracts/contract-not-found';
import { contractStatusStyle } from '@/lib/contracts/status';
import { requireStaff } from '@/server/auth/session';
import { getContract, proposalOptions } from '@/server/contracts/queries';

export const metadata: Metadata = { title: 'Editar Contrato' };

/** Document 001 §2.2, edit (D1: /contratos/{id}/edit redirects here). */
export default async function EditContractPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/contrato/${id}/editar`);
  const [contract, proposals] = await Promise.all([
    z.uuid().safeParse(id).success ? getContract(id) : null,
    proposalOptions(),
  ]);
  if (!contract) return <ContractNotFound />;
  return (
    <ContractForm
      contract={{
        id: contract.id,
        nome: contract.nome,
        cliente: contract.cliente,
        clienteId: contract.clienteId ?? '',
        descricao: contract.descricao,
        status: contractStatusStyle(contract.status).key,
        propostaId: contract.propostaId ?? '',
        conteudo: contract.conteudo,
        assinadoEm: contract.assinadoEm,
        planoPagamento: contract.planoPagamento,
      }}
      templates={[]}
      proposals={proposals}
      defaultTemplateId=""
    />
  );
}
