import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { fill, m } from '@/lib/messages';
import { emptyConteudo } from '@/lib/proposals/content';
import { todayInSaoPaulo } from '@/lib/format';
import { SESSION_EXPIRED } from '@/server/action';
import { createCharge, updateCharge, updateChargeStatus } from '@/server/charges/actions';
import { createClient, deleteClient, searchClients } from '@/server/clients/actions';
import { linkDocument } from '@/server/clients/link-actions';
import { getClientRecord } from '@/server/clients/record';
import { createContract, updateContract } from '@/server/contracts/actions';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  leads,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
  timeline,
  user,
} from '@/server/platform/db/schema';
import { convertLead } from '@/server/leads/convert';
import { fulfilPayment } from '@/server/payments/fulfil';
import { createProject, updateProject } from '@/server/projects/actions';
import { moveProject } from '@/server/projects/move-project';
import { createProposal, updateProposal } from '@/server/proposals/actions';
import { countProposalView } from '@/server/proposals/views';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Rows of this file carry a marker of their own, so that runs sharing a PostgreSQL never collide.
const marker = `r${randomUUID().slice(0, 8)}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const notFound = m.clientRecord.validation.clienteNaoEncontrado;

const proposalForm = (overrides: Record<string, unknown> = {}) => ({
  nome: `Site ${marker}`,
  cliente: `Padaria ${marker}`,
  status: 'pendente' as const,
  slug: '',
  conteudo: { ...emptyConteudo(), valor: 'R$ 5.000,00' },
  ...overrides,
});
const chargeForm = (overrides: Record<string, unknown> = {}) => ({
  titulo: `Entrada ${marker}`,
  cliente: `Padaria ${marker}`,
  valor: '1.500,00',
  dataVencimento: todayInSaoPaulo(),
  formaPagamento: 'boleto' as const,
  descricao: '',
  observacoes: '',
  chavePix: '',
  codigoPix: '',
  nomeBeneficiario: '',
  cidadeBeneficiario: '',
  ...overrides,
});
const contractForm = (overrides: Record<string, unknown> = {}) => ({
  nome: `Contrato ${marker}`,
  cliente: `Padaria ${marker}`,
  descricao: '',
  status: 'rascunho' as const,
  propostaId: '',
  templateId: 'model-01',
  fields: [] as Array<{ id: string; value: string }>,
  ...overrides,
});
const projectForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Projeto ${marker}`,
  clientName: `Padaria ${marker}`,
  description: '',
  tags: '',
  startDate: '',
  dueDate: '',
  status: 'planejamento' as const,
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

async function newClient(nome: string, extra: Record<string, string> = {}) {
  const result = await createClient({
    nome,
    email: '',
    telefone: '',
    documento: '',
    endereco: '',
    observacoes: '',
    ...extra,
  });
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const entriesOf = async (assuntoId: string) =>
  (await getDb()).select().from(timeline).where(eq(timeline.assuntoId, assuntoId));

let staffId = '';
async function signIn() {
  staff = await signInAsNewStaff();
  const db = await getDb();
  [{ id: staffId }] = await db.select({ id: user.id }).from(user).where(eq(user.email, staff.email));
}

beforeAll(signIn);

afterAll(async () => {
  setClock(null);
  const db = await getDb();
  const mine = await db
    .select({ id: clientes.id })
    .from(clientes)
    .where(like(clientes.nome, `%${marker}%`));
  const ids = mine.map((c) => c.id);
  await db.delete(pagamentos).where(like(pagamentos.descricao, `%${marker}%`));
  await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await db.delete(propostas).where(like(propostas.busca, `%${marker}%`));
  await db.delete(projects).where(like(projects.name, `%${marker}%`));
  await db.delete(signatureDocuments).where(like(signatureDocuments.name, `%${marker}%`));
  await db.delete(leads).where(like(leads.subject, `%${marker}%`));
  if (ids.length) {
    await db.delete(timeline).where(inArray(timeline.clienteId, ids));
    await db.delete(clientes).where(inArray(clientes.id, ids));
  }
  await staff.cleanup();
});

/** The custom migration's statements, run as drizzle runs them (split at its breakpoints). */
function linkMigrationStatements(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../supabase/migrations');
  const file = readdirSync(dir).find((name) => name.endsWith('_link_documents_to_clients.sql'));
  if (!file) throw new Error('link migration not found');
  return readFileSync(path.join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

class Rollback extends Error {}

describe('the link migration (D51)', () => {
  it('links exactly the rows whose name matches one client, accents and case ignored', async () => {
    const db = await getDb();
    const seen = await db
      .transaction(async (tx) => {
        const [jose, ana1, ana2, maria] = await tx
          .insert(clientes)
          .values([
            { nome: `José Álvares ${marker}` },
            { nome: `Ana ${marker}` },
            { nome: `ANA ${marker}` },
            { nome: `Maria ${marker}`, email: `maria-${marker}@teste.dev` },
          ])
          .returning({ id: clientes.id });
        const proposal = (cliente: string) => ({
          nome: `P ${marker}`,
          cliente,
          slug: `p-${randomUUID()}`,
          busca: marker,
        });
        const [matched, ambiguous, unmatched, alreadyLinked] = await tx
          .insert(propostas)
          .values([
            proposal(`  jose alvares ${marker.toUpperCase()} `),
            proposal(`ana ${marker}`),
            proposal(`Ninguém ${marker}`),
            { ...proposal(`José Álvares ${marker}`), clienteId: maria.id },
          ])
          .returning({ id: propostas.id });
        const [charge] = await tx
          .insert(cobrancas)
          .values({
            numeroCobranca: `T-${marker}`,
            titulo: `C ${marker}`,
            cliente: `JOSÉ ÁLVARES ${marker}`,
            valor: 100,
            dataVencimento: '2026-01-10',
            formaPagamento: 'pix',
            slug: `c-${randomUUID()}`,
            busca: marker,
          })
          .returning({ id: cobrancas.id });
        const [project] = await tx
          .insert(projects)
          .values({ name: `Projeto ${marker}`, clientName: `Jose Alvares ${marker}`, orderIndex: 0 })
          .returning({ id: projects.id });
        const [contract] = await tx
          .insert(contratos)
          .values({
            nome: `K ${marker}`,
            cliente: `Ana ${marker}`,
            slug: `k-${randomUUID()}`,
            busca: marker,
            conteudo: { template: '', fields: [] },
          })
          .returning({ id: contratos.id });
        const [byCharge, byEmail] = await tx
          .insert(pagamentos)
          .values([
            {
              nome: 'X',
              email: 'outro@teste.dev',
              descricao: `Pg ${marker}`,
              valor: 100,
              valorFinal: 100,
              provider: 'sandbox',
              cobrancaId: charge.id,
              busca: marker,
            },
            {
              nome: 'Maria',
              email: `MARIA-${marker}@teste.dev`,
              descricao: `Pg ${marker}`,
              valor: 100,
              valorFinal: 100,
              provider: 'sandbox',
              busca: marker,
            },
          ])
          .returning({ id: pagamentos.id });

        for (const statement of linkMigrationStatements()) await tx.execute(sql.raw(statement));
        // A second run changes nothing.
        for (const statement of linkMigrationStatements()) await tx.execute(sql.raw(statement));

        const link = async (
          table: typeof propostas | typeof cobrancas | typeof projects | typeof contratos | typeof pagamentos,
          id: string,
        ) =>
          (await tx.select({ clienteId: table.clienteId }).from(table).where(eq(table.id, id)))[0]?.clienteId ?? null;
        const result = {
          matched: (await link(propostas, matched.id)) === jose.id,
          ambiguous: await link(propostas, ambiguous.id),
          unmatched: await link(propostas, unmatched.id),
          alreadyLinked: (await link(propostas, alreadyLinked.id)) === maria.id,
          charge: (await link(cobrancas, charge.id)) === jose.id,
          project: (await link(projects, project.id)) === jose.id,
          contract: await link(contratos, contract.id),
          byCharge: (await link(pagamentos, byCharge.id)) === jose.id,
          byEmail: (await link(pagamentos, byEmail.id)) === maria.id,
          ana: [ana1.id, ana2.id].length,
        };
        throw new Rollback(JSON.stringify(result));
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return JSON.parse(error.message) as Record<string, unknown>;
        throw error;
      });
    expect(seen).toEqual({
      matched: true,
      ambiguous: null,
      unmatched: null,
      alreadyLinked: true,
      charge: true,
      project: true,
      contract: null,
      byCharge: true,
      byEmail: true,
      ana: 2,
    });
  });
});

describe('client links in the document actions (D51)', () => {
  it('saves the chosen client and refuses an unknown or malformed one, saving nothing', async () => {
    const client = await newClient(`Padaria ${marker}`);
    const proposal = await createProposal(proposalForm({ clienteId: client.id }));
    expect(proposal.ok).toBe(true);
    if (!proposal.ok) return;
    const db = await getDb();
    expect(
      (await db.select({ clienteId: propostas.clienteId }).from(propostas).where(eq(propostas.id, proposal.data.id)))[0]
        .clienteId,
    ).toBe(client.id);

    expect(await createProposal(proposalForm({ nome: `Fantasma ${marker}`, clienteId: UNKNOWN }))).toEqual({
      ok: false,
      error: notFound,
    });
    expect(
      await db
        .select()
        .from(propostas)
        .where(eq(propostas.nome, `Fantasma ${marker}`)),
    ).toHaveLength(0);
    expect(await createProposal(proposalForm({ clienteId: 'nao-e-uuid' }))).toMatchObject({
      ok: false,
      error: m.clientRecord.validation.clienteInvalido,
    });
    expect(await updateProposal({ ...proposalForm({ clienteId: UNKNOWN }), id: proposal.data.id })).toEqual({
      ok: false,
      error: notFound,
    });
    expect(await createCharge(chargeForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: notFound });
    expect(await createContract(contractForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: notFound });
    expect(await createProject(projectForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: notFound });

    const charge = await createCharge(chargeForm({ clienteId: client.id }));
    const contract = await createContract(contractForm({ clienteId: client.id }));
    const project = await createProject(projectForm({ clienteId: client.id }));
    expect([charge.ok, contract.ok, project.ok]).toEqual([true, true, true]);
    if (!charge.ok || !contract.ok || !project.ok) return;
    expect(await updateCharge({ ...chargeForm({ clienteId: UNKNOWN }), id: charge.data.id })).toEqual({
      ok: false,
      error: notFound,
    });
    expect(await updateContract({ ...contractForm({ clienteId: UNKNOWN }), id: contract.data.id })).toEqual({
      ok: false,
      error: notFound,
    });
    const editProject = {
      id: project.data.id,
      name: `Projeto ${marker}`,
      clientName: 'x',
      clienteId: UNKNOWN,
      description: '',
      tags: '',
      status: 'planejamento',
      paymentStatus: 'not_paid',
      dueDate: '',
      paymentDueDate: '',
      paymentPredictionDate: '',
      tasks: [],
      installmentValue: '',
      installmentDates: [],
      paidInstallments: [],
      paymentDate: '',
      interestAmount: '',
      penaltyAmount: '',
      negotiationStart: '',
      responseDeadline: '',
      negotiationProposal: '',
      cancellationDate: '',
      cancellationReason: '',
      deliveryDate: '',
      deliveryConditions: '',
    };
    expect(await updateProject(editProject as never)).toEqual({ ok: false, error: notFound });
    expect(
      (await db.select({ clienteId: cobrancas.clienteId }).from(cobrancas).where(eq(cobrancas.id, charge.data.id)))[0]
        .clienteId,
    ).toBe(client.id);
  });

  it('refuses anonymous callers of every action that takes a client', async () => {
    resetRequest();
    expect(await createProposal(proposalForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await createCharge(chargeForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await createContract(contractForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await createProject(projectForm({ clienteId: UNKNOWN }))).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await searchClients({ q: 'a' })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await linkDocument({ tipo: 'charge', id: UNKNOWN, clienteId: UNKNOWN })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await convertLead({ id: UNKNOWN })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await staff.cleanup();
    await signIn();
  });

  it('finds clients by name, e-mail and CPF digits or punctuation', async () => {
    const client = await newClient(`Clínica Sorriso ${marker}`, {
      email: `sorriso-${marker}@teste.dev`,
      documento: '529.982.247-25',
    });
    const ids = async (q: string) => {
      const result = await searchClients({ q });
      return result.ok ? result.data.map((row) => row.id) : [];
    };
    expect(await ids(`clinica ${marker}`)).toEqual([client.id]);
    expect(await ids(`sorriso-${marker}@`)).toEqual([client.id]);
    expect(await ids(`52998224725 ${marker}`)).toEqual([client.id]);
    expect(await ids(`529.982.247-25 ${marker}`)).toEqual([client.id]);
  });

  it('refuses to delete a client with documents, with a message, and changes nothing', async () => {
    const client = await newClient(`Com Documentos ${marker}`);
    const charge = await createCharge(chargeForm({ titulo: `Fiscal ${marker}`, clienteId: client.id }));
    expect(charge.ok).toBe(true);
    expect(await deleteClient({ id: client.id })).toEqual({
      ok: false,
      error: fill(m.clientRecord.delete.hasDocuments, { count: 1 }),
    });
    const db = await getDb();
    expect(await db.select().from(clientes).where(eq(clientes.id, client.id))).toHaveLength(1);
    expect(await db.select().from(cobrancas).where(eq(cobrancas.clienteId, client.id))).toHaveLength(1);
    const free = await newClient(`Sem Documentos ${marker}`);
    expect(await deleteClient({ id: free.id })).toEqual({ ok: true, data: { id: free.id } });
  });

  it('links a document from the unlinked list and moves its timeline to the client', async () => {
    const charge = await createCharge(chargeForm({ titulo: `Solta ${marker}` }));
    if (!charge.ok) throw new Error(charge.error);
    const before = await entriesOf(charge.data.id);
    expect(before.map((e) => [e.tipo, e.clienteId])).toEqual([['charge.created', null]]);
    const client = await newClient(`Vincular ${marker}`);
    expect(await linkDocument({ tipo: 'charge', id: charge.data.id, clienteId: UNKNOWN })).toEqual({
      ok: false,
      error: notFound,
    });
    expect(await linkDocument({ tipo: 'charge', id: charge.data.id, clienteId: client.id })).toMatchObject({
      ok: true,
    });
    expect((await entriesOf(charge.data.id)).map((e) => e.clienteId)).toEqual([client.id]);
  });
});

describe('the timeline (D52)', () => {
  it('writes entries with the change, with the staff member, and shows them newest first on the client page', async () => {
    const client = await newClient(`Linha ${marker}`);
    const charge = await createCharge(chargeForm({ titulo: `Linha ${marker}`, valor: '200,00', clienteId: client.id }));
    if (!charge.ok) throw new Error(charge.error);
    setClock(new Date(Date.now() + 60_000));
    expect(await updateChargeStatus({ id: charge.data.id, status: 'pago' })).toMatchObject({ ok: true });
    setClock(null);
    const entries = await entriesOf(charge.data.id);
    expect(entries.map((e) => e.tipo).sort()).toEqual(['charge.created', 'charge.paid']);
    expect(
      entries.every((e) => e.atorTipo === 'staff' && e.atorNome === 'Equipe Teste' && e.clienteId === client.id),
    ).toBe(true);
    const record = await getClientRecord(client.id);
    expect(record?.timeline.items.map((e) => e.tipo)).toEqual(['charge.paid', 'charge.created', 'client.created']);
    expect(record?.totals).toMatchObject({ cobrado: 20000, recebido: 20000, emAberto: 0 });
    expect(record?.documents.items.map((d) => [d.tipo, d.status])).toEqual([['charge', 'pago']]);
  });

  it('rolls an entry back with the change it records', async () => {
    const client = await newClient(`Reverte ${marker}`);
    const project = await createProject(projectForm({ name: `Reverte ${marker}`, clienteId: client.id }));
    if (!project.ok) throw new Error(project.error);
    const db = await getDb();
    await db
      .transaction(async (tx) => {
        await moveProject(
          tx as unknown as Db,
          { tipo: 'staff', usuarioId: staffId, nome: 'Equipe Teste' },
          { id: project.data.id, status: 'concluido', prevId: null, nextId: null },
        );
        expect(
          await tx
            .select()
            .from(timeline)
            .where(and(eq(timeline.assuntoId, project.data.id), eq(timeline.tipo, 'project.moved'))),
        ).toHaveLength(1);
        throw new Rollback('undo');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect((await entriesOf(project.data.id)).map((e) => e.tipo)).toEqual(['project.created']);
    expect(
      (await db.select({ status: projects.status }).from(projects).where(eq(projects.id, project.data.id)))[0].status,
    ).toBe('planejamento');
  });

  it('records at most one proposal view per São Paulo day', async () => {
    const client = await newClient(`Vista ${marker}`);
    const proposal = await createProposal(proposalForm({ nome: `Vista ${marker}`, clienteId: client.id }));
    if (!proposal.ok) throw new Error(proposal.error);
    setClock(new Date('2026-05-10T13:00:00Z'));
    expect(await countProposalView(proposal.data.slug)).toBe(true);
    expect(await countProposalView(proposal.data.slug)).toBe(true);
    setClock(new Date('2026-05-11T13:00:00Z'));
    expect(await countProposalView(proposal.data.slug)).toBe(true);
    setClock(null);
    const views = (await entriesOf(proposal.data.id)).filter((e) => e.tipo === 'proposal.viewed');
    expect(views).toHaveLength(2);
    expect(views.every((e) => e.clienteId === client.id && e.atorTipo === 'cliente')).toBe(true);
  });

  it('links a paid payment to the one client with its e-mail and records the confirmation', async () => {
    const client = await newClient(`Pagador ${marker}`, { email: `pagador-${marker}@teste.dev` });
    const db = await getDb();
    const [payment] = await db
      .insert(pagamentos)
      .values({
        nome: 'Pagador',
        email: `Pagador-${marker}@teste.dev`,
        descricao: `Avulso ${marker}`,
        valor: 5000,
        valorFinal: 5000,
        provider: 'sandbox',
        busca: marker,
      })
      .returning({ id: pagamentos.id });
    await db.transaction((tx) => fulfilPayment(tx as unknown as Db, payment.id));
    expect(
      (await db.select({ clienteId: pagamentos.clienteId }).from(pagamentos).where(eq(pagamentos.id, payment.id)))[0]
        .clienteId,
    ).toBe(client.id);
    const entries = await entriesOf(payment.id);
    expect(entries.map((e) => [e.tipo, e.clienteId, e.visivelCliente])).toEqual([
      ['payment.confirmed', client.id, true],
    ]);
    expect((await getClientRecord(client.id))?.totals.recebido).toBe(5000);
  });
});

describe('lead → client (D53)', () => {
  it('creates a client from the message, marks it converted, and writes both entries', async () => {
    const db = await getDb();
    const receivedAt = new Date('2026-04-01T12:00:00Z');
    const [lead] = await db
      .insert(leads)
      .values({
        name: `Lead Novo ${marker}`,
        email: `novo-${marker}@teste.dev`,
        phone: '11987654321',
        subject: `Orçamento ${marker}`,
        message: 'Olá',
        createdAt: receivedAt,
      })
      .returning();
    expect(await convertLead({ id: 'x' })).toMatchObject({ ok: false });
    const result = await convertLead({ id: lead.id });
    expect(result).toMatchObject({ ok: true, data: { nome: `Lead Novo ${marker}`, existing: false } });
    if (!result.ok) return;
    const [client] = await db.select().from(clientes).where(eq(clientes.id, result.data.clienteId));
    expect(client).toMatchObject({ email: `novo-${marker}@teste.dev`, telefone: '(11) 98765-4321' });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after.clienteId).toBe(client.id);
    expect(after.handledAt).not.toBeNull();
    const entries = await entriesOf(lead.id);
    expect(entries.map((e) => e.tipo).sort()).toEqual(['lead.converted', 'lead.received']);
    expect(entries.find((e) => e.tipo === 'lead.received')?.createdAt.toISOString()).toBe(receivedAt.toISOString());
    // Converting again changes nothing.
    expect(await convertLead({ id: lead.id })).toMatchObject({
      ok: true,
      data: { clienteId: client.id, existing: true },
    });
    expect(await entriesOf(lead.id)).toHaveLength(2);
  });

  it('links to the client that already has the e-mail instead of creating one', async () => {
    const existing = await newClient(`Já Cliente ${marker}`, { email: `ja-${marker}@teste.dev` });
    const db = await getDb();
    const [lead] = await db
      .insert(leads)
      .values({ name: 'Outro Nome', email: `JA-${marker}@teste.dev`, subject: `Retorno ${marker}`, message: 'Oi' })
      .returning();
    expect(await convertLead({ id: lead.id })).toEqual({
      ok: true,
      data: { clienteId: existing.id, nome: `Já Cliente ${marker}`, email: `ja-${marker}@teste.dev`, existing: true },
    });
    expect(await db.select().from(clientes).where(eq(clientes.nome, 'Outro Nome'))).toHaveLength(0);
  });
});
