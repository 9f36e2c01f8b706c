import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, timeline, whatsappConsentimentos, whatsappMensagens } from '@/server/platform/db/schema';
import { startPortalSession } from '@/server/portal/session';
import {
  recordWhatsAppOptIn,
  recordWhatsAppOptOut,
  replyOnWhatsApp,
  setPortalWhatsAppConsent,
} from '@/server/whatsapp/client-actions';
import { portalConsentState } from '@/server/whatsapp/portal-consent';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** Consent on the client record and in the portal, and the reply inside the 24-hour window only (D22). */
const marker = `k${randomUUID().slice(0, 8)}`;
let db: Db;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

async function newClient(telefone: string | null = '(41) 99876-1234') {
  const [row] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${randomUUID().slice(0, 4)} ${marker}`, email: `k-${randomUUID()}@teste.dev`, telefone })
    .returning();
  return row;
}
const consentOf = async (id: string) =>
  (await db.select().from(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, id)))[0];

beforeAll(async () => {
  db = await getDb();
  staff = await signInAsNewStaff('member');
});
afterAll(async () => {
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await staff.cleanup();
});

describe('consent on the client record', () => {
  it('records the staff member’s opt-in with date, source and who, then an opt-out, each on the timeline', async () => {
    const client = await newClient();
    expect(await recordWhatsAppOptIn({ clienteId: client.id })).toEqual({ ok: true, data: { ok: true } });
    expect(await consentOf(client.id)).toMatchObject({
      status: 'ativo',
      telefone: '+5541998761234',
      optInOrigem: 'equipe',
      optInUsuarioId: staff.id,
      optInPor: 'Equipe Teste',
    });
    expect((await consentOf(client.id)).optInEm).toBeInstanceOf(Date);
    expect((await recordWhatsAppOptOut({ clienteId: client.id })).ok).toBe(true);
    expect(await consentOf(client.id)).toMatchObject({ status: 'revogado', optOutVia: 'equipe' });
    const kinds = (await db.select().from(timeline).where(eq(timeline.clienteId, client.id))).map((e) => e.tipo);
    expect(kinds).toEqual(expect.arrayContaining(['whatsapp.optin', 'whatsapp.optout']));
  });

  it('refuses an opt-in for a client without a mobile, in Portuguese', async () => {
    const client = await newClient('(41) 3222-1100');
    const result = await recordWhatsAppOptIn({ clienteId: client.id });
    expect(result).toEqual({ ok: false, error: `${m.whatsapp.recusas.semCelular} ${m.whatsapp.phone.fixo}` });
    expect(await consentOf(client.id)).toBeUndefined();
  });
});

describe('the reply from the client record', () => {
  it('is refused outside the 24-hour window, saying only a template may go, and queues nothing', async () => {
    const client = await newClient();
    const result = await replyOnWhatsApp({ clienteId: client.id, texto: 'Oi!' });
    expect(result).toEqual({ ok: false, error: m.whatsapp.recusas.foraDaJanela });
    const rows = await db
      .select()
      .from(whatsappMensagens)
      .where(and(eq(whatsappMensagens.clienteId, client.id), eq(whatsappMensagens.etapa, 'resposta')));
    expect(rows).toEqual([]);
  });
});

describe('consent in the portal', () => {
  it('lets the signed-in client opt in and out (source "portal")', async () => {
    const client = await newClient('(41) 99876-5555');
    resetRequest('10.9.8.7');
    await startPortalSession(db, client.id, '10.9.8.7', 'vitest');
    expect(await setPortalWhatsAppConsent({ ativo: true })).toEqual({ ok: true, data: { ativo: true } });
    expect(await consentOf(client.id)).toMatchObject({ status: 'ativo', optInOrigem: 'portal', optInUsuarioId: null });
    expect((await setPortalWhatsAppConsent({ ativo: false })).ok).toBe(true);
    expect(await consentOf(client.id)).toMatchObject({ status: 'revogado', optOutVia: 'portal' });
    resetRequest();
    expect(await setPortalWhatsAppConsent({ ativo: true })).toEqual({ ok: false, error: m.portal.sessionExpired });
  });

  it('feeds the portal switch its state, since when and the mobile; no mobile disables it', async () => {
    const client = await newClient('41 99876 4444');
    expect(await portalConsentState(db, client.id)).toEqual({
      active: false,
      suspended: false,
      since: null,
      mobile: '(41) 99876-4444',
    });
    resetRequest('10.9.8.8');
    await startPortalSession(db, client.id, '10.9.8.8', 'vitest');
    await setPortalWhatsAppConsent({ ativo: true });
    const on = await portalConsentState(db, client.id);
    expect(on).toMatchObject({ active: true, mobile: '(41) 99876-4444' });
    expect(on.since).toBeInstanceOf(Date);
    await setPortalWhatsAppConsent({ ativo: false });
    expect(await portalConsentState(db, client.id)).toMatchObject({ active: false, since: expect.any(Date) });
    resetRequest();
    const landline = await newClient('(41) 3222-1100');
    expect((await portalConsentState(db, landline.id)).mobile).toBeNull();
  });
});
