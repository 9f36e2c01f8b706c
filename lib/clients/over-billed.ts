/**
 * Why a client's "Cobrado" is above its "Contratado" (the client page, D59), in centavos: charges made by hand with
 * no contract, charges of contracts with no accepted proposal (their value is never "contracted" there), and what is
 * left, contracts whose plan adds up to more than the accepted proposal. Null when nothing is billed above.
 */
export type OverBilled = { excesso: number; avulso: number; semProposta: number; acimaDaProposta: number };

export function overBilled(
  totals: { contratado: number; cobrado: number },
  parts: { avulso: number; semProposta: number },
): OverBilled | null {
  const excesso = totals.cobrado - totals.contratado;
  if (excesso <= 0) return null;
  const avulso = Math.min(parts.avulso, excesso);
  const semProposta = Math.min(parts.semProposta, excesso - avulso);
  return { excesso, avulso, semProposta, acimaDaProposta: excesso - avulso - semProposta };
}
