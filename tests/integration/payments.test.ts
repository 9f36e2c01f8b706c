import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { codigosPromocionais, pagamentos } from '@/server/platform/db/schema';
import {
  checkPaymentStatus,
  completeSandbox,
  createCheckout,
  createPromoCode,
  deletePromoCode,
  setPromoCodeActive,
  verifyPaymentStatus,
  verifyPromoCode,
} from '@/server/payments/actions';
import { listPayments, listPromoCodes } from '@/server/payments/queries';
import { GET as boletoPdf } from '@/app/(links)/pagamento/sandbox/[id]/boleto/route';
import { GET as pixQr } from '@/app/(links)/pagamento/sandbox/[id]/qrcode/route';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** The payment flow with the built-in sandbox provider (D16), promo codes and the dashboard queries. */
const marker = `p${randomUUID().slice(0, 8)}`;
const CODE = `PCT${marker.toUpperCase()}`;
const FIXED = `FIX${marker.toUpperCase()}`;
const ip = () => resetRequest(`10.5.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);

const form = (over: Record<string, unknown> = {}) => ({
  nome: 'Carla Dias',
  email: 'Carla@Teste.dev',
  descricao: `Loja ${marker}`,
  valor: '150,00',
  metodoPagamento: 'card',
  parcelas: 1,
  codigoPromocional: null,
  tipoPagamento: 'avulso',
  ...over,
});

async function start(over: Record<string, unknown> = {}) {
  ip();
  const result = await createCheckout(form(over) as never);
  if (!result.ok) throw new Error(result.error);
  const db = await getDb();
  const [row] = await db.select().from(pagamentos).where(eq(pagamentos.id, result.data.id));
  return { url: result.data.url, row, checkoutId: row.stripeCheckoutId! };
}

async function stored(id: string) {
  const db = await getDb();
  return (await db.select().from(pagamentos).where(eq(pagamentos.id, id)))[0];
}

async function usos(codigo: string) {
  const db = await getDb();
  return (await db.select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, codigo)))[0]?.usos;
}

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  const db = await getDb();
  await db.insert(codigosPromocionais).values([
    { codigo: CODE, tipo: 'percentual', valor: 10 },
    { codigo: FIXED, tipo: 'fixo', valor: 5000, maxUsos: 1 },
  ]);
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
  await db.delete(codigosPromocionais).where(like(codigosPromocionais.codigo, `%${marker.toUpperCase()}%`));
});

describe('verificar-codigo-promocional (document 001 §7, §8)', () => {
  it('refuses a missing code or value with the document messages', async () => {
    ip();
    expect(await verifyPromoCode({ codigo: '', valorOriginal: '100' })).toMatchObject({
      ok: false,
      error: 'Por favor, insira um código promocional válido.',
    });
    expect(await verifyPromoCode({ codigo: CODE, valorOriginal: '0' })).toMatchObject({
      ok: false,
      error: 'Por favor, insira um valor válido antes de aplicar um código promocional.',
    });
  });

  it('answers valido false for an unknown code, with the one message every invalid code gets (D35)', async () => {
    ip();
    expect(await verifyPromoCode({ codigo: 'naoexiste', valorOriginal: '100' })).toEqual({
      ok: true,
      data: {
        valido: false,
        mensagem: 'Código promocional inválido ou indisponível.',
        codigo: 'NAOEXISTE',
        valorDesconto: 0,
        valorOriginal: 10000,
        valorFinal: 10000,
      },
    });
  });

  it('answers the discount and final value of a valid code, in centavos', async () => {
    ip();
    const result = await verifyPromoCode({ codigo: CODE.toLowerCase(), valorOriginal: '150,00' });
    expect(result).toMatchObject({
      ok: true,
      data: { valido: true, codigo: CODE, valorDesconto: 1500, valorOriginal: 15000, valorFinal: 13500 },
    });
    if (result.ok) expect(result.data.mensagem).toMatch(/^Desconto de R\$\s15,00 aplicado\. Total: R\$\s135,00\.$/);
  });
});

describe('create-checkout with the sandbox (document 001 §7, D16)', () => {
  it('refuses bad input with the form messages and stores nothing', async () => {
    ip();
    expect(await createCheckout(form({ nome: '' }) as never)).toMatchObject({
      ok: false,
      error: 'Por favor, preencha todos os campos obrigatórios.',
    });
    expect(await createCheckout(form({ email: 'x@y' }) as never)).toMatchObject({
      ok: false,
      error: 'Por favor, insira um e-mail válido.',
    });
    expect(await createCheckout(form({ valor: '-3' }) as never)).toMatchObject({
      ok: false,
      error: 'Por favor, insira um valor válido maior que zero.',
    });
    expect(await createCheckout(form({ codigoPromocional: 'NAOEXISTE' }) as never)).toMatchObject({
      ok: false,
      error: 'Código promocional inválido ou indisponível.',
    });
    expect(await createCheckout(form({ slug: 'nao-existe-000000' }) as never)).toMatchObject({
      ok: false,
      error: 'Esta cobrança não foi encontrada ou não está mais disponível.',
    });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(pagamentos)
        .where(like(pagamentos.busca, `%${marker}%`)),
    ).toHaveLength(0);
  });

  it('stores a pending payment and sends the payer to the sandbox checkout', async () => {
    const { url, row } = await start({ codigoPromocional: CODE, parcelas: 3 });
    expect(url).toMatch(/^\/pagamento\/sandbox\/sbx_[0-9a-f]{32}$/);
    expect(row).toMatchObject({
      provider: 'sandbox',
      status: 'pending',
      email: 'carla@teste.dev',
      valor: 15000,
      valorDesconto: 1500,
      valorFinal: 13500,
      parcelas: 3,
      codigoPromocional: CODE,
    });
  });

  it('is off on a production server without Stripe keys unless PAYMENTS_SANDBOX=1: the checkout fails and stores nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('PAYMENTS_SANDBOX', '');
    try {
      ip();
      const before = await (
        await getDb()
      )
        .select({ id: pagamentos.id })
        .from(pagamentos)
        .where(like(pagamentos.busca, `%${marker}%`));
      const result = await createCheckout(form() as never);
      expect(result.ok).toBe(false);
      const after = await (
        await getDb()
      )
        .select({ id: pagamentos.id })
        .from(pagamentos)
        .where(like(pagamentos.busca, `%${marker}%`));
      expect(after).toHaveLength(before.length);
      vi.stubEnv('PAYMENTS_SANDBOX', '1');
      const { url } = await start({});
      expect(url).toMatch(/^\/pagamento\/sandbox\//);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('pays a card payment through the webhook path: paid, and the promo use counted only then', async () => {
    const before = await usos(CODE);
    const { row, checkoutId } = await start({ codigoPromocional: CODE });
    expect(await usos(CODE)).toBe(before);
    ip();
    expect(await completeSandbox({ checkoutId, outcome: 'pay' })).toEqual({
      ok: true,
      data: { url: `/pagamento/sucesso?session_id=${checkoutId}` },
    });
    expect(await stored(row.id)).toMatchObject({
      status: 'paid',
      stripePaymentIntentId: expect.stringMatching(/^pi_sbx_/),
    });
    expect(await usos(CODE)).toBe(before + 1);
    expect(await checkPaymentStatus({ sessionId: checkoutId })).toMatchObject({
      ok: true,
      data: { status: 'paid', pagamento: { id: row.id, valorFinal: 13500 } },
    });
    expect(await completeSandbox({ checkoutId, outcome: 'pay' })).toEqual({
      ok: false,
      error: 'Este checkout já foi concluído.',
    });
    expect(await usos(CODE)).toBe(before + 1);
  });

  it('leaves a Pix pending with its QR code, then confirms it', async () => {
    const { row, checkoutId } = await start({ metodoPagamento: 'pix' });
    ip();
    await completeSandbox({ checkoutId, outcome: 'pending' });
    const waiting = await stored(row.id);
    expect(waiting).toMatchObject({ status: 'unpaid', urlQrcode: `/pagamento/sandbox/${checkoutId}/qrcode` });
    expect(await checkPaymentStatus({ sessionId: checkoutId })).toMatchObject({ ok: true, data: { status: 'unpaid' } });
    const qr = await pixQr(new Request(`http://localhost/pagamento/sandbox/${checkoutId}/qrcode`), {
      params: Promise.resolve({ id: checkoutId }),
    });
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await qr.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    await completeSandbox({ checkoutId, outcome: 'pay' });
    expect((await stored(row.id)).status).toBe('paid');
  });

  it('gives a pending boleto a downloadable test boleto (PDF)', async () => {
    const { row, checkoutId } = await start({ metodoPagamento: 'boleto' });
    ip();
    await completeSandbox({ checkoutId, outcome: 'pending' });
    expect(await stored(row.id)).toMatchObject({
      status: 'unpaid',
      urlBoleto: `/pagamento/sandbox/${checkoutId}/boleto`,
    });
    const pdf = await boletoPdf(new Request(`http://localhost/pagamento/sandbox/${checkoutId}/boleto`), {
      params: Promise.resolve({ id: checkoutId }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const missing = await boletoPdf(new Request('http://localhost/x'), {
      params: Promise.resolve({ id: 'sbx_naoexiste' }),
    });
    expect(missing.status).toBe(404);
  });

  it('marks a failed one failed and sends the payer to /pagamento/erro with the tipo', async () => {
    const { row, checkoutId } = await start({ metodoPagamento: 'boleto' });
    ip();
    expect(await completeSandbox({ checkoutId, outcome: 'fail' })).toEqual({
      ok: true,
      data: { url: '/pagamento/erro?tipo=boleto' },
    });
    expect((await stored(row.id)).status).toBe('failed');
    const card = await start();
    expect(await completeSandbox({ checkoutId: card.checkoutId, outcome: 'cancel' })).toEqual({
      ok: true,
      data: { url: '/pagamento/erro?tipo=cartao' },
    });
    expect((await stored(card.row.id)).status).toBe('canceled');
  });

  it('pays a subscription and an invoice (due in 5 business days)', async () => {
    const sub = await start({ tipoPagamento: 'recorrente' });
    await completeSandbox({ checkoutId: sub.checkoutId, outcome: 'pay' });
    expect(await stored(sub.row.id)).toMatchObject({
      status: 'paid',
      stripeSubscriptionId: expect.stringMatching(/^sub_sbx_/),
    });
    const fatura = await start({ tipoPagamento: 'fatura', metodoPagamento: 'boleto' });
    expect(fatura.row.vencimentoFatura).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await completeSandbox({ checkoutId: fatura.checkoutId, outcome: 'pending' });
    expect((await stored(fatura.row.id)).status).toBe('unpaid');
    await completeSandbox({ checkoutId: fatura.checkoutId, outcome: 'pay' });
    expect((await stored(fatura.row.id)).status).toBe('paid');
  });

  it('stops a code at its maximum of uses, counting open checkouts (D35)', async () => {
    const first = await start({ codigoPromocional: FIXED });
    expect(first.row.valorFinal).toBe(10000);
    // The open checkout holds the only use: a second one is refused before the first is paid.
    ip();
    expect(await createCheckout(form({ codigoPromocional: FIXED }) as never)).toMatchObject({
      ok: false,
      error: 'Código promocional inválido ou indisponível.',
    });
    await completeSandbox({ checkoutId: first.checkoutId, outcome: 'pay' });
    expect(await usos(FIXED)).toBe(1);
    ip();
    expect(await createCheckout(form({ codigoPromocional: FIXED }) as never)).toMatchObject({
      ok: false,
      error: 'Código promocional inválido ou indisponível.',
    });
  });

  it('answers an unknown session id with the not-found message', async () => {
    ip();
    expect(await checkPaymentStatus({ sessionId: 'sbx_naoexiste' })).toEqual({
      ok: false,
      error: 'Pagamento não encontrado.',
    });
    expect(await completeSandbox({ checkoutId: 'sbx_naoexiste', outcome: 'pay' })).toEqual({
      ok: false,
      error: 'Checkout não encontrado.',
    });
  });
});

describe('staff: dashboard and promo codes (document 001 §2.12, D35)', () => {
  // Public calls start a new anonymous request, so the staff member signs in again after them.
  const sessions: Array<Awaited<ReturnType<typeof signInAsNewStaff>>> = [];
  const signIn = async () => void sessions.push(await signInAsNewStaff());
  beforeAll(signIn);
  afterAll(async () => {
    for (const session of sessions) await session.cleanup();
  });

  it('refuses anonymous callers', async () => {
    resetRequest();
    expect(await createPromoCode({ codigo: 'ANON10', tipo: 'percentual', valor: '10' })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await verifyPaymentStatus({ id: randomUUID() })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listPayments({})).rejects.toThrow();
    await expect(listPromoCodes()).rejects.toThrow();
    await signIn();
  });

  it('creates, deactivates and deletes a promo code; refuses bad input and duplicates', async () => {
    const codigo = `NOVO${marker.toUpperCase()}`;
    expect(await createPromoCode({ codigo: 'a', tipo: 'percentual', valor: '10' })).toMatchObject({
      ok: false,
      error: 'Use de 3 a 30 letras, números, - ou _.',
    });
    expect(await createPromoCode({ codigo, tipo: 'percentual', valor: '120' })).toMatchObject({
      ok: false,
      error: 'O percentual deve ser de 1 a 100.',
    });
    const created = await createPromoCode({
      codigo: codigo.toLowerCase(),
      tipo: 'fixo',
      valor: '25,00',
      validoAte: '2099-12-31',
      maxUsos: '10',
    });
    expect(created).toMatchObject({ ok: true, data: { codigo } });
    expect(await createPromoCode({ codigo, tipo: 'percentual', valor: '5' })).toEqual({
      ok: false,
      error: 'Já existe um código com esse nome.',
    });
    const listed = (await listPromoCodes()).find((c) => c.codigo === codigo);
    expect(listed).toMatchObject({
      tipo: 'fixo',
      valor: 2500,
      ativo: true,
      validoAte: '2099-12-31',
      maxUsos: 10,
      usos: 0,
    });
    if (!created.ok) return;
    expect(await setPromoCodeActive({ id: created.data.id, ativo: false })).toMatchObject({
      ok: true,
      data: { ativo: false },
    });
    ip();
    expect(await verifyPromoCode({ codigo, valorOriginal: '100' })).toMatchObject({
      ok: true,
      data: { valido: false, mensagem: 'Código promocional inválido ou indisponível.' },
    });
    await signIn();
    expect(await deletePromoCode({ id: created.data.id })).toMatchObject({ ok: true });
    expect(await deletePromoCode({ id: created.data.id })).toEqual({
      ok: false,
      error: 'Código promocional não encontrado.',
    });
  });

  it('filters in SQL by status, method, type, dates (end inclusive) and text', async () => {
    const db = await getDb();
    const base = { nome: 'Filtro', email: 'filtro@teste.dev', valor: 1000, valorFinal: 1000, provider: 'sandbox' };
    await db.insert(pagamentos).values([
      {
        ...base,
        descricao: `A ${marker}`,
        busca: `filtro a ${marker} zeta`,
        status: 'paid',
        metodoPagamento: 'card',
        tipoPagamento: 'avulso',
        createdAt: new Date('2026-03-10T12:00:00-03:00'),
      },
      {
        ...base,
        descricao: `B ${marker}`,
        busca: `filtro b ${marker}`,
        status: 'pending',
        metodoPagamento: 'googlepay',
        tipoPagamento: 'recorrente',
        createdAt: new Date('2026-03-11T23:30:00-03:00'),
      },
      {
        ...base,
        descricao: `C ${marker}`,
        busca: `filtro c ${marker}`,
        status: 'failed',
        metodoPagamento: 'boleto',
        tipoPagamento: 'fatura',
        createdAt: new Date('2026-03-12T00:10:00-03:00'),
      },
    ]);
    const q = marker;
    const names = async (filters: Record<string, string>) =>
      (await listPayments({ q, ...filters })).rows
        .map((r) => r.descricao[0])
        .sort()
        .join('');
    expect(await names({ inicio: '2026-03-10', fim: '2026-03-12' })).toBe('ABC');
    expect(await names({ status: 'paid', inicio: '2026-03-01', fim: '2026-03-31' })).toBe('A');
    expect(await names({ metodo: 'wallet', inicio: '2026-03-01', fim: '2026-03-31' })).toBe('B');
    expect(await names({ tipo: 'fatura', inicio: '2026-03-01', fim: '2026-03-31' })).toBe('C');
    expect(await names({ inicio: '2026-03-11', fim: '2026-03-11' })).toBe('B');
    expect(await names({ fim: '2026-03-11', inicio: '2026-03-01' })).toBe('AB');
    expect(await names({ q: `${marker} ZETA` })).toBe('A');
  });

  it("verifies a payment's status, and says when it has no checkout id", async () => {
    const { row } = await start();
    await signIn();
    expect(await verifyPaymentStatus({ id: row.id })).toEqual({ ok: true, data: { status: 'pending' } });
    const db = await getDb();
    const [bare] = await db
      .insert(pagamentos)
      .values({
        nome: 'Sem checkout',
        email: 's@teste.dev',
        descricao: `Sem ${marker}`,
        valor: 100,
        valorFinal: 100,
        provider: 'stripe',
        busca: `sem ${marker}`,
      })
      .returning();
    expect(await verifyPaymentStatus({ id: bare.id })).toEqual({
      ok: false,
      error: 'Este pagamento não possui ID de checkout do Stripe',
    });
  });
});
