import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { isRecurrence, seriesDueDate, seriesHasNext } from '@/lib/charges/recurrence';
import { fillTemplate } from '@/lib/charges/reminders';
import { fill, m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { slugWithSuffix } from '@/lib/slug';
import { nextChargeNumber } from '@/server/charges/numbering';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { sendAutomaticMail } from '@/server/platform/mail/automatic-mail';
import { readSettings } from '@/server/settings/store';
import { recordEvent } from '@/server/timeline/record';
import { chargeMailValues, chargeRecipient } from './charge-mail-values';

/** "Manutenção mensal (2/12)", or "(2)" for a series without an end. */
export function seriesTitle(titulo: string, n: number, vezes: number | null): string {
  return `${titulo} (${vezes ? `${n}/${vezes}` : n})`;
}

/**
 * Creates charge n of a recurring series (job `cobranca.recorrente`), numbered, with today's fine and interest
 * settings, and e-mails it to the client; it then joins the régua like any charge. The unique (serie_id,
 * serie_numero) index makes it idempotent: a second run finds the charge and creates nothing.
 */
export async function createRecurringCharge(db: Db, job: { serieId: string; numero: number }): Promise<void> {
  const [first] = await db.select().from(cobrancas).where(eq(cobrancas.id, job.serieId));
  if (!first || !isRecurrence(first.recorrencia) || !seriesHasNext(job.numero, first.recorrenciaVezes)) return;
  const settings = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  const created = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const titulo = seriesTitle(first.titulo, job.numero, first.recorrenciaVezes);
    const [row] = await tx
      .insert(cobrancas)
      .values({
        numeroCobranca: await nextChargeNumber(tx),
        titulo,
        cliente: first.cliente,
        clienteId: first.clienteId,
        valor: first.valor,
        dataVencimento: seriesDueDate(first.dataVencimento, first.recorrencia as 'mensal' | 'anual', job.numero),
        formaPagamento: first.formaPagamento,
        descricao: first.descricao,
        observacoes: first.observacoes,
        slug: slugWithSuffix(first.titulo),
        chavePix: first.chavePix,
        codigoPix: first.codigoPix,
        nomeBeneficiario: first.nomeBeneficiario,
        cidadeBeneficiario: first.cidadeBeneficiario,
        busca: searchText([titulo, first.cliente]),
        multaPercentual: settings.multaPercentual,
        jurosMensalPercentual: settings.jurosMensalPercentual,
        serieId: first.id,
        serieNumero: job.numero,
        dataCriacao: now(),
        updatedAt: now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await recordEvent(tx, {
      clienteId: row.clienteId,
      tipo: 'charge.created',
      assunto: { tipo: 'charge', id: row.id },
      ator: { tipo: 'sistema', nome: m.automation.sistema.recorrencia },
      dados: { serieId: first.id, numero: job.numero, valor: row.valor },
      visivelCliente: true,
      chave: `charge.recurring:${first.id}:${job.numero}`,
    });
    return row;
  });
  if (created) await emailNewCharge(db, created);
}

async function emailNewCharge(db: Db, charge: Cobranca): Promise<void> {
  const to = await chargeRecipient(db, charge);
  if (!to) return;
  const { values } = chargeMailValues(charge);
  const t = m.automation.email;
  await sendAutomaticMail(db, {
    to,
    subject: fill(t.recurringSubject, { titulo: charge.titulo }),
    text: fillTemplate(t.recurringText, values),
    assunto: { tipo: 'charge', id: charge.id },
    tipo: 'recorrente',
  }).catch((error: unknown) => console.error('[recorrente] e-mail da nova cobrança falhou', { id: charge.id }, error));
}
