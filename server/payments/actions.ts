'use server';

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import {
  ZPaymentForm,
  ZPaymentId,
  ZPromoCheck,
  ZPromoCodeForm,
  ZPromoCodeId,
  ZPromoCodeToggle,
  ZStatusCheck,
} from '@/lib/validation/payments';
import { getSession } from '@/server/auth/session';
import { ActionError, publicAction, staffAction } from '@/server/action';
import { codigosPromocionais, pagamentos } from '@/server/platform/db/schema';
import { refreshPaymentStatus } from './check-status';
import { createCheckout as startCheckout } from './create-checkout';
import { verifyPromo } from './promo';
import { currentProvider } from './providers';
import { completeSandboxCheckout } from './sandbox';

const minute = 60_000;
const t = m.payments;

/** verificar-codigo-promocional (document 001 §7, §8 Promo). An unknown code is a result, not an error. */
export const verifyPromoCode = publicAction(
  {
    name: 'verifyPromoCode',
    schema: ZPromoCheck,
    errorMessage: t.promo.unknownError,
    transaction: false,
    rateLimit: { limit: 30, windowMs: minute },
  },
  async ({ codigo, valorOriginal }, { db }) => verifyPromo(db, codigo, valorOriginal),
);

/** create-checkout (document 001 §7): a payment row and the provider's checkout; the browser goes to `url`. */
export const createCheckout = publicAction(
  {
    name: 'createCheckout',
    schema: ZPaymentForm,
    errorMessage: t.checkout.errorText,
    transaction: false,
    rateLimit: { limit: 10, windowMs: minute },
    idempotent: true,
  },
  async (input, { db, emit }) => {
    // A Stripe invoice is e-mailed by Stripe to the address typed in: only staff (/pagamentos, "Novo Pagamento") issue one.
    if (input.tipoPagamento === 'fatura' && currentProvider().name === 'stripe' && !(await getSession()))
      throw new ActionError(t.checkout.invoiceStaffOnly);
    const { events, ...checkout } = await startCheckout(db, input);
    emit(events);
    return checkout;
  },
);

/** check-payment-status (document 001 §7): the success page on load and on "Atualizar status". */
export const checkPaymentStatus = publicAction(
  {
    name: 'checkPaymentStatus',
    schema: ZStatusCheck,
    errorMessage: t.statusCheck.error,
    transaction: false,
    rateLimit: { limit: 60, windowMs: minute },
  },
  async ({ sessionId }, { emit }) => {
    const result = await refreshPaymentStatus(sessionId);
    if (!result) throw new ActionError(t.statusCheck.notFound);
    const { events, ...answer } = result;
    emit(events);
    return answer;
  },
);

/** The sandbox checkout's buttons (D16): only while the sandbox is the provider. */
export const completeSandbox = publicAction(
  {
    name: 'completeSandbox',
    schema: z.object({ checkoutId: z.string().min(1).max(100), outcome: z.enum(['pay', 'pending', 'fail', 'cancel']) }),
    errorMessage: t.checkout.errorText,
    transaction: false,
    rateLimit: { limit: 30, windowMs: minute },
  },
  async ({ checkoutId, outcome }, { emit }) => {
    if (currentProvider().name !== 'sandbox') throw new ActionError(t.sandbox.notFound);
    const { url, events } = await completeSandboxCheckout(checkoutId, outcome);
    emit(events);
    return { url };
  },
);

/** "Verificar status" in the dashboard (document 001 §2.12, §8): the same check, by the payment's checkout id. */
export const verifyPaymentStatus = staffAction(
  {
    name: 'verifyPaymentStatus',
    role: 'member',
    schema: ZPaymentId,
    errorMessage: t.dashboard.verifyError,
    transaction: false,
  },
  async ({ id }, { db, emit }) => {
    const [row] = await db
      .select({ checkoutId: pagamentos.stripeCheckoutId })
      .from(pagamentos)
      .where(eq(pagamentos.id, id));
    if (!row) throw new ActionError(t.statusCheck.notFound);
    if (!row.checkoutId) throw new ActionError(t.dashboard.noCheckoutText);
    const result = await refreshPaymentStatus(row.checkoutId);
    if (!result) throw new ActionError(t.statusCheck.notFound);
    emit(result.events);
    return { status: result.status };
  },
);

/** Promo codes, managed from the dashboard (D35). */
export const createPromoCode = staffAction(
  {
    name: 'createPromoCode',
    role: 'admin',
    schema: ZPromoCodeForm,
    errorMessage: t.promoAdmin.saveError,
  },
  async (input, { db, emit }) => {
    const [existing] = await db
      .select({ id: codigosPromocionais.id })
      .from(codigosPromocionais)
      .where(eq(codigosPromocionais.codigo, input.codigo));
    if (existing) throw new ActionError(t.promoAdmin.duplicate);
    const [row] = await db
      .insert(codigosPromocionais)
      .values(input)
      .returning({ id: codigosPromocionais.id, codigo: codigosPromocionais.codigo });
    emit([{ type: 'promoCode.changed', promoCodeId: row.id }]);
    return row;
  },
);

export const setPromoCodeActive = staffAction(
  {
    name: 'setPromoCodeActive',
    role: 'admin',
    schema: ZPromoCodeToggle,
    errorMessage: t.promoAdmin.saveError,
  },
  async ({ id, ativo }, { db, emit }) => {
    const [row] = await db
      .update(codigosPromocionais)
      .set({ ativo, updatedAt: new Date() })
      .where(eq(codigosPromocionais.id, id))
      .returning({ id: codigosPromocionais.id, ativo: codigosPromocionais.ativo });
    if (!row) throw new ActionError(t.promoAdmin.notFound);
    emit([{ type: 'promoCode.changed', promoCodeId: row.id }]);
    return row;
  },
);

/** A code already used by a paid payment stays on the payment (text), so it can be deleted safely. */
export const deletePromoCode = staffAction(
  {
    name: 'deletePromoCode',
    role: 'admin',
    schema: ZPromoCodeId,
    errorMessage: t.promoAdmin.saveError,
  },
  async ({ id }, { db, emit }) => {
    const [row] = await db
      .delete(codigosPromocionais)
      .where(and(eq(codigosPromocionais.id, id)))
      .returning({ id: codigosPromocionais.id });
    if (!row) throw new ActionError(t.promoAdmin.notFound);
    emit([{ type: 'promoCode.changed', promoCodeId: row.id }]);
    return row;
  },
);
