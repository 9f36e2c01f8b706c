import 'server-only';
import { drawAgencyLetterhead } from '@/server/agency/pdf-letterhead';
import { getAgency } from '@/server/agency/profile';
import { netPaid } from '@/lib/charges/net-paid';
import { paymentMethodLabel } from '@/lib/charges/rules';
import { formatDate, formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';

const r = m.portal.receipt;

export type ReceiptCharge = {
  numeroCobranca: string;
  titulo: string;
  cliente: string;
  valor: number;
  formaPagamento: string;
  dataPagamento: Date | string | null;
  valorPago?: number | null;
};

export function receiptFilename(charge: Pick<ReceiptCharge, 'numeroCobranca'>): string {
  return `recibo-${charge.numeroCobranca.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

const g = m.chargeGuard.net;

/**
 * The receipt (recibo) of a paid charge (D77): who paid, how much, for what and when. A charge with settled refunds
 * (`devolvido`, server/charges/public.ts `refundedOf`) states what was paid, what went back and the net amount (D184).
 */
export async function renderReceiptPdf(charge: ReceiptCharge, devolvido = 0): Promise<Uint8Array> {
  const agency = await getAgency();
  const pdf = await PdfWriter.create(
    `${r.title} ${charge.numeroCobranca} — ${charge.titulo}`,
    `${agency.name} · ${agency.email} · ${agency.phone}`,
  );
  await drawAgencyLetterhead(pdf, agency);
  pdf.text(r.heading, { size: 22, bold: true, gap: 2 });
  pdf.text(fill(r.number, { numero: charge.numeroCobranca }), { size: 9, color: MUTED, gap: 12 });
  pdf.text(formatMoney(charge.valor), { size: 26, bold: true, gap: 10 });
  pdf.text(fill(r.body, { cliente: charge.cliente, valor: formatMoney(charge.valor), titulo: charge.titulo }), {
    size: 12,
    gap: 8,
  });
  if (charge.dataPagamento) pdf.text(fill(r.paidOn, { date: formatDate(charge.dataPagamento) }));
  pdf.text(fill(r.method, { method: paymentMethodLabel(charge.formaPagamento).toUpperCase() }), { gap: 14 });
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
