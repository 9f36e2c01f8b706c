import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { createCharge, sendChargeEmail, setChargeRemindersPaused, updateChargeStatus } from '@/server/charges/actions';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, enviosEmail, jobs, lembretesCobranca, timeline } from '@/server/platform/db/schema';
import { claimJobs, completeJobs, enqueue, listFailedJobs, retryFailedJob } from '@/server/platform/jobs/queue';
import { runPass } from '@/server/jobs/worker';
import { writeSettings } from '@/server/settings/store';
import { resetRequest } from '../support/request-context';
import { startSmtp } from '../support/smtp';
import { signInAsNewStaff } from '../support/staff';

const marker = randomUUID().slice(0, 8);
/** 09:00 in São Paulo (UTC−3) on a day. */
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
const email = `cliente-${marker}@teste.dev`;

const form = (overrides: Record<string, unknown> = {}) => ({
  titulo: `Manutenção ${marker}`,
  cliente: `Cliente ${marker}`,
  clienteId,
  valor: '1.000,00',
  dataVencimento: '2026-03-10',
  formaPagamento: 'pix' as const,
  descricao: '',
  observacoes: '',
  chavePix: 'financeiro@agencia.dev',
  codigoPix: '',
  nomeBeneficiario: 'Agência Digital',
  cidadeBeneficiario: 'São Paulo',
  ...overrides,
});

async function newCharge(overrides: Record<string, unknown> = {}) {
  const result = await createCharge(form(overrides));
  if (!result.ok) throw new Error(result.error);
  const db = await getDb();
  // The client link (D51) is set here, outside the form.
  await db.update(cobrancas).set({ clienteId }).where(eq(cobrancas.id, result.data.id));
  return result.data;
}

/** Runs the worker once on each São Paulo day from `from` to `to`. */
async function runDays(from: string, to: string) {
  for (let day = from; day <= to; day = addDay(day, 1)) {
    setClock(at(day));
    await runPass();
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  setClock(at('2026-03-01'));
  staff = await signInAsNewStaff();
  const db = await getDb();
  // The worker's tick is keyed by its time bucket: an earlier run of this file on the same database left the ticks
  // of these controlled days done, and the worker would skip them (a new database, as in CI, has none).
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.tipo, ['tick', 'paginas.revalidar']),
        gte(jobs.runAt, new Date('2026-02-01T00:00:00Z')),
        lt(jobs.runAt, new Date('2027-03-01T00:00:00Z')),
      ),
    );
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email })
    .returning({ id: clientes.id });
  await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, {}, null);
});

afterAll(async () => {
  setClock(null);
  delete process.env.SMTP_URL;
  await staff.cleanup();
  await smtp.stop();
});

describe('régua de cobrança with a controlled clock (D61–D63)', () => {
  it('copies the fine and interest of the settings onto the charge at creation', async () => {
    const db = await getDb();
    await writeSettings(
      db,
      COBRANCA_SECTION,
      ZCobrancaSettings,
      { multaPercentual: 1.5, jurosMensalPercentual: 2 },
      null,
    );
    const { id } = await newCharge({ titulo: `Taxas ${marker}` });
    await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, {}, null);
    const [row] = await db.select().from(cobrancas).where(eq(cobrancas.id, id));
    expect(row).toMatchObject({ multaPercentual: 1.5, jurosMensalPercentual: 2 });
    await db.update(cobrancas).set({ status: 'cancelado' }).where(eq(cobrancas.id, id));
  });

  it('sends exactly the configured reminders on the right São Paulo days, by real SMTP, and marks vencido the day after', async () => {
    const db = await getDb();
    setClock(at('2026-03-01'));
    const { id } = await newCharge();
    const before = smtp.received.length;
    await runDays('2026-03-02', '2026-03-10');
    // 23:59 on the due date in São Paulo is still the due date.
    setClock(at('2026-03-11', '02:59:00'));
    await runPass();
    expect((await db.select({ s: cobrancas.status }).from(cobrancas).where(eq(cobrancas.id, id)))[0].s).toBe(
      'pendente',
    );
    setClock(at('2026-03-11', '03:00:00'));
    await runPass();
    expect((await db.select({ s: cobrancas.status }).from(cobrancas).where(eq(cobrancas.id, id)))[0].s).toBe('vencido');
    await runDays('2026-03-11', '2026-04-10');

    const rows = await db
      .select()
      .from(lembretesCobranca)
      .where(eq(lembretesCobranca.cobrancaId, id))
      .orderBy(asc(lembretesCobranca.etapa));
    expect(rows.map((r) => [r.etapa, r.dia, r.status])).toEqual([
      [-3, '2026-03-07', 'enviado'],
      [0, '2026-03-10', 'enviado'],
      [1, '2026-03-11', 'enviado'],
      [7, '2026-03-17', 'enviado'],
      [15, '2026-03-25', 'enviado'],
    ]);
    const mails = smtp.received.slice(before).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(5);
    expect(mails[0].raw).toContain('Content-Type: text/html');
    expect(mails[0].raw).toContain('Content-Type: text/plain');
    expect(mails[0].raw).toMatch(/Reply-To: contato@agenciadigital\.dev/i);
    const sends = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, id));
    expect(sends.map((s) => [s.para, s.resultado, s.via])).toEqual(Array(5).fill([email, 'enviado', 'smtp']));
    const events = await db
      .select({ tipo: timeline.tipo, ator: timeline.atorTipo })
      .from(timeline)
      .where(eq(timeline.assuntoId, id));
    expect(events.filter((e) => e.tipo === 'charge.reminded')).toHaveLength(5);
    expect(events.filter((e) => e.tipo === 'charge.overdue')).toEqual([{ tipo: 'charge.overdue', ator: 'sistema' }]);
  });

  // D186: "Enviar agora" queues the charge e-mail (link and PDF) in the charge's transaction, and the régua waits
  // until that e-mail was delivered: while the mail server refuses, no reminder is queued.
  it('sends the charge itself first when saved with "Enviar agora"; reminders wait for its delivery', async () => {
    const db = await getDb();
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    setClock(at('2026-05-01'));
    const made = await createCharge({ ...form({ dataVencimento: '2026-05-08' }), enviarAgora: true });
    if (!made.ok) throw new Error(made.error);
    expect(made.data.enviadoPara).toBe(email);
    const first = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, made.data.id));
    expect(first).toEqual([
      expect.objectContaining({
        tipo: 'cobranca',
        para: email,
        resultado: 'pendente',
        anexos: [{ tipo: 'cobranca-pdf', id: made.data.slug }],
      }),
    ]);
    // D-3 is 05/05: the charge e-mail is still undelivered, so no reminder is queued or sent.
    await runDays('2026-05-02', '2026-05-05');
    const reminderJobs = async () =>
      (await db.select({ chave: jobs.chave }).from(jobs).where(eq(jobs.tipo, 'cobranca.lembrete'))).filter((j) =>
        j.chave?.startsWith(`reminder:${made.data.id}:`),
      );
    expect(await reminderJobs()).toEqual([]);
    expect(await db.select().from(lembretesCobranca).where(eq(lembretesCobranca.cobrancaId, made.data.id))).toEqual([]);
    // The mail server is back: the charge e-mail is delivered and the régua starts (D-3 within its 2 days' grace).
    process.env.SMTP_URL = smtp.url;
    setClock(at('2026-05-06', '11:00:00'));
    const again = await sendChargeEmail({ id: made.data.id, email });
    expect(again.ok).toBe(true);
    await runDays('2026-05-06', '2026-05-08');
    const sends = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, made.data.id));
    expect(sends.some((s) => s.tipo === 'cobranca' && s.resultado === 'enviado')).toBe(true);
    const rows = await db
      .select()
      .from(lembretesCobranca)
      .where(eq(lembretesCobranca.cobrancaId, made.data.id))
      .orderBy(asc(lembretesCobranca.etapa));
    expect(rows.map((r) => [r.etapa, r.status])).toEqual([
      [-3, 'enviado'],
      [0, 'enviado'],
    ]);
    await db.update(cobrancas).set({ status: 'cancelado' }).where(eq(cobrancas.id, made.data.id));
  }, 180_000);

  it('shows the fine, interest and updated total in a late reminder', async () => {
    // Quoted-printable bodies: join soft breaks and decode the bytes.
    const decode = (raw: string) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/(=[0-9A-F]{2})+/g, (seq) => Buffer.from(seq.replace(/=/g, ''), 'hex').toString('utf8'));
    const texts = smtp.received.filter((m) => m.to.includes(email)).map((m) => decode(m.raw));
    // D+1 on R$ 1.000,00: fine R$ 20,00, interest R$ 0,33, total R$ 1.020,33 (and its Pix code).
    const late = texts.find((t) => /Total atualizado: R\$\s1\.020,33/.test(t));
    expect(late).toBeDefined();
    expect(late).toMatch(/Multa: R\$\s20,00/);
    expect(late).toMatch(/Juros: R\$\s0,33/);
    expect(late).toContain('54071020.33');
  });

  it('sends nothing after the charge is paid, and skips a queued step when the charge was paid meanwhile', async () => {
    const db = await getDb();
    setClock(at('2026-05-01'));
    const { id } = await newCharge({ dataVencimento: '2026-05-10', titulo: `Paga ${marker}` });
    await runDays('2026-05-02', '2026-05-10');
    resetRequest();
    const paid = await updateChargeStatus({ id, status: 'pago' });
    expect(paid.ok).toBe(false); // the staff session was reset: anonymous refusal
    staff = await signInAsNewStaff();
    expect((await updateChargeStatus({ id, status: 'pago' })).ok).toBe(true);
    await runDays('2026-05-11', '2026-06-10');
    const rows = await db
      .select()
      .from(lembretesCobranca)
      .where(eq(lembretesCobranca.cobrancaId, id))
      .orderBy(asc(lembretesCobranca.etapa));
    expect(rows.map((r) => [r.etapa, r.status])).toEqual([
      [-3, 'enviado'],
      [0, 'enviado'],
    ]);
    expect((await db.select({ s: cobrancas.status }).from(cobrancas).where(eq(cobrancas.id, id)))[0].s).toBe('pago');

    // Queued by the tick, then paid before the worker ran it: recorded as skipped, no mail.
    setClock(at('2026-07-01'));
    const other = await newCharge({ dataVencimento: '2026-07-04', titulo: `Pulada ${marker}` });
    await enqueue(db, {
      tipo: 'cobranca.lembrete',
      chave: `reminder:${other.id}:-3:2026-07-01`,
      dados: { cobrancaId: other.id, etapa: -3, dia: '2026-07-01' },
    });
    await updateChargeStatus({ id: other.id, status: 'cancelado' });
    const sent = smtp.received.length;
    await runPass();
    // The one message is the client's cancellation notice (D182); the queued reminder sends nothing.
    expect(smtp.received.length).toBe(sent + 1);
    const mails = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, other.id));
    expect(mails.map((m) => [m.tipo, m.resultado])).toEqual([['cobranca.cancelada', 'enviado']]);
    const [skipped] = await db.select().from(lembretesCobranca).where(eq(lembretesCobranca.cobrancaId, other.id));
    expect(skipped).toMatchObject({ status: 'pulado', motivo: 'Cobrança cancelada' });
  });

  it('pauses the régua for one charge', async () => {
    const db = await getDb();
    setClock(at('2026-08-01'));
    const { id } = await newCharge({ dataVencimento: '2026-08-05', titulo: `Pausada ${marker}` });
    expect(await setChargeRemindersPaused({ id, pausado: 'sim' as unknown as boolean })).toMatchObject({ ok: false });
    expect((await setChargeRemindersPaused({ id, pausado: true })).ok).toBe(true);
    await runDays('2026-08-02', '2026-08-10');
    expect(await db.select().from(lembretesCobranca).where(eq(lembretesCobranca.cobrancaId, id))).toHaveLength(0);
    resetRequest();
    expect(await setChargeRemindersPaused({ id, pausado: false })).toMatchObject({
      ok: false,
      error: expect.any(String),
    });
    staff = await signInAsNewStaff();
  });
});

describe('recurring charges (D66)', () => {
  it('creates each charge N days before its due date and stops after N times', async () => {
    const db = await getDb();
    setClock(at('2026-09-01'));
    await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, { antecedenciaDias: 10 }, null);
    const bad = await createCharge(form({ recorrencia: 'semanal' }));
    expect(bad.ok).toBe(false);
    const first = await newCharge({
      titulo: `Hospedagem ${marker}`,
      dataVencimento: '2026-09-15',
      recorrencia: 'mensal',
      recorrenciaVezes: '3',
    });
    const series = () =>
      db.select().from(cobrancas).where(eq(cobrancas.serieId, first.id)).orderBy(asc(cobrancas.serieNumero));

    await runDays('2026-09-02', '2026-10-04');
    expect((await series()).map((c) => c.serieNumero)).toEqual([1]);
    await runDays('2026-10-05', '2026-10-05');
    const afterSecond = await series();
    expect(afterSecond.map((c) => [c.serieNumero, c.dataVencimento, c.titulo])).toEqual([
      [1, '2026-09-15', `Hospedagem ${marker}`],
      [2, '2026-10-15', `Hospedagem ${marker} (2/3)`],
    ]);
    expect(afterSecond[1].dataCriacao.toISOString()).toBe(at('2026-10-05').toISOString());
    expect(afterSecond[1].numeroCobranca).not.toBe(afterSecond[0].numeroCobranca);
    await runDays('2026-10-06', '2027-01-31');
    const all = await series();
    expect(all.map((c) => [c.serieNumero, c.dataVencimento])).toEqual([
      [1, '2026-09-15'],
      [2, '2026-10-15'],
      [3, '2026-11-15'],
    ]);
    const created = await db
      .select()
      .from(enviosEmail)
      .where(
        and(
          eq(enviosEmail.tipo, 'recorrente'),
          inArray(
            enviosEmail.assuntoId,
            all.map((c) => c.id),
          ),
        ),
      );
    expect(created).toHaveLength(2);
    // The new ones joined the régua.
    expect(
      await db.select().from(lembretesCobranca).where(eq(lembretesCobranca.cobrancaId, all[2].id)),
    ).not.toHaveLength(0);
  }, 120_000);
});

describe('job queue (D60)', () => {
  it('creates one job per idempotency key', async () => {
    const db = await getDb();
    const chave = `teste:${marker}`;
    expect(
      await enqueue(db, [
        { tipo: 'desconhecido', chave },
        { tipo: 'desconhecido', chave: `${chave}:b` },
      ]),
    ).toBe(2);
    expect(await enqueue(db, { tipo: 'desconhecido', chave })).toBe(0);
    await db.delete(jobs).where(inArray(jobs.chave, [chave, `${chave}:b`]));
  });

  it('claims urgent jobs before older ones (D145), and completes a batch only where its claim still holds', async () => {
    const db = await getDb();
    // A day before every other job of this file: only these three are due.
    setClock(at('2000-01-01'));
    const [oldest, older, urgent] = ['a', 'b', 'urgente'].map((k) => `prioridade:${marker}:${k}`);
    await enqueue(db, [
      { tipo: 'desconhecido', chave: oldest, runAt: at('1999-12-30') },
      { tipo: 'desconhecido', chave: older, runAt: at('1999-12-31') },
      { tipo: 'desconhecido', chave: urgent, prioridade: 1 },
    ]);
    const claimedUrgent = await claimJobs(db, 'teste-w', 10, { urgentOnly: true });
    expect(claimedUrgent.map((j) => j.chave)).toEqual([urgent]);
    const [first, second] = await claimJobs(db, 'teste-w', 1).then(async (a) => [
      ...a,
      ...(await claimJobs(db, 'teste-w', 1)),
    ]);
    expect([first.chave, second.chave]).toEqual([oldest, older]);
    // Another worker took `second` over after the lease ran out: the batch completion leaves it to that worker.
    await db.update(jobs).set({ lockedBy: 'outro' }).where(eq(jobs.id, second.id));
    await completeJobs(db, [...claimedUrgent, first, second]);
    const rows = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.chave, [oldest, older, urgent]));
    expect(Object.fromEntries(rows.map((r) => [r.chave, r.status]))).toEqual({
      [oldest]: 'concluido',
      [older]: 'executando',
      [urgent]: 'concluido',
    });
    await db.delete(jobs).where(inArray(jobs.chave, [oldest, older, urgent]));
  });

  it('retries a failing job with back-off, fails it after its attempts, and lets staff retry it', async () => {
    const db = await getDb();
    const start = at('2026-12-01');
    setClock(start);
    const chave = `falha:${marker}`;
    await enqueue(db, { tipo: 'desconhecido', chave, maxTentativas: 3 });
    await runPass();
    let [job] = await db.select().from(jobs).where(eq(jobs.chave, chave));
    expect(job).toMatchObject({ status: 'pendente', tentativas: 1 });
    expect(job.runAt.getTime() - start.getTime()).toBe(30_000);
    setClock(new Date(start.getTime() + 29_000));
    await runPass();
    expect((await db.select().from(jobs).where(eq(jobs.chave, chave)))[0].tentativas).toBe(1);
    setClock(new Date(start.getTime() + 31_000));
    await runPass();
    setClock(new Date(start.getTime() + 200_000));
    await runPass();
    [job] = await db.select().from(jobs).where(eq(jobs.chave, chave));
    expect(job).toMatchObject({ status: 'falhou', tentativas: 3 });
    expect(job.ultimoErro).toContain('desconhecido');
    expect((await listFailedJobs(db)).map((j) => j.chave)).toContain(chave);
    expect(await retryFailedJob(db, job.id)).toBe(true);
    expect((await db.select().from(jobs).where(eq(jobs.chave, chave)))[0]).toMatchObject({
      status: 'pendente',
      tentativas: 0,
    });
    await db.delete(jobs).where(eq(jobs.chave, chave));
  });
});
