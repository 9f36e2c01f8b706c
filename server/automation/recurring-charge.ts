import 'server-only';
import { eq } from 'drizzle-orm';
import { isRecurrence, seriesDueDate, seriesHasNext } from '@/lib/charges/recurrence';
import { fillTemplate } from '@/lib/charges/reminders';
import { fill, m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { createCharge } from '@/server/charges/create-charge';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { queueMail } from '@/server/platform/mail/outbox';
import { whatsappForStep } from '@/server/whatsapp/step';
import { chargeMailValues, chargeRecipient } from './charge-mail-values';

/** "Manutenção mensal (2/12)", or "(2)" for a series without an end. */
export function seriesTitle(titulo: string, n: number, vezes: number | null): string {
  return `${titulo} (${vezes ? `${n}/${vezes}` : n})`;
}

/** The automatic step that makes the series' next charges. */
const RECURRING_ACTOR: Actor = { tipo: 'sistema', nome: m.automation.sistema.recorrencia };

/**
 * Creates charge n of a recurring series (job `cobranca.recorrente`) through the charges' writer (numbered, with
 * today's fine and interest settings) and e-mails it to the client; it then joins the régua like any charge. The
 * unique (serie_id, serie_numero) index makes it idempotent: a second run finds the charge and creates nothing.
 * Answers the events of the charge it created, which the worker dispatches.
 */
export async function createRecurringCharge(db: Db, job: { serieId: string; numero: number }): Promise<DomainEvent[]> {
  const [first] = await db.select().from(cobrancas).where(eq(cobrancas.id, job.serieId));
  if (!first || !isRecurrence(first.recorrencia) || !seriesHasNext(job.numero, first.recorrenciaVezes)) return [];
  const recurrence = first.recorrencia;
  const { row, events } = await db.transaction((tx) =>
    createCharge(tx as unknown as Db, RECURRING_ACTOR, {
      titulo: seriesTitle(first.titulo, job.numero, first.recorrenciaVezes),
      cliente: first.cliente,
      clienteId: first.clienteId,
      valor: first.valor,
      dataVencimento: seriesDueDate(first.dataVencimento, recurrence, job.numero),
      formaPagamento: first.formaPagamento,
      descricao: first.descricao,
      observacoes: first.observacoes,
      // A series whose first charge carried no key takes the agency's (its profile) like a plan's charge.
      pix: !(first.chavePix || first.codigoPix)
        ? 'agencia'
        : {
            chavePix: first.chavePix,
            codigoPix: first.codigoPix,
            nomeBeneficiario: first.nomeBeneficiario,
            cidadeBeneficiario: first.cidadeBeneficiario,
          },
      serie: { id: first.id, numero: job.numero },
    }),
  );
  return row ? [...events, ...(await emailNewCharge(db, row))] : events;
}

async function emailNewCharge(db: Db, charge: Cobranca): Promise<DomainEvent[]> {
  const to = await chargeRecipient(db, charge);
  const { values } = await chargeMailValues(db, charge);
  const t = m.automation.email;
  const mail = to
    ? {
        to,
        subject: fill(t.recurringSubject, { titulo: charge.titulo }),
        text: fillTemplate(t.recurringText, values),
        assunto: { tipo: 'charge', id: charge.id },
        tipo: 'recorrente',
      }
    : null;
  // D22: "charge created" by the step's channel; queued once per charge.
  const whatsapp = await db
    .transaction((tx) =>
      whatsappForStep(tx as unknown as Db, {
        clienteId: charge.clienteId,
        step: 'cobranca.criada',
        key: `charge.created:${charge.id}`,
        values,
        subject: { tipo: 'charge', id: charge.id },
        mail,
      }),
    )
    .catch((error: unknown) => {
      console.error('[recorrente] WhatsApp da nova cobrança falhou', { id: charge.id }, error);
      return { email: true };
    });
  if (!mail || !whatsapp.email) return [];
  return (await queueMail(db, { ...mail, chave: `charge.created:${charge.id}` })).events;
}
