import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings, type TWhatsappSettings } from '@/lib/settings/whatsapp';
import { suspensionText } from '@/lib/whatsapp/consent';
import { updateClient } from '@/server/clients/actions';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, timeline, whatsappConsentimentos, whatsappMensagens } from '@/server/platform/db/schema';
import { startPortalSession } from '@/server/portal/session';
import { readSettings, writeSettings } from '@/server/settings/store';
import { channelsFor } from '@/server/whatsapp/channels';
import { recordWhatsAppOptIn, setPortalWhatsAppConsent } from '@/server/whatsapp/client-actions';
import { portalConsentState } from '@/server/whatsapp/portal-consent';
import { consentStandingOf } from '@/server/whatsapp/queries';
import { sendAutomatic } from '@/server/whatsapp/send-automatic';
import { sendQueuedMessage } from '@/server/whatsapp/send-queued';
import { callerIp } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D153: a WhatsApp consent is valid only for the number that gave it. Editing the client's mobile (the staff form,
 * through the clients' writer) suspends it in the same transaction, the record says why, the automatic steps fall
 * back to e-mail, and only a new consent for the new number makes WhatsApp usable again.
 */
const marker = `n${randomUUID().slice(0, 8)}`;
/** A weekday, 10:00 in São Paulo: outside the quiet hours. */
const MORNING = new Date('2026-03-10T13:00:00Z');
/** A step no other file of the suite moves, so that a shared PostgreSQL does not mix the settings. */
const STEP = 'portal.link' as const;
const OLD = '(41) 99876-1234';
const NEW = '(41) 99876-5678';
let db: Db;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let before: TWhatsappSettings;

const form = (id: string, telefone: string, nome = `Cliente ${marker}`) => ({
  id,
  nome,
  email: '',
  telefone,
  documento: '',
  endereco: '',
  observacoes: '',
});

async function newClient(telefone: string | null = OLD) {
  const [row] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${randomUUID().slice(0, 4)} ${marker}`, email: `n-${randomUUID()}@teste.dev`, telefone })
    .returning();
  return row;
}
const consentOf = async (id: string) =>
  (await db.select().from(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, id)))[0];
const entries = async (id: string, tipo: string) =>
  db
    .select()
    .from(timeline)
    .where(and(eq(timeline.clienteId, id), eq(timeline.tipo, tipo)));

/** A client who agreed (staff on the record) for OLD. */
async function consentedClient(telefone: string | null = OLD) {
  const client = await newClient(telefone);
  expect(await recordWhatsAppOptIn({ clienteId: client.id })).toEqual({ ok: true, data: { ok: true } });
  return client;
}

beforeAll(async () => {
  db = await getDb();
  staff = await signInAsNewStaff('member');
  before = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
  const etapas = { ...before.etapas, [STEP]: { ...before.etapas[STEP], canal: 'whatsapp' as const } };
  await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, { ...before, etapas }, null);
});
beforeEach(() => setClock(MORNING));
afterAll(async () => {
  setClock(null);
  await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, before, null);
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await staff.cleanup();
});

describe('a phone edit suspends the consent (D153)', () => {
  it('suspends it in the edit, on the timeline, and the step falls back to e-mail', async () => {
    const client = await consentedClient();
    expect(await channelsFor(db, client.id, STEP)).toEqual({ email: false, whatsapp: true });

    expect(await updateClient(form(client.id, '41 99876 5678'))).toMatchObject({ ok: true, data: { telefone: NEW } });
    expect(await consentOf(client.id)).toMatchObject({
      status: 'suspenso',
      telefone: '+5541998761234',
      suspensoEm: MORNING,
      suspensoPara: NEW,
    });
    const [entry] = await entries(client.id, 'whatsapp.suspended');
    expect(entry).toMatchObject({ dados: { de: '+5541998761234', para: NEW }, visivelCliente: true });
    expect(entry.atorNome).toBe('Equipe Teste');

    expect(await channelsFor(db, client.id, STEP)).toEqual({
      email: true,
      whatsapp: false,
      reason: 'semConsentimento',
    });
    const refused = await sendAutomatic(db, { clienteId: client.id, step: STEP, key: `n:${randomUUID()}`, values: {} });
    expect(refused).toEqual({ ok: false, reason: 'semConsentimento', message: m.whatsapp.recusas.semConsentimento });
  });

  it('says why on the record and in the portal, the numbers masked', async () => {
    const client = await consentedClient();
    await updateClient(form(client.id, NEW));
    const { standing } = await consentStandingOf(db, client.id);
    expect(standing).toEqual({ state: 'suspended', from: '+5541998761234', to: NEW, at: MORNING });
    if (standing.state !== 'suspended') throw new Error('not suspended');
    expect(suspensionText(standing)).toBe(
      'Suspenso: o celular mudou de (41) 9****-1234 para (41) 9****-5678 em 10/03/2026; peça um novo consentimento.',
    );
    expect(await portalConsentState(db, client.id)).toEqual({
      active: false,
      suspended: true,
      since: MORNING,
      mobile: NEW,
    });
  });

  it('cancels an automatic message queued for the old number before it goes', async () => {
    const client = await consentedClient();
    const queued = await sendAutomatic(db, { clienteId: client.id, step: STEP, key: `n:${randomUUID()}`, values: {} });
    if (!queued.ok) throw new Error(queued.message);
    await updateClient(form(client.id, NEW));
    await sendQueuedMessage(db, queued.messageId);
    const [message] = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.id, queued.messageId));
    expect(message).toMatchObject({ status: 'cancelada', erro: m.whatsapp.recusas.semConsentimento });
  });

  it('says the mobile left the record when the phone is removed or becomes a landline', async () => {
    const removed = await consentedClient();
    await updateClient(form(removed.id, ''));
    expect(await consentOf(removed.id)).toMatchObject({ status: 'suspenso', suspensoPara: null });
    const standing = (await consentStandingOf(db, removed.id)).standing;
    if (standing.state !== 'suspended') throw new Error('not suspended');
    expect(suspensionText(standing)).toBe(
      'Suspenso: o celular (41) 9****-1234 saiu do cadastro em 10/03/2026; peça um novo consentimento.',
    );

    const landline = await consentedClient();
    await updateClient(form(landline.id, '(41) 3222-1100'));
    expect(await consentOf(landline.id)).toMatchObject({ status: 'suspenso', suspensoPara: '(41) 3222-1100' });
  });
});

describe('what keeps or restores it', () => {
  it('keeps it for an unchanged or merely reformatted number', async () => {
    // Stored as typed before the form's normalisation: the edit rewrites it as "(41) 99876-1234".
    const client = await consentedClient('41998761234');
    await updateClient(form(client.id, '+55 41 99876-1234'));
    const [row] = await db.select({ telefone: clientes.telefone }).from(clientes).where(eq(clientes.id, client.id));
    expect(row.telefone).toBe(OLD);
    await updateClient(form(client.id, OLD, `Outro nome ${marker}`));
    expect(await consentOf(client.id)).toMatchObject({ status: 'ativo', telefone: '+5541998761234', suspensoEm: null });
    expect(await entries(client.id, 'whatsapp.suspended')).toEqual([]);
    expect(await channelsFor(db, client.id, STEP)).toEqual({ email: false, whatsapp: true });
  });

  it('does not revive it when the old number comes back', async () => {
    const client = await consentedClient();
    await updateClient(form(client.id, NEW));
    await updateClient(form(client.id, OLD));
    expect(await consentOf(client.id)).toMatchObject({ status: 'suspenso', suspensoPara: NEW });
    expect(await entries(client.id, 'whatsapp.suspended')).toHaveLength(1);
    expect(await channelsFor(db, client.id, STEP)).toMatchObject({ email: true, whatsapp: false });
    expect((await portalConsentState(db, client.id)).active).toBe(false);
  });

  it('restores it with a new consent for the new number, from staff', async () => {
    const client = await consentedClient();
    await updateClient(form(client.id, NEW));
    expect(await recordWhatsAppOptIn({ clienteId: client.id })).toEqual({ ok: true, data: { ok: true } });
    expect(await consentOf(client.id)).toMatchObject({
      status: 'ativo',
      telefone: '+5541998765678',
      suspensoEm: null,
      suspensoPara: null,
    });
    expect(await entries(client.id, 'whatsapp.optin')).toHaveLength(2);
    expect(await channelsFor(db, client.id, STEP)).toEqual({ email: false, whatsapp: true });
    expect((await consentStandingOf(db, client.id)).standing).toEqual({ state: 'valid', telefone: '+5541998765678' });
  });

  it('restores it with the portal switch, for the number the record has now', async () => {
    const client = await consentedClient();
    await updateClient(form(client.id, NEW));
    await startPortalSession(db, client.id, callerIp(), 'vitest');
    expect(await setPortalWhatsAppConsent({ ativo: true })).toEqual({ ok: true, data: { ativo: true } });
    expect(await consentOf(client.id)).toMatchObject({
      status: 'ativo',
      telefone: '+5541998765678',
      optInOrigem: 'portal',
    });
    expect(await portalConsentState(db, client.id)).toMatchObject({ active: true, suspended: false, mobile: NEW });
    expect(await channelsFor(db, client.id, STEP)).toEqual({ email: false, whatsapp: true });
  });
});
