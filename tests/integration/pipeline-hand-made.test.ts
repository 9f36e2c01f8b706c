import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { createCharge } from '@/server/charges/create-charge';
import { createClient } from '@/server/clients/create-client';
import { getClientRecord } from '@/server/clients/record';
import { onContractSigned } from '@/server/pipeline/on-contract-signed';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, contratos, etapasExecutadas, projects, propostas, timeline } from '@/server/platform/db/schema';
import { createProject } from '@/server/projects/create-project';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { signInAsNewStaff } from '../support/staff';

/** D56: a signed contract's steps take in what staff made by hand for the same work instead of doubling it. */
const marker = randomUUID().slice(0, 8);
const STAFF = { tipo: 'sistema', nome: 'Equipe' } as const;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
const clients: string[] = [];
const contracts: string[] = [];

beforeAll(async () => {
  staff = await signInAsNewStaff();
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  if (contracts.length) await db.delete(etapasExecutadas).where(inArray(etapasExecutadas.assuntoId, contracts));
  await deleteClientsWithDocuments(db, clients);
  await staff.cleanup();
});

/** A client with an accepted proposal of R$ 5.000,00 and its signed contract (two halves of R$ 2.500,00). */
async function acceptedAndSigned(label: string) {
  const db = await getDb();
  const clienteId = (await createClient(db, STAFF, { nome: `${label} ${marker}`, email: `${label}.${marker}@t.dev` }))
    .row.id;
  clients.push(clienteId);
  const [proposta] = await db
    .insert(propostas)
    .values({
      nome: `Site ${label} ${marker}`,
      cliente: `${label} ${marker}`,
      clienteId,
      status: 'aceita',
      slug: `p-${randomUUID()}`,
      conteudo: { descricao: 'Site', escopo: ['Home'], prazo: '30 dias', valor: 'R$ 5.000,00' },
      planoPagamento: defaultPlan(500_000) as unknown as Record<string, unknown>,
    })
    .returning();
  const sign = async () => {
    const [contract] = await db
      .insert(contratos)
      .values({
        nome: `Contrato ${label} ${marker}`,
        cliente: `${label} ${marker}`,
        clienteId,
        propostaId: proposta.id,
        status: 'assinado',
        assinadoEm: new Date(),
        conteudo: { template: '<p>x</p>', fields: [] },
        planoPagamento: defaultPlan(500_000) as unknown as Record<string, unknown>,
        slug: `c-${randomUUID()}`,
      })
      .returning({ id: contratos.id });
    contracts.push(contract.id);
    return contract.id;
  };
  return { clienteId, sign };
}

describe('signed contract with hand-made card and charges (D56)', () => {
  it('links the hand-made card and the charge of the same amount, bills only the rest, and says so', async () => {
    const db = await getDb();
    const { clienteId, sign } = await acceptedAndSigned('Ateliê');
    const card = await createProject(db, STAFF, {
      name: 'Site do ateliê',
      clientName: 'Ateliê',
      clienteId,
      description: null,
      status: 'planejamento',
    });
    const first = await createCharge(db, STAFF, {
      titulo: 'Entrada do site',
      cliente: 'Ateliê',
      clienteId,
      valor: 250_000,
      dataVencimento: '2026-12-01',
      formaPagamento: 'pix',
    });
    const id = await sign();
    const outcome = await onContractSigned(id);
    expect(outcome).toMatchObject({ cobrancas: 'feito', projeto: 'feito' });

    const cards = await db.select().from(projects).where(eq(projects.clienteId, clienteId));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: card.row!.id, contratoId: id });
    const charges = await db.select().from(cobrancas).where(eq(cobrancas.clienteId, clienteId));
    expect(charges.map((c) => [c.id === first.row!.id, c.contratoId, c.parcelaNumero, c.valor]).sort()).toEqual([
      [false, id, 2, 250_000],
      [true, id, 1, 250_000],
    ]);
    const kinds = (await db.select().from(timeline).where(eq(timeline.clienteId, clienteId))).map((e) => e.tipo);
    expect(kinds).toContain('charge.linked');
    expect(kinds).toContain('project.linked');

    const record = await getClientRecord(clienteId);
    expect(record?.totals).toMatchObject({ contratado: 500_000, cobrado: 500_000 });
    expect(record?.overBilled).toBeNull();
  });

  it('never bills above the contract when the hand-made charges match no instalment', async () => {
    const db = await getDb();
    const { clienteId, sign } = await acceptedAndSigned('Padaria');
    const whole = await createCharge(db, STAFF, {
      titulo: 'Site completo',
      cliente: 'Padaria',
      clienteId,
      valor: 400_000,
      dataVencimento: '2026-12-01',
      formaPagamento: 'pix',
    });
    const id = await sign();
    await onContractSigned(id);
    const charges = await db.select().from(cobrancas).where(eq(cobrancas.clienteId, clienteId));
    // R$ 4.000,00 by hand linked beside the plan; a half of R$ 2.500,00 would go above R$ 5.000,00: not billed.
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ id: whole.row!.id, contratoId: id, parcelaNumero: null });
    expect(
      await db
        .select()
        .from(timeline)
        .where(and(eq(timeline.clienteId, clienteId), eq(timeline.tipo, 'charge.linked'))),
    ).toHaveLength(1);
  });

  it('explains billed above contracted on the client page', async () => {
    const db = await getDb();
    const { clienteId } = await acceptedAndSigned('Oficina');
    await createCharge(db, STAFF, {
      titulo: 'Hospedagem',
      cliente: 'Oficina',
      clienteId,
      valor: 700_000,
      dataVencimento: '2026-12-01',
      formaPagamento: 'pix',
    });
    const record = await getClientRecord(clienteId);
    expect(record?.overBilled).toEqual({ excesso: 200_000, avulso: 200_000, semProposta: 0, acimaDaProposta: 0 });
  });
});
