import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { m } from '@/lib/messages';
import { ANON_NAME, KEPT_REASONS } from '@/lib/portal/erasure';
import { PRIVACIDADE_SECAO, ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import { getDb } from '@/server/platform/db/client';
import { configuracoes, leads, solicitacoesLgpd } from '@/server/platform/db/schema';
import { enterPortal, requestErasure } from '@/server/portal/actions';
import { anonymiseOldLeads } from '@/server/portal/leads-retention';
import { executeErasure, saveLeadRetention } from '@/server/portal/staff-actions';
import { issuePortalToken } from '@/server/portal/tokens';
import { writeSettings } from '@/server/settings/store';
import { removePortalClient, seedPortalClient, type SeededClient } from '../support/portal-seed';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const label = `e${randomUUID().slice(0, 8)}`;
let a: SeededClient;
let b: SeededClient;

/** Every row of every table of the public schema, as JSON text, with its table and id. */
async function everyRow(): Promise<Array<{ table: string; id: string; text: string }>> {
  const db = await getDb();
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows?: Array<{ table_name: string }> } & Array<{ table_name: string }>;
  const out: Array<{ table: string; id: string; text: string }> = [];
  for (const { table_name } of tables.rows ?? tables) {
    const rows = (await db.execute(sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`))) as unknown as {
      rows?: Array<{ j: string }>;
    } & Array<{ j: string }>;
    for (const { j } of rows.rows ?? rows)
      out.push({ table: table_name, id: (JSON.parse(j) as { id?: string }).id ?? '', text: j.toLowerCase() });
  }
  return out;
}

beforeAll(async () => {
  const db = await getDb();
  a = await seedPortalClient(db, `${label}a`);
  b = await seedPortalClient(db, `${label}b`);
}, 300_000);

afterAll(async () => {
  setClock(null);
  resetRequest();
  const db = await getDb();
  await removePortalClient(db, a.client.id);
  await removePortalClient(db, b.client.id);
  await db.delete(configuracoes).where(eq(configuracoes.secao, PRIVACIDADE_SECAO));
});

describe('LGPD erasure (D79)', () => {
  it('the client asks from the portal; an admin carries it out; no personal field is left except what the law keeps', async () => {
    resetRequest('10.6.0.1');
    const { token } = await issuePortalToken(await getDb(), a.client.id, 'email');
    expect((await enterPortal({ token })).ok).toBe(true);
    const asked = await requestErasure({});
    expect(asked.ok).toBe(true);
    expect((await requestErasure({})) as unknown).toEqual(asked); // one pending request per client

    const staff = await signInAsNewStaff();
    let kept: Array<{ tabela: string; quantidade: number; motivo: string }> = [];
    try {
      const result = await executeErasure({ id: (asked as { data: { id: string } }).data.id });
      expect(result.ok).toBe(true);
      kept = (result as { data: { kept: typeof kept } }).data.kept;
      expect(await executeErasure({ id: (asked as { data: { id: string } }).data.id })).toEqual({
        ok: false,
        error: m.portal.privacyAdmin.error,
      });
    } finally {
      await staff.cleanup();
    }
    expect(kept).toEqual([
      { tabela: 'contratos', quantidade: 1, motivo: KEPT_REASONS.contratos },
      { tabela: 'signature_documents', quantidade: 1, motivo: KEPT_REASONS.signature_documents },
      { tabela: 'cobrancas', quantidade: 1, motivo: KEPT_REASONS.cobrancas },
      { tabela: 'pagamentos', quantidade: 1, motivo: KEPT_REASONS.pagamentos },
    ]);

    // The rows the law keeps, and their dependants (the signed document's events and fields).
    const allowed = new Set([a.signedContract.id, a.signedDocument.id, a.paidCharge.id, a.payment.id]);
    const c = a.client;
    const personal = [c.nome, c.email!, c.telefone!, c.documento!, c.endereco!, c.observacoes!].map((value) =>
      value.toLowerCase(),
    );
    const rows = await everyRow();
    const leaks = rows.filter((r) => !allowed.has(r.id) && personal.some((value) => r.text.includes(value)));
    expect(leaks.map((r) => `${r.table} ${r.id}: ${r.text.slice(0, 160)}`)).toEqual([]);
    // Nothing of client B was touched.
    expect(rows.some((r) => r.table === 'clientes' && r.text.includes(`${label}b@cliente.test`))).toBe(true);
    const [request] = await (
      await getDb()
    )
      .select()
      .from(solicitacoesLgpd)
      .where(eq(solicitacoesLgpd.clienteId, a.client.id));
    expect(request).toMatchObject({ status: 'concluida', clienteNome: ANON_NAME });
  });

  it('refuses an anonymous caller and bad input', async () => {
    resetRequest();
    expect(await executeErasure({ id: randomUUID() })).toEqual({ ok: false, error: m.common.sessionExpired });
    const staff = await signInAsNewStaff();
    try {
      expect((await executeErasure({ id: 'x' } as never)).ok).toBe(false);
      expect((await saveLeadRetention({ retencaoLeadsDias: 5 })).ok).toBe(false);
    } finally {
      await staff.cleanup();
    }
  });
});

describe('contact-form lead retention (D79)', () => {
  it('anonymises leads older than the configured period, and only those', async () => {
    const db = await getDb();
    await writeSettings(db, PRIVACIDADE_SECAO, ZPrivacidadeSettings, { retencaoLeadsDias: 90 }, null);
    const old = new Date('2026-01-01T12:00:00Z');
    const [oldLead] = await db
      .insert(leads)
      .values({
        name: `Antigo ${label}`,
        email: `antigo-${label}@x.test`,
        phone: '11999999999',
        subject: 'Oi',
        message: 'Mensagem antiga',
        createdAt: old,
      })
      .returning();
    const [newLead] = await db
      .insert(leads)
      .values({
        name: `Novo ${label}`,
        email: `novo-${label}@x.test`,
        subject: 'Oi',
        message: 'Mensagem nova',
        createdAt: new Date('2026-03-25T12:00:00Z'),
      })
      .returning();
    const result = await anonymiseOldLeads(db, new Date('2026-04-10T12:00:00Z'));
    expect(result.anonymised).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(leads).where(eq(leads.id, oldLead.id));
    expect(after).toMatchObject({ name: ANON_NAME, phone: null, message: '[anonimizado]' });
    expect(after.email).not.toContain(label);
    const [kept] = await db.select().from(leads).where(eq(leads.id, newLead.id));
    expect(kept.name).toBe(`Novo ${label}`);
    expect((await anonymiseOldLeads(db, new Date('2026-04-10T12:00:00Z'))).anonymised).toBe(0);
    await db.delete(leads).where(eq(leads.id, oldLead.id));
    await db.delete(leads).where(eq(leads.id, newLead.id));
  });
});
