import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { createPayment, createPaymentsBulk } from '@/server/payments/create-payment';
import { fulfilPayment } from '@/server/payments/fulfil';
import { setUnpaidState } from '@/server/payments/update-payment-status';
import { onChargePaidEvent } from '@/server/pipeline/on-charge-paid';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, contratos, pagamentos, projects, timeline } from '@/server/platform/db/schema';
import { updateProject } from '@/server/projects/actions';
import { createProject } from '@/server/projects/create-project';
import { markInstalmentPaid } from '@/server/projects/mark-instalment-paid';
import { moveProject } from '@/server/projects/move-project';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { signInAsNewStaff } from '../support/staff';

/** The projects' and payments' writers (decision D21): what each refuses, and that a second call changes nothing. */

const marker = randomUUID().slice(0, 8);
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste' };
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
let contratoId: string;

const inTx = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
  const db = await getDb();
  return db.transaction((tx) => fn(tx as unknown as Db));
};

async function entries(id: string, tipo: string) {
  const db = await getDb();
  return db
    .select()
    .from(timeline)
    .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, tipo as never)));
}

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email: `proj-${marker}@teste.dev` })
    .returning({ id: clientes.id });
  [{ id: contratoId }] = await db
    .insert(contratos)
    .values({
      nome: `Contrato ${marker}`,
      cliente: `Cliente ${marker}`,
      clienteId,
      status: 'assinado',
      conteudo: { template: '<p>x</p>', fields: [] },
      slug: `contrato-${randomUUID()}`,
    })
    .returning({ id: contratos.id });
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  await db.delete(projects).where(eq(projects.contratoId, contratoId));
  await deleteClientsWithDocuments(db, [clienteId]);
  await staff.cleanup();
});

describe('project writers', () => {
  const card = () => ({
    name: `Cartão ${marker}`,
    clientName: `Cliente ${marker}`,
    clienteId,
    description: null,
    status: 'planejamento' as const,
    contratoId,
    paymentStatus: 'installment_payment',
    installmentDetails: {
      installments: 2,
      installment_value: 1000,
      installment_dates: ['2026-03-10', '2026-04-10'],
      paid_installments: [false, false],
    },
  });

  it('makes one card per contract, with its activity and one timeline entry', async () => {
    const first = await inTx((tx) => createProject(tx, SYSTEM, card()));
    expect(first.row).not.toBeNull();
    expect(first.events).toEqual([{ type: 'project.created', projectId: first.row!.id, clienteId }]);
    expect(await inTx((tx) => createProject(tx, SYSTEM, card()))).toEqual({ row: null, events: [] });
    expect(await entries(first.row!.id, 'project.created')).toHaveLength(1);
  });

  it('refuses a client that does not exist', async () => {
    await expect(
      inTx((tx) => createProject(tx, SYSTEM, { ...card(), contratoId: undefined, clienteId: randomUUID() })),
    ).rejects.toThrow(m.clientRecord.validation.clienteNaoEncontrado);
  });

  it('flips an instalment once, and the card becomes paid once when every instalment is', async () => {
    const at = new Date('2026-04-10T15:00:00Z');
    const one = await inTx((tx) => markInstalmentPaid(tx, SYSTEM, { contratoId, parcela: 1, at }));
    expect(one.row).toMatchObject({ allPaid: false });
    expect(await inTx((tx) => markInstalmentPaid(tx, SYSTEM, { contratoId, parcela: 1, at }))).toEqual({
      row: null,
      events: [],
    });
    // An instalment the card does not have changes nothing.
    expect((await inTx((tx) => markInstalmentPaid(tx, SYSTEM, { contratoId, parcela: 3, at }))).row).toBeNull();
    const two = await inTx((tx) => markInstalmentPaid(tx, SYSTEM, { contratoId, parcela: 2, at }));
    expect(two.events.map((e) => e.type)).toEqual(['project.updated', 'project.paid']);
    const db = await getDb();
    const [stored] = await db.select().from(projects).where(eq(projects.contratoId, contratoId));
    expect(stored).toMatchObject({ paymentStatus: 'paid_full', paymentControlDates: { payment_date: '2026-04-10' } });
    expect(await entries(stored.id, 'project.paid')).toHaveLength(1);
  });

  it('the charge.paid follow-up does nothing for a charge outside a plan, or twice for the same instalment', async () => {
    const db = await getDb();
    const [charge] = await db
      .insert(cobrancas)
      .values({
        numeroCobranca: `T-${marker}`,
        titulo: 'Avulsa',
        cliente: 'x',
        valor: 100,
        dataVencimento: '2026-01-01',
        slug: `avulsa-${marker}`,
      })
      .returning();
    const event = {
      type: 'charge.paid' as const,
      chargeId: charge.id,
      slug: charge.slug,
      at: new Date(),
      valor: 100,
    };
    expect(await onChargePaidEvent(event)).toEqual([]);
    await db.update(cobrancas).set({ contratoId, parcelaNumero: 1 }).where(eq(cobrancas.id, charge.id));
    expect(await onChargePaidEvent(event)).toEqual([]);
    await db.delete(cobrancas).where(eq(cobrancas.id, charge.id));
  });

  it('says a card that is gone is gone, on a move and on an edit', async () => {
    const actor: Actor = { tipo: 'staff', usuarioId: staff.id, nome: 'Equipe Teste' };
    await expect(
      inTx((tx) => moveProject(tx, actor, { id: randomUUID(), status: 'concluido', prevId: null, nextId: null })),
    ).rejects.toThrow(m.projects.toasts.notFound);
    const edit = {
      id: randomUUID(),
      name: 'x',
      clientName: 'y',
      description: '',
      tags: '',
      status: 'planejamento' as const,
      dueDate: '',
      paymentDueDate: '',
      paymentPredictionDate: '',
      tasks: [],
      installmentValue: '0',
      installmentDates: [],
      paidInstallments: [],
      paymentDate: '',
      interestAmount: '0',
      penaltyAmount: '0',
      negotiationStart: '',
      responseDeadline: '',
      negotiationProposal: '',
      cancellationDate: '',
      cancellationReason: '',
      deliveryDate: '',
      deliveryConditions: '',
    };
    expect(await updateProject(edit)).toEqual({ ok: false, error: m.projects.toasts.notFound });
  });

  it('records a change of column made on the edit screen on the client’s timeline, as a move', async () => {
    const db = await getDb();
    const [stored] = await db.select().from(projects).where(eq(projects.contratoId, contratoId));
    const result = await updateProject({
      id: stored.id,
      name: stored.name,
      clientName: stored.clientName,
      clienteId,
      description: '',
      tags: '',
      status: 'concluido',
      dueDate: '',
      paymentDueDate: '',
      paymentPredictionDate: '',
      tasks: [],
      installmentValue: '0',
      installmentDates: [],
      paidInstallments: [],
      paymentDate: '',
      interestAmount: '0',
      penaltyAmount: '0',
      negotiationStart: '',
      responseDeadline: '',
      negotiationProposal: '',
      cancellationDate: '',
      cancellationReason: '',
      deliveryDate: '',
      deliveryConditions: '',
    });
    expect(result).toEqual({ ok: true, data: { id: stored.id } });
    const moved = await entries(stored.id, 'project.moved');
    expect(moved.map((e) => e.dados)).toEqual([{ de: 'planejamento', para: 'concluido' }]);
  });
});

describe('payment writers', () => {
  it('creates a pending payment with the final value, the normalised code and its reservation', async () => {
    const { row, events } = await inTx((tx) =>
      createPayment(tx, {
        nome: 'Pagadora',
        email: `Pagadora-${marker}@Teste.dev`,
        descricao: `Fatura ${marker}`,
        valor: 10000,
        valorDesconto: 1000,
        codigo: ' bemvindo10 ',
        metodoPagamento: 'boleto',
        tipoPagamento: 'fatura',
        parcelas: 1,
        provider: 'sandbox',
        cobrancaId: null,
      }),
    );
    expect(row).toMatchObject({
      status: 'pending',
      email: `pagadora-${marker}@teste.dev`,
      valorFinal: 9000,
      codigoPromocional: 'BEMVINDO10',
      promoReservado: true,
      vencimentoFatura: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(row.busca).toContain(marker);
    expect(events).toEqual([{ type: 'payment.created', paymentId: row.id, chargeId: null }]);
    await (await getDb()).delete(pagamentos).where(eq(pagamentos.id, row.id));
  });

  it('never moves a paid payment back, nor a failed one back to unpaid', async () => {
    const [paid, failed] = await inTx((tx) =>
      createPaymentsBulk(tx, [
        {
          nome: 'A',
          email: `a-${marker}@teste.dev`,
          descricao: 'x',
          valor: 100,
          provider: 'sandbox',
          status: 'pending',
        },
        {
          nome: 'B',
          email: `b-${marker}@teste.dev`,
          descricao: 'y',
          valor: 100,
          provider: 'sandbox',
          status: 'failed',
        },
      ]),
    );
    const fulfilled = await inTx((tx) => fulfilPayment(tx, paid.id));
    expect(fulfilled.events.map((e) => e.type)).toEqual(['payment.confirmed']);
    for (const status of ['unpaid', 'failed', 'canceled'] as const)
      expect(await inTx((tx) => setUnpaidState(tx, paid.id, status))).toEqual([]);
    expect(await inTx((tx) => setUnpaidState(tx, failed.id, 'unpaid'))).toEqual([]);
    const db = await getDb();
    const rows = await db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.email, `a-${marker}@teste.dev`));
    expect(rows[0]).toMatchObject({ status: 'paid', valorFinal: 100 });
    await db.delete(pagamentos).where(eq(pagamentos.id, paid.id));
    await db.delete(pagamentos).where(eq(pagamentos.id, failed.id));
  });
});
