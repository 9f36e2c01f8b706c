import { z } from '@/lib/zod';
import { CONTRACT_STATUSES } from '@/lib/contracts/status';
import { FIELD_ID_PATTERN } from '@/lib/contracts/fields';
import { m } from '@/lib/messages';
import { ZPaymentPlanForm } from '@/lib/validation/pipeline';
import { ZClienteId } from '@/lib/validation/client-link';

const v = m.contracts.validation;

/**
 * Contract form (document 001 §2.2, §5), shared by the form and its actions. The body's HTML comes
 * from the chosen template (on create) or the stored contract (on update), never from the browser:
 * the form sends only the values typed in "Editar Campos".
 */
export const ZContractForm = z.object({
  nome: z.string().trim().min(3, v.nome).max(200, v.tooLong),
  cliente: z.string().trim().min(3, v.cliente).max(200, v.tooLong),
  clienteId: ZClienteId,
  descricao: z.string().trim().max(2000, v.tooLong),
  status: z.enum(CONTRACT_STATUSES, v.status),
  propostaId: z
    .string()
    .trim()
    .refine((s) => s === '' || z.uuid().safeParse(s).success, v.proposta)
    .transform((s) => (s === '' ? null : s)),
  fields: z
    .array(z.object({ id: z.string().regex(FIELD_ID_PATTERN, v.invalid), value: z.string().max(5000, v.tooLong) }))
    .max(500, v.tooLong),
  /** D55: the payment plan; null when unset, absent on update: unchanged. */
  planoPagamento: ZPaymentPlanForm.nullable().optional(),
});
export type TContractFormInput = z.input<typeof ZContractForm>;
export type TContractForm = z.output<typeof ZContractForm>;

export const ZContractCreate = ZContractForm.extend({
  templateId: z.string().trim().min(1, v.modelo).max(100, v.modelo),
});
export const ZContractUpdate = ZContractForm.extend({ id: z.uuid(v.missingId) });
export const ZContractId = z.object({ id: z.uuid(v.missingId) });

const tv = m.contracts.templateValidation;

/** Template form (document 001 §2.3, §5): conteudo is JSON text, parsed here. */
export const ZTemplateForm = z.object({
  nome: z.string().trim().min(1, tv.nome).max(200, tv.tooLong),
  descricao: z.string().trim().max(1000, tv.tooLong),
  conteudo: z
    .string()
    .max(200_000, tv.tooLong)
    .refine((s) => s.trim() !== '', tv.conteudo)
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: tv.json });
        return z.NEVER;
      }
    }),
});
export type TTemplateFormInput = z.input<typeof ZTemplateForm>;
export const ZTemplateUpdate = ZTemplateForm.extend({ id: z.uuid(tv.invalid) });
export const ZTemplateId = z.object({ id: z.uuid(tv.invalid) });

/** Document 001 §2.3: the default content of a new template, a title, a subtitle and one section. */
export function defaultTemplateJson(): string {
  const t = m.contracts.templates;
  return JSON.stringify(
    {
      titulo: t.defaultTitle,
      subtitulo: t.defaultSubtitle,
      secoes: [{ titulo: t.defaultSectionTitle, conteudo: t.defaultSectionText }],
    },
    null,
    2,
  );
}
