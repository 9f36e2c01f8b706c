import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import serverText from '@/messages';
import { coerceConteudo } from '@/lib/proposals/content';
import { changedParts, listOfParts, type ProposalReading, type VersionPart } from '@/lib/proposals/versions';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { clientes, type Proposta } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMail } from '@/server/platform/mail/outbox';
import { recordEvent } from '@/server/timeline/record';
import { greetingName } from '@/lib/clients/greeting';

const v = m.proposals.versions;
// The mail's texts are server-only (D196): they never ride in a staff screen's first load.
const mail = serverText.proposalMail;

/** The changed parts as the client reads them: "escopo e prazo". */
export const partsText = (parts: readonly VersionPart[]) => listOfParts(parts, (part) => v.fields[part]);

/** A new version's columns, for the writer's own UPDATE of the row (D271). */
export type NextVersion = {
  columns: { versao: number; versaoEm: Date; versaoMudancas: VersionPart[] };
  parts: VersionPart[];
};

/**
 * Whether an edit makes a new version (D271): only a proposal sent and not accepted (an accepted one is read-only
 * where it counts, D43), and only when the client would read something different. Null otherwise.
 */
export function nextVersion(current: Proposta, after: ProposalReading): NextVersion | null {
  if (current.status !== 'enviada' || current.aceitaEm) return null;
  const before: ProposalReading = {
    nome: current.nome,
    conteudo: coerceConteudo(current.conteudo),
    planoPagamento: current.planoPagamento,
    validaAte: current.validaAte,
  };
  const parts = changedParts(before, after);
  if (parts.length === 0) return null;
  return { columns: { versao: current.versao + 1, versaoEm: now(), versaoMudancas: parts }, parts };
}

/**
 * After the writer stored a new version: the client's timeline says so, and the client of the registry gets the
 * notice by e-mail through the outbox, in the same transaction (it leaves after the commit). A client without an
 * e-mail still sees "atualizada em …" on the page and the entry in the portal.
 */
export async function announceVersion(
  db: Db,
  actor: Actor,
  row: { id: string; nome: string; slug: string; clienteId: string | null; validaAte: string },
  version: NextVersion,
): Promise<DomainEvent[]> {
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'proposal.versioned',
    assunto: { tipo: 'proposal', id: row.id },
    ator: actor,
    dados: { versao: version.columns.versao, mudancas: version.parts },
    visivelCliente: true,
  });
  if (!row.clienteId) return [];
  const [client] = await db
    .select({ nome: clientes.nome, assinanteNome: clientes.assinanteNome, email: clientes.email })
    .from(clientes)
    .where(eq(clientes.id, row.clienteId));
  if (!client?.email) return [];
  const queued = await queueMail(db, {
    to: client.email,
    subject: fill(mail.versionSubject, { nome: row.nome }),
    text: fill(mail.versionText, {
      cliente: greetingName(client),
      nome: row.nome,
      n: String(version.columns.versao),
      lista: partsText(version.parts),
      link: `${env.appUrl}/proposta/${row.slug}`,
      validade: formatDate(row.validaAte),
    }),
    assunto: { tipo: 'proposal', id: row.id },
    tipo: 'proposal.versioned',
    // One notice per version, however often the transaction is retried.
    chave: `proposal.versioned:${row.id}:${version.columns.versao}`,
  });
  return queued.events;
}
