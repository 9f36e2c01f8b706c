import 'server-only';
import { drawAgencyLetterhead } from '@/server/agency/pdf-letterhead';
import { getAgency } from '@/server/agency/profile';
import { netPaid } from '@/lib/charges/net-paid';
import { paymentMethodLabel } from '@/lib/charges/rules';
import { formatDateTime, formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { amountInWords } from '@/lib/money/in-words';
import type { Db } from '@/server/platform/db/client';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';
import { chargePaymentProof } from './payment-proof';

const r = m.portal.receipt;

export type ReceiptCharge = {
  id: string;
  numeroCobranca: string;
  titulo: string;
  cliente: string;
  valor: number;
  formaPagamento: string;
  valorPago: number | null;
  dataPagamento: Date | string | null;
};

export function receiptFilename(charge: Pick<ReceiptCharge, 'numeroCobranca'>): string {
  return `recibo-${charge.numeroCobranca.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

const g = m.chargeGuard.net;

/**
 * The receipt (recibo) of a paid charge (D77): who paid, how much (in figures and in words), for what and when; for
 * a Pix, the time it was paid, its end-to-end id and the payer's name and document (D187). A charge with settled
 * refunds (`devolvido`, server/charges/public.ts `refundedOf`) states what was paid, what went back and the net
 * amount (D184).
 */
export async function renderReceiptPdf(charge: ReceiptCharge, devolvido = 0, handle?: Db): Promise<Uint8Array> {
  // A caller inside a transaction (the portal export) passes it: on one connection a read outside it waits forever.
  const [agency, proof] = await Promise.all([getAgency(), chargePaymentProof({ id: charge.id }, handle)]);
  const valor = proof?.valor ?? charge.valorPago ?? charge.valor;
  const paidAt = proof?.pagoEm ?? charge.dataPagamento;
  const pdf = await PdfWriter.create(
    `${r.title} ${charge.numeroCobranca} — ${charge.titulo}`,
    `${agency.name} · ${agency.email} · ${agency.phone}`,
  );
  await drawAgencyLetterhead(pdf, agency);
  pdf.text(r.heading, { size: 22, bold: true, gap: 2 });
  pdf.text(fill(r.number, { numero: charge.numeroCobranca }), { size: 9, color: MUTED, gap: 12 });
  pdf.text(formatMoney(valor), { size: 26, bold: true, gap: 10 });
  const extenso = proof?.valorPorExtenso ?? amountInWords(valor);
  pdf.text(fill(r.body, { cliente: charge.cliente, valor: formatMoney(valor), extenso, titulo: charge.titulo }), {
    size: 12,
    gap: 8,
  });
  const lines = [
    paidAt && fill(r.paidOn, { date: formatDateTime(paidAt) }),
    fill(r.method, { method: paymentMethodLabel(charge.formaPagamento).toUpperCase() }),
    proof?.pagadorNome && fill(r.payer, { nome: proof.pagadorNome }),
    proof?.pagadorDocumento && fill(r.payerDocument, { documento: proof.pagadorDocumento }),
    proof?.endToEndId && fill(r.endToEnd, { id: proof.endToEndId }),
  ].filter((line): line is string => Boolean(line));
  lines.forEach((line, i) => pdf.text(line, { gap: i === lines.length - 1 ? 14 : 4 }));
  if (devolvido > 0) {
    const net = netPaid(charge, devolvido);
    pdf.text(net.total ? g.noteFull : g.note, { bold: true, gap: 4 });
    pdf.text(`${g.paid}: ${formatMoney(net.pago)}`);
    pdf.text(`${g.refunded}: ${formatMoney(net.devolvido)}`);
    pdf.text(`${g.net}: ${formatMoney(net.liquido)}`, { bold: true, gap: 14 });
  }
  pdf.rule();
  pdf.text(fill(r.issuer, { agency: agency.name, email: agency.email }), { size: 9, color: MUTED });
  return pdf.save();
}
