import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { assertStaff } from '@/server/auth/guard';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, vinculosPorNome } from '@/server/platform/db/schema';
import { LINKED_TABLES } from './link';
import type { LinkableKind } from '@/lib/validation/client-link';

export type NameLinkRow = {
  tipo: LinkableKind;
  id: string;
  titulo: string;
  cliente: string;
  data: string;
  clienteId: string;
  clienteNome: string;
  clienteEmail: string | null;
  destinatario: string | null;
};

const TITLES: Record<string, { title: string; name: string; date: string; email?: string }> = {
  proposal: { title: 'nome', name: 'cliente', date: 'dataCriacao' },
  contract: { title: 'nome', name: 'cliente', date: 'dataCriacao' },
  signature: { title: 'name', name: 'recipientName', date: 'createdAt', email: 'recipientEmail' },
  charge: { title: 'titulo', name: 'cliente', date: 'dataCriacao' },
  project: { title: 'name', name: 'clientName', date: 'createdAt' },
};

/**
 * "Vinculados pelo nome" on /clientes/vincular: the documents the link migration joined to a client by the name
 * they carry, with that client and (for a signature) the address it was sent to, oldest flag first.
 */
export async function listNameLinks(limit = 100): Promise<NameLinkRow[]> {
  await assertStaff();
  const db = await getDb();
  const flags = await db
    .select({
      tipo: vinculosPorNome.assuntoTipo,
      id: vinculosPorNome.assuntoId,
      clienteId: vinculosPorNome.clienteId,
      clienteNome: clientes.nome,
      clienteEmail: clientes.email,
    })
    .from(vinculosPorNome)
    .innerJoin(clientes, eq(clientes.id, vinculosPorNome.clienteId))
    .orderBy(desc(vinculosPorNome.createdAt))
    .limit(limit);
  const rows: NameLinkRow[] = [];
  for (const flag of flags) {
    const columns = TITLES[flag.tipo];
    const table = LINKED_TABLES[flag.tipo as LinkableKind] as unknown as Record<string, never>;
    if (!columns || !table) continue;
    const [doc] = (await db
      .select({
        titulo: table[columns.title],
        cliente: table[columns.name],
        data: table[columns.date],
        destinatario: columns.email ? table[columns.email] : sql<null>`null`,
      })
      .from(LINKED_TABLES[flag.tipo as LinkableKind])
      .where(eq(LINKED_TABLES[flag.tipo as LinkableKind].id, flag.id))) as Array<{
      titulo: string;
      cliente: string | null;
      data: Date;
      destinatario: string | null;
    }>;
    if (!doc) continue;
    rows.push({
      tipo: flag.tipo as LinkableKind,
      id: flag.id,
      titulo: doc.titulo,
      cliente: doc.cliente ?? '',
      data: doc.data.toISOString(),
      clienteId: flag.clienteId,
      clienteNome: flag.clienteNome,
      clienteEmail: flag.clienteEmail,
      destinatario: doc.destinatario,
    });
  }
  return rows;
}

/** Whether a document still waits for that review (the portal's signing rule reads it). */
export async function linkedByName(db: Db, tipo: LinkableKind, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vinculosPorNome.assuntoId })
    .from(vinculosPorNome)
    .where(and(eq(vinculosPorNome.assuntoTipo, tipo), eq(vinculosPorNome.assuntoId, id)));
  return Boolean(row);
}

/** The review is done (confirmed, or the document linked again by hand): the flag goes. */
export async function clearNameLink(db: Db, tipo: LinkableKind, id: string): Promise<boolean> {
  const rows = await db
    .delete(vinculosPorNome)
    .where(and(eq(vinculosPorNome.assuntoTipo, tipo), eq(vinculosPorNome.assuntoId, id)))
    .returning({ id: vinculosPorNome.assuntoId });
  return rows.length > 0;
}
