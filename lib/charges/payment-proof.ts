import { amountInWords } from '@/lib/money/in-words';
import { formatCnpj } from '@/lib/settings/agencia';
import { maskCpf } from '@/lib/signatures/signers';

/**
 * What the paid page and the receipt say of a payment (D187): when it was paid, the amount received (the Pix's,
 * fine and interest included, else the charge's) in figures and in words, and, for a Pix, its end-to-end id and
 * the payer's name and document. A CPF shows its middle digits only, as the banks' Pix receipts do, since the paid
 * page is open to whoever has the link; a CNPJ is a company's public number and shows whole.
 */
export type PaymentProof = {
  pagoEm: Date | null;
  valor: number;
  valorPorExtenso: string;
  endToEndId: string | null;
  pagadorNome: string | null;
  pagadorDocumento: string | null;
};

export function payerDocument(documento: string | null | undefined): string | null {
  const digits = (documento ?? '').replace(/\D/g, '');
  if (digits.length === 11) return maskCpf(digits);
  if (digits.length === 14) return formatCnpj(digits);
  return null;
}

export function paymentProof(
  charge: { valor: number; valorPago: number | null; dataPagamento: Date | string | null },
  pix: {
    endToEndId: string;
    valor: number;
    horario: Date;
    pagadorNome: string | null;
    pagadorDocumento: string | null;
  } | null,
): PaymentProof {
  const valor = pix?.valor ?? charge.valorPago ?? charge.valor;
  const paidAt = pix?.horario ?? (charge.dataPagamento ? new Date(charge.dataPagamento) : null);
  return {
    pagoEm: paidAt,
    valor,
    valorPorExtenso: amountInWords(valor),
    endToEndId: pix?.endToEndId ?? null,
    pagadorNome: pix?.pagadorNome?.trim() || null,
    pagadorDocumento: payerDocument(pix?.pagadorDocumento),
  };
}
