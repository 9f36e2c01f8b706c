import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { acceptanceRefusal, acceptanceSnapshot, canonicalJson } from '@/lib/proposals/acceptance';
import { coerceConteudo } from '@/lib/proposals/content';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

const a = m.proposals.acceptance;

export type AcceptInput = { slug: string; nome: string; email: string; ip: string; versao?: number; now?: Date };

export type AcceptedProposal = {
  slug: string;
  nome: string;
  cliente: string;
  aceitaEm: string;
  aceitaPorNome: string;
  aceitaPorEmail: string;
  aceiteHash: string;
  aceitaVersao: number;
};

/** SHA-256 (hex) of the snapshot's canonical JSON: what the e-mail and the PDF print. */
export function snapshotHash(snapshot: unknown): string {
  return createHash('sha256').update(canonicalJson(snapshot), 'utf8').digest('hex');
}

/**
 * "Aceitar proposta" on the public page (D43; D21: the one home of "aceita"). The row is locked, only a
 * pendente/enviada proposal within its validity is accepted, and the content accepted is stored with its hash in
 * the same UPDATE that marks it accepted; the client's timeline records it in the same transaction (D52). The person
 * accepting is the actor: their name and e-mail are what the page asked for.
 */
export async function acceptProposal(db: Db, input: AcceptInput): Promise<Written<AcceptedProposal>> {
  const now = input.now ?? new Date();
  const [row] = await db.select().from(propostas).where(eq(propostas.slug, input.slug)).for('update');
  if (!row) throw new ActionError(m.proposals.toasts.notFoundText);
  const refusal = acceptanceRefusal(row, now);
  if (refusal === 'accepted') throw new ActionError(m.proposals.toasts.alreadyAccepted);
  if (refusal === 'refused') throw new ActionError(a.refused);
  if (refusal === 'expired') throw new ActionError(fill(a.expired, { data: formatDate(row.validaAte) }));
  // D271: the client accepts what the page showed; a version made since is read before it can be accepted.
  if (input.versao !== undefined && input.versao !== row.versao)
    throw new ActionError(m.proposals.versions.changedAccept);

  const snapshot = acceptanceSnapshot(
    { ...row, conteudo: coerceConteudo(row.conteudo) },
    { nome: input.nome, email: input.email, em: now },
  );
  const hash = snapshotHash(snapshot);
  await db
    .update(propostas)
    .set({
      status: 'aceita',
      aceitaEm: now,
      aceitaPorNome: input.nome,
      aceitaPorEmail: input.email,
      aceitaPorIp: input.ip,
      aceiteConteudo: snapshot,
      aceiteHash: hash,
      aceitaVersao: row.versao,
      updatedAt: now,
    })
    .where(eq(propostas.id, row.id));
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'proposal.accepted',
    assunto: { tipo: 'proposal', id: row.id },
    ator: { tipo: 'cliente', nome: input.nome },
    dados: { email: input.email, hash, versao: row.versao },
    visivelCliente: true,
    em: now,
  });
  return {
    row: {
      slug: row.slug,
      nome: row.nome,
      cliente: row.cliente,
      aceitaEm: now.toISOString(),
      aceitaPorNome: input.nome,
      aceitaPorEmail: input.email,
      aceiteHash: hash,
      aceitaVersao: row.versao,
    },
    events: [{ type: 'proposal.accepted', proposalId: row.id, slug: row.slug, clienteId: row.clienteId, at: now }],
  };
}
