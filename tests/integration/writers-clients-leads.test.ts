import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { revalidatePath, revalidateTag } from 'next/cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@/lib/timeline/kinds';
import { createClient, deleteClient, updateClient } from '@/server/clients/actions';
import * as clientWriter from '@/server/clients/create-client';
import { searchClientsIn } from '@/server/clients/search';
import { convertLead } from '@/server/leads/convert';
import * as conversion from '@/server/leads/convert-lead';
import { markLeadHandled } from '@/server/leads/actions';
import { receiveLead } from '@/server/leads/receive-lead';
import * as leadWriter from '@/server/leads/update-lead';
import { OVERVIEW_TAG } from '@/server/overview/cache';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, leads, timeline } from '@/server/platform/db/schema';
import { recordEvents } from '@/server/timeline/record';
import { signInAsNewStaff } from '../support/staff';

/** Decision D21: the client and lead writers are the one home of their rules, whoever calls them. */
const marker = `w${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;

const inTx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((tx) => write(tx as unknown as Db));
const entriesOf = async (assuntoId: string) =>
  (await getDb()).select().from(timeline).where(eq(timeline.assuntoId, assuntoId));
const clientRow = async (id: string) => (await (await getDb()).select().from(clientes).where(eq(clientes.id, id)))[0];
const form = (overrides: Record<string, string> = {}) => ({
  nome: `Cliente ${marker}`,
  email: '',
  telefone: '',
  documento: '',
  endereco: '',
  observacoes: '',
  ...overrides,
});
const message = (overrides: Record<string, string | null> = {}) => ({
  name: `Bruno Araújo ${marker}`,
  email: `bruno-${marker}@teste.dev`,
  phone: '(21) 99876-5432',
  subject: `Orçamento ${marker}`,
  message: 'Quero um site.',
  service: 'site',
  ...overrides,
});

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = { tipo: 'staff', usuarioId: staff.id, nome: 'Equipe Teste' };
});

beforeEach(() => {
  vi.mocked(revalidatePath).mockClear();
  vi.mocked(revalidateTag).mockClear();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(leads).where(like(leads.subject, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await db.delete(timeline).where(like(timeline.assuntoId, `${marker}%`));
  await staff.cleanup();
});

describe('the client writer (create-client.ts, update-client.ts, delete-client.ts)', () => {
  it('computes the search text the same way for the client form and for a converted lead', async () => {
    const typed = await createClient(
      form({
        nome: `Ana Lima ${marker}`,
        email: `ana-${marker}@teste.dev`,
        telefone: '11987654321',
        documento: '52998224725',
      }),
    );
    if (!typed.ok) throw new Error(typed.error);
    const lead = await inTx((db) => receiveLead(db, message()));
    const converted = await convertLead({ id: lead.row.id });
    if (!converted.ok) throw new Error(converted.error);
    expect(converted.data.existing).toBe(false);

    const a = await clientRow(typed.data.id);
    const b = await clientRow(converted.data.clienteId);
    expect(a.busca).toBe(clientWriter.clientSearchText(a));
    expect(b.busca).toBe(clientWriter.clientSearchText(b));
    expect(b.busca).toContain('bruno araujo');
    expect(b.busca).toContain('21998765432');
    const db = await getDb();
    expect((await searchClientsIn(db, '52998224725')).map((c) => c.id)).toEqual([a.id]);
    expect((await searchClientsIn(db, `araujo ${marker} 99876`)).map((c) => c.id)).toEqual([b.id]);
  });

  it('recomputes the search text on edit, with one client.updated entry', async () => {
    const created = await createClient(form({ nome: `Antigo ${marker}` }));
    if (!created.ok) throw new Error(created.error);
    const id = created.data.id;
    expect(
      await updateClient({ ...form({ nome: `Renomeado ${marker}`, telefone: '(31) 3456-7890' }), id }),
    ).toMatchObject({
      ok: true,
    });
    const row = await clientRow(id);
    expect(row.busca).toBe(clientWriter.clientSearchText(row));
    expect(row.busca).not.toContain('antigo');
    expect((await searchClientsIn(await getDb(), `renomeado ${marker} 3134567890`)).map((c) => c.id)).toEqual([id]);
    expect((await entriesOf(id)).map((e) => e.tipo).sort()).toEqual(['client.created', 'client.updated']);
  });

  it('revalidates the list, the client page and the overview through its events, on create, edit and delete', async () => {
    const created = await createClient(form({ nome: `Eventos ${marker}` }));
    if (!created.ok) throw new Error(created.error);
    const id = created.data.id;
    const paths = () => vi.mocked(revalidatePath).mock.calls.map((c) => c[0]);
    expect(paths()).toEqual(expect.arrayContaining(['/clientes', `/clientes/${id}`]));
    expect(revalidateTag).toHaveBeenCalledWith(OVERVIEW_TAG, { expire: 0 });
    vi.mocked(revalidatePath).mockClear();
    expect(await updateClient({ ...form({ nome: `Eventos 2 ${marker}` }), id })).toMatchObject({ ok: true });
    expect(paths()).toEqual(expect.arrayContaining(['/clientes', `/clientes/${id}`]));
    vi.mocked(revalidatePath).mockClear();
    expect(await deleteClient({ id })).toEqual({ ok: true, data: { id } });
    expect(paths()).toEqual(expect.arrayContaining(['/clientes', `/clientes/${id}`]));
  });

  it('changes nothing and emits nothing when the edit names no client', async () => {
    const result = await updateClient({ ...form(), id: randomUUID() });
    expect(result).toMatchObject({ ok: false });
    expect(revalidatePath).not.toHaveBeenCalledWith('/clientes');
  });

  it('seeds many clients in one call (the bulk variant), each with its search text and a dated first entry', async () => {
    const createdAt = new Date('2025-06-01T12:00:00Z');
    const seeded = await inTx((db) =>
      clientWriter.createClients(db, { tipo: 'sistema', nome: 'Semente' }, [
        { nome: `Semente Um ${marker}`, telefone: '(11) 91234-5678', createdAt },
        { nome: `Semente Dois ${marker}`, documento: '11.222.333/0001-81' },
      ]),
    );
    expect(seeded.row).toHaveLength(2);
    expect(seeded.events).toEqual(seeded.row.map((c) => ({ type: 'client.created', clienteId: c.id })));
    const [one, two] = await Promise.all(seeded.row.map((c) => clientRow(c.id)));
    expect(one.busca).toContain('11912345678');
    expect(two.busca).toContain('11222333000181');
    expect(one.createdAt.toISOString()).toBe(createdAt.toISOString());
    const [entry] = await entriesOf(one.id);
    expect(entry).toMatchObject({ tipo: 'client.created', atorTipo: 'sistema', atorNome: 'Semente' });
    expect(entry.createdAt.toISOString()).toBe(createdAt.toISOString());
  });
});

describe('the lead writers (receive-lead.ts, update-lead.ts, convert-lead.ts)', () => {
  it('receives a message as a lead with its lead.received event and no timeline entry yet', async () => {
    const lead = await inTx((db) => receiveLead(db, message({ subject: `Recebida ${marker}` })));
    expect(lead.events).toEqual([{ type: 'lead.received', leadId: lead.row.id }]);
    expect(lead.row).toMatchObject({ clienteId: null, handledAt: null });
    expect(await entriesOf(lead.row.id)).toEqual([]);
  });

  it('marks a lead handled once: the second call answers the same time with no event', async () => {
    const lead = await inTx((db) => receiveLead(db, message({ subject: `Atendida ${marker}` })));
    const first = await inTx((db) => leadWriter.markLeadHandled(db, actor, lead.row.id));
    expect(first.events).toEqual([{ type: 'lead.updated', leadId: lead.row.id }]);
    const again = await inTx((db) => leadWriter.markLeadHandled(db, actor, lead.row.id));
    expect(again).toEqual({ row: first.row, events: [] });
    const [stored] = await (await getDb()).select().from(leads).where(eq(leads.id, lead.row.id));
    expect(stored.handledBy).toBe(staff.id);
    expect(await markLeadHandled({ id: lead.row.id })).toEqual({ ok: true, data: first.row });
  });

  it('converts through the client writer: the new client starts with a client.created entry naming the lead', async () => {
    const lead = await inTx((db) =>
      receiveLead(db, message({ subject: `Conversão ${marker}`, email: `conv-${marker}@teste.dev`, phone: 'ramal 2' })),
    );
    const converted = await inTx((db) => conversion.convertLead(db, actor, lead.row.id));
    const clienteId = converted.row.clienteId;
    expect(converted.events).toEqual([
      { type: 'client.created', clienteId },
      { type: 'lead.converted', leadId: lead.row.id, clienteId },
    ]);
    expect(await clientRow(clienteId)).toMatchObject({ telefone: null, email: `conv-${marker}@teste.dev` });
    const [created] = await (
      await getDb()
    )
      .select()
      .from(timeline)
      .where(and(eq(timeline.clienteId, clienteId), eq(timeline.tipo, 'client.created')));
    expect(created.dados).toEqual({ origem: 'lead', leadId: lead.row.id });
    expect(await convertLead({ id: lead.row.id })).toMatchObject({ ok: true, data: { clienteId, existing: true } });
    const again = await inTx((db) => conversion.convertLead(db, actor, lead.row.id));
    expect(again.events).toEqual([]);
  });
});

describe('the timeline writer (record.ts)', () => {
  it('writes many entries in one call and skips one whose key was used', async () => {
    const subject = `${marker}-assunto`;
    const entry = (chave?: string) => ({
      clienteId: null,
      tipo: 'project.moved' as const,
      assunto: { tipo: 'project' as const, id: subject },
      ator: { tipo: 'sistema' as const, nome: 'Teste' },
      chave,
    });
    const db = await getDb();
    expect(await recordEvents(db, [entry(`${marker}:a`), entry(), entry()])).toBe(3);
    expect(await recordEvents(db, [entry(`${marker}:a`), entry(`${marker}:b`)])).toBe(1);
    expect(await recordEvents(db, [])).toBe(0);
    const rows = await db
      .select()
      .from(timeline)
      .where(inArray(timeline.assuntoId, [subject]));
    expect(rows).toHaveLength(4);
  });
});
