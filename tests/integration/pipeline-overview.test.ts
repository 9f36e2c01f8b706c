import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, contratos, leads, pixDevolucoes, pixRecebidos, propostas } from '@/server/platform/db/schema';
import { getOverview, loadOverview } from '@/server/overview/queries';
import { chargeSearchText } from '@/server/charges/create-charge';
import { listCharges } from '@/server/charges/queries';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const marker = randomUUID().slice(0, 8);
/** The aggregate itself (getOverview adds the session check and Next's cache: tests/integration/overview-cache.test.ts). */
const aggregate = () => loadOverview(todayInSaoPaulo(now()));
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

// Migrating a fresh database and hashing a password are slow on a loaded 2-core machine.
beforeAll(async () => {
  staff = await signInAsNewStaff();
}, 240_000);

afterAll(async () => {
  setClock(null);
  const db = await getDb();
  await db.delete(pixDevolucoes).where(like(pixDevolucoes.endToEndId, `%${marker}%`));
  await db.delete(pixRecebidos).where(like(pixRecebidos.endToEndId, `%${marker}%`));
  await db.delete(cobrancas).where(like(cobrancas.titulo, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.nome, `%${marker}%`));
  await db.delete(propostas).where(like(propostas.nome, `%${marker}%`));
  await db.delete(leads).where(like(leads.subject, `%${marker}%`));
  await staff.cleanup();
});

describe('/painel overview (D58)', () => {
  it('counts the funnel by São Paulo month, money received against billed, next due charges and waiting proposals', async () => {
    const db = await getDb();
    // 2026-03-31 23:30 in São Paulo is 2026-04-01 02:30 UTC: still March there (D6).
    setClock(new Date('2026-04-01T02:30:00Z'));
    const before = await aggregate();
    const lateMarch = new Date('2026-04-01T02:00:00Z');
    const february = new Date('2026-02-10T15:00:00Z');
    await db.insert(leads).values([
      {
        name: 'A',
        email: 'a@teste.dev',
        subject: `Lead ${marker}`,
        message: 'x',
        service: 'site',
        createdAt: lateMarch,
      },
      {
        name: 'B',
        email: 'b@teste.dev',
        subject: `Lead ${marker}`,
        message: 'x',
        service: 'site',
        createdAt: february,
      },
    ]);
    await db.insert(propostas).values([
      {
        nome: `Aceita ${marker}`,
        cliente: 'c',
        status: 'aceita',
        slug: `a-${randomUUID()}`,
        aceitaEm: lateMarch,
        dataCriacao: lateMarch,
        conteudo: { valor: 'R$ 1.000,00' },
      },
      { nome: `Enviada ${marker}`, cliente: 'c', status: 'enviada', slug: `e-${randomUUID()}`, dataCriacao: lateMarch },
    ]);
    await db.insert(contratos).values({
      nome: `Contrato ${marker}`,
      cliente: 'c',
      status: 'assinado',
      assinadoEm: lateMarch,
      conteudo: { template: '', fields: [] },
      slug: `c-${randomUUID()}`,
    });
    const charge = (n: number, extra: Partial<typeof cobrancas.$inferInsert>) => ({
      numeroCobranca: `T${marker}-${n}`,
      titulo: `Cobrança ${marker} ${n}`,
      cliente: 'c',
      valor: 10000,
      dataVencimento: '2026-03-20',
      slug: `t-${randomUUID()}`,
      ...extra,
    });
    await db
      .insert(cobrancas)
      .values([
        charge(1, { status: 'pago', dataPagamento: lateMarch }),
        charge(2, { status: 'pago', dataPagamento: february, dataVencimento: '2026-02-10' }),
        charge(3, { status: 'pendente', dataVencimento: '2026-04-05' }),
        charge(4, { status: 'pendente', dataVencimento: '2026-03-01' }),
      ]);
    const after = await aggregate();
    const d = (key: keyof typeof after.funnel) => ({
      atual: after.funnel[key].atual - before.funnel[key].atual,
      anterior: after.funnel[key].anterior - before.funnel[key].anterior,
    });
    expect(after.today).toBe('2026-03-31');
    expect(d('leads')).toEqual({ atual: 1, anterior: 1 });
    expect(d('enviadas')).toEqual({ atual: 2, anterior: 0 });
    expect(d('aceitas')).toEqual({ atual: 1, anterior: 0 });
    expect(d('valorAceito')).toEqual({ atual: 100000, anterior: 0 });
    expect(d('assinados')).toEqual({ atual: 1, anterior: 0 });
    expect(d('recebidas')).toEqual({ atual: 1, anterior: 1 });
    expect(d('valorRecebido')).toEqual({ atual: 10000, anterior: 10000 });
    expect(after.vencidas.count - before.vencidas.count).toBe(1);
    expect(after.abertas.count - before.abertas.count).toBe(1);
    expect(after.chart).toHaveLength(12);
    const march = after.chart.at(-1)!;
    const marchBefore = before.chart.at(-1)!;
    expect([march.mes, march.recebido - marchBefore.recebido, march.faturado - marchBefore.faturado]).toEqual([
      '2026-03',
      10000,
      20000,
    ]);
    expect(after.nextDue.some((c) => c.titulo === `Cobrança ${marker} 3`)).toBe(true);
    expect(after.waiting.some((p) => p.nome === `Enviada ${marker}`)).toBe(true);
  });

  it('takes a settled Pix refund off the money received, in the month it left, and says how much', async () => {
    const db = await getDb();
    setClock(new Date('2026-05-20T15:00:00Z'));
    const before = await aggregate();
    const [charge] = await db
      .insert(cobrancas)
      .values({
        numeroCobranca: `R-${marker}`,
        titulo: `Cobrança ${marker} devolvida`,
        cliente: 'Cliente',
        busca: chargeSearchText({ titulo: `Cobrança ${marker} devolvida`, cliente: 'Cliente' }),
        valor: 50000,
        dataVencimento: '2026-05-10',
        status: 'pago',
        dataPagamento: new Date('2026-05-05T15:00:00Z'),
        slug: `r-${marker}`,
      })
      .returning({ id: cobrancas.id });
    const [pix] = await db
      .insert(pixRecebidos)
      .values({
        endToEndId: `E${marker}`,
        valor: 50000,
        horario: new Date('2026-05-05T15:00:00Z'),
        cobrancaId: charge.id,
        status: 'conciliado',
        origem: 'webhook',
        dados: {},
      })
      .returning({ id: pixRecebidos.id });
    const refund = (devolucaoId: string, valor: number, status: string, liquidadoEm: Date | null) => ({
      pixRecebidoId: pix.id,
      endToEndId: `E${marker}`,
      devolucaoId,
      valor,
      status,
      liquidadoEm,
      cobrancaId: charge.id,
    });
    await db.insert(pixDevolucoes).values([
      refund('D1', 12000, 'DEVOLVIDO', new Date('2026-05-18T12:00:00Z')),
      // Last month's, settled in April; one still in processing and one refused count nowhere.
      refund('D2', 3000, 'DEVOLVIDO', new Date('2026-04-30T12:00:00Z')),
      refund('D3', 5000, 'EM_PROCESSAMENTO', null),
      refund('D4', 7000, 'NAO_REALIZADO', new Date('2026-05-18T12:00:00Z')),
      // A Pix that paid no charge and went back was never counted as received.
      { ...refund('D5', 9000, 'DEVOLVIDO', new Date('2026-05-18T12:00:00Z')), cobrancaId: null },
    ]);
    const after = await aggregate();
    expect(after.funnel.valorRecebido.atual - before.funnel.valorRecebido.atual).toBe(50000 - 12000);
    expect(after.funnel.valorRecebido.anterior - before.funnel.valorRecebido.anterior).toBe(-3000);
    expect({
      atual: after.devolvido.atual - before.devolvido.atual,
      anterior: after.devolvido.anterior - before.devolvido.anterior,
    }).toEqual({ atual: 12000, anterior: 3000 });
    expect(after.chart.at(-1)!.recebido - before.chart.at(-1)!.recebido).toBe(38000);
    expect(after.chart.at(-2)!.recebido - before.chart.at(-2)!.recebido).toBe(-3000);
    // D188: /cobrancas deducts the same refunds (one query): "Pagas" and the total are net, and agree with the
    // months of /painel added up (38 000 in May, −3 000 in April).
    const { totals } = await listCharges({ q: marker });
    expect(totals.pagas).toEqual({ count: 1, sum: 50000 - 12000 - 3000 });
    expect(totals.total.sum).toBe(35000);
  });

  it('refuses anonymous callers', async () => {
    resetRequest();
    await expect(getOverview()).rejects.toThrow();
    staff = await signInAsNewStaff();
  });
});
