import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import { onlyDigits } from '@/lib/text';
import { checkDocumento, formatCpf, isValidCpf } from '@/lib/validation/documento';
import { normalizeTelefone } from '@/lib/validation/telefone';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, m.validation.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, m.validation.email)
  .transform((value) => (value === '' ? null : value));

const optionalTelefone = z
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
  });

const optionalCpf = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidCpf(value), m.validation.cpf)
  .transform((value) => (value === '' ? null : formatCpf(onlyDigits(value))));

const v = m.clients.validation;

/** Absent (a caller that predates the field) reads as empty. */
const orNull = <T extends z.ZodType<string | null, string>>(schema: T) =>
  schema.optional().transform((value) => value ?? null);

/** The person who signs the client's contracts (D160), as the client form and the send step enter them. */
const signingPersonFields = {
  assinanteNome: orNull(optionalText(200, m.clients.validation.nomeLongo)),
  assinanteCpf: orNull(optionalCpf),
  assinanteEmail: orNull(optionalEmail),
  assinanteCelular: orNull(optionalTelefone),
};

/**
 * Client form (document 000 §3, Client). The document shows no validation; beyond it we check the
 * e-mail format, the CPF/CNPJ check digits and the phone, each with its own message.
 */
const ZClientFields = z.object({
  nome: z.string().trim().min(1, m.clients.validation.nomeObrigatorio).max(200, m.clients.validation.nomeLongo),
  email: optionalEmail,
  telefone: optionalTelefone,
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
  ...signingPersonFields,
});

/** The signing person is optional on the record, but whole when given: name, CPF and e-mail together (D160). */
function wholeSigningPerson(
  value: {
    assinanteNome: string | null;
    assinanteCpf: string | null;
    assinanteEmail: string | null;
    assinanteCelular: string | null;
  },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
  required = false,
) {
  const given = [value.assinanteNome, value.assinanteCpf, value.assinanteEmail, value.assinanteCelular];
  if (!required && given.every((x) => x === null)) return;
  if (!value.assinanteNome) ctx.addIssue({ code: 'custom', path: ['assinanteNome'], message: v.assinanteNome });
  if (!value.assinanteCpf) ctx.addIssue({ code: 'custom', path: ['assinanteCpf'], message: v.assinanteCpf });
  if (!value.assinanteEmail) ctx.addIssue({ code: 'custom', path: ['assinanteEmail'], message: v.assinanteEmail });
}

export const ZClientForm = ZClientFields.superRefine(wholeSigningPerson);
export type TClientFormInput = z.input<typeof ZClientForm>;
export type TClientForm = z.output<typeof ZClientForm>;

export const ZClientId = z.object({ id: z.uuid(m.clients.validation.clienteInvalido) });
export const ZClientUpdate = ZClientFields.extend({ id: z.uuid(m.clients.validation.clienteInvalido) }).superRefine(
  wholeSigningPerson,
);

/** "Salvar no cadastro do cliente" in the send step (D160): the whole person, for one client. */
export const ZClientSigningPerson = z
  .object({ clienteId: z.uuid(m.clients.validation.clienteInvalido), ...signingPersonFields })
  .superRefine((value, ctx) => wholeSigningPerson(value, ctx, true));
export type TClientSigningPerson = z.output<typeof ZClientSigningPerson>;

export const EMPTY_CLIENT_FORM: TClientFormInput = {
  nome: '',
  email: '',
  telefone: '',
  documento: '',
  endereco: '',
  observacoes: '',
  assinanteNome: '',
  assinanteCpf: '',
  assinanteEmail: '',
  assinanteCelular: '',
};
