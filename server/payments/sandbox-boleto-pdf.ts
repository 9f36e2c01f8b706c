import 'server-only';
import { addDays, format, parseISO } from 'date-fns';
import QRCode from 'qrcode';
import { getAgency } from '@/server/agency/profile';
import { formatDate, formatMoney, todayInSaoPaulo } from '@/lib/format';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';

export type SandboxBoleto = {
  id: string;
  nome: string;
  descricao: string;
  valorFinal: number;
  vencimentoFatura: string | null;
  createdAt: Date;
};

/**
 * The sandbox's boleto (D16): a real PDF that says plainly it is a test and has no value; its QR code
 * opens the sandbox checkout, where the boleto can be "paid". Due in 3 days (boleto voucher), or the
 * fatura's own due date.
 */
export async function renderSandboxBoletoPdf(boleto: SandboxBoleto, checkoutUrl: string): Promise<Uint8Array> {
  const agency = await getAgency();
  const due = boleto.vencimentoFatura ?? format(addDays(parseISO(todayInSaoPaulo(boleto.createdAt)), 3), 'yyyy-MM-dd');
  const pdf = await PdfWriter.create(`Boleto de teste — ${boleto.descricao}`, `${agency.name} · ambiente de testes`);
  pdf.text('BOLETO DE TESTE — SEM VALOR BANCÁRIO', { size: 9, bold: true, color: MUTED, gap: 2 });
  pdf.text(boleto.descricao, { size: 18, bold: true, gap: 8 });
  pdf.text('Valor do documento', { size: 10, color: MUTED, gap: 0 });
  pdf.text(formatMoney(boleto.valorFinal), { size: 24, bold: true, gap: 8 });
  pdf.text(`Beneficiário: ${agency.name}`);
  pdf.text(`Pagador: ${boleto.nome}`);
  pdf.text(`Vencimento: ${formatDate(due)}`);
  pdf.text(`Nosso número: ${boleto.id.replace(/-/g, '').slice(0, 17).toUpperCase()}`, { gap: 8 });
  pdf.heading('Linha digitável');
  pdf.text('00000.00000 00000.000000 00000.000000 0 00000000000000', { size: 11, bold: true, gap: 6 });
  pdf.text(
    'Este boleto foi gerado pelo provedor de testes e não pode ser pago em um banco. Para simular o pagamento, abra o checkout de teste pelo QR Code abaixo.',
    { size: 9, color: MUTED, gap: 6 },
  );
  await pdf.image(await QRCode.toBuffer(checkoutUrl, { type: 'png', margin: 1, width: 300 }), 120);
  pdf.text(checkoutUrl, { size: 8, color: MUTED });
  return pdf.save();
}
