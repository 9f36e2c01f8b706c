import { getContractSigning } from '@/server/signatures/draft/from-contract';
import { ContractSigningActions } from './contract-signing-actions';
import { env } from '@/server/platform/env';

/** The e-signature part of the contract's Ações card (D33). */
export async function ContractSigningSlot({ contractId }: { contractId: string }) {
  const signing = await getContractSigning(contractId);
  return <ContractSigningActions contractId={contractId} signing={signing} linkDays={env.signatureLinkDays} />;
}
