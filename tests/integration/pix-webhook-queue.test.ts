import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/pix/[[...rest]]/route';
import { makeEndToEndId } from '@/lib/pix/end-to-end-id';
import { getDb } from '@/server/platform/db/client';
import { jobs, rateLimits } from '@/server/platform/db/schema';
import { MAX_WAITING_OTHER } from '@/server/pix/notification-queue';
import { resetPixProvider } from '@/server/pix/providers';
import { registeredWebhookUrl } from '@/server/pix/webhook-secret';
import { awayFromWindowEdge } from '../security/helpers';
import { resetRequest } from '../support/request-context';

/**
 * The Pix webhook only queues (D130), and only for the bank (D175–D178): a path without the secret segment is a 404
 * that queues nothing; JSON naming plausible end-to-end ids gets one job per id, keyed by it, whatever the repeats and
 * however many arrive at once; ids outside the time window are dropped; ids naming no open charge wait at most
 * MAX_WAITING_OTHER at once; a body that is not JSON is a 400, one over 64 KB a 413 without being read whole, and an
 * address past its per-minute calls a 429. Settling is the worker's (pix-charges, pix-webhook-flood).
 */
const saved = { ...process.env };
// A marker in the ids' random tail (the ISPB part): this file's jobs are found, and removed, by it.
const ISPB = String(Date.now()).slice(-8);
const e2eid = (i: number, at = new Date()) => `${makeEndToEndId(at, ISPB).slice(0, 21)}${String(i).padStart(11, '0')}`;
const base = 'http://app.test/api/webhooks/pix';
const hookUrl = () => `${registeredWebhookUrl(base)}/pix`;
const post = (body: string | ReadableStream<Uint8Array>, url = hookUrl(), headers: Record<string, string> = {}) =>
  POST(new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit));
const queued = async () =>
  (await getDb())
    .select()
    .from(jobs)
    .where(like(jobs.chave, `pix:notificacao:E${ISPB}%`));

/** A body of `total` bytes pulled 16 KB at a time; `pulled` says how much of it the route asked for. */
function countedBody(total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, total - counter.pulled)).fill(0x20);
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

async function clearQueued() {
  const ids = (await queued()).map((j) => j.id);
  if (ids.length) await (await getDb()).delete(jobs).where(inArray(jobs.id, ids));
}

beforeAll(() => {
  process.env.PIX_PROVIDER = 'sandbox';
  resetPixProvider();
});

beforeEach(async () => {
  resetRequest(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  await clearQueued();
});

afterAll(async () => {
  await clearQueued();
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, 'pix-webhook:%'));
  process.env = saved;
  resetPixProvider();
  resetRequest();
});

describe('the Pix webhook answers only at its registered address', () => {
  it('answers 404 and queues nothing without the secret segment, or with a wrong one', async () => {
    const body = JSON.stringify({ pix: [{ endToEndId: e2eid(1) }] });
    for (const url of [`${base}/pix`, base, `${base}/${'x'.repeat(32)}/pix`, `${hookUrl()}/mais`]) {
      expect((await post(body, url)).status).toBe(404);
    }
    expect(await queued()).toEqual([]);
    // The same body at the registered address (with or without the `/pix` PSPs append) is taken.
    expect((await post(body, registeredWebhookUrl(base))).status).toBe(200);
    expect(await queued()).toHaveLength(1);
  });
});

describe('the Pix webhook queues the hint and answers', () => {
  it('refuses a body that is not JSON, and answers a notification naming no Pix without queueing', async () => {
    expect((await post('{"pix": [')).status).toBe(400);
    const empty = await post(JSON.stringify({ evento: 'teste_webhook' }));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ recebidos: 0 });
    expect(await queued()).toEqual([]);
  });

  it('queues one job per end-to-end id for 50 notifications at once, repeats included', async () => {
    const bodies = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify({ pix: [{ endToEndId: e2eid(i % 20), valor: '1.00' }, { endToEndId: e2eid((i + 1) % 20) }] }),
    );
    const responses = await Promise.all(bodies.map((body) => post(body)));
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const rows = await queued();
    expect(rows).toHaveLength(20);
    // Claimed before other due work (D145); no open charge named: below a charge's own Pix (D178).
    expect(new Set(rows.map((r) => r.prioridade))).toEqual(new Set([1]));
    expect(new Set(rows.map((r) => r.dados.endToEndId))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => e2eid(i))),
    );
    expect(rows.every((r) => r.tipo === 'pix.notificacao' && r.status === 'pendente')).toBe(true);
  });

  it('drops ids outside the time window and ids without the SPI shape before queueing', async () => {
    const old = e2eid(1, new Date(Date.now() - 3 * 86_400_000));
    const ahead = e2eid(2, new Date(Date.now() + 60 * 60_000));
    const noTime = `E${ISPB}209913991299abcdefghijk`;
    const response = await post(
      JSON.stringify({ pix: [{ endToEndId: old }, { endToEndId: ahead }, { endToEndId: noTime }] }),
    );
    expect(response.status).toBe(200);
    expect(await queued()).toEqual([]);
  });

  it('keeps at most MAX_WAITING_OTHER jobs naming no open charge waiting', async () => {
    const ids = Array.from({ length: MAX_WAITING_OTHER + 30 }, (_, i) => ({ endToEndId: e2eid(1000 + i) }));
    const first = await post(JSON.stringify({ pix: ids.slice(0, 90) }));
    const second = await post(JSON.stringify({ pix: ids.slice(90) }));
    expect([first.status, second.status]).toEqual([200, 200]);
    const waiting = await (
      await getDb()
    )
      .select()
      .from(jobs)
      .where(and(eq(jobs.tipo, 'pix.notificacao'), eq(jobs.status, 'pendente'), eq(jobs.prioridade, 1)));
    expect(waiting.length).toBe(MAX_WAITING_OTHER);
  });
});

describe('the Pix webhook bounds what a caller can send', () => {
  it('answers 413 to a declared 1 MB body without reading a byte of it', async () => {
    const { stream, counter } = countedBody(1024 * 1024);
    const response = await post(stream, hookUrl(), { 'content-length': String(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(counter.pulled).toBeLessThanOrEqual(16 * 1024);
    expect(await queued()).toEqual([]);
  });

  it('answers 413 to an undeclared 1 MB body after reading no more than 64 KB of it', async () => {
    const { stream, counter } = countedBody(1024 * 1024);
    const response = await post(stream);
    expect(response.status).toBe(413);
    // What the route pulled: the 64 KB cap and the chunks the stream reads ahead, never the megabyte.
    expect(counter.pulled).toBeLessThan(160 * 1024);
    expect(await queued()).toEqual([]);
  });

  it('answers 429 past 120 calls a minute from one address, and queues nothing for them', async () => {
    // The count is per calendar minute: the 126 calls must not straddle two of them.
    await awayFromWindowEdge(60_000, 15_000);
    const body = JSON.stringify({ evento: 'teste_webhook' });
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await post(body)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const refused = await post(JSON.stringify({ pix: [{ endToEndId: e2eid(7) }] }));
    expect(refused.status).toBe(429);
    expect(await queued()).toEqual([]);
  });
});
