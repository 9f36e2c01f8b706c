import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { m } from '@/lib/messages';
import { getDb } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import type { DomainEvent } from '@/server/events/types';
import { queueMail } from '@/server/platform/mail/outbox';

/**
 * The `proposal.accepted` follow-up (server/events/effects.ts): the agency hears of the acceptance, with the
 * integrity code, from the row as committed. The acceptance stands whether or not the e-mail goes.
 */
export async function notifyAgencyOfAcceptance(proposalId: string): Promise<DomainEvent[]> {
  const db = await getDb();
  const [row] = await db.select().from(propostas).where(eq(propostas.id, proposalId));
  if (!row?.aceitaEm || !row.aceitaPorEmail) return [];
  const queued = await queueMail(db, {
    assunto: { tipo: 'proposal', id: row.id },
    tipo: 'proposta.aceita-aviso',
    chave: `proposta.aceita-aviso:${row.id}:${row.aceitaEm.toISOString()}`,
    to: (await getAgency()).email,
    replyTo: row.aceitaPorEmail,
    subject: `Proposta aceita: ${row.nome}`,
    text: `${row.aceitaPorNome} (${row.aceitaPorEmail}) aceitou a proposta "${row.nome}" para ${row.cliente}.\n\n${m.proposals.acceptance.hashLabel}: ${row.aceiteHash}\n\n${env.appUrl}/proposta/${row.slug}`,
  });
  return queued.events;
}
