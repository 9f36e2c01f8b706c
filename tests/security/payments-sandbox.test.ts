import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, codigosPromocionais, pagamentos } from '@/server/platform/db/schema';
import { completeSandbox, createCheckout, verifyPromoCode } from '@/server/payments/actions';
import { resetRequest } from '../support/request-context';

/** D44, D35 with the built-in sandbox provider (D16): stale amounts and limited promo codes. */
const marker = `sp${randomUUID().slice(0, 8)}`;
const ONE_USE = `ONE${marker.toUpperCase()}`;
const refusal = m.payments.promoRefusal.text;
let n = 0;
const newIp = () => resetRequest(`10.77.${Math.floor(n / 250)}.${n++ % 250}`);

const form = (over: Record<string, unknown> = {}) => ({
  nome: 'Carla Dias',
  email: 'carla@teste.dev',
  descricao: `Loja ${marker}`,
  valor: '150,00',
  metodoPagamento: 'card',
  parcelas: 1,
  codigoPromocional: null,
  tipoPagamento: 'avulso',
  ...over,
});

async function db() {
  return getDb();
}
async function code(codigo: string) {
  return (await (await db()).select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, codigo)))[0];
}
async function paymentById(id: string) {
  return (await (await db()).select().from(pagamentos).where(eq(pagamentos.id, id)))[0];
}
async function start(over: Record<string, unknown> = {}) {
  newIp();
  const result = await createCheckout(form(over) as never);
  if (!result.ok) throw new Error(result.error);
  const row = await paymentById(result.data.id);
  return { row, checkoutId: row.stripeCheckoutId! };
}

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  await (await db()).insert(codigosPromocionais).values([
    { codigo: ONE_USE, tipo: 'percentual', valor: 10, maxUsos: 1 },
    { codigo: `OFF${marker.toUpperCase()}`, tipo: 'percentual', valor: 10, ativo: false },
    { codigo: `OLD${marker.toUpperCase()}`, tipo: 'percentual', valor: 10, validoAte: '2020-01-01' },
    { codigo: `USED${marker.toUpperCase()}`, tipo: 'percentual', valor: 10, maxUsos: 2, usos: 2 },
  ]);
});

afterAll(async () => {
  const d = await db();
  const rows = await d
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(like(pagamentos.busca, `%${marker}%`));
  if (rows.length)
    await d.delete(pagamentos).where(
      inArray(
        pagamentos.id,
        rows.map((r) => r.id),
      ),
    );
  await d.delete(codigosPromocionais).where(like(codigosPromocionais.codigo, `%${marker.toUpperCase()}%`));
  await d.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
});

describe('a checkout paid for a stale amount (D44)', () => {
  it('leaves the charge open when staff raised its value after the checkout was made', async () => {
    const d = await db();
    const slug = `cobranca-${marker}`;
    const [charge] = await d
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
    const { row, checkoutId } = await start({ slug, valor: '1,00' });
    expect(row).toMatchObject({ valor: 10_000, valorFinal: 10_000, cobrancaId: charge.id });
    await d.update(cobrancas).set({ valor: 20_000 }).where(eq(cobrancas.id, charge.id));

    newIp();
    expect(await completeSandbox({ checkoutId, outcome: 'pay' })).toEqual({
      ok: true,
      data: { url: '/pagamento/erro?tipo=generic&mensagem=valor_divergente' },
    });
    expect(await paymentById(row.id)).toMatchObject({
      status: 'divergente',
      valorPago: 10_000,
      moedaPaga: 'brl',
      valorEsperado: 20_000,
    });
    const [after] = await d.select().from(cobrancas).where(eq(cobrancas.id, charge.id));
    expect(after).toMatchObject({ status: 'pendente', dataPagamento: null });
    // Nor can the same checkout be completed again to force it through.
    expect(await completeSandbox({ checkoutId, outcome: 'pay' })).toMatchObject({ ok: false });
  });
});

describe('limited promo codes (D35)', () => {
  it('lets only one of ten parallel checkouts use a one-use code', async () => {
    resetRequest('10.78.0.1');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createCheckout(form({ codigoPromocional: ONE_USE }) as never)),
    );
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error))).toEqual(Array(9).fill(refusal));
    expect(await code(ONE_USE)).toMatchObject({ usos: 0, reservados: 1 });

    // The open checkout expires: the use goes back; a new checkout takes it and pays: counted once.
    const first = await paymentById(ok[0].ok ? ok[0].data.id : '');
    expect(first).toMatchObject({ promoReservado: true, codigoPromocional: ONE_USE, valorDesconto: 1500 });
    newIp();
    await completeSandbox({ checkoutId: first.stripeCheckoutId!, outcome: 'cancel' });
    expect(await code(ONE_USE)).toMatchObject({ usos: 0, reservados: 0 });
    expect(await paymentById(first.id)).toMatchObject({ status: 'canceled', promoReservado: false });

    const second = await start({ codigoPromocional: ONE_USE });
    newIp();
    await completeSandbox({ checkoutId: second.checkoutId, outcome: 'fail' });
    expect(await code(ONE_USE)).toMatchObject({ usos: 0, reservados: 0 });

    const third = await start({ codigoPromocional: ONE_USE });
    newIp();
    await completeSandbox({ checkoutId: third.checkoutId, outcome: 'pay' });
    expect(await paymentById(third.row.id)).toMatchObject({ status: 'paid', promoReservado: false });
    expect(await code(ONE_USE)).toMatchObject({ usos: 1, reservados: 0 });
    newIp();
    expect(await createCheckout(form({ codigoPromocional: ONE_USE }) as never)).toEqual({ ok: false, error: refusal });
  });

  it('answers every invalid code with the same message', async () => {
    const codes = [
      'NAOEXISTE',
      `OFF${marker.toUpperCase()}`,
      `OLD${marker.toUpperCase()}`,
      `USED${marker.toUpperCase()}`,
    ];
    for (const codigo of codes) {
      newIp();
      expect(await verifyPromoCode({ codigo, valorOriginal: 15_000 })).toMatchObject({
        ok: true,
        data: { valido: false, mensagem: refusal },
      });
      newIp();
      expect(await createCheckout(form({ codigoPromocional: codigo }) as never)).toEqual({ ok: false, error: refusal });
    }
  });
});
