import { ContractSigningSlot } from '@/components/signatures/send/contract-signing-slot';

/**
 * SLOT for "Enviar para assinatura" (D33), in the Ações card of /contratos/{id}: filled by
 * the e-signature feature (components/signatures/send), which prints the document with
 * renderContractPdf and, once signed, calls markContractSigned.
 */
export function ContractSignatureSlot(props: { contractId: string; nome: string; cliente: string; status: string }) {
  return <ContractSigningSlot contractId={props.contractId} />;
}
