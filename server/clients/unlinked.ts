import 'server-only';
import { desc, inArray, isNull, and, count } from 'drizzle-orm';
import type { LinkableKind } from '@/lib/validation/client-link';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, contratos, pagamentos, projects, propostas, signatureDocuments } from '@/server/platform/db/schema';

export const UNLINKED_LIMIT = 50;

export type UnlinkedRow = { tipo: LinkableKind; id: string; titulo: string; cliente: string; data: string };

const PAID = ['paid', 'succeeded'];

/**
 * "Documentos sem cliente" (D51): the newest documents of each kind with no client yet, with the
 * name they carry (what the link migration could not match), and how many there are in all. Payments: only
 * the paid ones (an abandoned checkout is no document to keep). One query per kind.
 */
export async function listUnlinked(): Promise<{ rows: UnlinkedRow[]; total: number }> {
  await assertStaff();
  const db = await getDb();
  const paidWithoutClient = and(isNull(pagamentos.clienteId), inArray(pagamentos.status, PAID));
  const [p, k, s, c, g, j, totals] = await Promise.all([
    db
      .select({ id: propostas.id, titulo: propostas.nome, cliente: propostas.cliente, data: propostas.dataCriacao })
      .from(propostas)
      .where(isNull(propostas.clienteId))
      .orderBy(desc(propostas.dataCriacao))
      .limit(UNLINKED_LIMIT),
    db
      .select({ id: contratos.id, titulo: contratos.nome, cliente: contratos.cliente, data: contratos.dataCriacao })
      .from(contratos)
      .where(isNull(contratos.clienteId))
      .orderBy(desc(contratos.dataCriacao))
      .limit(UNLINKED_LIMIT),
    db
      .select({
        id: signatureDocuments.id,
        titulo: signatureDocuments.name,
        cliente: signatureDocuments.recipientName,
        data: signatureDocuments.createdAt,
      })
      .from(signatureDocuments)
      .where(isNull(signatureDocuments.clienteId))
      .orderBy(desc(signatureDocuments.createdAt))
      .limit(UNLINKED_LIMIT),
    db
      .select({ id: cobrancas.id, titulo: cobrancas.titulo, cliente: cobrancas.cliente, data: cobrancas.dataCriacao })
      .from(cobrancas)
      .where(isNull(cobrancas.clienteId))
      .orderBy(desc(cobrancas.dataCriacao))
      .limit(UNLINKED_LIMIT),
    db
      .select({ id: pagamentos.id, titulo: pagamentos.descricao, cliente: pagamentos.nome, data: pagamentos.createdAt })
      .from(pagamentos)
      .where(paidWithoutClient)
      .orderBy(desc(pagamentos.createdAt))
      .limit(UNLINKED_LIMIT),
    db
      .select({ id: projects.id, titulo: projects.name, cliente: projects.clientName, data: projects.createdAt })
      .from(projects)
      .where(isNull(projects.clienteId))
      .orderBy(desc(projects.createdAt))
      .limit(UNLINKED_LIMIT),
    countUnlinked(),
  ]);
  const as = (tipo: LinkableKind, rows: Array<{ id: string; titulo: string; cliente: string | null; data: Date }>) =>
    rows.map((row) => ({
      tipo,
      id: row.id,
      titulo: row.titulo,
      cliente: row.cliente ?? '',
      data: row.data.toISOString(),
    }));
  return {
    rows: [
      ...as('proposal', p),
      ...as('contract', k),
      ...as('signature', s),
      ...as('charge', c),
      ...as('payment', g),
      ...as('project', j),
    ],
    total: totals,
  };
}

/** How many documents have no client (the Clientes tab's link shows it). */
export async function countUnlinked(): Promise<number> {
  await assertStaff();
  const db = await getDb();
  const counts = await Promise.all([
    db.select({ n: count() }).from(propostas).where(isNull(propostas.clienteId)),
    db.select({ n: count() }).from(contratos).where(isNull(contratos.clienteId)),
    db.select({ n: count() }).from(signatureDocuments).where(isNull(signatureDocuments.clienteId)),
    db.select({ n: count() }).from(cobrancas).where(isNull(cobrancas.clienteId)),
    db
      .select({ n: count() })
      .from(pagamentos)
      .where(and(isNull(pagamentos.clienteId), inArray(pagamentos.status, PAID))),
    db.select({ n: count() }).from(projects).where(isNull(projects.clienteId)),
  ]);
  return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
}
