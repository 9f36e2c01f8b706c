import { isSignedContract } from '@/lib/contracts/status';

/** The contract made from a proposal, as its screens need it (server/pipeline/proposal-contracts.ts). */
export type ProposalContract = {
  id: string;
  nome: string;
  status: string;
  assinadoEm: string | null;
  /** The signed document's verification code: its final signed PDF is /verificacao/{code}/pdf. */
  verificationCode: string | null;
  /** The card the signed-contract step made or linked. */
  projetoId: string | null;
};

export type ProposalNextStep =
  | { kind: 'gerar' }
  | { kind: 'abrir'; contrato: string }
  | {
      kind: 'assinado';
      /** The signed PDF when the product signed it, else the contract's page (marked "Assinado" by hand). */
      principal: { href: string; pdf: boolean };
      contrato: string;
      cobrancas: string;
      projeto: string | null;
    };

/**
 * What an accepted proposal's main button does (D225): "Gerar contrato" until it has a contract, "Abrir contrato"
 * while that contract is not signed, and once it is signed what comes next: the signed PDF, with the contract's
 * charges and project beside it. Null for a proposal that is not accepted (no contract action at all).
 */
export function proposalNextStep(status: string, contract: ProposalContract | null): ProposalNextStep | null {
  if (status !== 'aceita') return null;
  if (!contract) return { kind: 'gerar' };
  const contrato = `/contratos/${contract.id}`;
  if (!isSignedContract(contract)) return { kind: 'abrir', contrato };
  return {
    kind: 'assinado',
    principal: contract.verificationCode
      ? { href: `/verificacao/${encodeURIComponent(contract.verificationCode)}/pdf`, pdf: true }
      : { href: contrato, pdf: false },
    contrato,
    cobrancas: `/cobrancas?q=${encodeURIComponent(contract.nome)}`,
    projeto: contract.projetoId ? `/projeto/${contract.projetoId}/editar` : null,
  };
}
