import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/pix/[[...rest]]/route';
import { makeEndToEndId } from '@/lib/pix/end-to-end-id';
import { createCharge } from '@/server/charges/actions';
import { startWorker, stopWorker } from '@/server/jobs/worker';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, jobs, pixRecebidos, rateLimits } from '@/server/platform/db/schema';
import { registerWebhook } from '@/server/pix/webhook-registration';
import { setProfilePixKey } from '../support/profile-pix-key';
import { resetPixProvider } from '@/server/pix/providers';
import { startFakePsp, type FakePsp } from '../support/fake-psp';
import { signInAsNewStaff } from '../support/staff';

/**
 * A flood never stalls a real payment (D178): while 1,000 forged end-to-end ids reach the webhook in 10 s, at its
 * registered address (someone who learnt it), half of them naming the txid of the very charge being paid, the payer's
 * bank pays that charge at the stand-in PSP and the charge is Pago within 10 s, the Done-when bound. The in-process
 * worker runs as in production, woken by the route.
 */
let psp: FakePsp;
let hook: Server;
let hookUrl: string;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
const saved = { ...process.env };
const marker = `PIXF-${randomUUID().slice(0, 6)}`;
const FORGED_ISPB = String(Date.now()).slice(-8);

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
  const base = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/pix`;
  Object.assign(process.env, psp.env({ PIX_TIMEOUT_MS: '4000', PIX_WEBHOOK_URL: base }));
  resetPixProvider();
  // D171: the webhook is registered under the profile's key.
  await setProfilePixKey(psp.chave);
  const registered = await registerWebhook({ force: true });
  if (!registered.ok) throw new Error(registered.missing);
  hookUrl = `${registered.url}/pix`;
  staff = await signInAsNewStaff();
  [{ id: clienteId }] = await (
    await getDb()
  )
    .insert(clientes)
    .values({ nome: 'Ana Lima', documento: '529.982.247-25', email: `${marker}@teste.dev`, observacoes: marker })
    .returning({ id: clientes.id });
}, 60_000);

afterAll(async () => {
  await stopWorker();
  const db = await getDb();
  await db.delete(jobs).where(like(jobs.chave, `pix:notificacao:E${FORGED_ISPB}%`));
  const e2eids = [...psp.pix.keys()];
  if (e2eids.length) await db.delete(pixRecebidos).where(inArray(pixRecebidos.endToEndId, e2eids));
  await db.delete(cobrancas).where(like(cobrancas.titulo, `${marker}%`));
  await db.delete(clientes).where(eq(clientes.observacoes, marker));
  await db.delete(rateLimits).where(like(rateLimits.key, 'pix-webhook:%'));
  await staff.cleanup();
  process.env = saved;
  resetPixProvider();
  await psp.close();
  await new Promise((resolve) => hook.close(resolve));
});

/** 1,000 forged ids in 10 s: 20 bodies of 50, one every 500 ms, every other one naming the charge's txid. */
async function flood(txid: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const pix = Array.from({ length: 50 }, (_, j) => ({
      endToEndId: makeEndToEndId(new Date(), FORGED_ISPB),
      txid: i % 2 === 0 ? txid : `forjado${String(i * 50 + j).padStart(22, '0')}`,
      valor: '1000.00',
      horario: new Date().toISOString(),
    }));
    const response = await fetch(hookUrl, { method: 'POST', body: JSON.stringify({ pix }) });
    statuses.push(response.status);
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return statuses;
}

describe('a flood of forged notifications', () => {
  it('does not delay a real payment: the charge is Pago within 10 s', async () => {
    const created = await createCharge({
      titulo: `${marker} Site`,
      cliente: 'Ana Lima',
      clienteId,
      valor: '1.000,00',
      dataVencimento: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      formaPagamento: 'pix',
      descricao: '',
      observacoes: '',
      chavePix: psp.chave,
      codigoPix: '',
      nomeBeneficiario: '',
      cidadeBeneficiario: '',
      recorrencia: 'nenhuma',
    });
    if (!created.ok) throw new Error(created.error);
    const [charge] = await (await getDb()).select().from(cobrancas).where(eq(cobrancas.id, created.data.id));
    expect(charge.pixTxid).toBeTruthy();
    startWorker({ intervalMs: 60_000 });

    const flooding = flood(charge.pixTxid!);
    // The payer pays 3 s into the flood: its notification queues behind 300 forged ids.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const paid = await psp.pay(charge.pixTxid!);
    expect(paid.delivered.map((d) => d.status)).toEqual([200]);
    const status = async () =>
      (await (await getDb()).select({ status: cobrancas.status }).from(cobrancas).where(eq(cobrancas.id, charge.id)))[0]
        .status;
    await expect.poll(status, { timeout: 10_000, interval: 100 }).toBe('pago');

    const statuses = await flooding;
    expect(statuses).toHaveLength(20);
    // The forged ids changed nothing: no Pix of theirs stored.
    const forged = await (
      await getDb()
    )
      .select({ id: pixRecebidos.id })
      .from(pixRecebidos)
      .where(like(pixRecebidos.endToEndId, `E${FORGED_ISPB}%`));
    expect(forged).toEqual([]);
    expect(psp.violations).toEqual([]);
  }, 60_000);
});
