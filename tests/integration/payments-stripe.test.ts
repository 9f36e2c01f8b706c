import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, codigosPromocionais, eventosPagamento, pagamentos } from '@/server/platform/db/schema';
import { checkPaymentStatus, createCheckout } from '@/server/payments/actions';
import { startFakeStripe } from '../support/fake-stripe';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D36: the Stripe provider against a local server answering as Stripe's API (the real SDK
 * pointed at it), and the webhook with signatures made by the SDK.
 */
const marker = `s${randomUUID().slice(0, 8)}`;
const code = `ST${marker.toUpperCase()}`;
const secret = 'whsec_test_segredo';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const signer = new Stripe('sk_test_fake');

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
  const db = await getDb();
  await db.insert(codigosPromocionais).values({ codigo: code, tipo: 'percentual', valor: 10 });
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
  await db.delete(codigosPromocionais).where(eq(codigosPromocionais.codigo, code));
  await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
  await db.delete(eventosPagamento).where(like(eventosPagamento.id, `evt_${marker}%`));
  for (const key of [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_HOST',
    'STRIPE_API_PORT',
    'STRIPE_API_PROTOCOL',
    'APP_URL',
    'STRIPE_CARD_INSTALLMENTS',
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
  // Only staff issue a Stripe invoice: a fatura is made signed in, from /pagamentos.
  const staff = over.tipoPagamento === 'fatura' ? await signInAsNewStaff() : null;
  if (!staff) resetRequest(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const from = fake.requests.length;
  const result = await createCheckout(form(over) as never);
  await staff?.cleanup();
  if (!result.ok) throw new Error(result.error);
  const db = await getDb();
  const [row] = await db.select().from(pagamentos).where(eq(pagamentos.id, result.data.id));
  return { result: result.data, row, sent: fake.since(from) };
}

async function post(payload: string, signature: string | null) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set('stripe-signature', signature);
  return webhook(new Request('http://localhost/api/webhooks/stripe', { method: 'POST', body: payload, headers }));
}

function signed(type: string, object: Record<string, unknown>, id = `evt_${marker}_${randomUUID().slice(0, 8)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function payment(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(pagamentos).where(eq(pagamentos.id, id));
  return row;
}

describe('Stripe Checkout requests (D36)', () => {
  const methods = [
    ['card', 'card'],
    ['pix', 'pix'],
    ['boleto', 'boleto'],
    ['wallet', 'card'],
  ] as const;

  for (const [metodo, stripeType] of methods) {
    it(`avulso with ${metodo}: payment mode, BRL, the amount, ${stripeType} and our id in metadata`, async () => {
      const { result, row, sent } = await checkout({ metodoPagamento: metodo });
      expect(sent).toHaveLength(1);
      const [req] = sent;
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/v1/checkout/sessions');
      expect(req.headers.authorization).toBe('Bearer sk_test_fake');
      expect(req.headers['idempotency-key']).toBe(`pagamento-${row.id}-checkout`);
      const p = req.params;
      expect(p.get('mode')).toBe('payment');
      expect(p.get('line_items[0][price_data][currency]')).toBe('brl');
      expect(p.get('line_items[0][price_data][unit_amount]')).toBe('20000');
      expect(p.get('line_items[0][quantity]')).toBe('1');
      expect(p.get('payment_method_types[0]')).toBe(stripeType);
      expect(p.has('payment_method_types[1]')).toBe(false);
      expect(p.get('metadata[pagamentoId]')).toBe(row.id);
      expect(p.get('payment_intent_data[metadata][pagamentoId]')).toBe(row.id);
      expect(p.get('customer_email')).toBe('ana@teste.dev');
      expect(p.get('success_url')).toBe('https://agencia.test/pagamento/sucesso?session_id={CHECKOUT_SESSION_ID}');
      expect(p.get('cancel_url')).toMatch(/^https:\/\/agencia\.test\/pagamento\/erro\?tipo=(cartao|pix|boleto)$/);
      if (metodo === 'boleto') expect(p.get('payment_method_options[boleto][expires_after_days]')).toBe('3');
      expect(result.url).toBe(`https://checkout.stripe.com/c/pay/${row.stripeCheckoutId}`);
      expect(row).toMatchObject({
        provider: 'stripe',
        status: 'pending',
        metodoPagamento: metodo,
        valor: 20000,
        valorFinal: 20000,
      });
    });

    it(`recorrente with ${metodo}: subscription mode with a monthly BRL price`, async () => {
      const { row, sent } = await checkout({ metodoPagamento: metodo, tipoPagamento: 'recorrente', parcelas: 5 });
      const p = sent[0].params;
      expect(sent[0].path).toBe('/v1/checkout/sessions');
      expect(p.get('mode')).toBe('subscription');
      expect(p.get('line_items[0][price_data][currency]')).toBe('brl');
      expect(p.get('line_items[0][price_data][unit_amount]')).toBe('20000');
      expect(p.get('line_items[0][price_data][recurring][interval]')).toBe('month');
      expect(p.get('payment_method_types[0]')).toBe(stripeType);
      expect(p.get('metadata[pagamentoId]')).toBe(row.id);
      expect(p.get('subscription_data[metadata][pagamentoId]')).toBe(row.id);
      expect(p.has('payment_intent_data[metadata][pagamentoId]')).toBe(false);
      expect(row.parcelas).toBe(1);
    });

    it(`fatura with ${metodo}: an invoice in BRL due in 5 business days, sent to the payer`, async () => {
      const { result, row, sent } = await checkout({ metodoPagamento: metodo, tipoPagamento: 'fatura' });
      expect(sent.map((r) => `${r.method} ${r.path.replace(/in_test_\d+/, 'in_x')}`)).toEqual([
        'POST /v1/customers',
        'POST /v1/invoices',
        'POST /v1/invoiceitems',
        'POST /v1/invoices/in_x/finalize',
      ]);
      const [customer, invoice, item] = sent.map((r) => r.params);
      expect(customer.get('email')).toBe('ana@teste.dev');
      expect(invoice.get('currency')).toBe('brl');
      expect(invoice.get('collection_method')).toBe('send_invoice');
      expect(invoice.get('payment_settings[payment_method_types][0]')).toBe(stripeType);
      expect(invoice.get('metadata[pagamentoId]')).toBe(row.id);
      expect(item.get('amount')).toBe('20000');
      expect(item.get('currency')).toBe('brl');
      expect(row.vencimentoFatura).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const due = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(Number(invoice.get('due_date')) * 1000),
      );
      expect(due).toBe(row.vencimentoFatura);
      expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(4);
      expect(row.stripeCheckoutId).toMatch(/^in_test_/);
      expect(result.url).toBe(`https://agencia.test/pagamento/sucesso?session_id=${row.stripeCheckoutId}`);
      expect(row.checkoutUrl).toBe(`https://invoice.stripe.com/i/${row.stripeCheckoutId}`);
    });
  }

  it('refuses a fatura from a visitor who is not signed in: nothing reaches Stripe', async () => {
    resetRequest('10.9.250.1');
    const from = fake.requests.length;
    expect(await createCheckout(form({ tipoPagamento: 'fatura' }) as never)).toEqual({
      ok: false,
      error: 'Faturas são emitidas pela equipe. Escolha outro tipo de pagamento ou fale conosco.',
    });
    expect(fake.since(from)).toEqual([]);
  });

  it('opens a Checkout Session that expires after 30 minutes (its promo reservation then returns)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { sent } = await checkout();
    const expires = Number(sent[0].params.get('expires_at'));
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expires - before).toBeLessThanOrEqual(32 * 60);
  });

  it('charges the discounted amount when a promo code applies, and records the discount', async () => {
    const { row, sent } = await checkout({ codigoPromocional: code.toLowerCase() });
    expect(sent[0].params.get('line_items[0][price_data][unit_amount]')).toBe('18000');
    expect(row).toMatchObject({ valor: 20000, valorDesconto: 2000, valorFinal: 18000, codigoPromocional: code });
  });

  it('records instalments and passes them to Stripe only where the account supports them (D15)', async () => {
    const without = await checkout({ parcelas: 4 });
    expect(without.row.parcelas).toBe(4);
    expect(without.sent[0].params.has('payment_method_options[card][installments][enabled]')).toBe(false);
    process.env.STRIPE_CARD_INSTALLMENTS = 'true';
    const withInstalments = await checkout({ parcelas: 4 });
    expect(withInstalments.sent[0].params.get('payment_method_options[card][installments][enabled]')).toBe('true');
    delete process.env.STRIPE_CARD_INSTALLMENTS;
  });

  it('shows the checkout failure message when Stripe refuses, and marks the payment failed', async () => {
    resetRequest('10.8.0.1');
    const result = await createCheckout(form({ descricao: `RECUSAR ${marker}` }) as never);
    expect(result).toEqual({ ok: false, error: 'Não foi possível iniciar o pagamento. Tente novamente.' });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(pagamentos)
      .where(like(pagamentos.descricao, `RECUSAR ${marker}`));
    expect(row.status).toBe('failed');
  });
});

describe('Stripe webhook (D36)', () => {
  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const { row } = await checkout();
    const event = signed('checkout.session.completed', {
      id: row.stripeCheckoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { pagamentoId: row.id },
    });
    expect((await post(event.payload, null)).status).toBe(400);
    const forged = signer.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_outro' });
    expect((await post(event.payload, forged)).status).toBe(400);
    // A re-serialised body is not what was signed.
    expect((await post(JSON.stringify(JSON.parse(event.payload), null, 2), event.signature)).status).toBe(400);
    expect((await payment(row.id)).status).toBe('pending');
  });

  it('fulfils on a valid checkout.session.completed: paid, paid date, the promo use counted', async () => {
    const db = await getDb();
    const before = (await db.select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, code)))[0].usos;
    const { row } = await checkout({ codigoPromocional: code });
    expect((await db.select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, code)))[0].usos).toBe(
      before,
    );
    const event = signed('checkout.session.completed', {
      id: row.stripeCheckoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_test_1',
      metadata: { pagamentoId: row.id },
    });
    const response = await post(event.payload, event.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: 'handled' });
    const paid = await payment(row.id);
    expect(paid).toMatchObject({ status: 'paid', stripePaymentIntentId: 'pi_test_1' });
    expect(paid.dataPagamento).toBeInstanceOf(Date);
    expect((await db.select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, code)))[0].usos).toBe(
      before + 1,
    );
  });

  it('does nothing twice when the same event is delivered twice, or twenty times at once', async () => {
    const db = await getDb();
    const usos = async () =>
      (await db.select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, code)))[0].usos;
    const before = await usos();
    const { row } = await checkout({ codigoPromocional: code });
    const event = signed('checkout.session.completed', {
      id: row.stripeCheckoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { pagamentoId: row.id },
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(event.payload, event.signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const results = await Promise.all(responses.map((r) => r.json()));
    expect(results.filter((r) => r.result === 'handled')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'duplicate')).toHaveLength(19);
    const paidAt = (await payment(row.id)).dataPagamento;
    expect((await post(event.payload, event.signature)).status).toBe(200);
    expect((await payment(row.id)).dataPagamento).toEqual(paidAt);
    expect(await usos()).toBe(before + 1);
    expect(await db.select().from(eventosPagamento).where(eq(eventosPagamento.id, event.id))).toHaveLength(1);

    // Twenty different events for one payment (webhook, success page, "Verificar status" racing) fulfil it once too.
    const other = await checkout({ codigoPromocional: code });
    const events = Array.from({ length: 20 }, () =>
      signed('checkout.session.async_payment_succeeded', {
        id: other.row.stripeCheckoutId,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { pagamentoId: other.row.id },
      }),
    );
    await Promise.all(events.map((e) => post(e.payload, e.signature)));
    expect((await payment(other.row.id)).status).toBe('paid');
    expect(await usos()).toBe(before + 2);
  });

  it('keeps a Pix waiting as unpaid, then marks it failed on async_payment_failed', async () => {
    const { row } = await checkout({ metodoPagamento: 'pix' });
    const session = {
      id: row.stripeCheckoutId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: 'pi_test_pix',
      metadata: { pagamentoId: row.id },
    };
    const completed = signed('checkout.session.completed', session);
    expect((await post(completed.payload, completed.signature)).status).toBe(200);
    expect((await payment(row.id)).status).toBe('unpaid');
    const failed = signed('checkout.session.async_payment_failed', session);
    expect((await post(failed.payload, failed.signature)).status).toBe(200);
    expect(await payment(row.id)).toMatchObject({ status: 'failed', stripePaymentIntentId: 'pi_test_pix' });
  });

  it('fulfils a boleto on async_payment_succeeded and cancels an expired checkout', async () => {
    const boleto = await checkout({ metodoPagamento: 'boleto' });
    const ok = signed('checkout.session.async_payment_succeeded', {
      id: boleto.row.stripeCheckoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { pagamentoId: boleto.row.id },
    });
    await post(ok.payload, ok.signature);
    expect((await payment(boleto.row.id)).status).toBe('paid');
    const expired = await checkout();
    const ev = signed('checkout.session.expired', {
      id: expired.row.stripeCheckoutId,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
      metadata: {},
    });
    await post(ev.payload, ev.signature);
    expect((await payment(expired.row.id)).status).toBe('canceled');
    // An expiry after payment does not undo it.
    const late = signed('checkout.session.expired', {
      id: boleto.row.stripeCheckoutId,
      object: 'checkout.session',
      metadata: {},
    });
    await post(late.payload, late.signature);
    expect((await payment(boleto.row.id)).status).toBe('paid');
  });

  it('fulfils a fatura on invoice.paid and cancels a subscription on customer.subscription.deleted', async () => {
    const fatura = await checkout({ tipoPagamento: 'fatura' });
    const paid = signed('invoice.paid', {
      id: fatura.row.stripeCheckoutId,
      object: 'invoice',
      status: 'paid',
      metadata: { pagamentoId: fatura.row.id },
    });
    await post(paid.payload, paid.signature);
    expect(await payment(fatura.row.id)).toMatchObject({
      status: 'paid',
      stripeInvoiceId: fatura.row.stripeCheckoutId,
    });

    const sub = await checkout({ tipoPagamento: 'recorrente' });
    const completed = signed('checkout.session.completed', {
      id: sub.row.stripeCheckoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      subscription: 'sub_test_1',
      metadata: { pagamentoId: sub.row.id },
    });
    await post(completed.payload, completed.signature);
    expect(await payment(sub.row.id)).toMatchObject({ status: 'paid', stripeSubscriptionId: 'sub_test_1' });
    // A renewal's invoice.paid (found by its subscription) changes nothing.
    const renewal = signed('invoice.paid', {
      id: 'in_test_renov',
      object: 'invoice',
      status: 'paid',
      parent: { subscription_details: { subscription: 'sub_test_1' } },
      metadata: {},
    });
    await post(renewal.payload, renewal.signature);
    expect((await payment(sub.row.id)).status).toBe('paid');
    const deleted = signed('customer.subscription.deleted', {
      id: 'sub_test_1',
      object: 'subscription',
      status: 'canceled',
      metadata: { pagamentoId: sub.row.id },
    });
    await post(deleted.payload, deleted.signature);
    expect((await payment(sub.row.id)).status).toBe('canceled');
  });

  it('acknowledges events outside the allow-list without doing anything', async () => {
    const event = signed('charge.refunded', { id: 'ch_test_1', object: 'charge' });
    const response = await post(event.payload, event.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: 'ignored' });
  });

  it('marks the charge paid (with its paid date) when its payment is paid, and refreshes /p/{slug}', async () => {
    const db = await getDb();
    const slug = `hospedagem-${marker}-abc123`;
    await db.insert(cobrancas).values({
      numeroCobranca: `T-${marker}`,
      titulo: 'Hospedagem',
      cliente: 'Padaria',
      valor: 32000,
      dataVencimento: '2026-12-01',
      slug,
      busca: `hospedagem ${marker}`,
    });
    const { row, sent } = await checkout({ slug, valor: '1,00', codigoPromocional: code });
    expect(sent[0].params.get('line_items[0][price_data][unit_amount]')).toBe('32000');
    expect(row).toMatchObject({ valor: 32000, valorDesconto: 0, codigoPromocional: null });
    vi.mocked(revalidatePath).mockClear();
    const event = signed('checkout.session.completed', {
      id: row.stripeCheckoutId,
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { pagamentoId: row.id },
    });
    await post(event.payload, event.signature);
    const [charge] = await db.select().from(cobrancas).where(eq(cobrancas.slug, slug));
    expect(charge.status).toBe('pago');
    expect(charge.dataPagamento).toBeInstanceOf(Date);
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain(`/p/${slug}`);
    // A paid charge cannot be paid again.
    resetRequest('10.7.0.1');
    expect(await createCheckout(form({ slug }) as never)).toEqual({
      ok: false,
      error: 'Esta cobrança não está disponível para pagamento online.',
    });
  });
});

describe('check-payment-status with Stripe (document 001 §7)', () => {
  it('asks Stripe about the session and fulfils a paid one through the same fulfilment', async () => {
    const { row } = await checkout();
    resetRequest('10.6.0.1');
    let result = await checkPaymentStatus({ sessionId: row.stripeCheckoutId! });
    expect(result).toMatchObject({ ok: true, data: { status: 'pending' } });
    Object.assign(fake.sessions.get(row.stripeCheckoutId!)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: { id: 'pi_test_sucesso', object: 'payment_intent', status: 'succeeded' },
    });
    result = await checkPaymentStatus({ sessionId: row.stripeCheckoutId! });
    expect(result).toMatchObject({ ok: true, data: { status: 'paid', pagamento: { id: row.id, valorFinal: 20000 } } });
    expect((await payment(row.id)).stripePaymentIntentId).toBe('pi_test_sucesso');
  });

  it('stores the Pix QR code of a waiting session', async () => {
    const { row } = await checkout({ metodoPagamento: 'pix' });
    Object.assign(fake.sessions.get(row.stripeCheckoutId!)!, {
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: {
        id: 'pi_test_qr',
        object: 'payment_intent',
        status: 'requires_action',
        next_action: {
          type: 'pix_display_qr_code',
          pix_display_qr_code: { image_url_png: 'https://qr.stripe.test/pix.png' },
        },
      },
    });
    resetRequest('10.6.0.2');
    const result = await checkPaymentStatus({ sessionId: row.stripeCheckoutId! });
    expect(result).toMatchObject({
      ok: true,
      data: { status: 'unpaid', pagamento: { urlQrcode: 'https://qr.stripe.test/pix.png' } },
    });
  });
});
