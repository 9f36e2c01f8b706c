import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { updateChargeStatus } from '@/server/charges/actions';
import { chargeDue } from '@/server/charges/public';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  configuracoes,
  contratos,
  etapasExecutadas,
  pagamentos,
  projects,
  propostas,
  timeline,
} from '@/server/platform/db/schema';
import { dispatch } from '@/server/events/dispatch';
import { fulfilPayment } from '@/server/payments/fulfil';
import { generateContractFromProposal, runContractSteps, saveAutomations } from '@/server/pipeline/actions';
import { fillTemplate } from '@/lib/contracts/render';
import { onContractSigned } from '@/server/pipeline/on-contract-signed';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';
import { deliverQueuedMail } from '../support/deliver-mail';

const marker = randomUUID().slice(0, 8);
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
const contractIds: string[] = [];

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  const [c] = await db
    .insert(clientes)
    .values({
      nome: `Cliente ${marker}`,
      email: `cliente-${marker}@teste.dev`,
      documento: '123.456.789-09',
      endereco: 'Rua A, 1',
    })
    .returning();
  clienteId = c.id;
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  if (contractIds.length) await db.delete(etapasExecutadas).where(inArray(etapasExecutadas.assuntoId, contractIds));
  await deleteClientsWithDocuments(db, [clienteId]);
  await db.delete(configuracoes).where(eq(configuracoes.secao, 'automacoes'));
  await staff.cleanup();
});

/** A signed contract of the test's client with the default plan (R$ 5.000,00 in two halves). */
async function signedContract(db: Db, total = 500000) {
  const [row] = await db
    .insert(contratos)
    .values({
      nome: `Contrato ${marker} ${contractIds.length}`,
      cliente: `Cliente ${marker}`,
      clienteId,
      status: 'assinado',
      assinadoEm: new Date('2026-03-10T15:00:00Z'),
      conteudo: { template: '<p>x</p>', fields: [] },
      planoPagamento: defaultPlan(total) as unknown as Record<string, unknown>,
      slug: `contrato-${randomUUID()}`,
    })
    .returning({ id: contratos.id });
  contractIds.push(row.id);
  return row.id;
}

/** How many outbox mails hold `text`, once the queued e-mails are delivered (D146). */
const outboxFor = async (text: string) => {
  await deliverQueuedMail();
  try {
    return readdirSync(outboxDir()).filter((f) =>
      readFileSync(path.join(outboxDir(), f), 'utf8')
        .replace(/=\r?\n/g, '')
        .includes(text),
    ).length;
  } catch {
    return 0;
  }
};

async function countsFor(db: Db, contractId: string) {
  const charges = await db.select().from(cobrancas).where(eq(cobrancas.contratoId, contractId));
  const cards = await db.select().from(projects).where(eq(projects.contratoId, contractId));
  const events = await db.select().from(timeline).where(eq(timeline.clienteId, clienteId));
  return { charges, cards, events };
}

describe('Gerar contrato (D54)', () => {
  it('refuses anonymous callers and bad input', async () => {
    resetRequest();
    expect(await generateContractFromProposal({ propostaId: randomUUID(), templateId: 'model-01' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/sessão/i),
    });
    staff = await signInAsNewStaff();
    expect(await generateContractFromProposal({ propostaId: 'x', templateId: 'model-01' })).toMatchObject({
      ok: false,
    });
    expect(await generateContractFromProposal({ propostaId: randomUUID(), templateId: '' })).toMatchObject({
      ok: false,
      error: 'Selecione um modelo de contrato.',
    });
  });

  it('fills the fields from the client and the proposal, leaves unknown ones empty and links both', async () => {
    const db = await getDb();
    const [pendente] = await db
      .insert(propostas)
      .values({ nome: `Pendente ${marker}`, cliente: 'Texto', clienteId, slug: `p-${randomUUID()}`, conteudo: {} })
      .returning();
    expect(await generateContractFromProposal({ propostaId: pendente.id, templateId: 'model-01' })).toEqual({
      ok: false,
      error: 'Só é possível gerar contrato de uma proposta aceita.',
    });

    const [proposta] = await db
      .insert(propostas)
      .values({
        nome: `Site ${marker}`,
        cliente: 'Nome antigo em texto',
        clienteId,
        status: 'aceita',
        slug: `p-${randomUUID()}`,
        conteudo: { descricao: 'Site novo', escopo: ['Home', 'Blog'], prazo: '30 dias', valor: 'R$ 4.000,00' },
      })
      .returning();
    const result = await generateContractFromProposal({ propostaId: proposta.id, templateId: 'model-01' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [contract] = await db.select().from(contratos).where(eq(contratos.id, result.data.id));
    contractIds.push(contract.id);
    expect(contract).toMatchObject({
      propostaId: proposta.id,
      clienteId,
      status: 'rascunho',
      cliente: `Cliente ${marker}`,
    });
    const byLabel = Object.fromEntries(contract.conteudo.fields.map((f) => [f.originalPlaceholder, f.value]));
    expect(byLabel['Nome ou razão social do contratante']).toBe(`Cliente ${marker}`);
    expect(byLabel['CPF/CNPJ do contratante']).toBe('123.456.789-09');
    expect(byLabel['Endereço completo do contratante']).toBe('Rua A, 1');
    expect(byLabel['Descrição do projeto e das entregas']).toBe('Site novo — Home; Blog');
    // D267: the proposal's "30 dias", in its words (the template's "dias úteis" is not what was accepted).
    expect(byLabel['Prazo de entrega em dias']).toBe('30 dias');
    expect(
      fillTemplate(contract.conteudo.template, contract.conteudo.fields, 'final').replace(/<[^>]+>/g, ''),
    ).toContain('em até 30 dias, contados');
    expect(byLabel['Valor total do projeto']).toBe('4.000,00');
    expect(byLabel['Forma de pagamento e parcelas']).toContain('50% (R$');
    expect(byLabel['CPF/CNPJ da contratada']).toBe('');
    expect(byLabel['Cidade do foro']).toBe('');
    expect(contract.planoPagamento).toMatchObject({ total: 400000 });
    const events = await db.select().from(timeline).where(eq(timeline.assuntoId, contract.id));
    expect(events.map((e) => e.tipo)).toEqual(['contract.created']);
  });
});

describe('signed contract → charges, e-mail, project, staff notice (D56)', () => {
  it('creates nothing twice when run twice, or by the webhook path and a staff click at once', async () => {
    const db = await getDb();
    const id = await signedContract(db);
    const first = await onContractSigned(id);
    expect(first).toEqual({ cobrancas: 'feito', emailCobranca: 'feito', projeto: 'feito', avisoEquipe: 'feito' });
    const [again, byHand] = await Promise.all([
      onContractSigned(id),
      runContractSteps({ id, etapas: ['cobrancas', 'emailCobranca', 'projeto', 'avisoEquipe'] }),
    ]);
    expect(again).toEqual({
      cobrancas: 'jaFeito',
      emailCobranca: 'jaFeito',
      projeto: 'jaFeito',
      avisoEquipe: 'jaFeito',
    });
    expect(byHand).toMatchObject({ ok: true, data: { cobrancas: 'jaFeito', projeto: 'jaFeito' } });

    const { charges, cards, events } = await countsFor(db, id);
    expect(charges.map((c) => [c.parcelaNumero, c.valor, c.dataVencimento, c.clienteId]).sort()).toEqual([
      [1, 250000, '2026-03-10', clienteId],
      [2, 250000, '2026-04-09', clienteId],
    ]);
    expect(charges.every((c) => /^\d{4}-\d{4}$/.test(c.numeroCobranca))).toBe(true);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'planejamento', paymentStatus: 'installment_payment', clienteId });
    expect(cards[0].installmentDetails).toMatchObject({
      installments: 2,
      installment_dates: ['2026-03-10', '2026-04-09'],
      paid_installments: [false, false],
    });
    const first1 = charges.find((c) => c.parcelaNumero === 1)!;
    expect(await outboxFor(`/p/${first1.slug}`)).toBe(1);
    expect(await outboxFor(`/contratos/${id}`)).toBe(1);
    const kinds = events
      .filter(
        (e) =>
          e.dados && (e.assuntoId === id || charges.some((c) => c.id === e.assuntoId) || e.assuntoId === cards[0].id),
      )
      .map((e) => e.tipo);
    expect(kinds.sort()).toEqual([
      'charge.created',
      'charge.created',
      'charge.emailed',
      'contract.staffNotified',
      'project.created',
    ]);
  });

  it('creates nothing when the steps are off, and a staff member runs them by hand', async () => {
    const db = await getDb();
    expect(
      await saveAutomations({ cobrancas: false, emailCobranca: false, projeto: false, avisoEquipe: false }),
    ).toMatchObject({ ok: true });
    const id = await signedContract(db, 300001);
    expect(await onContractSigned(id)).toEqual({
      cobrancas: 'desligado',
      emailCobranca: 'desligado',
      projeto: 'desligado',
      avisoEquipe: 'desligado',
    });
    let counts = await countsFor(db, id);
    expect([counts.charges.length, counts.cards.length]).toEqual([0, 0]);

    expect(await runContractSteps({ id, etapas: ['emailCobranca'] })).toEqual({
      ok: false,
      error: 'As cobranças do contrato ainda não foram geradas.',
    });
    expect(await runContractSteps({ id, etapas: ['projeto', 'cobrancas'] })).toMatchObject({
      ok: true,
      data: { cobrancas: 'feito', projeto: 'feito' },
    });
    counts = await countsFor(db, id);
    expect(counts.charges.map((c) => c.valor).sort()).toEqual([150000, 150001]);
    expect(counts.cards).toHaveLength(1);
    const events = await db.select().from(timeline).where(eq(timeline.assuntoId, counts.cards[0].id));
    expect(events[0]).toMatchObject({ atorTipo: 'staff', tipo: 'project.created' });
    expect(
      await saveAutomations({ cobrancas: true, emailCobranca: true, projeto: true, avisoEquipe: true }),
    ).toMatchObject({ ok: true });
  });

  it('names the project after the work: the proposal’s title, else the contract’s name without "Contrato — " (D208)', async () => {
    const db = await getDb();
    const [proposta] = await db
      .insert(propostas)
      .values({
        nome: `Loja virtual ${marker}`,
        cliente: 'x',
        clienteId,
        status: 'aceita',
        slug: `p-${randomUUID()}`,
        conteudo: {},
      })
      .returning();
    const fromProposal = await signedContract(db);
    await db
      .update(contratos)
      .set({ nome: `Contrato — Loja virtual ${marker}`, propostaId: proposta.id })
      .where(eq(contratos.id, fromProposal));
    const byHand = await signedContract(db);
    await db
      .update(contratos)
      .set({ nome: `Contrato — Manutenção ${marker}` })
      .where(eq(contratos.id, byHand));
    for (const [id, name] of [
      [fromProposal, `Loja virtual ${marker}`],
      [byHand, `Manutenção ${marker}`],
    ]) {
      expect(await runContractSteps({ id, etapas: ['projeto'] })).toMatchObject({
        ok: true,
        data: { projeto: 'feito' },
      });
      const { cards } = await countsFor(db, id);
      expect(cards.map((c) => c.name)).toEqual([name]);
    }
  });

  it('refuses anonymous callers and bad input on the step and settings actions, and unsigned contracts', async () => {
    const db = await getDb();
    expect(await runContractSteps({ id: randomUUID(), etapas: [] })).toMatchObject({
      ok: false,
      error: 'Selecione ao menos uma etapa.',
    });
    expect(await runContractSteps({ id: 'nope', etapas: ['cobrancas'] })).toMatchObject({ ok: false });
    expect(await saveAutomations({ cobrancas: 'sim' } as never)).toMatchObject({ ok: false });
    const [draft] = await db
      .insert(contratos)
      .values({
        nome: `Rascunho ${marker}`,
        cliente: 'x',
        clienteId,
        conteudo: { template: '', fields: [] },
        slug: `r-${randomUUID()}`,
      })
      .returning();
    contractIds.push(draft.id);
    expect(await runContractSteps({ id: draft.id, etapas: ['cobrancas'] })).toEqual({
      ok: false,
      error: 'O contrato ainda não foi assinado.',
    });
    resetRequest();
    expect(await runContractSteps({ id: draft.id, etapas: ['cobrancas'] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/sessão/i),
    });
    expect(
      await saveAutomations({ cobrancas: true, emailCobranca: true, projeto: true, avisoEquipe: true }),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/sessão/i) });
    staff = await signInAsNewStaff();
  });
});

describe('paid charge → project instalment (D57)', () => {
  it('a webhook and "Marcar como Pago" at once make one paid transition and one instalment update; all paid → Pago', async () => {
    const db = await getDb();
    const id = await signedContract(db, 200000);
    await onContractSigned(id);
    const { charges } = await countsFor(db, id);
    const [c1, c2] = [...charges].sort((a, b) => a.parcelaNumero! - b.parcelaNumero!);
    // The payment asks what the charge asks today, as its checkout would: the plan's charges carry the settings'
    // fine and interest, and this one's due date has passed.
    const due = chargeDue(c1).total;
    const [payment] = await db
      .insert(pagamentos)
      .values({
        nome: 'Cliente',
        email: 'c@teste.dev',
        descricao: `Parcela ${marker}`,
        valor: due,
        valorFinal: due,
        provider: 'sandbox',
        cobrancaId: c1.id,
      })
      .returning();

    // The webhook's path: the fulfilment commits, then its events are dispatched (app/api/webhooks/stripe/route.ts).
    const [webhook, staffClick] = await Promise.all([
      db
        .transaction((tx) => fulfilPayment(tx as unknown as Db, payment.id))
        .then(async (result) => {
          await dispatch(result.events);
          return result;
        }),
      updateChargeStatus({ id: c1.id, status: 'pago' }),
    ]);
    expect([webhook.fulfilled, staffClick.ok]).toContain(true);
    const [paidCharge] = await db.select().from(cobrancas).where(eq(cobrancas.id, c1.id));
    expect(paidCharge.status).toBe('pago');
    const [p] = await db.select().from(pagamentos).where(eq(pagamentos.id, payment.id));
    expect(p.status).toBe('paid');
    let [card] = await db.select().from(projects).where(eq(projects.contratoId, id));
    expect(card.installmentDetails).toMatchObject({ paid_installments: [true, false] });
    expect(card.paymentStatus).toBe('installment_payment');

    expect(await updateChargeStatus({ id: c1.id, status: 'pago' })).toMatchObject({ ok: false });
    expect(await updateChargeStatus({ id: c2.id, status: 'pago' })).toMatchObject({ ok: true });
    [card] = await db.select().from(projects).where(eq(projects.contratoId, id));
    expect(card.installmentDetails).toMatchObject({ paid_installments: [true, true] });
    expect(card.paymentStatus).toBe('paid_full');
    expect(card.paymentControlDates).toMatchObject({ payment_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const paidEvents = await db.select().from(timeline).where(eq(timeline.assuntoId, card.id));
    expect(paidEvents.filter((e) => e.tipo === 'project.paid')).toHaveLength(1);
  });

  it('"Marcar como Pago" first and the late charge\'s payment after: the payment is paid, not divergent', async () => {
    const db = await getDb();
    const id = await signedContract(db, 200000);
    await onContractSigned(id);
    const { charges } = await countsFor(db, id);
    const [c1] = [...charges].sort((a, b) => a.parcelaNumero! - b.parcelaNumero!);
    // The order the race of the test above may take: staff's click commits before the webhook's fulfilment.
    const due = chargeDue(c1).total;
    const [payment] = await db
      .insert(pagamentos)
      .values({
        nome: 'Cliente',
        email: 'c@teste.dev',
        descricao: `Parcela ${marker}`,
        valor: due,
        valorFinal: due,
        provider: 'sandbox',
        cobrancaId: c1.id,
      })
      .returning();
    expect(await updateChargeStatus({ id: c1.id, status: 'pago' })).toMatchObject({ ok: true });
    const webhook = await db.transaction((tx) => fulfilPayment(tx as unknown as Db, payment.id));
    await dispatch(webhook.events);
    // The payment is recorded; the charge, already paid, stays as staff left it.
    expect(webhook.fulfilled).toBe(true);
    const [p] = await db.select().from(pagamentos).where(eq(pagamentos.id, payment.id));
    expect(p.status).toBe('paid');
    const [card] = await db.select().from(projects).where(eq(projects.contratoId, id));
    expect(card.installmentDetails).toMatchObject({ paid_installments: [true, false] });
  });
});
