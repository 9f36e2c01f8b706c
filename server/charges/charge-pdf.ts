import 'server-only';
import QRCode from 'qrcode';
import { isOpen, paymentMethodLabel } from '@/lib/charges/rules';
import { formatDate, formatMoney, formatPercent } from '@/lib/format';
import { drawAgencyLetterhead } from '@/server/agency/pdf-letterhead';
import { getAgency } from '@/server/agency/profile';
import { fill, m } from '@/lib/messages';
import { chargeDue, chargePixCode, type PublicCharge } from '@/server/charges/public';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';

const p = m.charges.public;
const b = m.automation.breakdown;

/** "Baixar PDF" of a charge (D13): its data and, for an open Pix charge, the QR code and BR Code (D14). */
export async function renderChargePdf(charge: Omit<PublicCharge, 'devolvido'>): Promise<Uint8Array> {
  const agency = await getAgency();
  const pdf = await PdfWriter.create(
    `Cobrança ${charge.numeroCobranca} — ${charge.titulo}`,
    `${agency.name} · ${agency.email} · ${agency.phone}`,
  );
  await drawAgencyLetterhead(pdf, agency);
  pdf.text(`${p.charge.toUpperCase()} ${charge.numeroCobranca}`, { size: 9, bold: true, color: MUTED, gap: 2 });
  pdf.text(charge.titulo, { size: 20, bold: true, gap: 8 });
  pdf.text(p.toPay, { size: 10, color: MUTED, gap: 0 });
  const due = chargeDue(charge);
  pdf.text(formatMoney(due.total), { size: 26, bold: true, gap: 8 });
  if (due.diasAtraso > 0) {
    // D63: after the due date, the original value, fine, interest and updated total.
    pdf.text(`${b.original}: ${formatMoney(due.valor)}`);
    pdf.text(`${fill(b.multa, { pct: formatPercent(charge.multaPercentual) })}: ${formatMoney(due.multa)}`);
    pdf.text(`${b.jurosLabel} (${due.diasAtraso} d): ${formatMoney(due.juros)}`);
    pdf.text(`${b.total}: ${formatMoney(due.total)}`, { bold: true, gap: 8 });
  }
  pdf.text(`${p.cliente}: ${charge.cliente}`);
  pdf.text(`${p.vencimento}: ${formatDate(charge.dataVencimento)}`);
  pdf.text(`${p.forma}: ${paymentMethodLabel(charge.formaPagamento).toUpperCase()}`, { gap: 8 });
  if (charge.descricao) {
    pdf.heading(p.descricao);
    pdf.text(charge.descricao);
  }
  if (charge.observacoes) {
    pdf.heading(p.observacoes);
    pdf.text(charge.observacoes);
  }
  if (charge.status === 'pago') {
    pdf.rule();
    pdf.text(p.paid, { bold: true });
  } else if (isOpen(charge.status) && charge.formaPagamento === 'pix') {
    // D170: the charge's one payable Pix, the code the public page and every message carry.
    const pix = await chargePixCode(charge, due.total);
    pdf.heading(p.pixTitle);
    if (pix?.brCode) {
      await pdf.image(
        await QRCode.toBuffer(pix.brCode, { type: 'png', margin: 1, width: 360, errorCorrectionLevel: 'M' }),
        150,
      );
      pdf.text(p.copyPaste, { bold: true, gap: 1 });
      pdf.text(pix.brCode, { size: 8, gap: 6 });
      pdf.text(`${p.beneficiary}: ${pix.beneficiary} — ${pix.city}`, { size: 9, color: MUTED });
    } else if (pix?.ownKey) {
      pdf.text(`${p.pixLink}: ${pix.ownKey}`);
    } else {
      pdf.text(p.noKey);
    }
  }
  return pdf.save();
}
