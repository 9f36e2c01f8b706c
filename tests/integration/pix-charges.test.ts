import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { m } from '@/lib/messages';
import { formatDateTime } from '@/lib/format';
import { amountInWords } from '@/lib/money/in-words';
import { isBusinessDay } from '@/lib/pix/holidays';
import { renderReceiptPdf } from '@/server/charges/receipt-pdf';
import type { Actor } from '@/lib/timeline/kinds';
import { createCharge, updateCharge, updateChargeStatus } from '@/server/charges/actions';
import { createCharge as createChargeRow } from '@/server/charges/create-charge';
import { dispatch } from '@/server/events/dispatch';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, pixDevolucoes, pixRecebidos, timeline } from '@/server/platform/db/schema';
import { followPixRefunds, reconcilePix } from '@/server/pix/jobs';
import { registerWebhook } from '@/server/pix/webhook-registration';
import { setProfilePixKey } from '../support/profile-pix-key';
import { currentPixProvider, resetPixProvider } from '@/server/pix/providers';
import type { DynamicPixProvider } from '@/server/pix/provider';
import { refundPix } from '@/server/pix/refund-pix';
import { refundChargePix } from '@/server/pix/refund-actions';
import { POST } from '@/app/api/webhooks/pix/[[...rest]]/route';
import { runPass } from '@/server/jobs/worker';
import { settleNotifiedPix } from '@/server/pix/notification-queue';
import { registeredWebhookUrl } from '@/server/pix/webhook-secret';
import { jobs } from '@/server/platform/db/schema';
import { pdfText } from '../support/pdf-text';
import { checkRequest } from '../support/pix-api-schema';
import { signInAsNewStaff } from '../support/staff';
import { startFakePsp, type FakePsp } from '../support/fake-psp';

/**
 * Charges as cobv and payments that confirm themselves (D20, D99), end to end against the stand-in PSP: the charge
 * form registers one cobv (schema-checked), edit revises it, cancel removes it; the PSP's notification reaches the
 * app's webhook route and the charge is paid through the one "charge paid" writer; repeats, unknown and forged
 * notifications, a dropped one, a late payment, a refund, and a PSP down or slow.
 */
let psp: FakePsp;
let hook: Server;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
const saved = { ...process.env };
const marker = `PIXC-${randomUUID().slice(0, 6)}`;
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste' };

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const form = (overrides: Record<string, unknown> = {}) => ({
  titulo: `${marker} Site`,
  cliente: 'Ana Lima',
  clienteId,
  valor: '1.000,00',
  dataVencimento: inDays(10),
  formaPagamento: 'pix' as const,
  descricao: '',
  observacoes: '',
  chavePix: 'financeiro@agencia.com.br',
  codigoPix: '',
  nomeBeneficiario: '',
  cidadeBeneficiario: '',
  recorrencia: 'nenhuma' as const,
  ...overrides,
});

async function charge(id: string) {
  const [row] = await (await getDb()).select().from(cobrancas).where(eq(cobrancas.id, id));
  return row;
}

/** D130: the webhook only queues; the worker re-reads each notified Pix and settles it. One pass drains the queue. */
async function drain() {
  await runPass({ workerId: 'teste-pix' });
}

/**
 * A Pix paid on an earlier day, notified and settled as it happens, with the app's clock at the payment: a
 * notification whose end-to-end id is days old is dropped before it is queued (D177), so a late payment of days
 * ago is notified on its own day.
 */
async function payOnItsDay(txid: string, paid: { dia: string; at: Date; valor?: number }) {
  setClock(paid.at);
  try {
    const result = await psp.pay(txid, paid);
    await drain();
    return result;
  } finally {
    setClock(null);
  }
}

async function newCharge(overrides: Record<string, unknown> = {}) {
  const result = await createCharge(form(overrides));
  if (!result.ok) throw new Error(result.error);
  return charge(result.data.id);
}

beforeAll(async () => {
  psp = await startFakePsp();
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const response = await POST(
        new Request(`http://app.test${req.url}`, { method: 'POST', body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.writeHead(response.status).end(await response.text());
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/pix`;
  Object.assign(process.env, psp.env({ PIX_TIMEOUT_MS: '4000', PIX_WEBHOOK_URL: webhookUrl }));
  resetPixProvider();
  // D171: the key is the profile's; the environment has none for the PSP.
  delete process.env.PIX_KEY;
  await setProfilePixKey(psp.chave);
  expect(await registerWebhook({ force: true })).toMatchObject({ ok: true, url: registeredWebhookUrl(webhookUrl) });
  expect(psp.webhooks.get(psp.chave)).toBe(registeredWebhookUrl(webhookUrl));
  staff = await signInAsNewStaff();
  const db = await getDb();
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: 'Ana Lima', documento: '529.982.247-25', email: `${marker}@teste.dev`, observacoes: marker })
    .returning({ id: clientes.id });
}, 60_000);

afterAll(async () => {
  const db = await getDb();
  const ids = (
    await db
      .select({ id: cobrancas.id })
      .from(cobrancas)
      .where(like(cobrancas.titulo, `${marker}%`))
  ).map((r) => r.id);
  const e2eids = [...psp.pix.keys()];
  if (e2eids.length) {
    await db.delete(pixDevolucoes).where(inArray(pixDevolucoes.endToEndId, e2eids));
    await db.delete(pixRecebidos).where(inArray(pixRecebidos.endToEndId, e2eids));
  }
  if (ids.length) await db.delete(cobrancas).where(inArray(cobrancas.id, ids));
  await db.delete(clientes).where(eq(clientes.observacoes, marker));
  await staff.cleanup();
  process.env = saved;
  resetPixProvider();
  await psp.close();
  await new Promise((resolve) => hook.close(resolve));
});

describe('a charge is a cobv at the PSP', () => {
  it('creates one cobv with the debtor, due date, fine and interest, valid against the schema', async () => {
    const row = await newCharge();
    expect(row).toMatchObject({ pixStatus: 'ATIVA', pixTxid: row.id.replace(/-/g, ''), pixRevisao: 0 });
    expect(row.pixCopiaECola).toMatch(/^000201/);
    const put = psp.requests.filter((r) => r.method === 'PUT' && r.path.startsWith(`/v2/cobv/${row.pixTxid}`));
    expect(put).toHaveLength(1);
    expect(checkRequest('PUT', '/cobv/{txid}', put[0].body)).toEqual({ ok: true });
    expect(put[0].body).toMatchObject({
      calendario: { dataDeVencimento: row.dataVencimento, validadeAposVencimento: 30 },
      devedor: { nome: 'Ana Lima', cpf: '52998224725' },
      valor: {
        original: '1000.00',
        multa: { modalidade: 2, valorPerc: expect.any(String) },
        juros: { modalidade: 3, valorPerc: expect.any(String) },
      },
      chave: psp.chave,
    });
    expect(psp.violations).toEqual([]);
  });

  it('revises the cobv when the amount changes, and removes it when the charge is cancelled', async () => {
    const row = await newCharge();
    const edited = await updateCharge({ ...form({ valor: '1.200,00' }), id: row.id });
    expect(edited.ok).toBe(true);
    expect(psp.cobs.get(row.pixTxid!)?.body.valor.original).toBe('1200.00');
    expect((await charge(row.id)).pixRevisao).toBe(1);
    expect((await updateChargeStatus({ id: row.id, status: 'cancelado' })).ok).toBe(true);
    expect(psp.cobs.get(row.pixTxid!)?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect(await charge(row.id)).toMatchObject({ status: 'cancelado', pixStatus: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    expect(psp.violations).toEqual([]);
  });

  it('"Marcar como Pago" removes the ATIVA cobv at the PSP after the payment, so nobody pays it twice', async () => {
    const row = await newCharge();
    expect((await updateChargeStatus({ id: row.id, status: 'pago' })).ok).toBe(true);
    expect(psp.cobs.get(row.pixTxid!)?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect(await charge(row.id)).toMatchObject({ status: 'pago', pixStatus: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    expect(psp.violations).toEqual([]);
  });

  it('a PSP down at "Marcar como Pago" still pays the charge; the removal is retried by the queue', async () => {
    const row = await newCharge();
    psp.fail(/^PATCH \/v2\/cobv\//, { status: 503, times: 3 });
    expect((await updateChargeStatus({ id: row.id, status: 'pago' })).ok).toBe(true);
    psp.clearFaults();
    expect(await charge(row.id)).toMatchObject({ status: 'pago', pixStatus: 'ATIVA' });
    const db = await getDb();
    const [retry] = await db
      .select()
      .from(jobs)
      .where(like(jobs.chave, `efeito:pix.removerCobv:%${row.id}%`));
    expect(retry).toMatchObject({ tipo: 'evento.efeito', status: 'pendente' });
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, retry.id));
    await drain();
    expect(await charge(row.id)).toMatchObject({ status: 'pago', pixStatus: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
  }, 60_000);

  it('registers the cobv of a charge an automatic step made, and a retry makes no second one', async () => {
    const db = await getDb();
    const written = await db.transaction((tx) =>
      createChargeRow(tx as unknown as Db, SYSTEM, {
        titulo: `${marker} Parcela`,
        cliente: 'Ana Lima',
        clienteId,
        valor: 50000,
        dataVencimento: inDays(30),
        formaPagamento: 'pix',
        pix: 'agencia',
      }),
    );
    expect(written.row?.pixStatus).toBe('pendente');
    await dispatch(written.events, 'background');
    const row = await charge(written.row!.id);
    expect(row).toMatchObject({ pixStatus: 'ATIVA', pixTxid: row.id.replace(/-/g, '') });
    const { registerPendingCobv } = await import('@/server/pix/charge-psp');
    expect(await registerPendingCobv(row.id)).toEqual([]);
    expect(psp.requests.filter((r) => r.method === 'PUT' && r.path.includes(row.pixTxid!))).toHaveLength(1);
  });

  it('falls back to the static code for a client without a valid CPF or CNPJ, saying why', async () => {
    const db = await getDb();
    const [{ id }] = await db
      .insert(clientes)
      .values({ nome: 'Sem Documento', observacoes: marker })
      .returning({ id: clientes.id });
    const row = await newCharge({ clienteId: id, cliente: 'Sem Documento' });
    expect(row).toMatchObject({ pixStatus: null, pixTxid: null, pixErro: m.pix.refusal.documento });
  });
});

describe('the PSP down or slow leaves everything as it was', () => {
  it('answers the charge form with a clear message and writes nothing', async () => {
    psp.fail(/^PUT \/v2\/cobv\//, { status: 503, times: 3 });
    const down = await createCharge(form({ titulo: `${marker} Fora do ar` }));
    expect(down).toEqual({ ok: false, error: m.pix.problem.unavailable });
    psp.fail(/^PUT \/v2\/cobv\//, { delayMs: 5000, times: 3 });
    const slow = await createCharge(form({ titulo: `${marker} Lento` }));
    psp.clearFaults();
    expect(slow).toEqual({ ok: false, error: m.pix.problem.timeout });
    const db = await getDb();
    const rows = await db
      .select()
      .from(cobrancas)
      .where(inArray(cobrancas.titulo, [`${marker} Fora do ar`, `${marker} Lento`]));
    expect(rows).toEqual([]);
  }, 60_000);

  it('keeps the charge as it was when the edit or the cancel cannot reach the PSP', async () => {
    const row = await newCharge();
    psp.fail(/^PATCH \/v2\/cobv\//, { status: 503, times: 6 });
    const edit = await updateCharge({ ...form({ valor: '9.999,00' }), id: row.id });
    const cancel = await updateChargeStatus({ id: row.id, status: 'cancelado' });
    psp.clearFaults();
    expect(edit).toEqual({ ok: false, error: m.pix.problem.unavailable });
    expect(cancel).toEqual({ ok: false, error: m.pix.problem.unavailable });
    expect(await charge(row.id)).toMatchObject({ valor: 100000, status: 'pendente', pixStatus: 'ATIVA' });
  }, 60_000);
});

describe('payments confirm themselves', () => {
  const entries = async (id: string) =>
    (await getDb())
      .select()
      .from(timeline)
      .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, 'pix.received')));

  it('a notification pays the charge once, with the payer on the timeline', async () => {
    const row = await newCharge();
    const paid = await psp.pay(row.pixTxid!);
    expect(paid.delivered.map((d) => d.status)).toEqual([200]);
    // Answered before anything was settled: the hint is a queued job keyed by the end-to-end id.
    expect((await charge(row.id)).status).toBe('pendente');
    const queued = await (
      await getDb()
    )
      .select()
      .from(jobs)
      .where(eq(jobs.chave, `pix:notificacao:${paid.endToEndId}`));
    expect(queued).toEqual([expect.objectContaining({ tipo: 'pix.notificacao', status: 'pendente' })]);
    await drain();
    expect(await charge(row.id)).toMatchObject({ status: 'pago', valorPago: 100000, pixStatus: 'CONCLUIDA' });
    const [entry] = await entries(row.id);
    expect(entry).toMatchObject({ atorTipo: 'sistema', atorNome: 'Ana Lima' });
    const [pix] = await (await getDb()).select().from(pixRecebidos).where(eq(pixRecebidos.cobrancaId, row.id));
    expect(pix).toMatchObject({ status: 'conciliado', valor: 100000 });
  });

  it('the same notification three times settles the charge once', async () => {
    const row = await newCharge();
    psp.webhookMode('duplicate', { copies: 3 });
    const paid = await psp.pay(row.pixTxid!);
    psp.webhookMode('deliver');
    expect(paid.delivered.map((d) => d.status)).toEqual([200, 200, 200]);
    const db0 = await getDb();
    expect(
      await db0
        .select()
        .from(jobs)
        .where(eq(jobs.chave, `pix:notificacao:${paid.endToEndId}`)),
    ).toHaveLength(1);
    await drain();
    expect((await charge(row.id)).status).toBe('pago');
    expect(await entries(row.id)).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, paid.endToEndId))).toHaveLength(1);
  });

  it('a PSP down while the worker re-reads the Pix leaves the charge open; the retry settles it', async () => {
    const row = await newCharge();
    const paid = await psp.pay(row.pixTxid!);
    // Every read of received Pix, the reconciliation job's list included (the first pass runs a tick).
    psp.fail(/^GET \/v2\/pix/, { status: 503, times: 40 });
    await drain();
    psp.clearFaults();
    expect((await charge(row.id)).status).toBe('pendente');
    const db = await getDb();
    const key = `pix:notificacao:${paid.endToEndId}`;
    const [job] = await db.select().from(jobs).where(eq(jobs.chave, key));
    expect(job).toMatchObject({ status: 'pendente', tentativas: 1 });
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.chave, key));
    await drain();
    expect((await charge(row.id)).status).toBe('pago');
    expect(await entries(row.id)).toHaveLength(1);
  }, 60_000);

  it('two workers draining the same notifications at once settle each charge once', async () => {
    const rows = [await newCharge(), await newCharge(), await newCharge()];
    psp.webhookMode('duplicate', { copies: 2 });
    for (const row of rows) await psp.pay(row.pixTxid!);
    psp.webhookMode('deliver');
    await Promise.all([runPass({ workerId: 'teste-a', batch: 1 }), runPass({ workerId: 'teste-b', batch: 1 })]);
    for (const row of rows) {
      expect((await charge(row.id)).status).toBe('pago');
      expect(await entries(row.id)).toHaveLength(1);
    }
  }, 60_000);

  it('settles one batch of notified Pix together, each as it would alone (D130)', async () => {
    const [twice, once, short] = [await newCharge(), await newCharge(), await newCharge()];
    psp.webhookMode('drop');
    const first = await psp.pay(twice.pixTxid!, { at: new Date(Date.now() - 60_000) });
    // The same BR Code paid a second time, a minute later: the charge is paid once, the second Pix is for staff.
    const again = await psp.payWithoutCharge(100000, { txid: twice.pixTxid! });
    const paid = await psp.pay(once.pixTxid!);
    const low = await psp.pay(short.pixTxid!, { valor: 50000 });
    const unknown = await psp.payWithoutCharge(100000, { txid: 'desconhecido11111111111111111' });
    psp.webhookMode('deliver');
    const ids = [again, first, paid, low, unknown].map((p) => p.endToEndId);
    const { events, failed } = await settleNotifiedPix(ids);
    expect(failed.size).toBe(0);
    const db = await getDb();
    const stored = await db.select().from(pixRecebidos).where(inArray(pixRecebidos.endToEndId, ids));
    const status = Object.fromEntries(stored.map((p) => [p.endToEndId, [p.status, p.cobrancaId]]));
    expect(status).toEqual({
      [first.endToEndId]: ['conciliado', twice.id],
      [again.endToEndId]: ['divergente', twice.id],
      [paid.endToEndId]: ['conciliado', once.id],
      [low.endToEndId]: ['divergente', short.id],
      [unknown.endToEndId]: ['pendente', null],
    });
    expect((await charge(twice.id)).status).toBe('pago');
    expect((await charge(once.id)).status).toBe('pago');
    expect((await charge(short.id)).status).toBe('pendente');
    expect(await entries(twice.id)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'charge.paid').map((e) => 'chargeId' in e && e.chargeId)).toEqual(
      expect.arrayContaining([twice.id, once.id]),
    );
    expect(events.filter((e) => e.type === 'charge.paid')).toHaveLength(2);
    // Every new Pix reports `pix.received`, saying it was settled here: the effects table runs no settling
    // follow-up for it (D154); the settled ones also report what settling did.
    const received = events.filter((e) => e.type === 'pix.received');
    expect(received.map((e) => e.endToEndId).sort()).toEqual([...ids].sort());
    expect(received.every((e) => e.settledHere)).toBe(true);
    // Dispatched as the worker does: the receipts and the instalments are queued, no settling of a settled Pix.
    await dispatch(events, 'queued');
    const queued = await db.select({ dados: jobs.dados }).from(jobs).where(like(jobs.chave, 'efeito:pix.conciliar:%'));
    expect(
      queued.filter((job) => ids.includes(String((job.dados.evento as { endToEndId?: string }).endToEndId))),
    ).toEqual([]);
    expect(
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(like(jobs.chave, `efeito:cobranca.recibo:%${twice.id}%`)),
    ).toHaveLength(1);
    // The same batch again (a retry): nothing moves, nothing is reported.
    expect((await settleNotifiedPix(ids)).events).toEqual([]);
  });

  it('a Pix that cannot be written fails its own job only: the rest of its batch settles one by one', async () => {
    const [good, bad] = [await newCharge(), await newCharge()];
    psp.webhookMode('drop');
    const ok = await psp.pay(good.pixTxid!);
    const broken = await psp.pay(bad.pixTxid!);
    psp.webhookMode('deliver');
    const db = await getDb();
    // A constraint this one Pix breaks stands in for a row the database refuses.
    await db.execute(
      sql.raw(`alter table pix_recebidos add constraint teste_recusa check (end_to_end_id <> '${broken.endToEndId}')`),
    );
    try {
      const { failed } = await settleNotifiedPix([ok.endToEndId, broken.endToEndId]);
      expect([...failed.keys()]).toEqual([broken.endToEndId]);
    } finally {
      await db.execute(sql.raw('alter table pix_recebidos drop constraint teste_recusa'));
    }
    expect((await charge(good.id)).status).toBe('pago');
    expect((await charge(bad.id)).status).toBe('pendente');
    expect(await db.select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, broken.endToEndId))).toEqual([]);
    // Its retry, once the database takes it, settles it.
    expect((await settleNotifiedPix([broken.endToEndId])).failed.size).toBe(0);
    expect((await charge(bad.id)).status).toBe('pago');
  });

  it('keeps a Pix of an unknown txid for staff and ignores a forged notification', async () => {
    const open = await newCharge();
    const other = await psp.payWithoutCharge(100000, { txid: 'desconhecido00000000000000000' });
    await drain();
    const db = await getDb();
    const [kept] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, other.endToEndId));
    expect(kept).toMatchObject({ status: 'pendente', cobrancaId: null });
    const forged = 'E99999999202611271200forjado0002';
    await psp.notify([{ endToEndId: forged, txid: open.pixTxid, valor: '1000.00', horario: new Date().toISOString() }]);
    await drain();
    expect(await db.select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, forged))).toEqual([]);
    expect((await charge(open.id)).status).toBe('pendente');
  });

  it('recovers a dropped notification in the reconciliation job', async () => {
    const row = await newCharge();
    psp.webhookMode('drop');
    await psp.pay(row.pixTxid!);
    psp.webhookMode('deliver');
    expect((await charge(row.id)).status).toBe('pendente');
    await dispatch(await reconcilePix(), 'background');
    expect((await charge(row.id)).status).toBe('pago');
    expect(await entries(row.id)).toHaveLength(1);
  });

  it('records the fine and interest of a late payment', async () => {
    const row = await newCharge({ dataVencimento: inDays(-20) });
    const at = new Date(`${inDays(-12)}T15:00:00Z`);
    await payOnItsDay(row.pixTxid!, { dia: inDays(-12), at });
    const paid = await charge(row.id);
    expect(paid.status).toBe('pago');
    expect(paid.valorPago).toBeGreaterThan(100000);
    const [pix] = await (await getDb()).select().from(pixRecebidos).where(eq(pixRecebidos.cobrancaId, row.id));
    expect(pix.componentes).toMatchObject({ original: 100000, multa: expect.any(Number), juros: expect.any(Number) });
    expect(pix.valor).toBe(paid.valorPago);
  });

  // D185: a due date on a Saturday moves to Monday (validadeAposVencimento's text), and the fine and interest count
  // from Monday: the bank asks two days of interest on Wednesday, not four, and that amount settles the charge.
  it('a Saturday due date paid late at the amount the bank asks settles, not divergente', async () => {
    let saturday = inDays(-14);
    const plus = (day: string, n: number) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    while (
      new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6 ||
      ![2, 3, 4].every((n) => isBusinessDay(plus(saturday, n)))
    )
      saturday = plus(saturday, -1);
    const wednesday = plus(saturday, 4);
    const row = await newCharge({ dataVencimento: saturday });
    // The bank's amount, by hand: the fine once, and 2 days (Tuesday, Wednesday) of the monthly interest / 30.
    const fine = Math.round((row.valor * Math.round(row.multaPercentual * 100)) / 10_000);
    const interest = Math.round((row.valor * Math.round(row.jurosMensalPercentual * 100) * 2) / (10_000 * 30));
    const bank = row.valor + fine + interest;
    const paid = await payOnItsDay(row.pixTxid!, {
      valor: bank,
      dia: wednesday,
      at: new Date(`${wednesday}T15:00:00Z`),
    });
    const [pix] = await (await getDb()).select().from(pixRecebidos).where(eq(pixRecebidos.cobrancaId, row.id));
    expect(pix).toMatchObject({ status: 'conciliado', valor: bank });
    const settled = await charge(row.id);
    expect(settled).toMatchObject({ status: 'pago', valorPago: bank });
    // D187: the receipt carries the time paid, the E2E id, the payer and the amount in words.
    const text = (await pdfText(await renderReceiptPdf(settled))).replace(/\s+/g, ' ');
    expect(text).toContain(`(${amountInWords(bank)})`);
    expect(text).toContain(paid.endToEndId);
    expect(text).toContain('Pagador: Ana Lima');
    expect(text).toContain('CPF/CNPJ do pagador: ***.982.247-**');
    expect(text).toContain(`Pago em ${formatDateTime(pix.horario)}`);
  });

  it('lists a payment below the amount due as divergent, the charge still open', async () => {
    const row = await newCharge();
    await psp.pay(row.pixTxid!, { valor: 50000 });
    await drain();
    expect((await charge(row.id)).status).toBe('pendente');
    const [pix] = await (await getDb()).select().from(pixRecebidos).where(eq(pixRecebidos.cobrancaId, row.id));
    expect(pix.status).toBe('divergente');
  });

  it('a refund reaches DEVOLVIDO through the refund job', async () => {
    const row = await newCharge();
    await psp.pay(row.pixTxid!);
    await drain();
    const [pix] = await (await getDb()).select().from(pixRecebidos).where(eq(pixRecebidos.cobrancaId, row.id));
    const provider = currentPixProvider() as DynamicPixProvider;
    const asked = await refundPix(provider, SYSTEM, { pixId: pix.id, valor: 30000 });
    expect(asked.refund.status).toBe('EM_PROCESSAMENTO');
    await psp.settleRefund(pix.endToEndId, asked.refund.devolucaoId, 'DEVOLVIDO');
    await dispatch(await followPixRefunds(), 'background');
    const [refund] = await (await getDb()).select().from(pixDevolucoes).where(eq(pixDevolucoes.id, asked.refund.id));
    expect(refund.status).toBe('DEVOLVIDO');
    expect(psp.violations).toEqual([]);
  });

  it('refunds from the charge detail (admins): more than was paid is refused, the rest reaches DEVOLVIDO', async () => {
    const row = await newCharge();
    await psp.pay(row.pixTxid!);
    await drain();
    const tooMuch = await refundChargePix({ chargeId: row.id, valor: 100001 });
    expect(tooMuch.ok).toBe(false);
    const asked = await refundChargePix({ chargeId: row.id, valor: 100000 });
    expect(asked).toEqual({ ok: true, data: { status: 'EM_PROCESSAMENTO', pendente: false } });
    const db = await getDb();
    const [refund] = await db.select().from(pixDevolucoes).where(eq(pixDevolucoes.cobrancaId, row.id));
    await psp.settleRefund(refund.endToEndId, refund.devolucaoId, 'DEVOLVIDO');
    await dispatch(await followPixRefunds(), 'background');
    const [after] = await db.select().from(pixDevolucoes).where(eq(pixDevolucoes.id, refund.id));
    expect(after.status).toBe('DEVOLVIDO');
    const open = await newCharge();
    expect(await refundChargePix({ chargeId: open.id, valor: 100 })).toEqual({
      ok: false,
      error: m.pix.refundDialog.noPix,
    });
  });
});
