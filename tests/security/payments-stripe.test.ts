import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { m } from '@/lib/messages';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, codigosPromocionais, eventosPagamento, pagamentos } from '@/server/platform/db/schema';
import { createCheckout } from '@/server/payments/actions';
import { startFakeStripe } from '../support/fake-stripe';
import { resetRequest } from '../support/request-context';

/**
 * D44, D35 through the Stripe provider (the real SDK against tests/support/fake-stripe.ts) and the
 * webhook, with events signed by the SDK.
 */
const marker = `ss${randomUUID().slice(0, 8)}`;
const ONE_USE = `ONE${marker.toUpperCase()}`;
const secret = 'whsec_test_seguranca';
const signer = new Stripe('sk_test_fake');
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let n = 0;
const newIp = () => resetRequest(`10.79.${Math.floor(n / 250)}.${n++ % 250}`);

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    APP_URL: 'https://agencia.test',
  });
  await (
    await getDb()
  )
    .insert(codigosPromocionais)
    .values({ codigo: ONE_USE, tipo: 'percentual', valor: 10, maxUsos: 1 });
});

afterAll(async () => {
  const db = await getDb();
  const rows = await db
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(like(pagamentos.busca, `%${marker}%`));
  if (rows.length)
    await db.delete(pagamentos).where(
      inArray(
        pagamentos.id,
        rows.map((r) => r.id),
      ),
    );
  await db.delete(codigosPromocionais).where(eq(codigosPromocionais.codigo, ONE_USE));
  await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
  await db.delete(eventosPagamento).where(like(eventosPagamento.id, `evt_${marker}%`));
  for (const key of [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_HOST',
    'STRIPE_API_PORT',
    'STRIPE_API_PROTOCOL',
    'APP_URL',
  ])
    delete process.env[key];
  await fake.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  nome: 'Ana Souza',
  email: 'ana@teste.dev',
  descricao: `Site ${marker}`,
  valor: '200,00',
  metodoPagamento: 'card',
  parcelas: 1,
  codigoPromocional: null,
  tipoPagamento: 'avulso',
  ...over,
});

async function checkout(over: Record<string, unknown> = {}) {
  newIp();
  const result = await createCheckout(form(over) as never);
  if (!result.ok) throw new Error(result.error);
  return payment(result.data.id);
}

async function payment(id: string) {
  const [row] = await (await getDb()).select().from(pagamentos).where(eq(pagamentos.id, id));
  return row;
}

async function code() {
  const [row] = await (await getDb()).select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, ONE_USE));
  return row;
}

/** Delivers an event to the webhook route as Stripe would: raw body, SDK signature. */
async function deliver(type: string, object: Record<string, unknown>) {
  const id = `evt_${marker}_${randomUUID().slice(0, 8)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const headers = new Headers({
    'content-type': 'application/json',
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
  });
  const response = await webhook(
    new Request('http://localhost/api/webhooks/stripe', { method: 'POST', body: payload, headers }),
  );
  expect(response.status).toBe(200);
}

const session = (row: { id: string; stripeCheckoutId: string | null }, over: Record<string, unknown> = {}) => ({
  id: row.stripeCheckoutId,
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  currency: 'brl',
  metadata: { pagamentoId: row.id },
  ...over,
});

describe('fulfilment compares what was paid with what is expected (D44)', () => {
  it('an old checkout paid after staff raised the charge leaves the charge open and the payment divergente', async () => {
    const db = await getDb();
    const slug = `cobranca-${marker}`;
    const [charge] = await db
      .insert(cobrancas)
      .values({
        numeroCobranca: `C-${marker}`,
        titulo: `Site ${marker}`,
        cliente: 'Padaria',
        valor: 10_000,
        dataVencimento: '2030-01-10',
        slug,
        busca: marker,
      })
      .returning();
    const row = await checkout({ slug });
    expect(row).toMatchObject({ valorFinal: 10_000, cobrancaId: charge.id });
    await db.update(cobrancas).set({ valor: 25_000 }).where(eq(cobrancas.id, charge.id));

    await deliver('checkout.session.completed', session(row, { amount_total: 10_000 }));
    expect(await payment(row.id)).toMatchObject({
      status: 'divergente',
      valorPago: 10_000,
      moedaPaga: 'brl',
      valorEsperado: 25_000,
    });
    const [after] = await db.select().from(cobrancas).where(eq(cobrancas.id, charge.id));
    expect(after).toMatchObject({ status: 'pendente', dataPagamento: null });
    // A later "paid" event for the same checkout does not settle it either.
    await deliver('checkout.session.async_payment_succeeded', session(row, { amount_total: 10_000 }));
    expect((await db.select().from(cobrancas).where(eq(cobrancas.id, charge.id)))[0].status).toBe('pendente');
  });

  it('refuses an amount or a currency other than the payment asked for', async () => {
    const lower = await checkout();
    await deliver('checkout.session.completed', session(lower, { amount_total: 100 }));
    expect(await payment(lower.id)).toMatchObject({ status: 'divergente', valorPago: 100, valorEsperado: 20_000 });
    const dollars = await checkout();
    await deliver('checkout.session.completed', session(dollars, { amount_total: 20_000, currency: 'usd' }));
    expect(await payment(dollars.id)).toMatchObject({ status: 'divergente', moedaPaga: 'usd' });
  });

  it('still fulfils a payment whose amount and currency match', async () => {
    const row = await checkout();
    await deliver('checkout.session.completed', session(row, { amount_total: 20_000 }));
    expect(await payment(row.id)).toMatchObject({ status: 'paid' });
  });
});

describe('promo uses are reserved at checkout and released by Stripe events (D35)', () => {
  it('ten parallel checkouts use a one-use code once; expiry and failure give it back; payment counts it', async () => {
    resetRequest('10.80.0.1');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createCheckout(form({ codigoPromocional: ONE_USE }) as never)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === m.payments.promoRefusal.text)).toBe(true);
    expect(await code()).toMatchObject({ usos: 0, reservados: 1 });

    const winner = results.find((r) => r.ok);
    const first = await payment(winner?.ok ? winner.data.id : '');
    await deliver('checkout.session.expired', session(first, { payment_status: 'unpaid', status: 'expired' }));
    expect(await code()).toMatchObject({ usos: 0, reservados: 0 });
    // A redelivered expiry (another event id) releases nothing twice.
    await deliver('checkout.session.expired', session(first, { payment_status: 'unpaid', status: 'expired' }));
    expect(await code()).toMatchObject({ usos: 0, reservados: 0 });

    const pix = await checkout({ codigoPromocional: ONE_USE, metodoPagamento: 'pix' });
    expect(await code()).toMatchObject({ reservados: 1 });
    await deliver('checkout.session.completed', session(pix, { payment_status: 'unpaid', amount_total: 18_000 }));
    expect(await code()).toMatchObject({ usos: 0, reservados: 1 });
    await deliver(
      'checkout.session.async_payment_failed',
      session(pix, { payment_status: 'unpaid', amount_total: 18_000 }),
    );
    expect(await code()).toMatchObject({ usos: 0, reservados: 0 });

    const paid = await checkout({ codigoPromocional: ONE_USE });
    await deliver('checkout.session.completed', session(paid, { amount_total: 18_000 }));
    expect(await payment(paid.id)).toMatchObject({ status: 'paid', promoReservado: false });
    expect(await code()).toMatchObject({ usos: 1, reservados: 0 });
    newIp();
    expect(await createCheckout(form({ codigoPromocional: ONE_USE }) as never)).toEqual({
      ok: false,
      error: m.payments.promoRefusal.text,
    });
  });
});
