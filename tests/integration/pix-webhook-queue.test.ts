import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/pix/[[...rest]]/route';
import { getDb } from '@/server/platform/db/client';
import { jobs } from '@/server/platform/db/schema';
import { resetPixProvider } from '@/server/pix/providers';

/**
 * The Pix webhook only queues (D130): JSON naming end-to-end ids gets one job per id, keyed by it, whatever the
 * repeats and however many arrive at once; a body that is not JSON is a 400 and queues nothing; JSON naming no Pix
 * (a PSP testing the address) is answered and queues nothing. Settling is the worker's (tests/integration/
 * pix-charges.test.ts).
 */
const saved = { ...process.env };
const stamp = Date.now().toString(36).padStart(10, '0').slice(-10);
const e2eid = (i: number) => `E00000000${stamp}q${String(i).padStart(12, '0')}`;
const post = (body: string) => POST(new Request('http://app.test/api/webhooks/pix/pix', { method: 'POST', body }));
const queued = async () =>
  (await getDb())
    .select()
    .from(jobs)
    .where(like(jobs.chave, `pix:notificacao:E00000000${stamp}%`));

beforeAll(() => {
  process.env.PIX_PROVIDER = 'sandbox';
  resetPixProvider();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(jobs).where(
    inArray(
      jobs.id,
      (await queued()).map((j) => j.id),
    ),
  );
  process.env = saved;
  resetPixProvider();
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
    const responses = await Promise.all(bodies.map(post));
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const rows = await queued();
    expect(rows).toHaveLength(20);
    // Claimed before other due work (D145).
    expect(new Set(rows.map((r) => r.prioridade))).toEqual(new Set([1]));
    expect(new Set(rows.map((r) => r.dados.endToEndId))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => e2eid(i))),
    );
    expect(rows.every((r) => r.tipo === 'pix.notificacao' && r.status === 'pendente')).toBe(true);
  });
});
