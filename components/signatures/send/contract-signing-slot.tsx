import { getContractSigning } from '@/server/signatures/from-contract';
import { ContractSigningActions } from './contract-signing-actions';
import { env } from '@/server/platform/env';

/** The e-signature part of the contract's Ações card (D33). */
export async function ContractSigningSlot({ contractId, cliente }: { contractId: string; cliente: string }) {
  const signing = await getContractSigning(contractId);
  return (
    <ContractSigningActions
      contractId={contractId}
      cliente={cliente}
      signing={signing}
      linkDays={env.signatureLinkDays}
    />
  );
}
