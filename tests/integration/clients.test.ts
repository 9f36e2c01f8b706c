import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { SESSION_EXPIRED } from '@/server/action';
import { createClient, deleteClient, updateClient } from '@/server/clients/actions';
import { listClients } from '@/server/clients/queries';
import { getDb } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Rows of this file carry a marker of their own, so that runs sharing a PostgreSQL never collide.
const marker = `t${randomUUID().slice(0, 8)}`;
const form = (overrides: Partial<Record<string, string>> = {}) => ({
  nome: `Cliente ${marker}`,
  email: '',
  telefone: '',
  documento: '',
  endereco: '',
  observacoes: '',
  ...overrides,
});

let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ cleanup } = await signInAsNewStaff());
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await cleanup();
});

describe('clients (document 000 §2.5, §7 clientes, §8 Clients)', () => {
  it('creates a client, normalising phone and documento', async () => {
    const result = await createClient(
      form({
        nome: `Padaria São João ${marker}`,
        email: 'Contato@PADARIA.com.br',
        telefone: '+55 11 98765 4321',
        documento: '52998224725',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const db = await getDb();
    const [row] = await db.select().from(clientes).where(eq(clientes.id, result.data.id));
    expect(row).toMatchObject({
      email: 'contato@padaria.com.br',
      telefone: '(11) 98765-4321',
      documento: '529.982.247-25',
    });
  });

  it('refuses an invalid CPF with a message and saves nothing', async () => {
    const result = await createClient(form({ nome: `CPF Errado ${marker}`, documento: '529.982.247-24' }));
    expect(result).toMatchObject({ ok: false, error: m.validation.cpf, fieldErrors: { documento: m.validation.cpf } });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(clientes)
        .where(like(clientes.nome, `CPF Errado ${marker}`)),
    ).toHaveLength(0);
  });

  it('refuses a malformed e-mail and a phone without area code', async () => {
    expect(await createClient(form({ email: 'nao-e-email' }))).toMatchObject({ ok: false, error: m.validation.email });
    expect(await createClient(form({ telefone: '98765-4321' }))).toMatchObject({
      ok: false,
      error: m.validation.telefone,
    });
    expect(await createClient(form({ nome: '   ' }))).toMatchObject({
      ok: false,
      error: m.clients.validation.nomeObrigatorio,
    });
  });

  it('reads the mobile forms docs/operacao.md promises and stores them normalised (D206)', async () => {
    const db = await getDb();
    for (const [telefone, stored] of [
      ['(0xx21) 98765-4321', '(21) 98765-4321'],
      ['(21) 8765-4321', '(21) 98765-4321'],
      ['(0xx11) 8765-4321', '(11) 98765-4321'],
    ]) {
      const result = await createClient(form({ nome: `Celular ${telefone} ${marker}`, telefone }));
      expect(result, telefone).toMatchObject({ ok: true });
      if (!result.ok) continue;
      const [row] = await db.select().from(clientes).where(eq(clientes.id, result.data.id));
      expect(row.telefone, telefone).toBe(stored);
      // Out of the way of the searches below, which count this file's clients.
      await db.delete(clientes).where(eq(clientes.id, result.data.id));
    }
    expect(await createClient(form({ telefone: '(20) 98765-4321' }))).toMatchObject({
      ok: false,
      fieldErrors: { telefone: 'DDD inexistente: confira o código de área do telefone.' },
    });
  });

  it('accepts a valid CNPJ and stores it formatted', async () => {
    const result = await createClient(form({ nome: `Empresa ${marker}`, documento: '11222333000181' }));
    expect(result.ok).toBe(true);
    const { rows } = await listClients({ q: `empresa ${marker}` });
    expect(rows[0].documento).toBe('11.222.333/0001-81');
  });

  it('searches nome, email, telefone and documento without case or accents', async () => {
    const byName = await listClients({ q: `PADARIA SAO JOAO ${marker}` });
    expect(byName.rows.map((r) => r.nome)).toEqual([`Padaria São João ${marker}`]);
    const byEmail = await listClients({ q: `contato@padaria ${marker}` });
    expect(byEmail.rows).toHaveLength(1);
    const byPhoneDigits = await listClients({ q: `987654321 ${marker}` });
    expect(byPhoneDigits.rows).toHaveLength(1);
    const byDocumento = await listClients({ q: `529.982 ${marker}` });
    expect(byDocumento.rows).toHaveLength(1);
    const none = await listClients({ q: `inexistente ${marker}` });
    expect(none.rows).toHaveLength(0);
  });

  it('lists newest first', async () => {
    await createClient(form({ nome: `Mais Novo ${marker}` }));
    const { rows } = await listClients({ q: marker });
    expect(rows[0].nome).toBe(`Mais Novo ${marker}`);
  });

  it('edits a client, and keeps the stored row when the edit is invalid', async () => {
    const { rows } = await listClients({ q: `padaria ${marker}` });
    const id = rows[0].id;
    const bad = await updateClient({ ...form({ nome: `Padaria Nova ${marker}`, documento: '111.111.111-11' }), id });
    expect(bad).toMatchObject({ ok: false, error: m.validation.cpf });
    const db = await getDb();
    const [unchanged] = await db.select().from(clientes).where(eq(clientes.id, id));
    expect(unchanged.nome).toBe(`Padaria São João ${marker}`);

    const good = await updateClient({ ...form({ nome: `Padaria Nova ${marker}`, telefone: '(11) 3456-7890' }), id });
    expect(good.ok).toBe(true);
    const [changed] = await db.select().from(clientes).where(eq(clientes.id, id));
    expect(changed).toMatchObject({ nome: `Padaria Nova ${marker}`, telefone: '(11) 3456-7890', documento: null });
  });

  it('deletes a client, and says so when it no longer exists', async () => {
    const created = await createClient(form({ nome: `Para Excluir ${marker}` }));
    if (!created.ok) throw new Error(created.error);
    expect(await deleteClient({ id: created.data.id })).toEqual({ ok: true, data: { id: created.data.id } });
    expect(await deleteClient({ id: created.data.id })).toEqual({ ok: false, error: m.clients.toasts.notFound });
    expect(await updateClient({ ...form(), id: created.data.id })).toEqual({
      ok: false,
      error: m.clients.toasts.notFound,
    });
  });

  it('refuses bad ids', async () => {
    expect(await deleteClient({ id: 'nao-e-uuid' })).toMatchObject({
      ok: false,
      error: m.clients.validation.clienteInvalido,
    });
  });

  it('refuses an anonymous caller and changes nothing', async () => {
    const { cleanup: c2 } = await signInAsNewStaff();
    const { rows } = await listClients({ q: marker });
    resetRequest();
    expect(await createClient(form({ nome: `Anônimo ${marker}` }))).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await updateClient({ ...form({ nome: 'X' }), id: rows[0].id })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await deleteClient({ id: rows[0].id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listClients()).rejects.toThrow();
    const db = await getDb();
    expect(
      await db
        .select()
        .from(clientes)
        .where(like(clientes.nome, `%${marker}%`)),
    ).toHaveLength(rows.length);
    await c2();
  });
});
