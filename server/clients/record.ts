import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { clientTotals } from '@/lib/clients/totals';
import { todayInSaoPaulo } from '@/lib/format';
import { now } from '@/lib/clock';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { clientes, cobrancas, contratos, pagamentos, projects, propostas, signatureDocuments, timeline } from '@/server/db/schema';

/** The most documents of one kind and timeline entries the page lists (an agency client has far fewer). */
export const RECORD_LIMIT = 200;

export type RecordDocument = { tipo: 'proposal' | 'contract' | 'signature' | 'charge' | 'payment' | 'project'; id: string; titulo: string; status: string; data: string; valor: number | null };
export type RecordEntry = { id: string; tipo: string; assuntoTipo: string; assuntoId: string; atorTipo: string; atorNome: string | null; em: string };

/**
 * /clientes/{id} (issue 18 item 2): the client, every document linked to it, the totals and the timeline,
 * newest first. One query per section, run together; none per row.
 */
export async function getClientRecord(id: string) {
  await assertStaff();
  const db = await getDb();
  const [[client], proposals, contracts, signatures, charges, payments, boards, entries] = await Promise.all([
    db.select().from(clientes).where(eq(clientes.id, id)),
    db
      .select({ id: propostas.id, nome: propostas.nome, status: propostas.status, data: propostas.dataCriacao, conteudo: propostas.conteudo })
      .from(propostas)
      .where(eq(propostas.clienteId, id))
      .orderBy(desc(propostas.dataCriacao))
      .limit(RECORD_LIMIT),
    db.select({ id: contratos.id, nome: contratos.nome, status: contratos.status, data: contratos.dataCriacao }).from(contratos).where(eq(contratos.clienteId, id)).orderBy(desc(contratos.dataCriacao)).limit(RECORD_LIMIT),
    db
      .select({ id: signatureDocuments.id, nome: signatureDocuments.name, status: signatureDocuments.status, data: signatureDocuments.createdAt })
      .from(signatureDocuments)
      .where(eq(signatureDocuments.clienteId, id))
      .orderBy(desc(signatureDocuments.createdAt))
      .limit(RECORD_LIMIT),
    db
      .select({ id: cobrancas.id, nome: cobrancas.titulo, numero: cobrancas.numeroCobranca, status: cobrancas.status, data: cobrancas.dataCriacao, valor: cobrancas.valor, dataVencimento: cobrancas.dataVencimento })
      .from(cobrancas)
      .where(eq(cobrancas.clienteId, id))
      .orderBy(desc(cobrancas.dataCriacao))
      .limit(RECORD_LIMIT),
    db
      .select({ id: pagamentos.id, nome: pagamentos.descricao, status: pagamentos.status, data: pagamentos.createdAt, valorFinal: pagamentos.valorFinal, cobrancaId: pagamentos.cobrancaId })
      .from(pagamentos)
      .where(eq(pagamentos.clienteId, id))
      .orderBy(desc(pagamentos.createdAt))
      .limit(RECORD_LIMIT),
    db.select({ id: projects.id, nome: projects.name, status: projects.status, data: projects.createdAt }).from(projects).where(eq(projects.clienteId, id)).orderBy(desc(projects.createdAt)).limit(RECORD_LIMIT),
    db
      .select({
        id: timeline.id,
        tipo: timeline.tipo,
        assuntoTipo: timeline.assuntoTipo,
        assuntoId: timeline.assuntoId,
        atorTipo: timeline.atorTipo,
        atorNome: timeline.atorNome,
        em: timeline.createdAt,
      })
      .from(timeline)
      .where(eq(timeline.clienteId, id))
      .orderBy(desc(timeline.createdAt), desc(timeline.id))
      .limit(RECORD_LIMIT),
  ]);
  if (!client) return null;

  const valorOf = (conteudo: unknown) => {
    const valor = (conteudo as { valor?: unknown } | null)?.valor;
    return typeof valor === 'string' || typeof valor === 'number' ? String(valor) : null;
  };
  const totals = clientTotals({
    proposals: proposals.map((p) => ({ status: p.status, valor: valorOf(p.conteudo) })),
    charges,
    payments,
    today: todayInSaoPaulo(now()),
  });
  const iso = (date: Date) => date.toISOString();
  const documents: RecordDocument[] = [
    ...proposals.map((p) => ({ tipo: 'proposal' as const, id: p.id, titulo: p.nome, status: p.status, data: iso(p.data), valor: null })),
    ...contracts.map((c) => ({ tipo: 'contract' as const, id: c.id, titulo: c.nome, status: c.status, data: iso(c.data), valor: null })),
    ...signatures.map((s) => ({ tipo: 'signature' as const, id: s.id, titulo: s.nome, status: s.status, data: iso(s.data), valor: null })),
    ...charges.map((c) => ({ tipo: 'charge' as const, id: c.id, titulo: `${c.numero} · ${c.nome}`, status: c.status, data: iso(c.data), valor: c.valor })),
    ...payments.map((p) => ({ tipo: 'payment' as const, id: p.id, titulo: p.nome, status: p.status, data: iso(p.data), valor: p.valorFinal })),
    ...boards.map((p) => ({ tipo: 'project' as const, id: p.id, titulo: p.nome, status: p.status, data: iso(p.data), valor: null })),
  ];
  return {
    client: {
      id: client.id,
      nome: client.nome,
      email: client.email,
      telefone: client.telefone,
      documento: client.documento,
      endereco: client.endereco,
      observacoes: client.observacoes,
      createdAt: iso(client.createdAt),
    },
    totals,
    documents,
    timeline: entries.map((e) => ({ ...e, em: iso(e.em) })) satisfies RecordEntry[],
  };
}
export type ClientRecord = NonNullable<Awaited<ReturnType<typeof getClientRecord>>>;
