import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { formatDate, formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, pagamentos } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import type { DomainEvent } from '@/server/events/types';
import { queueMail } from '@/server/platform/mail/outbox';
import { runOnce } from '@/server/pipeline/run-once';
import { whatsappForStep } from '@/server/whatsapp/step';
import { greetingName } from '@/lib/clients/greeting';

const r = m.portal.receipt;

/**
 * The payment confirmation e-mail with the receipt attached (D77): the `charge.paid` follow-up
 * 'cobranca.recibo' (server/events/effects.ts), run once the charge's payment has committed, whichever path paid
 * it (staff's "Marcar como Pago", the webhook, the success page, "Verificar status"). `runOnce` keeps it to one
 * e-mail per charge, retries included. Goes to the client's e-mail, else to the payer's. The e-mail is queued with
 * the claim (D146) and its PDF drawn when it is delivered, so no transaction waits for the PDF or the mail server.
 */
export async function sendReceiptMail(chargeId: string): Promise<DomainEvent[]> {
  const db = await getDb();
  const events: DomainEvent[] = [];
  await runOnce(db, 'recibo-email', chargeId, async (tx) => {
    const [charge] = await tx.select().from(cobrancas).where(eq(cobrancas.id, chargeId));
    if (!charge || charge.status !== 'pago') return { sent: false };
    const [client] = charge.clienteId
      ? await tx
          .select({ email: clientes.email, nome: clientes.nome, assinanteNome: clientes.assinanteNome })
          .from(clientes)
          .where(eq(clientes.id, charge.clienteId))
      : [];
    const [payer] = await tx
      .select({ email: pagamentos.email })
      .from(pagamentos)
      .where(eq(pagamentos.cobrancaId, chargeId));
    const to = client?.email || payer?.email;
    const agency = await getAgency();
    const values = {
      cliente: greetingName(client, charge.cliente),
      valor: formatMoney(charge.valor),
      titulo: charge.titulo,
      date: formatDate(charge.dataPagamento ?? new Date()),
      link: `${env.appUrl}/portal`,
      agency: agency.name,
    };
    const subject = fill(r.mailSubject, { titulo: charge.titulo });
    // D22: the receipt by the step's channel. The fallback e-mail (whatsapp/fallback-email.ts) has the text and
    // the portal link, not the PDF, which the portal keeps.
    const whatsapp = await whatsappForStep(tx, {
      clienteId: charge.clienteId,
      step: 'cobranca.recibo',
      key: `receipt:${charge.id}`,
      values,
      subject: { tipo: 'charge', id: charge.id },
      mail: to
        ? { to, subject, text: fill(r.mailText, values), assunto: { tipo: 'charge', id: charge.id }, tipo: 'recibo' }
        : null,
    });
    if (!to || !whatsapp.email) return { sent: Boolean(whatsapp.messageId), whatsapp: whatsapp.messageId };
    const queued = await queueMail(tx, {
      to,
      subject,
      text: fill(r.mailText, values),
      // D250: the charge's note goes with the receipt when issued by delivery (the delivery waits a while for it).
      attachments: [
        { tipo: 'recibo-pdf', id: charge.id },
        { tipo: 'nfse', id: charge.id },
      ],
      assunto: { tipo: 'charge', id: charge.id },
      tipo: 'recibo',
      chave: `recibo:${charge.id}`,
    });
    events.push(...queued.events);
    return { sent: true, to };
  });
  return events;
}
