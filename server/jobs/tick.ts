import 'server-only';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import { now } from '@/lib/clock';
import { isRecurrence, seriesCreateDay, seriesHasNext } from '@/lib/charges/recurrence';
import { CHARGE_SEND_KINDS, dueSteps, remindersMayStart } from '@/lib/charges/reminders';
import { todayInSaoPaulo } from '@/lib/format';
import { lastOverdueDueDate } from '@/lib/pix/holidays';
import { RETENTION_CHUNK, RETENTION_MAX_PER_TICK, retentionCutoff } from '@/lib/jobs/retention';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { TAREFAS_SECTION, ZTarefasSettings } from '@/lib/settings/tarefas';
import { dueFollowUpJobs } from '@/server/automation/follow-up-schedule';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, enviosEmail, lembretesCobranca, pixDevolucoes } from '@/server/platform/db/schema';
import { pixProviderName } from '@/server/pix/config';
import { readSettings } from '@/server/settings/store';
import { deleteFinishedJobs, enqueue, type NewJob } from '@/server/platform/jobs/queue';

const shift = (day: string, n: number) => format(addDays(parseISO(day), n), 'yyyy-MM-dd');

/**
 * The periodic tick (every 5 minutes and at start): finds the automatic work due on this São Paulo day and
 * enqueues one job per piece with a key that names the subject, step and day, so that running it again (a
 * second worker, the cron route, a retry) enqueues nothing twice. The jobs re-check their subject when they run.
 */
export async function tick(db: Db): Promise<void> {
  const today = todayInSaoPaulo(now());
  const settings = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  // Once per São Paulo day: the cached charge pages show the day's fine and interest.
  const jobs: NewJob[] = [{ tipo: 'paginas.revalidar', chave: `revalidate:cobrancas:${today}`, maxTentativas: 3 }];

  if (settings.vencimentoAutomatico) {
    const late = await db
      .select({ id: cobrancas.id })
      .from(cobrancas)
      .where(and(eq(cobrancas.status, 'pendente'), lte(cobrancas.dataVencimento, lastOverdueDueDate(today))));
    for (const c of late) jobs.push({ tipo: 'cobranca.vencer', chave: `overdue:${c.id}`, dados: { cobrancaId: c.id } });
  }

  const steps = settings.etapas.filter((s) => s.ativo);
  if (settings.reguaAtiva && steps.length > 0) {
    // Only charges whose due date puts some step within the last 3 days.
    const from = shift(today, -(Math.max(...steps.map((s) => s.dias)) + 2));
    const to = shift(today, -Math.min(...steps.map((s) => s.dias)));
    const open = await db
      .select({ id: cobrancas.id, dataVencimento: cobrancas.dataVencimento, dataCriacao: cobrancas.dataCriacao })
      .from(cobrancas)
      .where(
        and(
          inArray(cobrancas.status, ['pendente', 'vencido']),
          eq(cobrancas.lembretesPausados, false),
          gte(cobrancas.dataVencimento, from),
          lte(cobrancas.dataVencimento, to),
        ),
      );
    const done = open.length
      ? await db
          .select({ id: lembretesCobranca.cobrancaId, etapa: lembretesCobranca.etapa })
          .from(lembretesCobranca)
          .where(
            inArray(
              lembretesCobranca.cobrancaId,
              open.map((c) => c.id),
            ),
          )
      : [];
    const sent = new Set(done.map((d) => `${d.id}:${d.etapa}`));
    // D186: a charge e-mailed waits for that e-mail's delivery (the outbox row's result) before its first reminder.
    const sends = open.length
      ? await db
          .select({ id: enviosEmail.assuntoId, resultado: enviosEmail.resultado })
          .from(enviosEmail)
          .where(
            and(
              eq(enviosEmail.assuntoTipo, 'charge'),
              inArray(
                enviosEmail.assuntoId,
                open.map((c) => c.id),
              ),
              inArray(enviosEmail.tipo, [...CHARGE_SEND_KINDS]),
            ),
          )
      : [];
    for (const c of open) {
      if (!remindersMayStart(sends.filter((send) => send.id === c.id))) continue;
      for (const step of dueSteps(steps, c.dataVencimento, today, todayInSaoPaulo(c.dataCriacao))) {
        if (sent.has(`${c.id}:${step.dias}`)) continue;
        const dia = shift(c.dataVencimento, step.dias);
        jobs.push({
          tipo: 'cobranca.lembrete',
          chave: `reminder:${c.id}:${step.dias}:${dia}`,
          dados: { cobrancaId: c.id, etapa: step.dias, dia },
        });
      }
    }
  }

  if (settings.recorrenciaAtiva) {
    const series = await db
      .select({
        id: cobrancas.id,
        dataVencimento: cobrancas.dataVencimento,
        recorrencia: cobrancas.recorrencia,
        vezes: cobrancas.recorrenciaVezes,
        ultimo: sql<number>`(select max(s.serie_numero) from cobrancas s where s.serie_id = "cobrancas"."id")`.mapWith(
          Number,
        ),
      })
      .from(cobrancas)
      .where(and(isNotNull(cobrancas.recorrencia), eq(cobrancas.serieId, cobrancas.id)));
    for (const s of series) {
      if (!isRecurrence(s.recorrencia)) continue;
      const n = (s.ultimo || 1) + 1;
      if (!seriesHasNext(n, s.vezes)) continue;
      if (seriesCreateDay(s.dataVencimento, s.recorrencia, n, settings.antecedenciaDias) > today) continue;
      jobs.push({ tipo: 'cobranca.recorrente', chave: `recurring:${s.id}:${n}`, dados: { serieId: s.id, numero: n } });
    }
  }

  // D99: with a PSP, the Pix it received are listed every tick (5 minutes, and at start) and refunds followed.
  if (pixProviderName() !== 'static') {
    const slot = Math.floor(now().getTime() / (5 * 60 * 1000));
    jobs.push({ tipo: 'pix.reconciliar', chave: `pix:reconciliar:${slot}`, maxTentativas: 2 });
    const [refund] = await db
      .select({ id: pixDevolucoes.id })
      .from(pixDevolucoes)
      .where(eq(pixDevolucoes.status, 'EM_PROCESSAMENTO'))
      .limit(1);
    if (refund) jobs.push({ tipo: 'pix.devolucoes', chave: `pix:devolucoes:${slot}`, maxTentativas: 2 });
  }

  // D64, D65: signature reminders, expiry warnings and expiries, proposal follow-ups.
  jobs.push(...(await dueFollowUpJobs(db, now())));

  // In chunks: one insert per 500 jobs keeps the statement small.
  for (let i = 0; i < jobs.length; i += 500) await enqueue(db, jobs.slice(i, i + 500));

  // D150: and the queue forgets what it finished long ago, so the table does not grow without bound.
  await pruneFinishedJobs(db);
}

/**
 * D150: deletes the finished jobs older than the retention (settings section `tarefas`, 30 days by default), a
 * chunk per statement and at most `max` a tick, so that a large backlog never makes one long transaction; the
 * next ticks take the rest. Answers how many went.
 */
export async function pruneFinishedJobs(
  db: Db,
  { chunk = RETENTION_CHUNK, max = RETENTION_MAX_PER_TICK }: { chunk?: number; max?: number } = {},
): Promise<number> {
  const { retencaoDias } = await readSettings(db, TAREFAS_SECTION, ZTarefasSettings);
  const before = retentionCutoff(now(), retencaoDias);
  let deleted = 0;
  while (deleted < max) {
    const limit = Math.min(chunk, max - deleted);
    const n = await deleteFinishedJobs(db, before, limit);
    deleted += n;
    if (n < limit) break;
  }
  return deleted;
}
