import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as verify, POST as webhook } from '@/app/api/webhooks/whatsapp/route';
import { setClock } from '@/lib/clock';
import { emailAfterWhatsApp } from '@/lib/whatsapp/channel';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { AUTOMATIC_STEPS, STEP_CATEGORY, defaultTemplateName, stepVariables } from '@/lib/whatsapp/steps';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, jobs, timeline, user, whatsappConsentimentos, whatsappMensagens } from '@/server/platform/db/schema';
import { runPass } from '@/server/jobs/worker';
import { createStaffUser } from '@/server/users/create-user';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { writeSettings } from '@/server/settings/store';
import { channelsFor, emailFallbackNeeded } from '@/server/whatsapp/channels';
import { prepareLink } from '@/server/whatsapp/prepare-link';
import { recordOptIn, recordOptOut } from '@/server/whatsapp/record-consent';
import { recordLinkSend } from '@/server/whatsapp/record-message';
import { sendReply } from '@/server/whatsapp/send-reply';
import { whatsappOutboxDir } from '@/server/whatsapp/sandbox';
import { sendAutomatic, type AutomaticRequest } from '@/server/whatsapp/send-automatic';
import { sendQueuedMessage } from '@/server/whatsapp/send-queued';
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp';

/**
 * WhatsApp through the Cloud API (D22), against a stand-in that answers as Meta documents it and checks every
 * template message against the templates "registered" with it (the product's own steps, as
 * docs/operacao.md, WhatsApp tells the agency to register them).
 */
const ENV = {
  WHATSAPP_TOKEN: 'EAAG-token-de-teste',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'segredo-do-app-de-teste',
  WHATSAPP_VERIFY_TOKEN: 'token-de-verificacao',
};
const marker = randomUUID().slice(0, 8);
/** A weekday, 10:00 in São Paulo. */
const MORNING = new Date('2026-03-10T13:00:00Z');
let fake: FakeWhatsApp;
let db: Db;
let staff: { tipo: 'staff'; usuarioId: string; nome: string };
let seq = 0;

beforeAll(async () => {
  fake = await startFakeWhatsApp({
    token: ENV.WHATSAPP_TOKEN,
    phoneNumberId: ENV.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: ENV.WHATSAPP_APP_SECRET,
    templates: Object.fromEntries(
      AUTOMATIC_STEPS.map((step) => [
        defaultTemplateName(step),
        {
          language: 'pt_BR',
          bodyParameters: stepVariables(step).length,
          codeButton: STEP_CATEGORY[step] === 'AUTHENTICATION',
        },
      ]),
    ),
    webhook,
  });
  Object.assign(process.env, ENV, { WHATSAPP_API_URL: fake.url, APP_URL: 'https://agencia.test' });
  db = await getDb();
  const member = await createStaffUser({
    email: `wa-${marker}@teste.dev`,
    password: 'senha-de-teste-123',
    name: 'Bia',
  });
  staff = { tipo: 'staff', usuarioId: member.id, nome: 'Bia' };
});

beforeEach(() => setClock(MORNING));

afterAll(async () => {
  setClock(null);
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await db.delete(user).where(eq(user.id, staff.usuarioId));
  for (const key of [...Object.keys(ENV), 'WHATSAPP_API_URL', 'APP_URL']) delete process.env[key];
  await fake.close();
});

/** A client with a mobile of their own, who opted in unless told otherwise. */
async function newClient(options: { consent?: boolean; telefone?: string } = {}) {
  // An old-style mobile under the 9 ("9 8xxx-xxxx"), so that its WhatsApp id may come without the 9th digit.
  const telefone =
    options.telefone ?? `(11) 98${String(100 + ++seq).slice(-3)}-${marker.replace(/\D/g, '0').slice(0, 4)}`;
  const [client] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${seq} ${marker}`, email: `c${seq}-${marker}@teste.dev`, telefone })
    .returning();
  if (options.consent !== false)
    await db.transaction((tx) => recordOptIn(tx as unknown as Db, staff, { clienteId: client.id, origem: 'equipe' }));
  const mobile = normalizeMobile(telefone);
  return { id: client.id, digits: mobile.ok ? mobile.digits : '' };
}

const reminder = (clienteId: string, key = randomUUID()): AutomaticRequest => ({
  clienteId,
  step: 'cobranca.lembrete',
  key: `reminder:${key}:-3`,
  values: {
    cliente: 'Padaria Pão Dourado',
    valor: 'R$\u00a01.500,00',
    vencimento: '13/03/2026',
    link: 'https://agencia.test/p/abc123',
    pix: '00020126360014BR.GOV.BCB.PIX0114+551199999999952040000530398654071500.005802BR5913AGENCIA6009SAO PAULO62070503***6304ABCD',
  },
  subject: { tipo: 'charge', id: randomUUID() },
  context: { etapa: -3 },
});

const queue = (request: AutomaticRequest) => db.transaction((tx) => sendAutomatic(tx as unknown as Db, request));
const messageOf = async (id: string) =>
  (await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.id, id)))[0];
const entries = (clienteId: string, tipo: string) =>
  db
    .select()
    .from(timeline)
    .where(and(eq(timeline.clienteId, clienteId), eq(timeline.tipo, tipo)));
const sentTo = (digits: string) => fake.sent.filter((s) => s.to === digits);
/** Runs the message's job as the worker would (its attempt counter as the queue would pass it). */
const runJob = (id: string, tentativas = 1): Promise<DomainEvent[]> =>
  sendQueuedMessage(db, id, { tentativas, maxTentativas: 6 });

describe('automatic messages through the Cloud API', () => {
  it('sends a régua step as one template message with the e-mail’s values in the template’s order', async () => {
    const client = await newClient();
    const request = reminder(client.id);
    const queued = await queue(request);
    expect(queued).toMatchObject({ ok: true, duplicate: false, runAt: MORNING });
    await runPass();

    const [sent] = sentTo(client.digits);
    expect(sentTo(client.digits)).toHaveLength(1);
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: client.digits,
      type: 'template',
      template: {
        name: 'cobranca_lembrete',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: ['cliente', 'valor', 'vencimento', 'link', 'pix'].map((key) => ({
              type: 'text',
              text: String(request.values[key]),
            })),
          },
        ],
      },
    });
    const last = fake.requests.at(-1)!;
    expect(last.path).toBe(`/v23.0/${ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(last.headers.authorization).toBe(`Bearer ${ENV.WHATSAPP_TOKEN}`);
    expect(fake.shapeErrors).toEqual([]);

    const message = await messageOf(queued.ok ? queued.messageId : '');
    expect(message).toMatchObject({ status: 'enviada', wamid: sent.wamid, telefone: `+${client.digits}` });
    expect(message.texto).toContain('Olá, Padaria Pão Dourado! Passando para lembrar que a cobrança de R$');
    const [entry] = await entries(client.id, 'whatsapp.sent');
    expect(entry).toMatchObject({ assuntoTipo: 'charge', assuntoId: request.subject!.id, atorTipo: 'sistema' });
  });

  it('sends once however often the step and its job run, even two workers at once', async () => {
    const client = await newClient();
    const request = reminder(client.id);
    const first = await queue(request);
    const again = await queue(request);
    expect(again).toMatchObject({ ok: true, duplicate: true, messageId: first.ok ? first.messageId : '' });
    const id = first.ok ? first.messageId : '';
    expect(
      await db
        .select()
        .from(jobs)
        .where(like(jobs.chave, `whatsapp:${id}%`)),
    ).toHaveLength(1);

    const results = await Promise.all([runJob(id), runJob(id)]);
    await runJob(id, 2);
    await runPass();
    expect(sentTo(client.digits)).toHaveLength(1);
    expect(results.flat().filter((e) => e.type === 'whatsapp.sent')).toHaveLength(1);
    expect(await entries(client.id, 'whatsapp.sent')).toHaveLength(1);
  });

  it('sends nothing to a client who did not opt in, nor to one without a mobile', async () => {
    const noConsent = await newClient({ consent: false });
    expect(await queue(reminder(noConsent.id))).toEqual({
      ok: false,
      reason: 'semConsentimento',
      message: 'O cliente não autorizou mensagens automáticas por WhatsApp.',
    });
    const landline = await newClient({ consent: false, telefone: '(11) 3456-7890' });
    await expect(
      db.transaction((tx) => recordOptIn(tx as unknown as Db, staff, { clienteId: landline.id, origem: 'equipe' })),
    ).rejects.toThrow('O cliente não tem celular cadastrado.');
    const rows = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.clienteId, noConsent.id));
    expect(rows).toEqual([]);
    expect(fake.sent.filter((s) => s.to === noConsent.digits)).toEqual([]);
  });

  it('waits for the end of the quiet hours on the São Paulo clock', async () => {
    const client = await newClient();
    setClock(new Date('2026-03-10T00:30:00Z')); // 21:30 on the 9th in São Paulo
    const queued = await queue(reminder(client.id));
    expect(queued).toMatchObject({ ok: true, runAt: new Date('2026-03-10T11:00:00Z') });
    await runPass();
    expect(sentTo(client.digits)).toEqual([]);
    setClock(new Date('2026-03-10T11:01:00Z'));
    await runPass();
    expect(sentTo(client.digits)).toHaveLength(1);
  });

  it('sends at most 3 automatic messages a day to a client and puts the 4th off to the next morning', async () => {
    const client = await newClient();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const queued = await queue(reminder(client.id));
      if (queued.ok) ids.push(queued.messageId);
    }
    for (const id of ids) await runJob(id);
    expect(sentTo(client.digits)).toHaveLength(3);
    const fourth = await messageOf(ids[3]);
    expect(fourth).toMatchObject({ status: 'pendente', agendadaPara: new Date('2026-03-11T11:00:00Z') });
    setClock(new Date('2026-03-11T11:00:00Z'));
    await runPass();
    expect(sentTo(client.digits)).toHaveLength(4);
  });
});

describe('the channel of each step', () => {
  it('follows the settings, narrowed by the client’s consent and mobile, and says when to fall back', async () => {
    const ready = await newClient();
    const noConsent = await newClient({ consent: false });
    expect(await channelsFor(db, ready.id, 'cobranca.lembrete')).toEqual({ email: true, whatsapp: false });

    const settings = ZWhatsappSettings.parse({});
    settings.etapas['cobranca.lembrete'].canal = 'whatsapp';
    settings.etapas['cobranca.criada'].canal = 'ambos';
    await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, settings, null);
    try {
      expect(await channelsFor(db, ready.id, 'cobranca.lembrete')).toEqual({ email: false, whatsapp: true });
      expect(await channelsFor(db, ready.id, 'cobranca.criada')).toEqual({ email: true, whatsapp: true });
      expect(await channelsFor(db, noConsent.id, 'cobranca.lembrete')).toEqual({
        email: true,
        whatsapp: false,
        reason: 'semConsentimento',
      });
      fake.behave(ready.digits, 'undeliverable');
      const queued = await queue(reminder(ready.id));
      const [failed] = await runJob(queued.ok ? queued.messageId : '');
      expect(failed.type === 'whatsapp.failed' && (await emailFallbackNeeded(db, failed))).toBe(true);
      const both = { ...(failed as Extract<DomainEvent, { type: 'whatsapp.failed' }>), step: 'cobranca.criada' };
      expect(await emailFallbackNeeded(db, both)).toBe(false);
    } finally {
      await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, {}, null);
    }
  });
});

describe('failures', () => {
  it('answers "fall back to e-mail" for 131026, on the send and when the webhook reports it later', async () => {
    const client = await newClient();
    fake.behave(client.digits, 'undeliverable');
    const queued = await queue(reminder(client.id));
    const events = await runJob(queued.ok ? queued.messageId : '');
    expect(events).toEqual([expect.objectContaining({ type: 'whatsapp.failed', code: 131026, decision: 'email' })]);
    expect(events[0]).toMatchObject({ fallbackToEmail: true, clienteId: client.id, step: 'cobranca.lembrete' });
    expect(emailAfterWhatsApp('whatsapp', 'email')).toBe(true);
    expect(await messageOf(queued.ok ? queued.messageId : '')).toMatchObject({
      status: 'falhou',
      erroCodigo: 131026,
      decisao: 'email',
      erro: 'O número não pode receber a mensagem (não usa WhatsApp, bloqueou a empresa ou precisa atualizar o aplicativo).',
    });
    expect(await entries(client.id, 'whatsapp.failed')).toHaveLength(1);

    const later = await newClient();
    fake.behave(later.digits, 'undeliverable-later');
    const second = await queue(reminder(later.id));
    await runJob(second.ok ? second.messageId : '');
    expect(await messageOf(second.ok ? second.messageId : '')).toMatchObject({ status: 'enviada' });
    const [answer] = await fake.reportFailures();
    expect(answer.status).toBe(200);
    expect(await messageOf(second.ok ? second.messageId : '')).toMatchObject({
      status: 'falhou',
      erroCodigo: 131026,
      decisao: 'email',
    });
  });

  it('puts a 429 back in the queue and sends it after the back-off', async () => {
    const client = await newClient();
    fake.behave(client.digits, 'http-429');
    const queued = await queue(reminder(client.id));
    const id = queued.ok ? queued.messageId : '';
    await runPass();
    expect(sentTo(client.digits)).toEqual([]);
    expect(await messageOf(id)).toMatchObject({ status: 'pendente', decisao: 'retry', tentativas: 1 });
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.chave, `whatsapp:${id}`));
    expect(job).toMatchObject({ status: 'pendente', tentativas: 1 });
    expect(job.runAt.getTime()).toBe(MORNING.getTime() + 30_000);
    expect(job.ultimoErro).toContain('Limite de envios da API atingido');

    setClock(new Date(MORNING.getTime() + 31_000));
    await runPass();
    expect(sentTo(client.digits)).toHaveLength(1);
    expect(await messageOf(id)).toMatchObject({ status: 'enviada', tentativas: 2 });
  });

  it('stops on a bad token (190) and on a template that does not match the registered one', async () => {
    const client = await newClient();
    process.env.WHATSAPP_TOKEN = 'token-vencido';
    const queued = await queue(reminder(client.id));
    const events = await runJob(queued.ok ? queued.messageId : '').finally(() => {
      process.env.WHATSAPP_TOKEN = ENV.WHATSAPP_TOKEN;
    });
    expect(events[0]).toMatchObject({ type: 'whatsapp.failed', code: 190, decision: 'stop', fallbackToEmail: true });

    const other = await newClient();
    const wrong = await queue({ ...reminder(other.id), values: {} });
    await db
      .update(whatsappMensagens)
      .set({ parametros: ['só um'] })
      .where(eq(whatsappMensagens.id, wrong.ok ? wrong.messageId : ''));
    const refused = await runJob(wrong.ok ? wrong.messageId : '');
    expect(refused[0]).toMatchObject({ code: 132000, decision: 'stop' });
    expect(fake.shapeErrors.splice(0)).toEqual([
      '132000 body: number of localizable_params (1) does not match the expected number of params (5)',
    ]);
  });
});

describe('the webhook', () => {
  it('answers Meta’s verification only with our verify token', async () => {
    const url = (token: string) =>
      `http://app.test/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await verify(new Request(url(ENV.WHATSAPP_VERIFY_TOKEN)));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await verify(new Request(url('outro')))).status).toBe(403);
  });

  it('records delivered and read, once each, whatever their order', async () => {
    const client = await newClient();
    const queued = await queue(reminder(client.id));
    await runJob(queued.ok ? queued.messageId : '');
    const [sent] = sentTo(client.digits);
    const deliveredAt = new Date('2026-03-10T13:00:05Z');
    const readAt = new Date('2026-03-10T13:02:00Z');
    expect((await fake.report(sent, 'sent', MORNING)).status).toBe(200);
    expect((await fake.report(sent, 'delivered', deliveredAt)).status).toBe(200);
    expect((await fake.report(sent, 'read', readAt)).status).toBe(200);
    await fake.report(sent, 'delivered', deliveredAt);
    await fake.report(sent, 'read', readAt);
    expect(await messageOf(queued.ok ? queued.messageId : '')).toMatchObject({
      status: 'lida',
      entregueEm: deliveredAt,
      lidaEm: readAt,
    });
    expect(await entries(client.id, 'whatsapp.delivered')).toHaveLength(1);
    expect(await entries(client.id, 'whatsapp.read')).toHaveLength(1);
  });

  it('changes nothing for an unsigned or wrongly signed call', async () => {
    const client = await newClient();
    const queued = await queue(reminder(client.id));
    await runJob(queued.ok ? queued.messageId : '');
    const [sent] = sentTo(client.digits);
    const payload = fake.envelope({ statuses: [{ id: sent.wamid, status: 'read', timestamp: '1773147600' }] });
    const raw = JSON.stringify(payload);
    for (const signature of [
      null,
      fake.sign(raw, 'outro-segredo'),
      `sha256=${'0'.repeat(64)}`,
      fake.sign(raw).replace('sha256=', 'sha1='),
      'sha256=abc',
    ]) {
      expect((await fake.post(payload, signature)).status, String(signature)).toBe(401);
    }
    // Signed over other bytes than those sent (the body re-serialised with other spacing).
    const resigned = await webhook(
      new Request('http://app.test/api/webhooks/whatsapp', {
        method: 'POST',
        headers: { 'X-Hub-Signature-256': fake.sign(JSON.stringify(payload, null, 1)) },
        body: raw,
      }),
    );
    expect(resigned.status).toBe(401);
    expect((await fake.incoming(client.digits, 'SAIR', { signature: null })).status).toBe(401);
    expect(await messageOf(queued.ok ? queued.messageId : '')).toMatchObject({ status: 'enviada', lidaEm: null });
    expect(await entries(client.id, 'whatsapp.read')).toEqual([]);
    const [consent] = await db
      .select()
      .from(whatsappConsentimentos)
      .where(eq(whatsappConsentimentos.clienteId, client.id));
    expect(consent.status).toBe('ativo');

    expect((await fake.post(payload)).status).toBe(200);
    expect(await messageOf(queued.ok ? queued.messageId : '')).toMatchObject({ status: 'lida' });
  });

  it('opts out on "SAIR", confirms it with one last message, and sends nothing after', async () => {
    const client = await newClient();
    const before = await queue(reminder(client.id));
    // WhatsApp may still name an old mobile without its 9th digit.
    const waId = `${client.digits.slice(0, 4)}${client.digits.slice(5)}`;
    const answer = await fake.incoming(waId, 'Sair', { name: 'Ana' });
    expect(answer.status).toBe(200);

    const [consent] = await db
      .select()
      .from(whatsappConsentimentos)
      .where(eq(whatsappConsentimentos.clienteId, client.id));
    expect(consent).toMatchObject({ status: 'revogado', optOutVia: 'mensagem', optOutDetalhe: 'Sair' });
    expect(await entries(client.id, 'whatsapp.received')).toHaveLength(1);
    expect(await entries(client.id, 'whatsapp.optout')).toHaveLength(1);

    await runPass();
    const sent = sentTo(client.digits);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      type: 'text',
      text: { body: expect.stringContaining('não vai mais receber') },
    });
    expect(await messageOf(before.ok ? before.messageId : '')).toMatchObject({ status: 'cancelada', decisao: 'email' });

    expect(await queue(reminder(client.id))).toMatchObject({ ok: false, reason: 'semConsentimento' });
    await fake.incoming(waId, 'PARAR');
    await runPass();
    expect(sentTo(client.digits)).toHaveLength(1);
  });
});

describe('consent and what staff send by hand', () => {
  const tx = <T>(run: (db: Db) => Promise<T>) => db.transaction((t) => run(t as unknown as Db));

  it('records the opt-in with its date, source and who, once, and a new one after an opt-out', async () => {
    const client = await newClient();
    await tx((t) => recordOptIn(t, staff, { clienteId: client.id, origem: 'equipe' }));
    const [first] = await db
      .select()
      .from(whatsappConsentimentos)
      .where(eq(whatsappConsentimentos.clienteId, client.id));
    expect(first).toMatchObject({
      status: 'ativo',
      optInOrigem: 'equipe',
      optInUsuarioId: staff.usuarioId,
      optInPor: 'Bia',
      optInEm: MORNING,
      telefone: `+${client.digits}`,
    });
    expect(await entries(client.id, 'whatsapp.optin')).toHaveLength(1);

    await tx((t) => recordOptOut(t, staff, { clienteId: client.id, via: 'equipe' }));
    setClock(new Date(MORNING.getTime() + 60_000));
    const again = await tx((t) =>
      recordOptIn(t, { tipo: 'cliente', nome: 'Ana' }, { clienteId: client.id, origem: 'portal' }),
    );
    expect(again.row).toMatchObject({ status: 'ativo', optInOrigem: 'portal', optInPor: 'Ana', optOutEm: null });
    expect(again.events).toEqual([{ type: 'whatsapp.optedIn', clienteId: client.id }]);
    const optins = await entries(client.id, 'whatsapp.optin');
    expect(optins.map((e) => e.visivelCliente)).toEqual([true, true]);
    expect(await entries(client.id, 'whatsapp.optout')).toHaveLength(1);
  });

  it('prepares the wa.me link with the charge link and the Pix code, and records the send by its author', async () => {
    const client = await newClient({ consent: false });
    const values = {
      cliente: 'Ana',
      titulo: 'Site institucional',
      valor: 'R$\u00a02.000,00',
      vencimento: '20/03/2026',
      link: 'https://agencia.test/p/xyz',
      pix: '000201PIXCOPIAECOLA',
    };
    const link = await prepareLink(db, { telefone: '+55 (11) 98101-0000', kind: 'cobranca', values });
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.url.startsWith('https://wa.me/5511981010000?text=')).toBe(true);
    const text = new URL(link.url).searchParams.get('text');
    expect(text).toContain('https://agencia.test/p/xyz');
    expect(text).toContain('Pix copia e cola:\n000201PIXCOPIAECOLA');
    expect(await prepareLink(db, { telefone: '(11) 3456-7890', kind: 'cobranca', values })).toEqual({
      ok: false,
      message: 'O telefone cadastrado é fixo: o WhatsApp precisa de um celular.',
    });

    const written = await tx((t) =>
      recordLinkSend(t, staff, {
        clienteId: client.id,
        tipo: 'cobranca',
        telefone: link.to,
        texto: link.texto,
        assunto: { tipo: 'charge', id: randomUUID() },
      }),
    );
    expect(written.row).toMatchObject({ via: 'link', status: 'aberta', usuarioId: staff.usuarioId });
    const [entry] = await entries(client.id, 'whatsapp.sent');
    expect(entry).toMatchObject({ atorTipo: 'staff', atorUsuarioId: staff.usuarioId, assuntoTipo: 'charge' });
    expect(entry.dados).toMatchObject({ via: 'link', tipo: 'cobranca' });
  });

  it('lets staff answer with free text only inside the 24-hour window after the client wrote', async () => {
    const client = await newClient();
    await expect(tx((t) => sendReply(t, staff, { clienteId: client.id, texto: 'Oi!' }))).rejects.toThrow(
      'Fora da janela de 24 horas do WhatsApp: responda com um modelo aprovado.',
    );
    expect((await fake.incoming(client.digits, 'Recebi a cobrança, obrigado', { at: MORNING })).status).toBe(200);
    setClock(new Date(MORNING.getTime() + 23 * 3_600_000));
    await tx((t) => sendReply(t, staff, { clienteId: client.id, texto: 'Por nada! Qualquer dúvida, estamos aqui.' }));
    await runPass();
    expect(sentTo(client.digits).map((s) => s.body.text)).toEqual([
      { preview_url: true, body: 'Por nada! Qualquer dúvida, estamos aqui.' },
    ]);
    const sent = await entries(client.id, 'whatsapp.sent');
    expect(sent).toMatchObject([{ atorTipo: 'staff', atorNome: 'Bia' }]);
    setClock(new Date(MORNING.getTime() + 24 * 3_600_000));
    await expect(tx((t) => sendReply(t, staff, { clienteId: client.id, texto: 'Mais uma' }))).rejects.toThrow(
      'Fora da janela de 24 horas',
    );
  });
});

describe('without configuration', () => {
  it('writes the message to the sandbox outbox instead (D17)', async () => {
    const client = await newClient();
    delete process.env.WHATSAPP_TOKEN;
    try {
      const queued = await queue(reminder(client.id));
      await runJob(queued.ok ? queued.messageId : '');
      const message = await messageOf(queued.ok ? queued.messageId : '');
      expect(message.status).toBe('enviada');
      expect(message.wamid).toMatch(/^wamid\.sandbox\./);
      const file = readdirSync(whatsappOutboxDir()).find((f) => f.endsWith(`${message.wamid!.slice(-8)}.json`));
      const written = JSON.parse(readFileSync(`${whatsappOutboxDir()}/${file}`, 'utf8'));
      expect(written.request).toMatchObject({ to: client.digits, template: { name: 'cobranca_lembrete' } });
      expect(sentTo(client.digits)).toEqual([]);
    } finally {
      process.env.WHATSAPP_TOKEN = ENV.WHATSAPP_TOKEN;
    }
  });
});
