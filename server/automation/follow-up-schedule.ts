import 'server-only';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import {
  dueProposalFollowUp,
  dueSignatureReminder,
  isExpiryWarningDue,
  reminderCutoffDay,
} from '@/lib/automation/follow-ups';
import { todayInSaoPaulo } from '@/lib/format';
import { ACOMPANHAMENTO_SECTION, ZAcompanhamento } from '@/lib/settings/acompanhamento';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments } from '@/server/platform/db/schema';
import type { NewJob } from '@/server/platform/jobs/queue';
import { readSettings } from '@/server/settings/store';
import { sentProposals } from './proposal-follow-up';

/**
 * D64 and D65, for the tick: the signature reminders, expiry warnings, expiries and proposal
 * follow-ups due now. Each job's key names its subject and step, so a second tick enqueues nothing twice; each
 * job also runs its step at most once (runOnce), should the job table be cleaned and the key come back.
 */
export async function dueFollowUpJobs(db: Db, at: Date): Promise<NewJob[]> {
  const today = todayInSaoPaulo(at);
  const s = await readSettings(db, ACOMPANHAMENTO_SECTION, ZAcompanhamento);
  const jobs: NewJob[] = [];

  // Expiry is not a setting: a link past its time is expired on time, whatever else is on.
  const expired = await db
    .select({ id: signatureDocuments.id })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.status, 'sent'), lte(signatureDocuments.tokenExpiresAt, at)));
  for (const d of expired)
    jobs.push({ tipo: 'assinatura.expirar', chave: `signature.expire:${d.id}`, dados: { documentoId: d.id } });

  if (s.lembretesAssinatura || s.avisoExpiracao) {
    const open = await db
      .select({
        id: signatureDocuments.id,
        sentAt: signatureDocuments.sentAt,
        expiresAt: signatureDocuments.tokenExpiresAt,
      })
      .from(signatureDocuments)
      .where(
        and(
          eq(signatureDocuments.status, 'sent'),
          isNotNull(signatureDocuments.sentAt),
          isNotNull(signatureDocuments.tokenExpiresAt),
        ),
      );
    const rule = {
      primeiroDias: s.assinaturaPrimeiroDias,
      intervaloDias: s.assinaturaIntervaloDias,
      maxLembretes: s.assinaturaMaxLembretes,
    };
    for (const d of open) {
      if (d.expiresAt! <= at) continue;
      const sentDay = todayInSaoPaulo(d.sentAt!);
      const expiryDay = todayInSaoPaulo(d.expiresAt!);
      if (s.lembretesAssinatura) {
        const numero = dueSignatureReminder(
          sentDay,
          today,
          rule,
          reminderCutoffDay(expiryDay, { ativo: s.avisoExpiracao, dias: s.avisoExpiracaoDias }),
        );
        if (numero)
          jobs.push({
            tipo: 'assinatura.lembrete',
            chave: `signature.reminder:${d.id}:${numero}`,
            dados: { documentoId: d.id, numero },
          });
      }
      if (s.avisoExpiracao && isExpiryWarningDue(sentDay, expiryDay, today, s.avisoExpiracaoDias)) {
        jobs.push({
          tipo: 'assinatura.aviso',
          chave: `signature.expiry-warning:${d.id}`,
          dados: { documentoId: d.id },
        });
      }
    }
  }

  if (s.acompanhamentoPropostas) {
    const rule = { naoAbertaDias: s.propostaNaoAbertaDias, semRespostaDias: s.propostaSemRespostaDias };
    for (const p of await sentProposals(db)) {
      if (!p.sentAt) continue;
      const tipo = dueProposalFollowUp(
        { sentDay: todayInSaoPaulo(p.sentAt), firstViewDay: p.firstViewAt ? todayInSaoPaulo(p.firstViewAt) : null },
        today,
        rule,
      );
      if (tipo)
        jobs.push({
          tipo: 'proposta.acompanhamento',
          chave: `proposal.followup:${p.id}:${tipo}`,
          dados: { propostaId: p.id, tipo },
        });
    }
  }
  return jobs;
}
