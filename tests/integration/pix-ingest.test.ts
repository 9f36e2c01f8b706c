import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobvRequest } from '@/lib/pix/cobv';
import type { Actor } from '@/lib/timeline/kinds';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, extratoCreditos, pixDevolucoes, pixRecebidos } from '@/server/platform/db/schema';
import { apiPixProvider } from '@/server/pix/api-provider';
import { pixApiConfig } from '@/server/pix/config';
import { PixHttpClient } from '@/server/pix/http-client';
import { importStatement } from '@/server/pix/import-statement';
import { ingestNotification, ingestReceivedBetween, type Ingested } from '@/server/pix/ingest-pix';
import type { DynamicPixProvider } from '@/server/pix/provider';
import { followRefunds, refundPix } from '@/server/pix/refund-pix';
import { startFakePsp, type FakePsp } from '../support/fake-psp';
import { sgmlOfx } from '../support/ofx-fixture';

/**
 * Received Pix get in through the PSP's word only (D20): the webhook re-reads each Pix, repeats and forgeries
 * change nothing, the reconciliation pass recovers a dropped notification; refunds reach DEVOLVIDO; a statement
 * of 500 credits is matched against 1,000 open charges.
 */
let psp: FakePsp;
let client: PixHttpClient;
let pix: DynamicPixProvider;
let hook: Server;
const ingested: Ingested[] = [];
const automatic: Actor = { tipo: 'sistema', nome: 'Pix' };
const marker = `PIXI-${randomUUID().slice(0, 6)}`;

function cobv(n: number) {
  const result = cobvRequest({
    charge: {
      id: randomUUID(),
      numeroCobranca: `${marker}-${n}`,
      titulo: 'Parcela',
      valor: 50000 + n,
      dataVencimento: '2026-03-10',
      multaPercentual: 2,
      jurosMensalPercentual: 1,
    },
    client: { nome: 'Ana Lima', documento: '52998224725' },
    chave: psp.chave,
    validadeAposVencimento: 30,
  });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

beforeAll(async () => {
  psp = await startFakePsp();
  const saved = { ...process.env };
  // A busy test machine: the default 10 s per call, not the stand-in's short test timeout.
  Object.assign(process.env, psp.env({ PIX_TIMEOUT_MS: '10000' }));
  const config = pixApiConfig();
  process.env = saved;
  if (!config.ok) throw new Error('config');
  client = new PixHttpClient(config.config);
  pix = apiPixProvider(config.config, client);
  // The app's webhook route, as phase 2 will mount it: the body is only a hint.
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return res.writeHead(400).end();
      }
      ingestNotification(pix, parsed)
        .then((result) => {
          ingested.push(result);
          res.writeHead(200).end();
        })
        .catch(() => res.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  await pix.registerWebhook(psp.chave, `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/pix`);
}, 60_000);

afterAll(async () => {
  const db = await getDb();
  const e2eids = [...psp.pix.keys()];
  if (e2eids.length) {
    await db.delete(pixDevolucoes).where(inArray(pixDevolucoes.endToEndId, e2eids));
    await db.delete(pixRecebidos).where(inArray(pixRecebidos.endToEndId, e2eids));
  }
  await db.delete(extratoCreditos).where(like(extratoCreditos.conta, `${marker}%`));
  await db.delete(cobrancas).where(like(cobrancas.numeroCobranca, `${marker}%`));
  await db.delete(clientes).where(eq(clientes.observacoes, marker));
  await client.close();
  await psp.close();
  await new Promise((resolve) => hook.close(resolve));
});

const rowsOf = async (e2eid: string) =>
  (await getDb()).select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, e2eid));

describe('notifications are hints', () => {
  it('stores a notified payment once, re-read from the PSP', async () => {
    const { txid, body } = cobv(1);
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid, { dia: '2026-03-12' });
    const rows = await rowsOf(paid.endToEndId);
    expect(rows).toEqual([expect.objectContaining({ txid, valor: 51034, status: 'pendente', origem: 'webhook' })]);
    expect(rows[0].componentes).toEqual({ original: 50001, multa: 1000, juros: 33, desconto: null, abatimento: null });
    expect(ingested.at(-1)?.events).toEqual([expect.objectContaining({ type: 'pix.received', txid })]);
  });

  it('stores one row for the same notification three times', async () => {
    psp.webhookMode('duplicate', { copies: 3 });
    const { txid, body } = cobv(2);
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid);
    psp.webhookMode('deliver');
    expect(await rowsOf(paid.endToEndId)).toHaveLength(1);
    const last = ingested.slice(-3);
    expect(last.map((r) => [r.novos.length, r.repetidos.length])).toEqual([
      [1, 0],
      [0, 1],
      [0, 1],
    ]);
  });

  it('keeps a Pix with an unknown txid for staff, and stores nothing for a forged notification', async () => {
    const other = await psp.payWithoutCharge(4321, { txid: 'outrosistema0000000000000000000' });
    expect((await rowsOf(other.endToEndId))[0]).toMatchObject({ status: 'pendente', cobrancaId: null, valor: 4321 });
    const forged = 'E99999999202603111200forjado0001';
    await psp.notify([
      { endToEndId: forged, txid: 'x'.repeat(26), valor: '99999.00', horario: new Date().toISOString() },
    ]);
    expect(ingested.at(-1)?.desconhecidos).toEqual([forged]);
    expect(await rowsOf(forged)).toEqual([]);
  });

  it('answers 400 to a notification cut short, and the reconciliation pass still finds the Pix', async () => {
    psp.webhookMode('fail');
    const { txid, body } = cobv(5);
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid);
    psp.webhookMode('deliver');
    expect(paid.delivered.map((d) => d.status)).toEqual([400]);
    expect(await rowsOf(paid.endToEndId)).toEqual([]);
    const found = await ingestReceivedBetween(pix, new Date(Date.now() - 3600_000), new Date(Date.now() + 60_000));
    expect(found.novos.map((r) => r.endToEndId)).toContain(paid.endToEndId);
  });

  it('recovers a dropped notification in the reconciliation pass, and a second pass adds nothing', async () => {
    psp.webhookMode('drop');
    const { txid, body } = cobv(3);
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid);
    psp.webhookMode('deliver');
    expect(await rowsOf(paid.endToEndId)).toEqual([]);
    const window: [Date, Date] = [new Date(Date.now() - 3600_000), new Date(Date.now() + 60_000)];
    const first = await ingestReceivedBetween(pix, ...window);
    expect(first.novos.map((r) => r.endToEndId)).toContain(paid.endToEndId);
    expect((await rowsOf(paid.endToEndId))[0].origem).toBe('reconciliacao');
    expect((await ingestReceivedBetween(pix, ...window)).novos).toEqual([]);
  });

  it('takes 50 concurrent notifications with repeats: none lost, none doubled', async () => {
    const paid = [];
    psp.webhookMode('drop');
    for (let i = 0; i < 25; i++)
      paid.push(await psp.payWithoutCharge(700 + i, { txid: `lote${String(i).padStart(22, '0')}` }));
    psp.webhookMode('deliver');
    const bodies = [...paid, ...paid].map((p) => ({ pix: [p.pix] }));
    const results = await Promise.all(bodies.map((b) => ingestNotification(pix, b)));
    expect(results.reduce((n, r) => n + r.novos.length, 0)).toBe(25);
    expect(results.reduce((n, r) => n + r.repetidos.length, 0)).toBe(25);
    const rows = await (
      await getDb()
    )
      .select()
      .from(pixRecebidos)
      .where(
        inArray(
          pixRecebidos.endToEndId,
          paid.map((p) => p.endToEndId),
        ),
      );
    expect(rows).toHaveLength(25);
    expect(psp.violations).toEqual([]);
  }, 60_000);
});

describe('refunds through the PSP', () => {
  it('reaches DEVOLVIDO; a PSP that is down leaves the refund to the follow-up', async () => {
    const { txid, body } = cobv(4);
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid);
    const [row] = await rowsOf(paid.endToEndId);
    const asked = await refundPix(pix, automatic, { pixId: row.id, valor: 10000 });
    expect(asked.refund.status).toBe('EM_PROCESSAMENTO');
    await psp.settleRefund(paid.endToEndId, asked.refund.devolucaoId, 'DEVOLVIDO');
    const followed = await followRefunds(pix, automatic);
    expect(followed.find((o) => o.refund.id === asked.refund.id)?.refund.status).toBe('DEVOLVIDO');

    psp.fail(/devolucao/, { status: 503, times: 10 });
    const down = await refundPix(pix, automatic, { pixId: row.id, valor: 5000 });
    expect(down.refund.status).toBe('EM_PROCESSAMENTO');
    expect(down.error?.message).toMatch(/indisponível/);
    psp.clearFaults();
    const retried = await followRefunds(pix, automatic);
    expect(retried.find((o) => o.refund.id === down.refund.id)?.refund.status).toBe('EM_PROCESSAMENTO');
    expect(psp.pix.get(paid.endToEndId)?.devolucoes).toHaveLength(2);

    // A refusal by the PSP ends the refund as NAO_REALIZADO with the PSP's reason, and frees its amount.
    psp.fail(/^PUT .*devolucao/, { status: 400, times: 1 });
    const refused = await refundPix(pix, automatic, { pixId: row.id, valor: 1 });
    expect(refused.refund).toMatchObject({
      status: 'NAO_REALIZADO',
      motivo: expect.stringMatching(/^O banco recusou/),
    });
    expect(psp.violations).toEqual([]);
  }, 30_000);
});

describe('statement import', () => {
  it('matches 500 credits against 1,000 open charges, and a second import changes nothing', async () => {
    const db = await getDb();
    const clientIds = Array.from({ length: 1000 }, () => randomUUID());
    await db
      .insert(clientes)
      .values(clientIds.map((id, i) => ({ id, nome: `Cliente${i} Silva`, observacoes: marker })));
    await db.insert(cobrancas).values(
      clientIds.map((clienteId, i) => ({
        numeroCobranca: `${marker}-C${i}`,
        titulo: 'Mensalidade',
        cliente: `Cliente${i} Silva`,
        clienteId,
        valor: 20000 + i,
        dataVencimento: '2026-11-10',
        slug: `${marker.toLowerCase()}-c${i}`,
      })),
    );
    const credits = Array.from({ length: 500 }, (_, i) => ({
      fitid: `F${i}`,
      valor: 20000 + i * 2,
      data: '2026-11-11',
      memo: `PIX RECEBIDO CLIENTE${i * 2} SILVA`,
    }));
    const file = sgmlOfx(credits, { account: { bank: marker, agency: '1', acct: '2' }, debits: 50 });
    const started = performance.now();
    const result = await db.transaction((tx) => importStatement(tx, file, 'extrato.ofx'));
    const elapsed = performance.now() - started;
    console.log(`statement import: 500 credits against 1,000 open charges in ${Math.round(elapsed)} ms`);
    expect(result).toMatchObject({ repetidos: 0, debitos: 50, exatos: 500, ambiguos: 0, semCorrespondencia: 0 });
    expect(elapsed).toBeLessThan(5000);
    const again = await db.transaction((tx) => importStatement(tx, file, 'extrato.ofx'));
    expect(again).toMatchObject({ novos: [], repetidos: 500 });
    await expect(db.transaction((tx) => importStatement(tx, Buffer.from('não é ofx'), 'x.txt'))).rejects.toThrow(
      /não é um extrato OFX/,
    );
  }, 60_000);
});
