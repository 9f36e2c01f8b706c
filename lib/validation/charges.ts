import { z } from '@/lib/zod';
import { RECURRENCES } from '@/lib/charges/recurrence';
import { PAYMENT_METHODS, reaisToCentavos } from '@/lib/charges/rules';
import { m } from '@/lib/messages';
import { ZClienteId } from '@/lib/validation/client-link';
import { isDayOutOfRange, isStaffDay } from './day';

const v = m.charges.validation;
const text = (max: number) => z.string().trim().max(max, v.tooLong);
const optional = (max: number) => text(max).transform((s) => (s === '' ? null : s));

/** The charge form's fields (document 001 §2.6, §5); the form reads its text limits from them (D268). */
export const ZChargeFields = z.object({
  titulo: text(200).min(1, v.titulo),
  cliente: text(200).min(1, v.cliente),
  clienteId: ZClienteId,
  valor: z
    .union([z.string(), z.number()])
    .transform((value) => reaisToCentavos(value))
    .refine((centavos) => Number.isFinite(centavos) && centavos > 0 && centavos <= 100_000_000_00, v.valor),
  dataVencimento: z
    .string()
    .refine((s) => isStaffDay(s) || isDayOutOfRange(s), v.vencimento)
    .refine(isStaffDay, m.resilience.dateRange),
  formaPagamento: z.enum(PAYMENT_METHODS, v.forma),
  descricao: text(5000),
  observacoes: text(5000),
  chavePix: optional(500),
  codigoPix: optional(500),
  nomeBeneficiario: optional(100),
  cidadeBeneficiario: optional(100),
  // Recurring charges (D66): repeat monthly or yearly, N times in all or (empty) until stopped.
  recorrencia: z.enum(['nenhuma', ...RECURRENCES], v.recorrencia).default('nenhuma'),
  recorrenciaVezes: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined || String(value).trim() === '' ? null : Number(value)))
    .refine((n) => n === null || (Number.isInteger(n) && n >= 2 && n <= 120), v.recorrenciaVezes),
});

/** Charge form (document 001 §2.6, §5), shared by the form and its actions. valor is typed in reais. */
export const ZChargeForm = ZChargeFields.superRefine((charge, ctx) => {
  if (charge.formaPagamento === 'pix' && !charge.chavePix)
    ctx.addIssue({ code: 'custom', path: ['chavePix'], message: v.chavePix });
})
  // Pix fields are kept only for pix (document 001 §5).
  .transform((charge) =>
    charge.formaPagamento === 'pix'
      ? charge
      : { ...charge, chavePix: null, codigoPix: null, nomeBeneficiario: null, cidadeBeneficiario: null },
  );
export type TChargeFormInput = z.input<typeof ZChargeForm>;
export type TChargeForm = z.output<typeof ZChargeForm>;

export const ZChargeUpdate = z.object({ id: z.uuid(v.invalida) }).and(ZChargeForm);
/**
 * Nova Cobrança: the form, and whether the charge e-mail goes now (D186). The form's box starts ticked; a call
 * that does not say (an import, a script) sends nothing.
 */
export const ZChargeCreate = z.object({ enviarAgora: z.boolean().default(false) }).and(ZChargeForm);
export const ZChargeStatus = z.object({
  id: z.uuid(v.invalida),
  status: z.enum(['pago', 'cancelado'], v.statusInvalido),
  /** D182: why it was cancelled (optional), for the client's notice and the timeline. */
  motivo: z.string().trim().max(500, v.tooLong).optional(),
});
export const ZChargeId = z.object({ id: z.uuid(v.invalida) });
export const ZChargePause = z.object({ id: z.uuid(v.invalida), pausado: z.boolean() });
export const ZChargeEmail = z.object({
  id: z.uuid(v.invalida),
  email: z.string().trim().toLowerCase().pipe(z.email(v.email)),
});
