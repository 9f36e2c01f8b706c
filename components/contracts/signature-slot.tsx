/**
 * SLOT for "Enviar para assinatura" (issue 9, item 6): the e-signature feature renders its button here,
 * in the Ações card of /contratos/{id}. It gets the contract's id, name, client and status; it prints
 * the document with renderContractPdf (server/pdf/contract-pdf.ts) and, once signed, calls
 * markContractSigned (server/contracts/signing.ts). Empty until that feature fills it.
 */
export function ContractSignatureSlot(_props: { contractId: string; nome: string; cliente: string; status: string }) {
  return null;
}
