import 'server-only';
import { and, eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { fillTemplate } from '@/lib/charges/reminders';
import { m } from '@/lib/messages';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import type { Db } from '@/server/platform/db/client';
import { lembretesCobranca } from '@/server/platform/db/schema';
import { queueMail } from '@/server/platform/mail/outbox';
import { readSettings } from '@/server/settings/store';
import { recordEvent } from '@/server/timeline/record';
import { whatsappForStep } from '@/server/whatsapp/step';
import { chargeMailValues, chargeRecipient, loadCharge } from './charge-mail-values';

const SISTEMA = { tipo: 'sistema' as const, nome: m.automation.sistema.regua };
const skip = m.automation.skipped;

async function record(
  db: Db,
  row: { cobrancaId: string; etapa: number; dia: string; status: 'enviado' | 'pulado'; motivo?: string; para?: string },
) {
  await db
    .insert(lembretesCobranca)
    .values({ ...row, createdAt: now() })
    .onConflictDoNothing();
}

/**
 * One step of the régua for one charge (job `cobranca.lembrete`). Re-checks everything at run time (the charge
 * may have been paid, cancelled or paused since the tick queued it; the step may have been turned off) and
 * records the step as sent or skipped, once: the row's key (charge, step) is the guard against a second send.
 */
export async function sendChargeReminder(
  db: Db,
  job: { cobrancaId: string; etapa: number; dia: string },
): Promise<void> {
  const [done] = await db
    .select({ status: lembretesCobranca.status })
    .from(lembretesCobranca)
    .where(and(eq(lembretesCobranca.cobrancaId, job.cobrancaId), eq(lembretesCobranca.etapa, job.etapa)));
  if (done) return;
  const charge = await loadCharge(db, job.cobrancaId);
  if (!charge) return;
  const settings = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  const step = settings.etapas.find((s) => s.dias === job.etapa);
  const base = { cobrancaId: charge.id, etapa: job.etapa, dia: job.dia };
  const reason =
    charge.status === 'pago'
      ? skip.pago
      : charge.status === 'cancelado'
        ? skip.cancelado
        : charge.lembretesPausados
          ? skip.pausado
          : !settings.reguaAtiva
            ? skip.reguaDesligada
            : !step?.ativo
              ? skip.desligado
              : null;
  if (reason) return record(db, { ...base, status: 'pulado', motivo: reason });
  const to = await chargeRecipient(db, charge);
  const { values } = await chargeMailValues(db, charge);
  const subject = fillTemplate(step!.assunto, values);
  const mail = to
    ? {
        to,
        subject,
        text: fillTemplate(step!.texto, values),
        assunto: { tipo: 'charge', id: charge.id },
        tipo: 'lembrete',
      }
    : null;
  // D22: the step's channel; its WhatsApp message is queued once per (charge, step), whatever runs this again.
  const whatsapp = await db.transaction((tx) =>
    whatsappForStep(tx as unknown as Db, {
      clienteId: charge.clienteId,
      step: job.etapa > 0 ? 'cobranca.atraso' : 'cobranca.lembrete',
      key: `reminder:${charge.id}:${job.etapa}`,
      values,
      subject: { tipo: 'charge', id: charge.id },
      mail,
    }),
  );
  if (!mail && !whatsapp.messageId) return record(db, { ...base, status: 'pulado', motivo: skip.semEmail });
  const para = [whatsapp.email ? to : null, whatsapp.messageId ? `WhatsApp ${whatsapp.para}` : null]
    .filter(Boolean)
    .join(', ');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // D146: the e-mail is queued with the step's record, so that it leaves once, after the commit.
    if (mail && whatsapp.email) await queueMail(tx, { ...mail, chave: `reminder:${charge.id}:${job.etapa}` });
    await record(tx, { ...base, status: 'enviado', para });
    await recordEvent(tx, {
      clienteId: charge.clienteId,
      tipo: 'charge.reminded',
      assunto: { tipo: 'charge', id: charge.id },
      ator: SISTEMA,
      dados: { etapa: job.etapa, para, assunto: subject, whatsapp: whatsapp.messageId },
      visivelCliente: true,
      chave: `charge.reminded:${charge.id}:${job.etapa}`,
    });
  });
}
