import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chargeFeeLines } from '@/lib/charges/late-fees';
import { todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import type { Actor } from '@/lib/timeline/kinds';
import { createRecurringCharge } from '@/server/automation/recurring-charge';
import { createCharge, updateChargeStatus } from '@/server/charges/actions';
import { cancelCharge } from '@/server/charges/cancel-charge';
import { createCharge as createChargeRow, createChargesBulk } from '@/server/charges/create-charge';
import { markChargeOverdue, OVERDUE_ACTOR } from '@/server/charges/mark-charge-overdue';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import { getCharge } from '@/server/charges/queries';
import { dispatch } from '@/server/events/dispatch';
import { fulfilPayment } from '@/server/payments/fulfil';
import { runContractSteps } from '@/server/pipeline/actions';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancaNumeracao,
  cobrancas,
  contratos,
  etapasExecutadas,
  pagamentos,
  timeline,
} from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { writeSettings } from '@/server/settings/store';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { deliverQueuedMail } from '../support/deliver-mail';
import { signInAsNewStaff } from '../support/staff';

/**
 * The charges' writers (decision D21): one home for each change of a charge, whatever path asks for it. So every
 * way a charge comes to exist carries the settings' fine and interest (D63), by construction.
 */

const marker = randomUUID().slice(0, 8);
const email = `writers-${marker}@teste.dev`;
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste' };
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
const contractIds: string[] = [];

const form = (overrides: Record<string, unknown> = {}) => ({
  titulo: `Escritor ${marker}`,
  cliente: `Cliente ${marker}`,
  clienteId,
  valor: '1.000,00',
  dataVencimento: '2026-03-10',
  formaPagamento: 'pix' as const,
  descricao: '',
  observacoes: '',
  chavePix: 'financeiro@agencia.dev',
  codigoPix: '',
  nomeBeneficiario: 'Agência Digital',
  cidadeBeneficiario: 'São Paulo',
  ...overrides,
});

async function formCharge(overrides: Record<string, unknown> = {}) {
  const result = await createCharge(form(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

async function chargeRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(cobrancas).where(eq(cobrancas.id, id));
  return row;
}

async function entries(id: string, tipo: string) {
  const db = await getDb();
  return db
    .select()
    .from(timeline)
    .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, tipo as never)));
}

async function setFees(multaPercentual: number, jurosMensalPercentual: number) {
  const db = await getDb();
  await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, { multaPercentual, jurosMensalPercentual }, null);
}

/** Receipt e-mails (server/portal/receipt-mail.ts) sent to the test client so far, the queued ones delivered first. */
async function receiptsSent(): Promise<number> {
  await deliverQueuedMail();
  try {
    return readdirSync(outboxDir()).filter((f) => {
      const eml = readFileSync(path.join(outboxDir(), f), 'utf8');
      return eml.includes(`To: ${email}`) && /filename=.?recibo-/.test(eml);
    }).length;
  } catch {
    return 0;
  }
}

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email })
    .returning({ id: clientes.id });
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, {}, null);
  if (contractIds.length) await db.delete(etapasExecutadas).where(inArray(etapasExecutadas.assuntoId, contractIds));
  await deleteClientsWithDocuments(db, [clienteId]);
  await staff.cleanup();
});

describe('the late-fee defect, fixed by construction (D21, D63)', () => {
  it('gives a charge of the form, of a signed contract’s plan and of a recurring series the settings’ fine and interest', async () => {
    const db = await getDb();
    // The form's charge starts a series; it keeps the fees of its day.
    await setFees(1.5, 2.5);
    const first = await formCharge({ titulo: `Série ${marker}`, recorrencia: 'mensal', recorrenciaVezes: '3' });

    // The settings change: what is created from now on carries the new fees.
    await setFees(2, 0.75);
    const [contract] = await db
      .insert(contratos)
      .values({
        nome: `Contrato ${marker}`,
        cliente: `Cliente ${marker}`,
        clienteId,
        status: 'assinado',
        assinadoEm: new Date('2026-03-10T15:00:00Z'),
        conteudo: { template: '<p>x</p>', fields: [] },
        planoPagamento: defaultPlan(300000) as unknown as Record<string, unknown>,
        slug: `contrato-${randomUUID()}`,
      })
      .returning({ id: contratos.id });
    contractIds.push(contract.id);
    expect(await runContractSteps({ id: contract.id, etapas: ['cobrancas'] })).toMatchObject({
      ok: true,
      data: { cobrancas: 'feito' },
    });
    const events = await createRecurringCharge(db, { serieId: first.id, numero: 2 });
    // It e-mails the new charge to the client: the message is queued with it (D146).
    expect(events.map((e) => e.type)).toEqual(['charge.created', 'mail.queued']);

    const plan = await db.select().from(cobrancas).where(eq(cobrancas.contratoId, contract.id));
    const [second] = await db
      .select()
      .from(cobrancas)
      .where(and(eq(cobrancas.serieId, first.id), eq(cobrancas.serieNumero, 2)));
    const fees = (row: typeof second) => [row.multaPercentual, row.jurosMensalPercentual];
    expect(fees(await chargeRow(first.id))).toEqual([1.5, 2.5]);
    expect(plan).toHaveLength(2);
    expect(plan.map(fees)).toEqual([
      [2, 0.75],
      [2, 0.75],
    ]);
    expect(fees(second)).toEqual([2, 0.75]);
    // D163: the staff charge page reads the plan's charge as any other (getCharge) and shows its fine and interest.
    const shown = await getCharge(plan[0].id);
    const late = new Date(new Date(`${plan[0].dataVencimento}T12:00:00-03:00`).getTime() + 40 * 86_400_000);
    expect(chargeFeeLines(shown!, todayInSaoPaulo(late))).toMatchObject({
      multaPercentual: 2,
      jurosMensalPercentual: 0.75,
      due: { multa: Math.round(plan[0].valor * 0.02), diasAtraso: expect.any(Number) },
    });
    expect(chargeFeeLines(shown!, todayInSaoPaulo(late)).due.juros).toBeGreaterThan(0);
    // The same rules for the three: a number of the year, a slug, the search text and the timeline entry.
    for (const row of [...plan, second]) {
      expect(row.numeroCobranca).toMatch(/^\d{4}-\d{4}$/);
      expect(row.busca).toContain(marker);
      expect(await entries(row.id, 'charge.created')).toHaveLength(1);
    }
  });

  it('creates nothing twice for a plan instalment or a series number, and takes no number then', async () => {
    const db = await getDb();
    const [charge] = await db.select().from(cobrancas).where(inArray(cobrancas.contratoId, contractIds)).limit(1);
    const counters = () => db.select().from(cobrancaNumeracao);
    const before = await counters();
    const again = await db.transaction((tx) =>
      createChargeRow(tx as unknown as Db, SYSTEM, {
        titulo: 'De novo',
        cliente: charge.cliente,
        clienteId,
        valor: 100,
        dataVencimento: '2026-04-01',
        formaPagamento: 'pix',
        parcela: { contratoId: charge.contratoId!, numero: charge.parcelaNumero! },
      }),
    );
    expect(again).toEqual({ row: null, events: [] });
    const [serie] = await db.select().from(cobrancas).where(eq(cobrancas.serieNumero, 2)).limit(1);
    expect(await createRecurringCharge(db, { serieId: serie.serieId!, numero: 2 })).toEqual([]);
    expect(await counters()).toEqual(before);
  });

  it('refuses a client that does not exist, and writes nothing', async () => {
    expect(await createCharge(form({ titulo: `Órfã ${marker}`, clienteId: randomUUID() }))).toEqual({
      ok: false,
      error: m.clientRecord.validation.clienteNaoEncontrado,
    });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(cobrancas)
        .where(eq(cobrancas.titulo, `Órfã ${marker}`)),
    ).toHaveLength(0);
  });
});

describe('mark-charge-paid: the one "charge paid"', () => {
  it('refuses to pay a cancelled charge, or to cancel a paid one, and says which when the charge is gone', async () => {
    const cancelled = await formCharge({ titulo: `Cancelada ${marker}` });
    expect(await updateChargeStatus({ id: cancelled.id, status: 'cancelado' })).toMatchObject({ ok: true });
    expect(await updateChargeStatus({ id: cancelled.id, status: 'pago' })).toEqual({
      ok: false,
      error: m.charges.validation.statusInvalido,
    });
    const db = await getDb();
    const refused = await db.transaction((tx) => markChargePaid(tx as unknown as Db, SYSTEM, cancelled.id));
    expect(refused).toEqual({ row: null, events: [], refused: 'notOpen' });
    expect(await chargeRow(cancelled.id)).toMatchObject({ status: 'cancelado', dataPagamento: null });
    expect(await entries(cancelled.id, 'charge.paid')).toHaveLength(0);

    const paid = await formCharge({ titulo: `Paga ${marker}` });
    expect(await updateChargeStatus({ id: paid.id, status: 'pago' })).toMatchObject({ ok: true });
    expect(await db.transaction((tx) => cancelCharge(tx as unknown as Db, SYSTEM, paid.id))).toMatchObject({
      row: null,
      refused: 'notOpen',
    });
    expect(await updateChargeStatus({ id: randomUUID(), status: 'pago' })).toEqual({
      ok: false,
      error: m.charges.toasts.notFound,
    });
  });

  it('pays an overdue charge (vencido is still open), and reports charge.paid with the amount and the time', async () => {
    const charge = await formCharge({ titulo: `Vencida ${marker}`, dataVencimento: '2020-01-10' });
    const db = await getDb();
    const overdue = await db.transaction((tx) => markChargeOverdue(tx as unknown as Db, OVERDUE_ACTOR, charge.id));
    expect(overdue.events).toEqual([expect.objectContaining({ type: 'charge.overdue', chargeId: charge.id })]);
    const at = new Date('2026-05-01T12:00:00Z');
    const paid = await db.transaction((tx) => markChargePaid(tx as unknown as Db, SYSTEM, charge.id, at));
    expect(paid.events).toEqual([
      {
        type: 'charge.paid',
        chargeId: charge.id,
        slug: charge.slug,
        clienteId,
        contractId: null,
        at,
        valor: 100000,
      },
    ]);
    expect(await chargeRow(charge.id)).toMatchObject({ status: 'pago', dataPagamento: at });
  });

  it('leaves a charge alone that is not yet due, or already paid, when the overdue step runs', async () => {
    const db = await getDb();
    const later = await formCharge({ titulo: `Futura ${marker}`, dataVencimento: '2099-01-01' });
    const none = await db.transaction((tx) => markChargeOverdue(tx as unknown as Db, OVERDUE_ACTOR, later.id));
    expect(none).toEqual({ row: null, events: [] });
    const paid = await formCharge({ titulo: `Paga antes ${marker}`, dataVencimento: '2020-01-10' });
    await updateChargeStatus({ id: paid.id, status: 'pago' });
    expect(await db.transaction((tx) => markChargeOverdue(tx as unknown as Db, OVERDUE_ACTOR, paid.id))).toEqual({
      row: null,
      events: [],
    });
    expect((await chargeRow(paid.id)).status).toBe('pago');
  });

  it('keeps a charge due on a Saturday open until the Monday it moves to has passed (D197)', async () => {
    const db = await getDb();
    // 2026-03-07 is a Saturday: the bank takes it without fees until Monday 2026-03-09.
    const charge = await formCharge({ titulo: `Sábado ${marker}`, dataVencimento: '2026-03-07' });
    const run = (today: string) =>
      db.transaction((tx) => markChargeOverdue(tx as unknown as Db, OVERDUE_ACTOR, charge.id, today));
    expect((await run('2026-03-08')).row).toBeNull();
    expect((await run('2026-03-09')).row).toBeNull();
    expect((await chargeRow(charge.id)).status).toBe('pendente');
    expect((await run('2026-03-10')).events).toEqual([expect.objectContaining({ type: 'charge.overdue' })]);
    expect((await chargeRow(charge.id)).status).toBe('vencido');
  });

  it('marks a charge paid once, with one timeline entry and one receipt, when a payment and staff pay it at once', async () => {
    const charge = await formCharge({ titulo: `Duas vias ${marker}`, valor: '250,00', dataVencimento: '2099-12-31' });
    const db = await getDb();
    const [payment] = await db
      .insert(pagamentos)
      .values({
        nome: 'Pagador',
        email: `pagador-${marker}@teste.dev`,
        descricao: `Cobrança ${marker}`,
        valor: 25000,
        valorFinal: 25000,
        provider: 'sandbox',
        cobrancaId: charge.id,
      })
      .returning();
    const before = await receiptsSent();
    vi.mocked(revalidatePath).mockClear();
    const webhook = () =>
      db
        .transaction((tx) => fulfilPayment(tx as unknown as Db, payment.id))
        .then(async (result) => {
          await dispatch(result.events);
          return result;
        });
    const [online, byStaff] = await Promise.all([webhook(), updateChargeStatus({ id: charge.id, status: 'pago' })]);
    // Both paths may say "done" (the payment was paid either way), but the charge moved once.
    expect(online.fulfilled).toBe(true);
    expect(online.events.filter((e) => e.type === 'charge.paid').length + (byStaff.ok ? 1 : 0)).toBe(1);
    expect(await entries(charge.id, 'charge.paid')).toHaveLength(1);
    expect((await receiptsSent()) - before).toBe(1);
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain(`/p/${charge.slug}`);

    // A redelivery of the payment, or staff clicking again, changes nothing and sends nothing.
    const again = await webhook();
    expect(again).toEqual({ fulfilled: false, events: [] });
    expect(await updateChargeStatus({ id: charge.id, status: 'pago' })).toMatchObject({ ok: false });
    expect((await receiptsSent()) - before).toBe(1);
  });

  it('records a payment of a cancelled charge as paid but leaves the charge cancelled, with no receipt', async () => {
    const charge = await formCharge({ titulo: `Cancelada paga ${marker}`, dataVencimento: '2099-12-31' });
    await updateChargeStatus({ id: charge.id, status: 'cancelado' });
    const db = await getDb();
    const [payment] = await db
      .insert(pagamentos)
      .values({
        nome: 'Pagador',
        email: `pagador-${marker}@teste.dev`,
        descricao: `Cancelada ${marker}`,
        valor: 100000,
        valorFinal: 100000,
        provider: 'sandbox',
        cobrancaId: charge.id,
      })
      .returning();
    const before = await receiptsSent();
    const result = await db.transaction((tx) => fulfilPayment(tx as unknown as Db, payment.id));
    await dispatch(result.events);
    expect(result.events.map((e) => e.type)).toEqual(['payment.confirmed']);
    expect((await chargeRow(charge.id)).status).toBe('cancelado');
    expect(await receiptsSent()).toBe(before);
  });
});

describe('the bulk variant for seeds', () => {
  it('adds the search text, slug and fees, and moves the year’s counter past the seeded numbers', async () => {
    const db = await getDb();
    await setFees(1, 1);
    const rows = await createChargesBulk(db, [
      {
        numeroCobranca: '2099-0007',
        titulo: `Semente ${marker}`,
        cliente: 'Seed',
        valor: 500,
        dataVencimento: '2099-01-01',
      },
      {
        numeroCobranca: '2099-0003',
        titulo: `Semente B ${marker}`,
        cliente: 'Seed',
        valor: 500,
        dataVencimento: '2099-01-01',
      },
    ]);
    expect(rows).toHaveLength(2);
    const [stored] = await db.select().from(cobrancas).where(eq(cobrancas.id, rows[0].id));
    expect(stored).toMatchObject({ busca: `semente ${marker} seed`, multaPercentual: 1, jurosMensalPercentual: 1 });
    expect(stored.slug).toMatch(/^semente-/);
    const counter = () => db.select().from(cobrancaNumeracao).where(eq(cobrancaNumeracao.ano, 2099));
    expect((await counter())[0].ultimo).toBe(7);
    await createChargesBulk(db, [
      {
        numeroCobranca: '2099-0005',
        titulo: `Semente C ${marker}`,
        cliente: 'Seed',
        valor: 500,
        dataVencimento: '2099-01-01',
      },
    ]);
    expect((await counter())[0].ultimo).toBe(7);
    await db.delete(cobrancas).where(eq(cobrancas.cliente, 'Seed'));
    await db.delete(cobrancaNumeracao).where(eq(cobrancaNumeracao.ano, 2099));
  });
});
