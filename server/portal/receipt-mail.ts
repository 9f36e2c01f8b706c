import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { formatDate, formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, pagamentos } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/platform/mail/send-mail';
import { receiptFilename, renderReceiptPdf } from '@/server/platform/pdf/receipt-pdf';
import { runOnce } from '@/server/pipeline/run-once';

const r = m.portal.receipt;

/**
 * The payment confirmation e-mail with the receipt attached (D77): the `charge.paid` follow-up
 * 'cobranca.recibo' (server/events/effects.ts), run once the charge's payment has committed, whichever path paid
 * it (staff's "Marcar como Pago", the webhook, the success page, "Verificar status"). `runOnce` keeps it to one
 * e-mail per charge, retries included. Goes to the client's e-mail, else to the payer's.
 */
export async function sendReceiptMail(chargeId: string): Promise<boolean> {
  const db = await getDb();
  const result = await runOnce(db, 'recibo-email', chargeId, async (tx) => {
    const [charge] = await tx.select().from(cobrancas).where(eq(cobrancas.id, chargeId));
    if (!charge || charge.status !== 'pago') return { sent: false };
    const [client] = charge.clienteId
      ? await tx.select({ email: clientes.email }).from(clientes).where(eq(clientes.id, charge.clienteId))
      : [];
    const [payer] = await tx
      .select({ email: pagamentos.email })
      .from(pagamentos)
      .where(eq(pagamentos.cobrancaId, chargeId));
    const to = client?.email || payer?.email;
    if (!to) return { sent: false };
    const pdf = await renderReceiptPdf(charge);
    const agency = await getAgency();
    await sendMail({
      to,
      subject: fill(r.mailSubject, { titulo: charge.titulo }),
      text: fill(r.mailText, {
        cliente: charge.cliente,
        valor: formatMoney(charge.valor),
        titulo: charge.titulo,
        date: formatDate(charge.dataPagamento ?? new Date()),
        link: `${env.appUrl}/portal`,
        agency: agency.name,
      }),
      attachments: [{ filename: receiptFilename(charge), content: pdf, contentType: 'application/pdf' }],
    });
    return { sent: true, to };
  });
  return Boolean(result?.sent);
}
