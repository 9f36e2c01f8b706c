import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, like, lt, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { ACOMPANHAMENTO_DEFAULTS, ACOMPANHAMENTO_SECTION, ZAcompanhamento } from '@/lib/settings/acompanhamento';
import { hashToken } from '@/lib/signatures/token';
import { staffActor } from '@/lib/timeline/kinds';
import { FORBIDDEN, SESSION_EXPIRED } from '@/server/action';
import { saveAcompanhamentoSettings } from '@/server/automation/follow-up-settings-actions';
import { sendSignatureReminder } from '@/server/automation/signature-follow-up';
import { getDb } from '@/server/platform/db/client';
import {
  clientes,
  configuracoes,
  enviosEmail,
  etapasExecutadas,
  jobs,
  propostas,
  signatureDocuments,
  signatureEvents,
  signatureSigners,
  timeline,
} from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import { runPass } from '@/server/jobs/worker';
import { countProposalView } from '@/server/proposals/views';
import { readSettings, writeSettings } from '@/server/settings/store';
import { cancelDocument } from '@/server/signatures/follow-up/cancel-signature-document';
import { signerToken, signingLink } from '@/server/signatures/send/invite-signers';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { recordEvent } from '@/server/timeline/record';
import { resetRequest } from '../support/request-context';
import { startSmtp } from '../support/smtp';
import { signInAsNewStaff } from '../support/staff';

const marker = randomUUID().slice(0, 8);
/** 09:00 in São Paulo (UTC−3) on a day, unless another UTC time is given. Days are in 2031, a year no other test uses. */
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Quoted-printable bodies: join soft breaks and decode the bytes.
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (seq) => Buffer.from(seq.replace(/=/g, ''), 'hex').toString('utf8'));

/** An RFC 2047 subject as read. */
const subjectOf = (subject: string) =>
  subject.replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decode(text.replace(/_/g, ' ')),
  );

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
const clientEmail = `cliente-${marker}@teste.dev`;
const docIds: string[] = [];
const proposalIds: string[] = [];

async function runDays(from: string, to: string) {
  for (let day = from; day <= to; day = addDay(day, 1)) {
    setClock(at(day));
    await runPass();
  }
}

/** A document sent for signature on `day` to one signer (the real sending: its invitation, audit and timeline). */
async function sentDocument(label: string, day: string) {
  const db = await getDb();
  const [doc] = await db
    .insert(signatureDocuments)
    .values({
      userId: staff.id,
      name: `${label} ${marker}`,
      originalFilename: 'doc.pdf',
      fileKey: `teste/${marker}-${label}.pdf`,
      fileSize: 10,
      originalSha256: 'x',
      clienteId,
    })
    .returning({ id: signatureDocuments.id });
  docIds.push(doc.id);
  const email = `${label.toLowerCase()}-${marker}@teste.dev`;
  setClock(at(day));
  const actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  const signer = { name: `Signatário ${label}`, email, cpf: null, phone: null, role: 'parte' as const, userId: null };
  const set = await setSignatureSigners(db, actor, { id: doc.id, mode: 'sequential', signers: [signer] }, at(day));
  await sendToSigners(db, actor, { id: doc.id }, at(day));
  const signerId = set.row.signerIds[0];
  return { id: doc.id, email, sentAt: at(day), signerId, token: signerToken({ id: signerId }, at(day)) };
}

const mailsTo = (email: string) =>
  smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => ({ subject: subjectOf(m.subject), text: decode(m.raw) }));
const docStatus = async (id: string) =>
  (
    await (
      await getDb()
    )
      .select({ s: signatureDocuments.status })
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, id))
  )[0].s;
const events = async (id: string) =>
  (await getDb())
    .select({ tipo: timeline.tipo, ator: timeline.atorTipo, dados: timeline.dados, em: timeline.createdAt })
    .from(timeline)
    .where(eq(timeline.assuntoId, id))
    .orderBy(timeline.createdAt);

/** A proposal "enviada" on `day` (the timeline entry the form writes when staff choose Enviada). */
async function sentProposal(label: string, day: string, createdBy: string | null = staff.id) {
  const db = await getDb();
  setClock(at(day));
  const [p] = await db
    .insert(propostas)
    .values({
      nome: `${label} ${marker}`,
      cliente: `Cliente ${marker}`,
      clienteId,
      status: 'enviada',
      slug: `${label.toLowerCase()}-${marker}`,
      validaAte: '2032-12-31',
      createdBy,
    })
    .returning({ id: propostas.id, slug: propostas.slug });
  proposalIds.push(p.id);
  await recordEvent(db, {
    clienteId,
    tipo: 'proposal.sent',
    assunto: { tipo: 'proposal', id: p.id },
    ator: { tipo: 'staff', usuarioId: staff.id, nome: 'Equipe' },
  });
  return p;
}
const followUps = async (id: string) =>
  (await events(id)).filter((e) => e.tipo === 'proposal.followup').map((e) => (e.dados as { tipo: string }).tipo);

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  setClock(at('2031-03-01'));
  staff = await signInAsNewStaff('admin');
  const db = await getDb();
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email: clientEmail })
    .returning({ id: clientes.id });
  await db.delete(configuracoes).where(eq(configuracoes.secao, ACOMPANHAMENTO_SECTION));
});

afterAll(async () => {
  setClock(null);
  delete process.env.SMTP_URL;
  const db = await getDb();
  const subjects = [...docIds, ...proposalIds];
  await db
    .delete(jobs)
    .where(or(...subjects.map((id) => like(jobs.chave, `%${id}%`)), like(jobs.chave, `%${marker}%`)));
  // This file's ticks (its own year, 2031, so that its 5-minute buckets never meet another file's on a shared database).
  await db
    .delete(jobs)
    .where(and(gte(jobs.runAt, at('2031-01-01', '00:00:00')), lt(jobs.runAt, at('2032-01-01', '00:00:00'))));
  if (subjects.length) {
    await db.delete(timeline).where(inArray(timeline.assuntoId, subjects));
    await db.delete(enviosEmail).where(inArray(enviosEmail.assuntoId, subjects));
    await db.delete(etapasExecutadas).where(inArray(etapasExecutadas.assuntoId, subjects));
  }
  if (docIds.length) await db.delete(signatureDocuments).where(inArray(signatureDocuments.id, docIds));
  if (proposalIds.length) await db.delete(propostas).where(inArray(propostas.id, proposalIds));
  await db.delete(timeline).where(eq(timeline.clienteId, clienteId));
  await db.delete(clientes).where(eq(clientes.id, clienteId));
  await db.delete(configuracoes).where(eq(configuracoes.secao, ACOMPANHAMENTO_SECTION));
  await staff.cleanup();
  await smtp.stop();
});

describe('signature follow-ups with a controlled clock (D64)', () => {
  it('reminds on days 3, 6 and 9 with the invitation’s link, warns 2 days before expiry, and expires the link on time', async () => {
    const db = await getDb();
    const a = await sentDocument('A', '2031-03-01');
    const signed = await sentDocument('B', '2031-03-01');
    const cancelled = await sentDocument('C', '2031-03-01');
    await cancelDocument(db, staffActor({ id: staff.id, name: 'Equipe Teste' }), cancelled.id, at('2031-03-02'));

    await runDays('2031-03-02', '2031-03-04');
    await db
      .update(signatureDocuments)
      .set({ status: 'signed', signedAt: at('2031-03-05') })
      .where(eq(signatureDocuments.id, signed.id));
    await runDays('2031-03-05', '2031-03-30');

    // The link of the first e-mail, repeated by every reminder (the same token, never replaced).
    const link = signingLink(a.token);
    const mails = mailsTo(a.email);
    expect(mails).toHaveLength(5);
    expect(mails.every((m) => m.text.includes(link))).toBe(true);
    expect(mails.slice(1, 4).every((m) => m.subject.startsWith('Lembrete:'))).toBe(true);
    expect(mails[4].subject).toContain('expira em 31/03/2031');
    const [row] = await db.select().from(signatureSigners).where(eq(signatureSigners.id, a.signerId));
    expect(row.tokenHash).toBe(hashToken(a.token));

    const reminded = (await events(a.id)).filter((e) => e.tipo === 'signature.reminded');
    expect(reminded.map((e) => [e.ator, e.em.toISOString().slice(0, 10), (e.dados as { tipo: string }).tipo])).toEqual([
      ['sistema', '2031-03-04', 'assinatura-lembrete'],
      ['sistema', '2031-03-07', 'assinatura-lembrete'],
      ['sistema', '2031-03-10', 'assinatura-lembrete'],
      ['sistema', '2031-03-29', 'assinatura-aviso'],
    ]);
    const sends = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, a.id));
    // Every e-mail is a row of the outbox (D146), the first request too: each one delivered.
    expect(sends.map((s) => [s.tipo, s.resultado, s.para]).sort()).toEqual([
      ['assinatura-aviso', 'enviado', a.email],
      ['assinatura-convite', 'enviado', a.email],
      ...Array(3).fill(['assinatura-lembrete', 'enviado', a.email]),
    ]);
    // The link's token went in the delivered e-mails only: no row keeps it, nor its sealed value (D147).
    const token = a.token;
    expect(sends.filter((s) => s.texto?.includes(token) || s.segredos !== null)).toEqual([]);

    // Signed after the first reminder, cancelled before any: nothing more.
    expect(mailsTo(signed.email)).toHaveLength(2);
    expect(mailsTo(cancelled.email)).toHaveLength(1);
    expect(await docStatus(signed.id)).toBe('signed');

    // The link lasts until 09:00 in São Paulo on 31/03: still open a few minutes before, expired on time.
    setClock(at('2031-03-31', '11:55:00'));
    await runPass();
    expect(await docStatus(a.id)).toBe('sent');
    setClock(at('2031-03-31', '12:00:00'));
    await runPass();
    expect(await docStatus(a.id)).toBe('expired');
    const expired = (await events(a.id)).filter((e) => e.tipo === 'signature.expired');
    expect(expired.map((e) => [e.ator, e.em.toISOString()])).toEqual([['sistema', at('2031-03-31').toISOString()]]);
    const audit = await db
      .select({ event: signatureEvents.event, actor: signatureEvents.actor })
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, a.id), eq(signatureEvents.event, 'expired')));
    expect(audit).toEqual([{ event: 'expired', actor: 'system' }]);
    // The cancelled document is not expired.
    expect(await docStatus(cancelled.id)).toBe('cancelled');

    await runDays('2031-04-01', '2031-04-10');
    expect(mailsTo(a.email)).toHaveLength(5);
    expect((await events(a.id)).filter((e) => e.tipo === 'signature.expired')).toHaveLength(1);
  });

  it('never sends a reminder twice: a second pass, a duplicate job or two workers at once', async () => {
    const db = await getDb();
    const d = await sentDocument('D', '2031-05-01');
    setClock(at('2031-05-04'));
    await runPass();
    await runPass();
    setClock(at('2031-05-04', '15:00:00'));
    await runPass();
    expect(mailsTo(d.email)).toHaveLength(2);

    // The same reminder under another job key (a cleaned job table): the step itself runs once.
    await enqueue(db, {
      tipo: 'assinatura.lembrete',
      chave: `dup:${marker}:${d.id}`,
      dados: { documentoId: d.id, numero: 1 },
    });
    await runPass();
    expect(mailsTo(d.email)).toHaveLength(2);

    // Two workers on reminder 2 at the same moment.
    setClock(at('2031-05-07'));
    await Promise.all([
      sendSignatureReminder(db, { documentoId: d.id, numero: 2 }),
      sendSignatureReminder(db, { documentoId: d.id, numero: 2 }),
    ]);
    await runPass();
    expect(mailsTo(d.email)).toHaveLength(3);
    expect((await events(d.id)).filter((e) => e.tipo === 'signature.reminded')).toHaveLength(2);

    // A link not of this invitation (issued before links were derived): the reminder brings the invitation's back.
    await db
      .update(signatureSigners)
      .set({ tokenHash: hashToken(`outro-${marker}`) })
      .where(eq(signatureSigners.id, d.signerId));
    await runDays('2031-05-08', '2031-05-10');
    const mails = mailsTo(d.email);
    expect(mails).toHaveLength(4);
    expect(mails[3].text).toContain(signingLink(d.token));
    expect((await db.select().from(signatureSigners).where(eq(signatureSigners.id, d.signerId)))[0].tokenHash).toBe(
      hashToken(d.token),
    );
    const reissued = await db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, d.id), eq(signatureEvents.event, 'reissued')));
    expect(reissued).toHaveLength(1);
    await db.update(signatureDocuments).set({ status: 'cancelled' }).where(eq(signatureDocuments.id, d.id));
  });

  it('sends nothing when staff turn the reminders and the warning off', async () => {
    const db = await getDb();
    await writeSettings(
      db,
      ACOMPANHAMENTO_SECTION,
      ZAcompanhamento,
      { lembretesAssinatura: false, avisoExpiracao: false },
      null,
    );
    const e = await sentDocument('E', '2031-06-01');
    await db
      .update(signatureDocuments)
      .set({ tokenExpiresAt: at('2031-06-10') })
      .where(eq(signatureDocuments.id, e.id));
    await runDays('2031-06-02', '2031-06-10');
    expect(mailsTo(e.email)).toHaveLength(1);
    expect(await docStatus(e.id)).toBe('expired');
    await db.delete(configuracoes).where(eq(configuracoes.secao, ACOMPANHAMENTO_SECTION));
  });
});

describe('proposal follow-ups with a controlled clock (D65)', () => {
  it('tells staff once of a proposal not opened, once when opened but not answered, and never of an accepted one', async () => {
    const db = await getDb();
    const notOpened = await sentProposal('P1', '2031-07-01');
    const opened = await sentProposal('P2', '2031-07-01');
    const accepted = await sentProposal('P3', '2031-07-01');
    const before = smtp.received.length;

    setClock(at('2031-07-02'));
    await countProposalView(opened.slug);
    await countProposalView(accepted.slug);
    await runDays('2031-07-02', '2031-07-03');
    await db
      .update(propostas)
      .set({ status: 'aceita', aceitaEm: at('2031-07-03') })
      .where(eq(propostas.id, accepted.id));
    await runDays('2031-07-04', '2031-07-05');
    expect(await followUps(notOpened.id)).toEqual(['nao_aberta']);
    expect(await followUps(opened.id)).toEqual([]);

    // P1 is opened after its notice: its "not answered" comes 5 days after that opening.
    setClock(at('2031-07-06'));
    await countProposalView(notOpened.slug);
    await runDays('2031-07-06', '2031-07-20');
    expect(await followUps(notOpened.id)).toEqual(['nao_aberta', 'sem_resposta']);
    expect(await followUps(opened.id)).toEqual(['sem_resposta']);
    expect(await followUps(accepted.id)).toEqual([]);

    const days = (await events(opened.id))
      .filter((e) => e.tipo === 'proposal.followup')
      .map((e) => [e.ator, e.em.toISOString().slice(0, 10)]);
    expect(days).toEqual([['sistema', '2031-07-07']]);
    const p1 = (await events(notOpened.id))
      .filter((e) => e.tipo === 'proposal.followup')
      .map((e) => e.em.toISOString().slice(0, 10));
    expect(p1).toEqual(['2031-07-04', '2031-07-11']);

    // Staff (the author) got three e-mails; the client none (the setting is off by default).
    const received = smtp.received.slice(before);
    expect(received.filter((m) => m.to.includes(staff.email)).map((m) => subjectOf(m.subject))).toEqual([
      `Proposta não aberta: P1 ${marker}`,
      `Proposta sem resposta: P2 ${marker}`,
      `Proposta sem resposta: P1 ${marker}`,
    ]);
    expect(received.filter((m) => m.to.includes(clientEmail))).toHaveLength(0);
    const sends = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, opened.id));
    expect(sends.map((s) => [s.tipo, s.resultado, s.para])).toEqual([
      ['proposta-acompanhamento-sem_resposta', 'enviado', staff.email],
    ]);
  });

  it('with the client e-mail on, writes to the client too (with the link) and to the agency when the proposal has no author', async () => {
    const db = await getDb();
    await writeSettings(
      db,
      ACOMPANHAMENTO_SECTION,
      ZAcompanhamento,
      { emailClienteProposta: true, propostaNaoAbertaDias: 2 },
      null,
    );
    const p = await sentProposal('P4', '2031-08-01', null);
    const before = smtp.received.length;
    await runDays('2031-08-02', '2031-08-02');
    expect(await followUps(p.id)).toEqual([]);
    await runDays('2031-08-03', '2031-08-10');
    setClock(at('2031-08-10', '18:00:00'));
    await runPass();
    await runPass();
    const received = smtp.received.slice(before);
    expect(
      received.filter((m) => m.to.includes('contato@agenciadigital.dev')).map((m) => subjectOf(m.subject)),
    ).toEqual([`Proposta não aberta: P4 ${marker}`]);
    const toClient = received.filter((m) => m.to.includes(clientEmail));
    expect(toClient).toHaveLength(1);
    expect(decode(toClient[0].raw)).toContain(`/proposta/${p.slug}`);
    expect(await followUps(p.id)).toEqual(['nao_aberta']);
    await db.delete(configuracoes).where(eq(configuracoes.secao, ACOMPANHAMENTO_SECTION));
  });
});

describe('the settings action (/configuracoes/acompanhamento)', () => {
  it('refuses anonymous callers, members and bad input, and saves for an admin', async () => {
    const db = await getDb();
    const good = { ...ACOMPANHAMENTO_DEFAULTS, assinaturaMaxLembretes: 5, emailClienteProposta: true };
    resetRequest();
    expect(await saveAcompanhamentoSettings(good)).toEqual({ ok: false, error: SESSION_EXPIRED });
    const member = await signInAsNewStaff('member');
    expect(await saveAcompanhamentoSettings(good)).toEqual({ ok: false, error: FORBIDDEN });
    await member.cleanup();
    const admin = await signInAsNewStaff('admin');
    const bad = await saveAcompanhamentoSettings({ ...good, assinaturaPrimeiroDias: 0 });
    expect(bad).toMatchObject({ ok: false, error: 'Primeiro lembrete: de 1 a 60 dias' });
    expect(
      await saveAcompanhamentoSettings({ ...good, lembretesAssinatura: 'sim' as unknown as boolean }),
    ).toMatchObject({ ok: false });
    expect(await readSettings(db, ACOMPANHAMENTO_SECTION, ZAcompanhamento)).toEqual(ACOMPANHAMENTO_DEFAULTS);
    expect(await saveAcompanhamentoSettings(good)).toMatchObject({ ok: true });
    expect(await readSettings(db, ACOMPANHAMENTO_SECTION, ZAcompanhamento)).toEqual(good);
    await admin.cleanup();
  });
});
