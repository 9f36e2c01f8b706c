import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/pix/[[...rest]]/route';
import { registeredWebhookUrl } from '@/server/pix/webhook-secret';
import { createCharge } from '@/server/charges/create-charge';
import { dispatch } from '@/server/events/dispatch';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, jobs, pixRecebidos, timeline } from '@/server/platform/db/schema';
import { importStatement } from '@/server/pix/import-statement';
import { resetPixProvider } from '@/server/pix/providers';
import { startWorker } from '@/server/jobs/worker';
import { startFakePsp } from '../tests/support/fake-psp';
import { sgmlOfx } from '../tests/support/ofx-fixture';

/**
 * The bench's `pix` part (bench/pix.ts runs this file, vitest's `bench` project, with PIX_BENCH_OUT set): webhook
 * notifications end to end at 50 concurrent, with one repeat in two, counting lost and doubled: HTTP into the app's
 * route, which queues each end-to-end id and answers (D130); the in-process worker, woken by the route, re-reads
 * each Pix from the stand-in PSP over mutual TLS, stores it once and pays its charge through the one writer. The
 * clock stops when every notified charge is Pago. Then the OFX import of 500 credits against 1,000 open charges.
 */
// The `bench` project exists only with PIX_BENCH_OUT (vitest.config.ts): never part of `npm test` (D194).
const OUT = process.env.PIX_BENCH_OUT!;
const CHARGES = 200;
const CONCURRENCY = 50;
const saved = { ...process.env };
const marker = `PIXB${randomUUID().slice(0, 6)}`;

/** The callers: ready, then on 'go' every body POSTed by `concurrency` loops; answers how many were not 2xx. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, bodies, concurrency } = workerData;
parentPort.once('message', async () => {
  let next = 0;
  let failed = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      if (!response.ok) failed++;
      await response.text();
    }
  }));
  parentPort.postMessage({ failed });
});
parentPort.postMessage('ready');
`;

afterAll(() => {
  process.env = saved;
  resetPixProvider();
});

describe('pix bench', () => {
  it('measures the webhook path and the OFX import', async () => {
    const psp = await startFakePsp();
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const response = await POST(new Request(`http://app.test${req.url}`, { method: 'POST', body }));
        res.writeHead(response.status).end(await response.text());
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `${registeredWebhookUrl(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/pix`)}/pix`;
    Object.assign(process.env, psp.env({ PIX_TIMEOUT_MS: '10000' }));
    resetPixProvider();
    const db = await getDb();
    const [{ id: clienteId }] = await db
      .insert(clientes)
      .values({ nome: 'Carla Dias', documento: '52998224725', observacoes: marker })
      .returning({ id: clientes.id });
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ids: string[] = [];
    for (let i = 0; i < CHARGES; i++) {
      const written = await db.transaction((tx) =>
        createCharge(
          tx as unknown as Db,
          { tipo: 'sistema', nome: 'Bench' },
          {
            titulo: `${marker} ${i}`,
            cliente: 'Carla Dias',
            clienteId,
            valor: 10000 + i,
            dataVencimento: due,
            formaPagamento: 'pix',
            pix: 'agencia',
          },
        ),
      );
      await dispatch(written.events, 'background');
      ids.push(written.row!.id);
    }
    const txids = (await db.select({ t: cobrancas.pixTxid }).from(cobrancas).where(inArray(cobrancas.id, ids))).map(
      (r) => r.t!,
    );
    // The worker's first pass runs the period's tick (whose reconciliation lists every Pix): before any is paid.
    const stopWorker = startWorker({ intervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopWorker();
    const stop = startWorker({ intervalMs: 60_000 });
    psp.webhookMode('drop');
    const paid = [];
    for (const txid of txids) paid.push(await psp.pay(txid));
    // Every Pix once, and one in two a second time (a PSP's retry), shuffled.
    const bodies = [...paid, ...paid.filter((_, i) => i % 2 === 0)]
      .map((p) => JSON.stringify({ pix: [p.pix] }))
      .sort(() => Math.random() - 0.5);
    // The PSP's side of the webhook (50 callers at once) runs on a thread of its own, as a PSP is another machine:
    // what this process spends is the app's (route, worker) and the stand-in's GET /pix.
    const client = new Worker(CLIENT, { eval: true, workerData: { url, bodies, concurrency: CONCURRENCY } });
    await new Promise((resolve) => client.once('message', resolve));
    const cpuAtStart = process.cpuUsage();
    const loadAtStart = loadavg()[0];
    const started = performance.now();
    const answered = new Promise<{ failed: number }>((resolve) => client.once('message', resolve));
    client.postMessage('go');
    const { failed } = await answered;
    await client.terminate();
    const answeredMs = performance.now() - started;
    const paidNow = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(cobrancas)
          .where(and(inArray(cobrancas.id, ids), eq(cobrancas.status, 'pago')))
      )[0].n;
    // Until every notified charge is Pago (or 60 s without progress: then some are lost).
    let paidCount = await paidNow();
    let progressAt = performance.now();
    while (paidCount < CHARGES && performance.now() - progressAt < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const n = await paidNow();
      if (n > paidCount) progressAt = performance.now();
      paidCount = n;
    }
    const webhookMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuAtStart);
    // The worker's pass goes on with the payments' follow-ups (receipts, instalments), claimed after every
    // notification (D145): stopping waits for them, which is when the last receipt went out.
    await stop();
    const followUpsMs = performance.now() - started;
    const [{ n: waiting }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(inArray(jobs.status, ['pendente', 'executando']), lte(jobs.runAt, new Date())));
    const [{ n: stored }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pixRecebidos)
      .where(inArray(pixRecebidos.txid, txids));
    const [{ n: entries }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(timeline)
      .where(and(inArray(timeline.assuntoId, ids), eq(timeline.tipo, 'pix.received')));

    const clientIds = Array.from({ length: 1000 }, () => randomUUID());
    await db
      .insert(clientes)
      .values(clientIds.map((id, i) => ({ id, nome: `Cliente${i} Bench`, observacoes: marker })));
    await db.insert(cobrancas).values(
      clientIds.map((id, i) => ({
        numeroCobranca: `${marker}-O${i}`,
        titulo: `${marker} OFX`,
        cliente: `Cliente${i} Bench`,
        clienteId: id,
        valor: 40000 + i,
        dataVencimento: '2026-11-10',
        slug: `${marker.toLowerCase()}-o${i}`,
      })),
    );
    const credits = Array.from({ length: 500 }, (_, i) => ({
      fitid: `B${i}`,
      valor: 40000 + i * 2,
      data: '2026-11-11',
      memo: `PIX RECEBIDO CLIENTE${i * 2} BENCH`,
    }));
    const file = sgmlOfx(credits, { account: { bank: marker, agency: '1', acct: '2' } });
    const ofxStarted = performance.now();
    const imported = await db.transaction((tx) => importStatement(tx as unknown as Db, file, 'bench.ofx'));
    const ofxMs = performance.now() - ofxStarted;

    const result = {
      notifications: bodies.length,
      concurrency: CONCURRENCY,
      webhookMs,
      perSecond: bodies.length / (webhookMs / 1000),
      answeredMs,
      followUpsMs,
      followUpsWaiting: waiting,
      answeredPerSecond: bodies.length / (answeredMs / 1000),
      // The whole path runs in this one process (route, worker, stand-in PSP, and the callers on their thread): its
      // CPU time is what an idle machine would need, and the load average says how busy this one was.
      cpuMs: (cpu.user + cpu.system) / 1000,
      perCpuSecond: bodies.length / ((cpu.user + cpu.system) / 1e6),
      loadAverage: loadAtStart,
      failed,
      charges: CHARGES,
      paid: paidCount,
      stored,
      timelineEntries: entries,
      lost: CHARGES - paidCount,
      doubled: Math.max(0, stored - CHARGES) + Math.max(0, entries - CHARGES),
      ofxCredits: 500,
      ofxOpenCharges: 1000,
      ofxMs,
      ofxExact: imported.exatos,
    };
    writeFileSync(OUT, JSON.stringify(result, null, 2));
    await psp.close();
    await new Promise((resolve) => hook.close(resolve));
    await db.delete(pixRecebidos).where(inArray(pixRecebidos.txid, txids));
    await db.delete(cobrancas).where(like(cobrancas.titulo, `${marker}%`));
    await db.delete(clientes).where(eq(clientes.observacoes, marker));
    expect(result.lost + result.doubled).toBe(0);
  }, 600_000);
});
