import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import { checkDocumento } from '@/lib/validation/documento';
import { normalizeTelefone } from '@/lib/validation/telefone';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/**
 * Client form (document 000 §3, Client). The document shows no validation; beyond it we check the
 * e-mail format, the CPF/CNPJ check digits and the phone, each with its own message.
 */
export const ZClientForm = z.object({
  nome: z.string().trim().min(1, m.clients.validation.nomeObrigatorio).max(200, m.clients.validation.nomeLongo),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, m.validation.email)
    .refine((value) => value === '' || z.email().safeParse(value).success, m.validation.email)
    .transform((value) => (value === '' ? null : value)),
  telefone: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const check = normalizeTelefone(value);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message });
        return z.NEVER;
      }
      return check.value;
    }),
  documento: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const check = checkDocumento(value);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message });
        return z.NEVER;
      }
      return check.value;
    }),
  endereco: optionalText(500, m.clients.validation.enderecoLongo),
  observacoes: optionalText(2000, m.clients.validation.observacoesLongas),
});
export type TClientFormInput = z.input<typeof ZClientForm>;
export type TClientForm = z.output<typeof ZClientForm>;

export const ZClientId = z.object({ id: z.uuid(m.clients.validation.clienteInvalido) });
export const ZClientUpdate = ZClientForm.extend({ id: z.uuid(m.clients.validation.clienteInvalido) });

export const EMPTY_CLIENT_FORM: TClientFormInput = {
  nome: '',
  email: '',
  telefone: '',
  documento: '',
  endereco: '',
  observacoes: '',
};
