import 'server-only';
import { eq } from 'drizzle-orm';
import { netPaid } from '@/lib/charges/net-paid';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { fill, m } from '@/lib/messages';
import { getAgency } from '@/server/agency/profile';
import { chargeRecipient, loadCharge } from '@/server/automation/charge-mail-values';
import { refundedOf } from '@/server/charges/public';
import type { DomainEvent, EventOf } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { pixDevolucoes, pixRecebidos, type Cobranca } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMail, type OutgoingMail } from '@/server/platform/mail/outbox';
import { readSettings } from '@/server/settings/store';
import { clientGreeting } from '@/server/clients/greeting';

/**
 * What the client hears when a charge stops or starts counting, or money goes back (D182, D184): the follow-ups of
 * `charge.cancelled`, `charge.reactivated` and a settled `pix.refundUpdated` (server/events/effects.ts), queued in
 * the outbox (D146) once the change has committed, each under a key that a retry of the follow-up cannot repeat.
 * A charge whose client has no e-mail queues nothing.
 */
const t = m.chargeGuard.mail;

async function queue(charge: Cobranca, mail: (values: Record<string, string>) => Omit<OutgoingMail, 'to'>) {
  const db = await getDb();
  const to = await chargeRecipient(db, charge);
  if (!to) return [];
  const agency = await getAgency();
  const values = {
    cliente: await clientGreeting(db, charge),
    titulo: charge.titulo,
    numero: charge.numeroCobranca,
    valor: formatMoney(charge.valor),
    vencimento: formatDate(charge.dataVencimento),
    agencia: agency.name,
    link: `${env.appUrl}/p/${charge.slug}`,
  };
  const written = await db.transaction((tx) =>
    queueMail(tx as unknown as Db, { ...mail(values), to, replyTo: agency.email }),
  );
  return written.events;
}

export async function sendCancelNotice(e: EventOf<'charge.cancelled'>): Promise<DomainEvent[]> {
  const charge = await loadCharge(await getDb(), e.chargeId);
  if (!charge || charge.status !== 'cancelado') return [];
  return queue(charge, (values) => ({
    subject: fill(t.cancelSubject, values),
    text: fill(t.cancelText, { ...values, motivo: e.motivo ? fill(t.cancelReason, { motivo: e.motivo }) : '' }),
    assunto: { tipo: 'charge', id: charge.id },
    tipo: 'cobranca.cancelada',
    chave: `cobranca.cancelada:${charge.id}:${new Date(e.at).getTime()}`,
  }));
}

export async function sendReactivationNotice(e: EventOf<'charge.reactivated'>): Promise<DomainEvent[]> {
  const charge = await loadCharge(await getDb(), e.chargeId);
  if (!charge || charge.status === 'cancelado' || charge.status === 'pago') return [];
  return queue(charge, (values) => ({
    subject: fill(t.reactivateSubject, values),
    text: fill(t.reactivateText, values),
    assunto: { tipo: 'charge', id: charge.id },
    tipo: 'cobranca.reativada',
    chave: `cobranca.reativada:${charge.id}:${new Date(e.at).getTime()}`,
  }));
}

export async function sendRefundNotice(refundId: string): Promise<DomainEvent[]> {
  const db = await getDb();
  const [refund] = await db.select().from(pixDevolucoes).where(eq(pixDevolucoes.id, refundId));
  if (!refund?.cobrancaId || refund.status !== 'DEVOLVIDO') return [];
  const charge = await loadCharge(db, refund.cobrancaId);
  if (!charge) return [];
  const net = netPaid(charge, await refundedOf(charge.id, db));
  return queue(charge, (values) => ({
    subject: fill(t.refundSubject, { ...values, valor: formatMoney(refund.valor) }),
    text: fill(t.refundText, {
      ...values,
      valor: formatMoney(refund.valor),
      pago: formatMoney(net.pago),
      devolvido: formatMoney(net.devolvido),
      liquido: formatMoney(net.liquido),
    }),
    assunto: { tipo: 'charge', id: charge.id },
    tipo: 'pix.devolucao',
    chave: `pix.devolucao:${refund.id}`,
  }));
}

/**
 * D162: the agency hears that a Pix paid a charge: "Pix recebido de {cliente} — R$ 1.250,90" (the amount received,
 * fine and interest included), to the agency's e-mail as every staff notice (a protected field, D180), with the
 * charge's staff page. The `charge.paid` follow-up of a charge a received Pix settled, after the commit; keyed by the
 * Pix's end-to-end id, so a repeated notification, a retry or a second worker queue nothing more. Off when the
 * owner turned `avisoPixRecebido` off in the section `cobranca`.
 */
export async function sendPixReceivedNotice(e: EventOf<'charge.paid'>): Promise<DomainEvent[]> {
  if (!e.endToEndId) return [];
  const db = await getDb();
  const settings = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  if (!settings.avisoPixRecebido) return [];
  const charge = await loadCharge(db, e.chargeId);
  if (!charge || charge.status !== 'pago') return [];
  const [pix] = await db
    .select({ pagadorNome: pixRecebidos.pagadorNome, horario: pixRecebidos.horario })
    .from(pixRecebidos)
    .where(eq(pixRecebidos.endToEndId, e.endToEndId));
  const agency = await getAgency();
  const values = {
    cliente: charge.cliente,
    valor: formatMoney(e.valor),
    titulo: charge.titulo,
    numero: charge.numeroCobranca,
    pagador: pix?.pagadorNome || charge.cliente,
    horario: formatDateTime(pix?.horario ?? new Date(e.at)),
    endToEndId: e.endToEndId,
    link: `${env.appUrl}/cobrancas/${charge.id}`,
  };
  const written = await queueMail(db, {
    to: agency.email,
    subject: fill(t.pixReceivedSubject, values),
    text: fill(t.pixReceivedText, values),
    assunto: { tipo: 'charge', id: charge.id },
    tipo: 'pix.recebido-aviso',
    chave: `pix.recebido-aviso:${e.endToEndId}`,
  });
  return written.events;
}
