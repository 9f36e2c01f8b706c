import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as webhook } from '@/app/api/webhooks/whatsapp/route';
import { setClock } from '@/lib/clock';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings, type TWhatsappSettings } from '@/lib/settings/whatsapp';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { AUTOMATIC_STEPS, STEP_CATEGORY, defaultTemplateName, stepVariables } from '@/lib/whatsapp/steps';
import { sendChargeReminder } from '@/server/automation/charge-reminder';
import { createCharge } from '@/server/charges/create-charge';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  enviosEmail,
  etapasExecutadas,
  lembretesCobranca,
  timeline,
  whatsappConsentimentos,
  whatsappMensagens,
} from '@/server/platform/db/schema';
import { eraseClientData, eraseClientFiles } from '@/server/portal/erasure';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { sendToOutbox, whatsappOutboxDir } from '@/server/whatsapp/sandbox';
import { runContractStepsByHand } from '@/server/pipeline/on-contract-signed';
import { runPass } from '@/server/jobs/worker';
import { readSettings, writeSettings } from '@/server/settings/store';
import { createStaffUser } from '@/server/users/create-user';
import { loadChargeWhatsApp } from '@/server/whatsapp/charge-history';
import { recordOptIn } from '@/server/whatsapp/record-consent';
import { deliverQueuedMail } from '../support/deliver-mail';
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp';

/**
 * The automatic steps that e-mail today, wired to WhatsApp (D22), against the stand-in Cloud API: the régua step
 * sends one template message with the e-mail's values, once; a number that cannot receive it gets the step's
 * e-mail instead; a client's message reaches the staff.
 */
const ENV = {
  WHATSAPP_TOKEN: 'EAAG-token-etapas',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242923',
  WHATSAPP_APP_SECRET: 'segredo-etapas',
  WHATSAPP_VERIFY_TOKEN: 'verifica-etapas',
};
const marker = `s${randomUUID().slice(0, 8)}`;
const MORNING = new Date('2026-03-10T13:00:00Z');
let fake: FakeWhatsApp;
let db: Db;
let staff: { tipo: 'staff'; usuarioId: string; nome: string };
let before: TWhatsappSettings;
let seq = 0;

async function setChannel(step: 'cobranca.lembrete' | 'cobranca.criada', canal: 'email' | 'whatsapp' | 'ambos') {
  const current = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
  const etapas = { ...current.etapas, [step]: { ...current.etapas[step], canal } };
  await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, { ...current, etapas }, null);
}

async function newClientWithCharge() {
  const telefone = `(21) 97${String(100 + ++seq).slice(-3)}-${String(Date.now()).slice(-4)}`;
  const [client] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${seq} ${marker}`, email: `c${seq}-${marker}@teste.dev`, telefone })
    .returning();
  await db.transaction((tx) => recordOptIn(tx as unknown as Db, staff, { clienteId: client.id, origem: 'equipe' }));
  const { row } = await db.transaction((tx) =>
    createCharge(tx as unknown as Db, staff, {
      titulo: `Site ${marker}`,
      cliente: client.nome,
      clienteId: client.id,
      valor: 150000,
      dataVencimento: '2026-03-13',
      formaPagamento: 'pix',
      pix: {
        chavePix: 'financeiro@agencia.dev',
        codigoPix: null,
        nomeBeneficiario: 'Agência',
        cidadeBeneficiario: 'São Paulo',
      },
    }),
  );
  const mobile = normalizeMobile(telefone);
  return { client, charge: row!, digits: mobile.ok ? mobile.digits : '' };
}

const reminderJob = (cobrancaId: string) => ({ cobrancaId, etapa: -3, dia: '2026-03-10' });
const mailsOf = (chargeId: string) =>
  db
    .select()
    .from(enviosEmail)
    .where(and(eq(enviosEmail.assuntoId, chargeId), eq(enviosEmail.tipo, 'lembrete')));

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
    email: `st-${marker}@teste.dev`,
    password: 'senha-de-teste-123',
    name: 'Caio',
  });
  staff = { tipo: 'staff', usuarioId: member.id, nome: 'Caio' };
  before = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
});

beforeEach(() => setClock(MORNING));

afterAll(async () => {
  setClock(null);
  await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, before, null);
  await db.delete(cobrancas).where(like(cobrancas.titulo, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.nome, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  for (const key of [...Object.keys(ENV), 'WHATSAPP_API_URL', 'APP_URL']) delete process.env[key];
  await fake.close();
});

describe('the régua by WhatsApp', () => {
  it('sends one template message with the e-mail’s values, and no e-mail, however often the step runs', async () => {
    await setChannel('cobranca.lembrete', 'whatsapp');
    const { charge, digits } = await newClientWithCharge();
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    const sent = fake.sent.filter((s) => s.to === digits);
    expect(sent).toHaveLength(1);
    const template = sent[0].body.template as { name: string; components: { parameters: { text: string }[] }[] };
    expect(template.name).toBe('cobranca_lembrete');
    const params = template.components[0].parameters.map((p) => p.text);
    expect(stepVariables('cobranca.lembrete')).toEqual(['cliente', 'valor', 'vencimento', 'link', 'pix']);
    expect(params[0]).toBe(charge.cliente);
    expect(params[1]).toMatch(/^R\$\s1\.500,00$/);
    expect(params[2]).toBe('13/03/2026');
    expect(params[3]).toBe(`https://agencia.test/p/${charge.slug}`);
    expect(params[4]).toMatch(/^000201/);
    expect(fake.shapeErrors).toEqual([]);
    expect(await mailsOf(charge.id)).toHaveLength(0);
    const [step] = await db.select().from(lembretesCobranca).where(eq(lembretesCobranca.cobrancaId, charge.id));
    expect(step).toMatchObject({ status: 'enviado', para: `WhatsApp +${digits}` });
  });

  it('sends the e-mail too when the step is set to both', async () => {
    await setChannel('cobranca.lembrete', 'ambos');
    const { charge, digits } = await newClientWithCharge();
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    expect(fake.sent.filter((s) => s.to === digits)).toHaveLength(1);
    expect(await mailsOf(charge.id)).toHaveLength(1);
  });

  it('falls back to the step’s e-mail, once, when the number cannot receive it (131026)', async () => {
    await setChannel('cobranca.lembrete', 'whatsapp');
    const { client, charge, digits } = await newClientWithCharge();
    fake.behave(digits, 'undeliverable');
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    await runPass();
    const [message] = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.clienteId, client.id));
    expect(message).toMatchObject({ status: 'falhou', erroCodigo: 131026, decisao: 'email' });
    const mails = await mailsOf(charge.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ para: client.email, resultado: 'enviado' });
    const [claim] = await db
      .select()
      .from(etapasExecutadas)
      .where(and(eq(etapasExecutadas.etapa, 'whatsapp.emailReserva'), eq(etapasExecutadas.assuntoId, message.id)));
    expect(claim).toBeDefined();
  });

  it('does not send by WhatsApp to a client who withdrew consent: the e-mail goes', async () => {
    await setChannel('cobranca.lembrete', 'whatsapp');
    const { client, charge, digits } = await newClientWithCharge();
    const answer = await fake.incoming(digits, 'PARAR');
    expect(answer.status).toBe(200);
    await runPass();
    const before = fake.sent.filter((s) => s.to === digits).length;
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    // Only the opt-out confirmation went by WhatsApp.
    expect(fake.sent.filter((s) => s.to === digits)).toHaveLength(before);
    expect(await mailsOf(charge.id)).toHaveLength(1);
    const rows = await db
      .select()
      .from(whatsappMensagens)
      .where(and(eq(whatsappMensagens.clienteId, client.id), eq(whatsappMensagens.etapa, 'cobranca.lembrete')));
    expect(rows).toHaveLength(0);
  });
});

describe('the signed contract’s first charge', () => {
  it('goes as one "charge created" template message with its link and Pix code, and no e-mail', async () => {
    await setChannel('cobranca.criada', 'whatsapp');
    const { client, digits } = await newClientWithCharge();
    const [contract] = await db
      .insert(contratos)
      .values({
        nome: `Contrato ${marker}`,
        cliente: client.nome,
        clienteId: client.id,
        status: 'assinado',
        assinadoEm: MORNING,
        conteudo: { template: '<p>x</p>', fields: [] },
        planoPagamento: defaultPlan(300000) as unknown as Record<string, unknown>,
        slug: `contrato-${randomUUID()}`,
      })
      .returning();
    const run = () =>
      db.transaction((tx) =>
        runContractStepsByHand(tx as unknown as Db, contract.id, ['cobrancas', 'emailCobranca'], staff),
      );
    expect((await run()).outcome).toEqual({ cobrancas: 'feito', emailCobranca: 'feito' });
    await runPass();
    expect((await run()).outcome).toEqual({ cobrancas: 'jaFeito', emailCobranca: 'jaFeito' });
    await runPass();
    const sent = fake.sent.filter((s) => s.to === digits);
    expect(sent).toHaveLength(1);
    const template = sent[0].body.template as { name: string; components: { parameters: { text: string }[] }[] };
    expect(template.name).toBe('cobranca_criada');
    const [first] = await db
      .select()
      .from(cobrancas)
      .where(and(eq(cobrancas.contratoId, contract.id), eq(cobrancas.parcelaNumero, 1)));
    const params = template.components[0].parameters.map((p) => p.text);
    expect(stepVariables('cobranca.criada')).toEqual(['cliente', 'titulo', 'valor', 'vencimento', 'link', 'pix']);
    expect(params[1]).toBe(first.titulo);
    expect(params[2]).toMatch(/^R\$\s1\.500,00$/);
    expect(params[4]).toBe(`https://agencia.test/p/${first.slug}`);
    expect(params[5]).toMatch(/^000201/);
    expect(fake.shapeErrors).toEqual([]);
    const emailed = await db
      .select()
      .from(timeline)
      .where(and(eq(timeline.clienteId, client.id), eq(timeline.tipo, 'charge.emailed')));
    expect(emailed).toEqual([]);
  });
});

describe('the régua’s history', () => {
  it('shows the step’s WhatsApp message with its channel and its delivered status', async () => {
    await setChannel('cobranca.lembrete', 'ambos');
    const { charge, digits } = await newClientWithCharge();
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    const [sent] = fake.sent.filter((s) => s.to === digits);
    expect((await fake.report(sent, 'delivered', new Date('2026-03-10T13:00:09Z'))).status).toBe(200);
    const history = await loadChargeWhatsApp(db, charge.id);
    expect(history.steps[-3]).toMatchObject({
      email: true,
      whatsapp: { status: 'entregue', statusLabel: 'Entregue', error: null, at: new Date('2026-03-10T13:00:09Z') },
    });
    expect(history.others).toEqual([]);
  });

  it('shows a failed message with the error’s meaning and the e-mail sent instead', async () => {
    await setChannel('cobranca.lembrete', 'whatsapp');
    const { charge, digits } = await newClientWithCharge();
    fake.behave(digits, 'undeliverable');
    await sendChargeReminder(db, reminderJob(charge.id));
    await runPass();
    await runPass();
    const history = await loadChargeWhatsApp(db, charge.id);
    expect(history.steps[-3]).toMatchObject({
      email: false,
      whatsapp: { statusLabel: 'Falhou', error: m.whatsapp.erros['131026'], emailInstead: true },
    });
  });
});

describe('a client’s message', () => {
  it('notifies the staff by e-mail, once', async () => {
    const { client, digits } = await newClientWithCharge();
    const answer = await fake.incoming(digits, 'Bom dia, o boleto venceu?', { name: 'Cliente' });
    expect(answer.status).toBe(200);
    const [message] = await db
      .select()
      .from(whatsappMensagens)
      .where(and(eq(whatsappMensagens.clienteId, client.id), eq(whatsappMensagens.direcao, 'entrada')));
    const [claim] = await db
      .select()
      .from(etapasExecutadas)
      .where(and(eq(etapasExecutadas.etapa, 'whatsapp.avisoEquipe'), eq(etapasExecutadas.assuntoId, message.id)));
    expect(claim?.resultado).toEqual({ enviado: true });
  });
});

describe('erasure (LGPD art. 18, VI)', () => {
  it('deletes the client’s WhatsApp messages, consent and sandbox files with the rest of their data', async () => {
    const { client, digits } = await newClientWithCharge();
    await fake.incoming(digits, 'Oi, tudo bem?');
    const other = (await newClientWithCharge()).digits;
    for (const to of [digits, other]) await sendToOutbox({ kind: 'text', to, text: `Olá ${to}` });
    const mentioning = (dir: string, text: string) =>
      readdirSync(dir).filter((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .includes(text),
      );
    expect(mentioning(whatsappOutboxDir(), `"to": "${digits}"`)).toHaveLength(1);
    // The staff's notice is queued (D146) and written to the outbox once delivered.
    await deliverQueuedMail();
    expect(mentioning(outboxDir(), `+${digits}`).length).toBeGreaterThan(0);
    const erasure = await db.transaction((tx) => eraseClientData(tx as unknown as Db, client.id));
    await eraseClientFiles(erasure!);
    // Nothing queued about them comes back after the erasure.
    await deliverQueuedMail();
    // D143: the sandbox's request to the number and the staff's notice quoting it go; another client's stay.
    expect(mentioning(whatsappOutboxDir(), `"to": "${digits}"`)).toEqual([]);
    expect(mentioning(outboxDir(), `+${digits}`)).toEqual([]);
    expect(mentioning(whatsappOutboxDir(), `"to": "${other}"`)).toHaveLength(1);
    expect(await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.clienteId, client.id))).toEqual([]);
    expect(
      await db.select().from(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, client.id)),
    ).toEqual([]);
  });
});
