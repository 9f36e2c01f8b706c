import { randomUUID } from 'node:crypto';
import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_FIRST, DOCUMENTS_STEP, TIMELINE_PAGE, formatRecordCursor } from '@/lib/clients/record-cursor';
import { clientTotals } from '@/lib/clients/totals';
import { parseValorText } from '@/lib/clients/valor';
import { todayInSaoPaulo } from '@/lib/format';
import { getClientRecord } from '@/server/clients/record';
import { clientTotalsInSql } from '@/server/clients/record-totals';
import { getDb } from '@/server/platform/db/client';
import { rowsOf } from '@/server/platform/db/rows';
import { clientes, cobrancas, contratos, pagamentos, projects, propostas, timeline } from '@/server/platform/db/schema';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Rows of this file carry a marker of their own, so that runs sharing a PostgreSQL never collide.
const marker = `t${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  staff = await signInAsNewStaff();
});

afterAll(async () => {
  const db = await getDb();
  const ids = (
    await db
      .select({ id: clientes.id })
      .from(clientes)
      .where(like(clientes.nome, `%${marker}%`))
  ).map((c) => c.id);
  await deleteClientsWithDocuments(db, ids);
  await staff.cleanup();
});

/** A fixed-seed generator, so that a failure names texts that can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const VALOR_TEXTS = [
  'R$ 12.500,00',
  'R$ 5.000,50',
  'R$\u00a01.234,56',
  '12500',
  '12.500',
  '1.250.000',
  '5000.50',
  '2.500,5',
  'R$ 8 mil',
  'R$ 1,5 mil',
  'A partir de R$ 3.200,00 em 3x',
  '3x de R$ 1.000',
  'Investimento: 4.800 reais',
  'R$ 0,99',
  '',
  'A combinar',
  'R$ -',
  '1.005',
  'R$ 1,005',
  '.500',
  'R$ ,50',
  'R$ .5',
  'R$ 5 MIL!',
  'R$ 5 milhões',
  'R$ 2 mil_',
  'r$ 3,2 Mil.',
  '1,2,3',
  'R$ 1.2.3',
  '12.34.567',
  '0,1',
  '0.29',
  '1.015,5',
  'R$\u202f700',
  'R$\t9\u2009mil',
  '7 mil',
  'mil 7',
  '١٢٣',
  '99999999999999999999',
  '9'.repeat(320),
];

describe('parse_valor_text (custom migration) reads a proposal valor like lib/clients/valor.ts', () => {
  it('agrees with parseValorText on the known texts and 3,000 generated ones', async () => {
    const random = seeded(18);
    const alphabet = ['R$', ' ', '\u00a0', '0', '1', '2', '5', '9', '.', ',', 'mil', 'MIL', 'x', '-', 'a', 'de ', '\t'];
    const generated = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 9) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      ),
    );
    const texts = [...VALOR_TEXTS, ...generated];
    const db = await getDb();
    const rows = rowsOf<{ i: number; centavos: number | null }>(
      await db.execute(
        sql`select v.i, parse_valor_text(v.t) as centavos from (values ${sql.join(
          texts.map((t, i) => sql`(${i}::int, ${t}::text)`),
          sql`, `,
        )}) as v(i, t) order by v.i`,
      ),
    );
    const mismatches = rows
      .map((row) => ({
        text: texts[row.i],
        sql: row.centavos === null ? null : Number(row.centavos),
        js: parseValorText(texts[row.i]),
      }))
      .filter((r) => r.sql !== r.js);
    expect(mismatches).toEqual([]);
    expect(rows).toHaveLength(texts.length);
  });
});

/** A client with more documents of each kind than one page, and the rows the old rule read. */
async function busyClient(today: string) {
  const db = await getDb();
  const random = seeded(42);
  const [client] = await db
    .insert(clientes)
    .values({ nome: `Cliente Cheio ${marker}` })
    .returning({ id: clientes.id });
  const clienteId = client.id;
  const base = Date.parse('2026-01-01T12:00:00Z');
  const at = (i: number) => new Date(base + i * 3_600_000);
  const statuses = ['pendente', 'enviada', 'aceita', 'aprovada', 'recusada'];
  const valores: unknown[] = [...VALOR_TEXTS, 1500, 12.5, { valor: 5 }, true, null];
  await db.insert(propostas).values(
    valores.map((valor, i) => ({
      nome: `P${i} ${marker}`,
      cliente: `Cliente Cheio ${marker}`,
      slug: `p-${randomUUID()}`,
      busca: marker,
      status: statuses[i % statuses.length],
      conteudo: valor === null ? {} : { valor },
      clienteId,
      dataCriacao: at(i),
    })),
  );
  const chargeStatuses = ['pendente', 'pago', 'vencido', 'cancelado'];
  const charges = await db
    .insert(cobrancas)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        numeroCobranca: `${marker}-${i}`,
        titulo: `C${i} ${marker}`,
        cliente: `Cliente Cheio ${marker}`,
        valor: 1000 + Math.floor(random() * 90_000),
        // Due dates around today: before, on and after it (D6: the São Paulo day).
        dataVencimento: new Date(Date.parse(`${today}T12:00:00Z`) + (i - 15) * 86_400_000).toISOString().slice(0, 10),
        formaPagamento: 'pix',
        slug: `c-${randomUUID()}`,
        busca: marker,
        status: chargeStatuses[Math.floor(random() * chargeStatuses.length)],
        clienteId,
        dataCriacao: at(100 + i),
      })),
    )
    .returning({ id: cobrancas.id });
  const paymentStatuses = ['paid', 'succeeded', 'pending', 'failed', 'expired'];
  await db.insert(pagamentos).values(
    Array.from({ length: 25 }, (_, i) => ({
      nome: 'Pagador',
      email: `pagador-${marker}@teste.dev`,
      descricao: `Pg${i} ${marker}`,
      valor: 5000 + i,
      valorFinal: 4000 + i * 7,
      provider: 'sandbox',
      busca: marker,
      status: paymentStatuses[i % paymentStatuses.length],
      cobrancaId: i % 3 === 0 ? charges[i].id : null,
      clienteId,
      createdAt: at(200 + i),
    })),
  );
  await db.insert(contratos).values(
    Array.from({ length: 12 }, (_, i) => ({
      nome: `K${i} ${marker}`,
      cliente: `Cliente Cheio ${marker}`,
      slug: `k-${randomUUID()}`,
      busca: marker,
      conteudo: { template: '', fields: [] },
      clienteId,
      dataCriacao: at(300 + i),
    })),
  );
  await db.insert(projects).values(
    Array.from({ length: 6 }, (_, i) => ({
      name: `Projeto${i} ${marker}`,
      clientName: marker,
      orderIndex: i,
      clienteId,
      createdAt: at(400 + i),
    })),
  );
  return clienteId;
}

/** lib/clients/totals.ts over every row, loaded as the page did before D59. */
async function totalsTheOldWay(clienteId: string, today: string) {
  const db = await getDb();
  const [proposals, charges, payments] = await Promise.all([
    db
      .select({ status: propostas.status, conteudo: propostas.conteudo })
      .from(propostas)
      .where(eq(propostas.clienteId, clienteId)),
    db
      .select({ status: cobrancas.status, valor: cobrancas.valor, dataVencimento: cobrancas.dataVencimento })
      .from(cobrancas)
      .where(eq(cobrancas.clienteId, clienteId)),
    db
      .select({ status: pagamentos.status, valorFinal: pagamentos.valorFinal, cobrancaId: pagamentos.cobrancaId })
      .from(pagamentos)
      .where(eq(pagamentos.clienteId, clienteId)),
  ]);
  const valorOf = (conteudo: unknown) => {
    const valor = (conteudo as { valor?: unknown } | null)?.valor;
    return typeof valor === 'string' || typeof valor === 'number' ? String(valor) : null;
  };
  return clientTotals({
    proposals: proposals.map((p) => ({ status: p.status, valor: valorOf(p.conteudo) })),
    charges,
    payments,
    today,
  });
}

describe('the client page over a busy client (D59)', () => {
  let clienteId = '';
  const today = todayInSaoPaulo();

  beforeAll(async () => {
    clienteId = await busyClient(today);
  });

  it('computes the totals in SQL exactly as clientTotals does over all rows', async () => {
    const db = await getDb();
    const expected = await totalsTheOldWay(clienteId, today);
    expect(expected.proposto).toBeGreaterThan(0);
    expect(expected.vencido).toBeGreaterThan(0);
    expect(await clientTotalsInSql(db, clienteId, today)).toEqual(expected);
    // Another day moves what is overdue, the same way in both.
    expect(await clientTotalsInSql(db, clienteId, '2030-01-01')).toEqual(
      await totalsTheOldWay(clienteId, '2030-01-01'),
    );
    expect((await getClientRecord(clienteId))?.totals).toEqual(expected);
  });

  it('lists the newest documents across kinds, then the rest through the docs cursor', async () => {
    const db = await getDb();
    const first = await getClientRecord(clienteId);
    if (!first) throw new Error('no record');
    const total = VALOR_TEXTS.length + 5 + 30 + 25 + 12 + 6;
    expect(first.documents.total).toBe(total);
    expect(first.documents.items).toHaveLength(DOCUMENTS_FIRST);
    // Newest first across kinds: the projects (hours 400+), then the contracts (300+).
    expect(first.documents.items.slice(0, 7).map((d) => d.tipo)).toEqual([
      'project',
      'project',
      'project',
      'project',
      'project',
      'project',
      'contract',
    ]);
    // One step of DOCUMENTS_STEP, then the rest.
    const second = await getClientRecord(clienteId, { docs: first.documents.last });
    expect(second?.documents.items).toHaveLength(DOCUMENTS_FIRST + DOCUMENTS_STEP);
    const rest = await getClientRecord(clienteId, { docs: second?.documents.last });
    const items = rest?.documents.items ?? [];
    expect(items).toHaveLength(total);
    expect(items.slice(0, DOCUMENTS_FIRST + DOCUMENTS_STEP)).toEqual(second?.documents.items);
    expect(items.slice(0, DOCUMENTS_FIRST)).toEqual(first.documents.items);
    expect(new Set(items.map((d) => `${d.tipo}-${d.id}`)).size).toBe(total);
    const times = items.map((d) => d.data);
    expect([...times].sort().reverse()).toEqual(times);
    const charge = items.find((d) => d.tipo === 'charge');
    const [row] = await db
      .select()
      .from(cobrancas)
      .where(eq(cobrancas.id, charge?.id ?? ''));
    expect(charge).toMatchObject({
      titulo: `${row.numeroCobranca} · ${row.titulo}`,
      valor: row.valor,
      status: row.status,
    });
  });

  it('pages the timeline by (created_at, id), ties included, without gaps or repeats', async () => {
    const db = await getDb();
    // 75 entries, in pairs sharing one created_at to the microsecond: only the id orders them.
    const base = Date.parse('2026-02-01T10:00:00.123Z');
    await db.insert(timeline).values(
      Array.from({ length: 75 }, (_, i) => ({
        clienteId,
        tipo: 'charge.created',
        assuntoTipo: 'charge',
        assuntoId: `x${i}`,
        atorTipo: 'sistema',
        atorNome: marker,
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    );
    await db.execute(
      sql`update ${timeline} set created_at = created_at + interval '7 microseconds' where ${timeline.atorNome} = ${marker} and ${timeline.assuntoId} like 'x1%'`,
    );
    const all = await db
      .select({ id: timeline.id })
      .from(timeline)
      .where(eq(timeline.clienteId, clienteId))
      .orderBy(desc(timeline.createdAt), desc(timeline.id));

    const first = await getClientRecord(clienteId);
    expect(first?.timeline.total).toBe(75);
    expect(first?.timeline.items.map((e) => e.id)).toEqual(all.slice(0, TIMELINE_PAGE).map((e) => e.id));
    const second = await getClientRecord(clienteId, { ate: first?.timeline.last });
    expect(second?.timeline.items.map((e) => e.id)).toEqual(all.slice(0, 2 * TIMELINE_PAGE).map((e) => e.id));
    const third = await getClientRecord(clienteId, { ate: second?.timeline.last });
    expect(third?.timeline.items.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(third?.timeline.items[0]).toMatchObject({ tipo: 'charge.created', atorTipo: 'sistema', atorNome: marker });
    expect(formatRecordCursor(third?.timeline.last ?? { micros: '', id: '' })).toMatch(/^\d+_[0-9a-f-]{36}$/);
  });

  it('reads the timeline page and each kind of document from the (cliente_id, time desc, id desc) indexes', async () => {
    const db = await getDb();
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) =>
        rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
          .map((row) => Object.values(row)[0])
          .join('\n');
      return {
        timeline: await explain(
          sql`select id from timeline where cliente_id = ${clienteId} and (created_at, id) < (now(), ${randomUUID()}::uuid) order by created_at desc, id desc limit 30`,
        ),
        propostas: await explain(
          sql`select id from propostas where cliente_id = ${clienteId} order by data_criacao desc, id desc limit 10`,
        ),
        pagamentos: await explain(
          sql`select id from pagamentos where cliente_id = ${clienteId} order by created_at desc, id desc limit 10`,
        ),
      };
    });
    expect(plans.timeline).toContain('timeline_cliente_created_id_idx');
    expect(plans.timeline).not.toContain('Sort');
    expect(plans.propostas).toContain('propostas_cliente_data_idx');
    expect(plans.pagamentos).toContain('pagamentos_cliente_created_idx');
  });

  it('refuses anonymous callers', async () => {
    resetRequest();
    await expect(getClientRecord(clienteId)).rejects.toThrow();
    staff = await signInAsNewStaff();
  });
});
