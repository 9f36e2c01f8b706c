import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { LinkableKind } from '@/lib/validation/client-link';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
  timeline,
} from '@/server/platform/db/schema';

export type PickedClient = {
  id: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  documento: string | null;
  endereco: string | null;
};

const PICKED = {
  id: clientes.id,
  nome: clientes.nome,
  email: clientes.email,
  telefone: clientes.telefone,
  documento: clientes.documento,
  endereco: clientes.endereco,
};

/**
 * The client a form chose (D51): null when none, the row when it exists; an id that names no
 * client is refused with a message, so the foreign key never has to fail.
 */
export async function requireClient(db: Db, clienteId: string | null | undefined): Promise<PickedClient | null> {
  if (!clienteId) return null;
  const [row] = await db.select(PICKED).from(clientes).where(eq(clientes.id, clienteId));
  if (!row) throw new ActionError(m.clientRecord.validation.clienteNaoEncontrado);
  return row;
}

/** Every table with a client link, by the subject kind the timeline uses. */
export const LINKED_TABLES = {
  proposal: propostas,
  contract: contratos,
  signature: signatureDocuments,
  charge: cobrancas,
  payment: pagamentos,
  project: projects,
} as const;

/**
 * A document linked (or re-linked) to a client: its timeline entries follow it, so that what happened before
 * the link shows on the client's page too.
 */
export async function relinkTimeline(db: Db, tipo: LinkableKind, id: string, clienteId: string | null): Promise<void> {
  await db
    .update(timeline)
    .set({ clienteId })
    .where(
      and(
        eq(timeline.assuntoTipo, tipo),
        eq(timeline.assuntoId, id),
        sql`${timeline.clienteId} is distinct from ${clienteId}`,
      ),
    );
}

/** How many documents name the client (the delete refusal's count): one statement over the six tables. */
export async function countClientDocuments(db: Db, clienteId: string): Promise<number> {
  const parts = Object.values(LINKED_TABLES).map(
    (table) => sql`(select count(*) from ${table} where ${table.clienteId} = ${clienteId})`,
  );
  const [row] = await db
    .select({ total: sql<number>`${sql.join(parts, sql` + `)}`.mapWith(Number) })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  return row?.total ?? 0;
}

/**
 * The client of a payment made on a public form (D51): the client of the charge it pays, else the
 * one client whose e-mail is exactly the payer's; none when two clients share it or nobody has it.
 */
export async function clientForPayment(
  db: Db,
  payment: { cobrancaId: string | null; email: string },
): Promise<string | null> {
  if (payment.cobrancaId) {
    const [charge] = await db
      .select({ clienteId: cobrancas.clienteId })
      .from(cobrancas)
      .where(eq(cobrancas.id, payment.cobrancaId));
    if (charge?.clienteId) return charge.clienteId;
  }
  const email = payment.email.trim().toLowerCase();
  if (!email) return null;
  const matches = await db
    .select({ id: clientes.id })
    .from(clientes)
    .where(eq(sql`lower(${clientes.email})`, email))
    .limit(2);
  return matches.length === 1 ? matches[0].id : null;
}
