import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import type { BoardStatus } from '@/lib/projects/status';
import { SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { projectActivities, projects } from '@/server/platform/db/schema';
import { createProject, deleteProject, loadMoreProjects, moveProject, updateProject } from '@/server/projects/actions';
import { moveProject as moveProjectInDb } from '@/server/projects/move-project';
import { getEditableProject, listBoardProjects } from '@/server/projects/queries';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Rows of this file carry a marker of their own, so that runs sharing a PostgreSQL never collide.
const marker = `t${randomUUID().slice(0, 8)}`;
const form = (overrides: Record<string, string> = {}) => ({
  name: `Projeto ${marker}`,
  clientName: `Cliente ${marker}`,
  description: '',
  tags: '',
  startDate: '',
  dueDate: '',
  status: 'planejamento' as BoardStatus,
  ...overrides,
});

let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ cleanup } = await signInAsNewStaff());
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(projects).where(like(projects.name, `%${marker}%`));
  await cleanup();
});

async function create(name: string, status: BoardStatus, extra: Record<string, string> = {}) {
  const result = await createProject(form({ name: `${name} ${marker}`, status, ...extra }));
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

async function row(id: string) {
  const db = await getDb();
  const [found] = await db.select().from(projects).where(eq(projects.id, id));
  return found;
}

/** The ids of this file's projects in a column, in board order. */
async function columnOrder(status: BoardStatus) {
  const db = await getDb();
  const rows = await db
    .select({ id: projects.id, orderIndex: projects.orderIndex })
    .from(projects)
    .where(and(eq(projects.status, status), like(projects.name, `%${marker}%`)))
    .orderBy(asc(projects.orderIndex), asc(projects.createdAt), asc(projects.id));
  return rows;
}

describe('create (document 000 §2.6, §4 New project, §5)', () => {
  it('gives the first project of an empty status 9, and the next the highest plus 10', async () => {
    const db = await getDb();
    const [highest] = await db
      .select({ orderIndex: projects.orderIndex })
      .from(projects)
      .where(eq(projects.status, 'em_revisao'))
      .orderBy(desc(projects.orderIndex))
      .limit(1);
    const first = await create('Primeiro', 'em_revisao');
    expect((await row(first)).orderIndex).toBe(highest ? highest.orderIndex + 10 : 9);
    const second = await create('Segundo', 'em_revisao');
    expect((await row(second)).orderIndex).toBe((await row(first)).orderIndex + 10);
  });

  it('stores tags split by comma, empties as null, dates as São Paulo days, the creator and a "created" activity', async () => {
    const id = await create('Com Tags', 'planejamento', {
      tags: ' design, , seo ,',
      description: '  ',
      dueDate: '2026-04-30',
      startDate: '2026-04-01',
    });
    const stored = await row(id);
    expect(stored.tags).toEqual(['design', 'seo']);
    expect(stored.description).toBeNull();
    expect(stored.dueDate?.toISOString()).toBe('2026-04-30T03:00:00.000Z');
    expect(stored.clientId).toBeTruthy();
    const bare = await row(await create('Sem Tags', 'planejamento'));
    expect(bare.tags).toBeNull();
    const db = await getDb();
    const activities = await db.select().from(projectActivities).where(eq(projectActivities.projectId, id));
    expect(activities).toMatchObject([
      { activityType: 'created', description: `Projeto "Com Tags ${marker}" criado`, newStatus: 'planejamento' },
    ]);
  });

  it("refuses a missing name or client with the document's messages", async () => {
    expect(await createProject(form({ name: ' ' }))).toMatchObject({
      ok: false,
      error: m.projects.validation.nameRequired,
    });
    expect(await createProject(form({ clientName: '' }))).toMatchObject({
      ok: false,
      error: m.projects.validation.clientRequired,
    });
    expect(await createProject(form({ dueDate: '31/12/2026' }))).toMatchObject({
      ok: false,
      error: m.projects.validation.invalidDate,
    });
  });

  it('lists the board in one query with the card facts', async () => {
    const id = await create('Board', 'planejamento', { tags: 'a, b, c, d' });
    const board = await listBoardProjects({ q: `board ${marker}` });
    const card = board.projects.find((p) => p.id === id);
    expect(board.projects).toHaveLength(1);
    expect(board.matching.planejamento).toBe(1);
    expect(card).toMatchObject({
      name: `Board ${marker}`,
      tags: ['a', 'b', 'c', 'd'],
      tasksTotal: 0,
      payment: { paymentStatus: 'awaiting_payment' },
    });
  });
});

describe('board search and pages (document 000 §5, Search)', () => {
  it('matches name, client_name and description without case or accents, every word', async () => {
    const id = await create('Busca', 'em_revisao', {
      description: 'Fornada especial de pães',
      clientName: `Padaria São João ${marker}`,
    });
    const find = async (q: string) =>
      (await listBoardProjects({ q: `${q} ${marker}`, limit: 500 })).projects.map((p) => p.id);
    expect(await find('PAES fornada')).toEqual([id]);
    expect(await find('sao joao')).toEqual([id]);
    expect(await find('BUSCA')).toEqual([id]);
    expect(await find('hotel')).toEqual([]);
    expect(await find('100%_')).toEqual([]);
  });

  it('sends each column\'s first page, and "Mostrar mais" the next', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await create(`Página ${i}`, 'concluido'));
    const first = await listBoardProjects({ q: `pagina ${marker}`, limit: 2 });
    expect(first.projects.map((p) => p.id)).toEqual(ids.slice(0, 2));
    expect(first.matching.concluido).toBe(3);
    expect(first.totals.concluido).toBeGreaterThanOrEqual(3);
    const more = await loadMoreProjects({ status: 'concluido', q: `pagina ${marker}`, offset: 2 });
    expect(more.ok && more.data.map((p) => p.id)).toEqual([ids[2]]);
  });
});

describe('move (document 000 §4, Board project status)', () => {
  it('places a card between its neighbours and logs "Projeto movido para {status}"', async () => {
    const a = await create('Mover A', 'em_desenvolvimento');
    const b = await create('Mover B', 'em_desenvolvimento');
    const c = await create('Mover C', 'planejamento');
    const result = await moveProject({ id: c, status: 'em_desenvolvimento', prevId: a, nextId: b });
    expect(result.ok).toBe(true);
    const [ra, rb, rc] = [await row(a), await row(b), await row(c)];
    expect(rc.status).toBe('em_desenvolvimento');
    expect(rc.orderIndex).toBe((ra.orderIndex + rb.orderIndex) / 2);
    const db = await getDb();
    const [activity] = await db
      .select()
      .from(projectActivities)
      .where(and(eq(projectActivities.projectId, c), eq(projectActivities.activityType, 'status_change')));
    expect(activity).toMatchObject({
      description: 'Projeto movido para em desenvolvimento',
      newStatus: 'em_desenvolvimento',
    });
  });

  it('puts a card at the top at the first minus 1, and at the end at the last plus 1', async () => {
    const a = await create('Topo A', 'concluido');
    const b = await create('Topo B', 'concluido');
    const first = (await columnOrder('concluido'))[0];
    await moveProject({ id: b, status: 'concluido', prevId: null, nextId: first.id });
    expect((await row(b)).orderIndex).toBe(Math.max(first.orderIndex - 1, 0));
    const last = (await columnOrder('concluido')).at(-1)!;
    await moveProject({ id: b, status: 'concluido', prevId: last.id, nextId: null });
    expect((await row(b)).orderIndex).toBe(last.orderIndex + 1);
    expect(a).toBeTruthy();
  });

  it('renumbers the column in the same move when the neighbours leave no room', async () => {
    const a = await create('Empate A', 'em_revisao');
    const b = await create('Empate B', 'em_revisao');
    const c = await create('Empate C', 'planejamento');
    const db = await getDb();
    await db.update(projects).set({ orderIndex: -5 }).where(eq(projects.id, a));
    await db.update(projects).set({ orderIndex: -5 }).where(eq(projects.id, b));
    const result = await moveProject({ id: c, status: 'em_revisao', prevId: a, nextId: b });
    expect(result.ok && result.data.renumbered).toBeGreaterThan(0);
    const order = await columnOrder('em_revisao');
    const ids = order.map((r) => r.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(c));
    expect(ids.indexOf(c)).toBeLessThan(ids.indexOf(b));
    expect(order.every((r, i) => i === 0 || order[i - 1].orderIndex < r.orderIndex)).toBe(true);
  });

  it('leaves the stored order unchanged when a move fails', async () => {
    const a = await create('Falha A', 'em_revisao');
    const b = await create('Falha B', 'em_revisao');
    const db = await getDb();
    await db.update(projects).set({ orderIndex: -9 }).where(eq(projects.id, a));
    await db.update(projects).set({ orderIndex: -9 }).where(eq(projects.id, b));
    const c = await create('Falha C', 'planejamento');
    const before = await columnOrder('em_revisao');
    const beforeC = await row(c);

    // The activity insert fails (no such user) after the move and the renumbering were written.
    await expect(
      db.transaction((tx) =>
        moveProjectInDb(
          tx as unknown as typeof db,
          { tipo: 'staff', usuarioId: randomUUID(), nome: '' },
          { id: c, status: 'em_revisao', prevId: a, nextId: b },
        ),
      ),
    ).rejects.toThrow();
    expect(await columnOrder('em_revisao')).toEqual(before);
    expect(await row(c)).toMatchObject({ status: beforeC.status, orderIndex: beforeC.orderIndex });

    // A project that is gone: the document's message, nothing written.
    const gone = randomUUID();
    expect(await moveProject({ id: gone, status: 'concluido', prevId: null, nextId: null })).toEqual({
      ok: false,
      error: m.projects.toasts.notFound,
    });
    expect(await moveProject({ id: c, status: 'arquivado' as BoardStatus, prevId: null, nextId: null })).toMatchObject({
      ok: false,
    });
    expect(await columnOrder('em_revisao')).toEqual(before);
  });
});

describe('delete (document 000 §2.6)', () => {
  it('deletes a project with its activities, and says so when it no longer exists', async () => {
    const id = await create('Excluir', 'planejamento');
    expect(await deleteProject({ id })).toEqual({ ok: true, data: { id, name: `Excluir ${marker}` } });
    expect(await row(id)).toBeUndefined();
    const db = await getDb();
    expect(await db.select().from(projectActivities).where(eq(projectActivities.projectId, id))).toHaveLength(0);
    expect(await deleteProject({ id })).toEqual({ ok: false, error: m.projects.toasts.notFound });
  });
});

describe('edit (document 000 §2.7, §4 Project edit status, D18)', () => {
  const edit = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    name: `Editado ${marker}`,
    clientName: `Cliente Editado ${marker}`,
    description: 'Nova descrição',
    tags: 'react, , next ',
    status: 'em_andamento' as const,
    paymentStatus: 'installment_payment' as const,
    dueDate: '2026-05-10',
    paymentDueDate: '',
    paymentPredictionDate: '2026-05-20',
    tasks: [
      { id: 'a', title: 'Briefing', completed: true },
      { id: 'b', title: '', completed: false },
      { id: 'c', title: 'Layout', completed: false },
    ],
    installmentValue: '1.500,50',
    installmentDates: ['2026-05-01', ''],
    paidInstallments: [true, false],
    paymentDate: '',
    interestAmount: 'abc',
    penaltyAmount: '10',
    negotiationStart: '',
    responseDeadline: '',
    negotiationProposal: '',
    cancellationDate: '',
    cancellationReason: '',
    deliveryDate: '',
    deliveryConditions: '',
    ...overrides,
  });

  it('saves every field, maps em_andamento to em_desenvolvimento and unparseable amounts to 0', async () => {
    const id = await create('Para Editar', 'em_revisao');
    const before = await getEditableProject(id);
    expect(before?.status).toBe('em_revisao');
    expect(await updateProject(edit(id))).toEqual({ ok: true, data: { id } });
    const stored = await row(id);
    expect(stored).toMatchObject({
      name: `Editado ${marker}`,
      status: 'em_desenvolvimento',
      paymentStatus: 'installment_payment',
      tags: ['react', 'next'],
      tasks: [
        { id: 'a', title: 'Briefing', completed: true },
        { id: 'c', title: 'Layout', completed: false },
      ],
      installmentDetails: {
        installments: 2,
        installment_value: 150050,
        installment_dates: ['2026-05-01', ''],
        paid_installments: [true, false],
      },
      paymentControlDates: { interest_amount: 0, penalty_amount: 1000, payment_date: null },
    });
    expect(stored.paymentDueDate).toBeNull();
    const loaded = await getEditableProject(id);
    expect(loaded).toMatchObject({
      dueDate: '2026-05-10',
      paymentPredictionDate: '2026-05-20',
      installments: { installments: 2 },
    });
    const board = (await listBoardProjects({ q: marker, limit: 500 })).projects.find((p) => p.id === id);
    expect(board).toMatchObject({
      tasksDone: 1,
      tasksTotal: 2,
      payment: { installmentsPaid: 1, installmentsTotal: 2 },
    });
  });

  it('stores pausado and cancelado as planejamento, concluido as concluido', async () => {
    const id = await create('Status', 'em_desenvolvimento');
    await updateProject(edit(id, { status: 'pausado' }));
    expect((await row(id)).status).toBe('planejamento');
    await updateProject(edit(id, { status: 'concluido' }));
    expect((await row(id)).status).toBe('concluido');
    await updateProject(edit(id, { status: 'cancelado' }));
    expect((await row(id)).status).toBe('planejamento');
  });

  it('refuses a missing name with "Nome é obrigatório" and keeps the stored row', async () => {
    const id = await create('Intacto', 'planejamento');
    expect(await updateProject(edit(id, { name: '  ' }))).toMatchObject({
      ok: false,
      error: m.projects.validation.editNameRequired,
    });
    expect(await updateProject(edit(id, { clientName: '' }))).toMatchObject({
      ok: false,
      error: m.projects.validation.editClientRequired,
    });
    expect((await row(id)).name).toBe(`Intacto ${marker}`);
    expect(await updateProject(edit(randomUUID()))).toEqual({ ok: false, error: m.projects.toasts.notFound });
    expect(await getEditableProject('nao-e-uuid')).toBeNull();
  });
});

// Last: it leaves the request anonymous.
describe('anonymous caller', () => {
  it('is refused by every action and query, and nothing changes', async () => {
    const id = await create('Anônimo', 'planejamento');
    const before = await row(id);
    resetRequest();
    expect(await createProject(form({ name: `Anônimo Novo ${marker}` }))).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await moveProject({ id, status: 'concluido', prevId: null, nextId: null })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await loadMoreProjects({ status: 'planejamento', q: '', offset: 0 })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await deleteProject({ id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await updateProject({ id, name: 'X' } as never)).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listBoardProjects()).rejects.toThrow();
    await expect(getEditableProject(id)).rejects.toThrow();
    expect(await row(id)).toEqual(before);
  });
});
