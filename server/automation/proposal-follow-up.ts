import 'server-only';
import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { type ProposalFollowUpKind } from '@/lib/automation/follow-ups';
import { now } from '@/lib/clock';
import { formatDate, todayInSaoPaulo } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { ACOMPANHAMENTO_SECTION, ZAcompanhamento } from '@/lib/settings/acompanhamento';
import type { Db } from '@/server/platform/db/client';
import { etapasExecutadas, propostas, user } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { readSettings } from '@/server/settings/store';
import { recordEvent } from '@/server/timeline/record';
import { chargeRecipient } from './charge-mail-values';
import { whatsappForStep } from '@/server/whatsapp/step';
import { runMailStep } from './mail-step';
import { clientGreeting } from '@/server/clients/greeting';

const SISTEMA = { tipo: 'sistema' as const, nome: m.followups.sistema.proposta };
const skip = m.followups.skipped;
const toDate = (v: unknown) => (v == null ? null : new Date(v as string));

// A proposal has no "sent at" column: its sending is the latest `proposal.sent` timeline entry (the form's status
// change), and its first opening the first `proposal.viewed` entry after that (one a day, D7 beacon).
const sentAtSql = sql`(select max(s.created_at) from timeline s where s.assunto_tipo = 'proposal' and s.assunto_id = ${propostas.id}::text and s.tipo = 'proposal.sent')`;
const firstViewSql = sql`(select min(v.created_at) from timeline v where v.assunto_tipo = 'proposal' and v.assunto_id = ${propostas.id}::text and v.tipo = 'proposal.viewed' and v.created_at >= ${sentAtSql})`;

export type SentProposal = { id: string; sentAt: Date | null; firstViewAt: Date | null };

/** Proposals still "enviada" and acceptable today (validaAte not past), with their sending and first opening. */
export async function sentProposals(db: Db, where?: SQL): Promise<SentProposal[]> {
  return db
    .select({
      id: propostas.id,
      sentAt: sql`${sentAtSql}`.mapWith(toDate),
      firstViewAt: sql`${firstViewSql}`.mapWith(toDate),
    })
    .from(propostas)
    .where(and(eq(propostas.status, 'enviada'), gte(propostas.validaAte, todayInSaoPaulo(now())), where));
}

async function stepResult(db: Db, etapa: string, assuntoId: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ resultado: etapasExecutadas.resultado })
    .from(etapasExecutadas)
    .where(and(eq(etapasExecutadas.etapa, etapa), eq(etapasExecutadas.assuntoId, assuntoId)));
  return row?.resultado ?? null;
}

/** Who on the staff hears of it: the proposal's author while active, else the agency's address (as contract.staffNotified). */
async function staffRecipient(db: Db, createdBy: string | null): Promise<string> {
  if (createdBy) {
    const [owner] = await db
      .select({ email: user.email })
      .from(user)
      .where(and(eq(user.id, createdBy), isNull(user.disabledAt)));
    if (owner?.email) return owner.email;
  }
  return (await getAgency()).email;
}

/**
 * Job `proposta.acompanhamento`: staff are told once per proposal and kind (not opened N days after sending;
 * opened but not answered M days after opening), with a `proposal.followup` timeline entry; with the setting on,
 * the client also gets a polite e-mail with the link (its own once-only step, so a failure there never repeats
 * the staff e-mail). Re-checks the proposal when it runs: answered or opened meanwhile, nothing is sent.
 */
export async function sendProposalFollowUp(
  db: Db,
  job: { propostaId: string; tipo: ProposalFollowUpKind },
): Promise<void> {
  const { propostaId, tipo } = job;
  const staff: Record<string, unknown> | null = await runMailStep(
    db,
    `proposta.acompanhamento:${tipo}`,
    propostaId,
    async (tx, send) => {
      const [p] = await tx.select().from(propostas).where(eq(propostas.id, propostaId)).for('update');
      const [state] = p ? await sentProposals(tx, eq(propostas.id, propostaId)) : [];
      if (!p || !state?.sentAt) return { pulado: skip.respondida };
      const settings = await readSettings(tx, ACOMPANHAMENTO_SECTION, ZAcompanhamento);
      if (!settings.acompanhamentoPropostas) return { pulado: skip.desligado };
      if (tipo === 'nao_aberta' && state.firstViewAt) return { pulado: skip.aberta };
      if (tipo === 'sem_resposta' && !state.firstViewAt) return { pulado: skip.naoAberta };
      const to = await staffRecipient(tx, p.createdBy);
      const values = {
        nome: p.nome,
        cliente: p.cliente,
        enviada: formatDate(state.sentAt),
        aberta: formatDate(state.firstViewAt),
        dias: tipo === 'nao_aberta' ? settings.propostaNaoAbertaDias : settings.propostaSemRespostaDias,
        staffLink: `${env.appUrl}/proposta/${p.id}/editar`,
        link: `${env.appUrl}/proposta/${p.slug}`,
      };
      const texts = m.followups.proposal.staff[tipo];
      await send({
        to,
        subject: fill(texts.subject, values),
        text: fill(texts.text, values),
        assunto: { tipo: 'proposal', id: p.id },
        tipo: `proposta-acompanhamento-${tipo}`,
      });
      await recordEvent(tx, {
        clienteId: p.clienteId,
        tipo: 'proposal.followup',
        assunto: { tipo: 'proposal', id: p.id },
        ator: SISTEMA,
        dados: { tipo, para: to, cliente: settings.emailClienteProposta },
        chave: `proposal.followup:${p.id}:${tipo}`,
      });
      return { para: to, cliente: settings.emailClienteProposta };
    },
  );
  // null: the staff step ran before (a retry after the client's e-mail failed, or a second worker): its result says.
  const result = staff ?? (await stepResult(db, `proposta.acompanhamento:${tipo}`, propostaId));
  if (result?.cliente !== true) return;

  await runMailStep(db, `proposta.acompanhamento-cliente:${tipo}`, propostaId, async (tx, send) => {
    const [p] = await tx.select().from(propostas).where(eq(propostas.id, propostaId));
    if (!p || p.status !== 'enviada') return { pulado: skip.respondida };
    const to = await chargeRecipient(tx, p);
    const values = { nome: p.nome, cliente: await clientGreeting(tx, p), link: `${env.appUrl}/proposta/${p.slug}` };
    const texts = m.followups.proposal.client[tipo];
    const mail = to
      ? {
          to,
          subject: fill(texts.subject, values),
          text: fill(texts.text, values),
          assunto: { tipo: 'proposal', id: p.id },
          tipo: `proposta-cliente-${tipo}`,
        }
      : null;
    // D22: the client's follow-up by the step's channel, queued once per (proposal, kind).
    const whatsapp = await whatsappForStep(tx, {
      clienteId: p.clienteId,
      step: 'proposta.acompanhamento',
      key: `proposal.followup:${p.id}:${tipo}`,
      values,
      subject: { tipo: 'proposal', id: p.id },
      mail,
    });
    if (mail && whatsapp.email) await send(mail);
    else if (!whatsapp.messageId) return { pulado: skip.semEmail };
    return { para: whatsapp.email && to ? to : `WhatsApp ${whatsapp.para}` };
  });
}
