import { z } from 'zod';
import { m } from '@/lib/messages';
import { MAX_SIGNATURE_DATA_URL } from '@/lib/signatures/fields';
import { TOKEN_PATTERN } from '@/lib/signatures/token';
import { ZClienteId } from '@/lib/validation/client-link';
import { formatCpf, isValidCpf } from '@/lib/validation/documento';
import { onlyDigits } from '@/lib/text';

const s = m.signatures;
const id = z.uuid(m.common.invalidData);

/** "Enviar" (issue 9 item 1): recipient name and e-mail required, CPF optional and checked. */
export const ZSendForm = z.object({
  recipientName: z.string().trim().min(1, s.send.nameRequired).max(200, s.send.nameRequired),
  recipientEmail: z.string().trim().toLowerCase().pipe(z.email(s.send.emailInvalid).max(254, s.send.emailInvalid)),
  recipientCpf: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidCpf(v), m.validation.cpf)
    .transform((v) => (v === '' ? null : formatCpf(onlyDigits(v)))),
  /** The recipient's client of the registry (issue 18 item 1); kept as it is when not given. */
  clienteId: ZClienteId.optional(),
});
export type TSendFormInput = z.input<typeof ZSendForm>;

export const ZSendDocument = z.object({ id }).and(ZSendForm);
export const ZDocumentId = z.object({ id });
export const ZContractId = z.object({ contractId: id });

export const ZSigningToken = z.string().regex(TOKEN_PATTERN, s.link.notFound);

/** The recipient's submission on /assinar/{token}; each value is checked by its field's type on the server. */
export const ZSignDocument = z.object({
  token: ZSigningToken,
  values: z.record(z.string().max(64), z.string().max(MAX_SIGNATURE_DATA_URL)),
  consent: z.literal(true, s.sign.consentRequired),
});
export type TSignDocumentInput = z.input<typeof ZSignDocument>;
