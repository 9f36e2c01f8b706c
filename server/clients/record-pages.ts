import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENTS_FIRST,
  DOCUMENTS_STEP,
  RECORD_MAX,
  TIMELINE_PAGE,
  microsToIso,
  type RecordCursor,
} from '@/lib/clients/record-cursor';
import type { ProposalContract } from '@/lib/pipeline/proposal-next-step';
import { proposalContracts } from '@/server/pipeline/queries';
import type { Db } from '@/server/platform/db/client';
import { rowsOf } from '@/server/platform/db/rows';
import {
  cobrancas,
  contratos,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
  timeline,
} from '@/server/platform/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type RecordDocument = {
  tipo: 'proposal' | 'contract' | 'signature' | 'charge' | 'payment' | 'project';
  id: string;
  titulo: string;
  status: string;
  data: string;
  valor: number | null;
  /** An accepted proposal's contract, for its main action (D225). */
  contrato?: ProposalContract | null;
};
export type RecordEntry = {
  id: string;
  tipo: string;
  assuntoTipo: string;
  assuntoId: string;
  atorTipo: string;
  atorNome: string | null;
  /** The number a kind's label names (D245: "NFS-e nº {numero} emitida"), from the entry's `dados`; null for most. */
  numero: string | null;
  em: string;
};
/** A page of a list: its rows newest first, how many the client has, and the cursor of the last row shown. */
export type RecordPage<T> = { items: T[]; total: number; last: RecordCursor | null };

const micros = (column: AnyPgColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
/** (time, id) compared with a cursor: newest first is (time desc, id desc), served by the (cliente_id, time desc, id desc) indexes. */
const keyset = (time: AnyPgColumn, id: AnyPgColumn, op: '<' | '>=', cursor: RecordCursor) =>
  sql`(${time}, ${id}) ${sql.raw(op)} (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;

/** The timeline: the newest TIMELINE_PAGE entries, or everything down to `ate` and TIMELINE_PAGE more. */
export async function timelinePage(
  db: Db,
  clienteId: string,
  ate: RecordCursor | null,
): Promise<RecordPage<RecordEntry>> {
  const select = () =>
    db
      .select({
        id: timeline.id,
        tipo: timeline.tipo,
        assuntoTipo: timeline.assuntoTipo,
        assuntoId: timeline.assuntoId,
        atorTipo: timeline.atorTipo,
        atorNome: timeline.atorNome,
        numero: sql<string | null>`${timeline.dados}->>'numero'`,
        micros: micros(timeline.createdAt),
      })
      .from(timeline);
  const mine = eq(timeline.clienteId, clienteId);
  const order = [desc(timeline.createdAt), desc(timeline.id)];
  const [shown, next, [{ total }]] = await Promise.all([
    ate
      ? select()
          .where(and(mine, keyset(timeline.createdAt, timeline.id, '>=', ate)))
          .orderBy(...order)
          .limit(RECORD_MAX)
      : Promise.resolve([]),
    select()
      .where(ate ? and(mine, keyset(timeline.createdAt, timeline.id, '<', ate)) : mine)
      .orderBy(...order)
      .limit(TIMELINE_PAGE),
    db.select({ total: count() }).from(timeline).where(mine),
  ]);
  const rows = [...shown, ...next];
  const tail = rows.at(-1);
  return {
    items: rows.map(({ micros: at, ...entry }) => ({ ...entry, em: microsToIso(at) })),
    total,
    last: tail ? { micros: tail.micros, id: tail.id } : null,
  };
}

type DocumentRow = {
  tipo: RecordDocument['tipo'];
  id: string;
  titulo: string;
  status: string;
  valor: number | null;
  micros: string;
};

/** One kind's part of the documents list: its own rows newest first, at most `limit`, from its (cliente_id, date) index. */
function kindRows(
  tipo: RecordDocument['tipo'],
  table:
    | typeof propostas
    | typeof contratos
    | typeof signatureDocuments
    | typeof cobrancas
    | typeof pagamentos
    | typeof projects,
  columns: {
    id: AnyPgColumn;
    titulo: SQL | AnyPgColumn;
    status: AnyPgColumn;
    time: AnyPgColumn;
    valor: SQL | AnyPgColumn;
    clienteId: AnyPgColumn;
  },
  clienteId: string,
  range: SQL | undefined,
  limit: number,
) {
  return sql`(select ${tipo}::text as tipo, ${columns.id} as id, ${columns.titulo} as titulo, ${columns.status} as status, ${columns.valor}::integer as valor,
      ${micros(columns.time)} as micros, ${columns.time} as at
    from ${table} where ${columns.clienteId} = ${clienteId} ${range ? sql`and ${range}` : sql``}
    order by ${columns.time} desc, ${columns.id} desc limit ${limit})`;
}

const KINDS = [
  [
    'proposal',
    propostas,
    {
      id: propostas.id,
      titulo: propostas.nome,
      status: propostas.status,
      time: propostas.dataCriacao,
      valor: sql`null`,
      clienteId: propostas.clienteId,
    },
  ],
  [
    'contract',
    contratos,
    {
      id: contratos.id,
      titulo: contratos.nome,
      status: contratos.status,
      time: contratos.dataCriacao,
      valor: sql`null`,
      clienteId: contratos.clienteId,
    },
  ],
  [
    'signature',
    signatureDocuments,
    {
      id: signatureDocuments.id,
      titulo: signatureDocuments.name,
      status: signatureDocuments.status,
      time: signatureDocuments.createdAt,
      valor: sql`null`,
      clienteId: signatureDocuments.clienteId,
    },
  ],
  [
    'charge',
    cobrancas,
    {
      id: cobrancas.id,
      titulo: sql`${cobrancas.numeroCobranca} || ' · ' || ${cobrancas.titulo}`,
      status: cobrancas.status,
      time: cobrancas.dataCriacao,
      valor: cobrancas.valor,
      clienteId: cobrancas.clienteId,
    },
  ],
  [
    'payment',
    pagamentos,
    {
      id: pagamentos.id,
      titulo: pagamentos.descricao,
      status: pagamentos.status,
      time: pagamentos.createdAt,
      valor: pagamentos.valorFinal,
      clienteId: pagamentos.clienteId,
    },
  ],
  [
    'project',
    projects,
    {
      id: projects.id,
      titulo: projects.name,
      status: projects.status,
      time: projects.createdAt,
      valor: sql`null`,
      clienteId: projects.clienteId,
    },
  ],
] as const;

async function documentRows(
  db: Db,
  clienteId: string,
  range: ((time: AnyPgColumn, id: AnyPgColumn) => SQL) | null,
  limit: number,
): Promise<DocumentRow[]> {
  const parts = KINDS.map(([tipo, table, columns]) =>
    kindRows(tipo, table, columns, clienteId, range?.(columns.time, columns.id), limit),
  );
  const result =
    await db.execute(sql`select tipo, id::text as id, titulo, status, valor, micros from (${sql.join(parts, sql` union all `)}) as documents
    order by at desc, id desc limit ${limit}`);
  return rowsOf<DocumentRow>(result);
}

/**
 * Every document linked to the client, across kinds, newest first: the newest DOCUMENTS_FIRST, or everything down to
 * `docs` and DOCUMENTS_STEP more ("Ver todos os documentos"). Each kind reads at most that many rows from its index.
 */
export async function documentsPage(
  db: Db,
  clienteId: string,
  docs: RecordCursor | null,
): Promise<RecordPage<RecordDocument>> {
  const counts = KINDS.map(
    ([, table, columns]) => sql`(select count(*) from ${table} where ${columns.clienteId} = ${clienteId})`,
  );
  const [shown, next, totalRows] = await Promise.all([
    docs ? documentRows(db, clienteId, (time, id) => keyset(time, id, '>=', docs), RECORD_MAX) : Promise.resolve([]),
    documentRows(
      db,
      clienteId,
      docs ? (time, id) => keyset(time, id, '<', docs) : null,
      docs ? DOCUMENTS_STEP : DOCUMENTS_FIRST,
    ),
    db.execute(sql`select (${sql.join(counts, sql` + `)})::int as total`),
  ]);
  const rows = [...shown, ...next];
  const tail = rows.at(-1);
  const accepted = rows.filter((row) => row.tipo === 'proposal' && row.status === 'aceita').map((row) => row.id);
  const contracts = await proposalContracts(db, accepted);
  return {
    items: rows.map((row) => ({
      tipo: row.tipo,
      id: row.id,
      titulo: row.titulo,
      status: row.status,
      data: microsToIso(row.micros),
      valor: row.valor === null ? null : Number(row.valor),
      ...(row.tipo === 'proposal' && row.status === 'aceita' ? { contrato: contracts.get(row.id) ?? null } : {}),
    })),
    total: Number(rowsOf<{ total: number }>(totalRows)[0]?.total ?? 0),
    last: tail ? { micros: tail.micros, id: tail.id } : null,
  };
}
