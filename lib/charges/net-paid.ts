/**
 * D184: what a paid charge brought once its settled refunds went back: the amount paid (the Pix's own amount when it
 * carried fine and interest, else the charge's value) minus the refunds the PSP settled, never below zero.
 */
export function netPaid(charge: { valor: number; valorPago?: number | null }, devolvido: number) {
  const pago = charge.valorPago ?? charge.valor;
  return { pago, devolvido, liquido: Math.max(0, pago - devolvido), total: devolvido >= pago && devolvido > 0 };
}
