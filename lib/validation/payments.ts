import { isValid, parseISO } from 'date-fns';
import { z } from '@/lib/zod';
import { reaisToCentavos } from '@/lib/charges/rules';
import { m } from '@/lib/messages';
import { FILTER_STATUSES, FORM_METHODS, MAX_INSTALMENTS, PAYMENT_TYPES } from '@/lib/payments/rules';
import { normalizePromoCode } from '@/lib/payments/promo';
import { isStaffDay } from './day';
import { ZSubmissionKey } from './submission';

const v = m.payments.validation;
const p = m.payments.promoAdmin;
const required = (max: number) => z.string(v.required).trim().min(1, v.required).max(max, v.tooLong);
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isValid(parseISO(s));

/** A money field typed in reais: empty is "required", unreadable or ≤ 0 is the value message. */
const money = (emptyMessage: string, invalidMessage: string) =>
  z.union([z.string(), z.number()], emptyMessage).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: emptyMessage });
      return z.NEVER;
    }
    const centavos = reaisToCentavos(value);
    if (!Number.isFinite(centavos) || centavos <= 0 || centavos > 100_000_000_00) {
      ctx.addIssue({ code: 'custom', message: invalidMessage });
      return z.NEVER;
    }
    return centavos;
  });

/**
 * Payment form (document 001 §2.9, §5), shared by the form and create-checkout. valor is typed in reais
 * and becomes centavos. Instalments only apply to the card (document 001 §2.9); other methods pay in 1x.
 */
export const ZPaymentForm = z
  .object({
    nome: required(200),
    email: required(200).pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, v.email)),
    descricao: required(500),
    valor: money(v.required, v.valor),
    metodoPagamento: z.enum(FORM_METHODS, v.metodo).default('card'),
    parcelas: z.coerce
      .number(v.parcelas)
      .int(v.parcelas)
      .min(1, v.parcelas)
      .max(MAX_INSTALMENTS, v.parcelas)
      .default(1),
    codigoPromocional: z
      .string()
      .max(50, v.tooLong)
      .nullish()
      .transform((code) => normalizePromoCode(code) || null),
    tipoPagamento: z.enum(PAYMENT_TYPES, v.tipo).default('avulso'),
    /** Set by /pagamento/{slug}: the charge being paid (its value wins over the typed one). */
    slug: z.string().max(200).nullish(),
    chaveEnvio: ZSubmissionKey,
  })
  .transform((form) => ({
    ...form,
    parcelas: form.metodoPagamento === 'card' && form.tipoPagamento === 'avulso' ? form.parcelas : 1,
  }));
export type TPaymentFormInput = z.input<typeof ZPaymentForm>;
export type TPaymentForm = z.output<typeof ZPaymentForm>;

/** The toast title that goes with each validation message of document 001 §5. */
export function paymentValidationTitle(message: string): string {
  if (message === v.email) return v.emailTitle;
  if (message === v.valor || message === v.promoValor) return v.valorTitle;
  if (message === v.promoMissing) return v.promoMissingTitle;
  return v.requiredTitle;
}

/** verificar-codigo-promocional (document 001 §7): body {codigo, valorOriginal (reais)}. */
export const ZPromoCheck = z.object({
  codigo: z
    .string(v.promoMissing)
    .max(50, v.tooLong)
    .transform(normalizePromoCode)
    .pipe(z.string().min(1, v.promoMissing)),
  valorOriginal: money(v.promoValor, v.promoValor),
});

/** check-payment-status (document 001 §7): body {sessionId}. */
export const ZStatusCheck = z.object({
  sessionId: z.string(m.payments.statusCheck.notFound).trim().min(1, m.payments.statusCheck.notFound).max(300),
});

/** Staff promo-code form (D35). valor: whole percent for percentual, reais for fixo. */
export const ZPromoCodeForm = z
  .object({
    codigo: z
      .string(p.codigoInvalido)
      .transform(normalizePromoCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, p.codigoInvalido)),
    tipo: z.enum(['percentual', 'fixo']),
    valor: z.union([z.string(), z.number()]),
    validoAte: z
      .string()
      .nullish()
      .transform((s) => (s ? s : null))
      .refine((s) => s === null || isDay(s), p.dataInvalida)
      .refine((s) => s === null || isStaffDay(s), m.resilience.dateRange),
    maxUsos: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((s) => (s === null || s === undefined || String(s).trim() === '' ? null : Number(s)))
      .refine((n) => n === null || (Number.isInteger(n) && n > 0 && n < 1_000_000), p.maxUsosInvalido),
  })
  .transform((form, ctx) => {
    const valor =
      form.tipo === 'percentual' ? Number(String(form.valor).replace(',', '.')) : reaisToCentavos(form.valor);
    const ok =
      form.tipo === 'percentual'
        ? Number.isInteger(valor) && valor >= 1 && valor <= 100
        : Number.isFinite(valor) && valor > 0 && valor <= 100_000_000_00;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['valor'],
        message: form.tipo === 'percentual' ? p.percentualInvalido : p.fixoInvalido,
      });
      return z.NEVER;
    }
    return { ...form, valor };
  });
export type TPromoCodeFormInput = z.input<typeof ZPromoCodeForm>;

export const ZPromoCodeToggle = z.object({ id: z.uuid(p.notFound), ativo: z.boolean() });
export const ZPromoCodeId = z.object({ id: z.uuid(p.notFound) });
export const ZPaymentId = z.object({ id: z.uuid(m.payments.statusCheck.notFound) });

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (s) => (typeof s === 'string' && (values as readonly string[]).includes(s) ? s : undefined),
    z.enum(values).optional(),
  );
const optionalDay = z.preprocess((s) => (typeof s === 'string' && isDay(s) ? s : undefined), z.string().optional());

/** Dashboard filters from the URL (document 001 §2.12): anything unreadable is simply not applied. */
export const ZPaymentFilters = z.object({
  status: optionalEnum(FILTER_STATUSES),
  metodo: optionalEnum(['card', 'pix', 'boleto', 'wallet'] as const),
  tipo: optionalEnum(PAYMENT_TYPES),
  inicio: optionalDay,
  fim: optionalDay,
  q: z.preprocess((s) => (typeof s === 'string' ? s.slice(0, 100) : undefined), z.string().optional()),
});
export type TPaymentFilters = z.output<typeof ZPaymentFilters>;
