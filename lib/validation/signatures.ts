import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import {
  drawnSignatureError,
  isDrawnSignature,
  MAX_SIGNATURE_DATA_URL,
  pngRefusalMessage,
} from '@/lib/signatures/fields';
import { TOKEN_PATTERN } from '@/lib/signatures/token-shape';
import { ZClienteId } from '@/lib/validation/client-link';
import { formatCpf, isValidCpf } from '@/lib/validation/documento';
import { onlyDigits } from '@/lib/text';

const s = m.signatures;
const id = z.uuid(m.common.invalidData);

/** "Enviar" (D28): recipient name and e-mail required, CPF optional and checked. */
export const ZSendForm = z.object({
  recipientName: z.string().trim().min(1, s.send.nameRequired).max(200, s.send.nameRequired),
  recipientEmail: z.string().trim().toLowerCase().pipe(z.email(s.send.emailInvalid).max(254, s.send.emailInvalid)),
  recipientCpf: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidCpf(v), m.validation.cpf)
    .transform((v) => (v === '' ? null : formatCpf(onlyDigits(v)))),
  /** The recipient's client of the registry (D51); kept as it is when not given. */
  clienteId: ZClienteId.optional(),
});
export type TSendFormInput = z.input<typeof ZSendForm>;

export const ZSendDocument = z.object({ id }).and(ZSendForm);
export const ZDocumentId = z.object({ id });
export const ZContractId = z.object({ contractId: id });

export const ZSigningToken = z.string().regex(TOKEN_PATTERN, s.link.notFound);

/**
 * One submitted value. A drawn signature's PNG header is checked here, before the action runs, so a
 * PNG "bomb" never reaches pdf-lib (D41); any other image data URL is refused.
 */
const ZFieldValue = z.string().superRefine((value, ctx) => {
  if (value.length > MAX_SIGNATURE_DATA_URL) ctx.addIssue({ code: 'custom', message: pngRefusalMessage('tooLarge') });
  else if (isDrawnSignature(value)) {
    const error = drawnSignatureError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  } else if (/^data:/i.test(value.trim())) ctx.addIssue({ code: 'custom', message: s.signatureImage.invalid });
});

/** The recipient's submission on /assinar/{token}; each value is checked by its field's type on the server. */
export const ZSignDocument = z.object({
  token: ZSigningToken,
  values: z.record(z.string().max(64), ZFieldValue),
  consent: z.literal(true, s.sign.consentRequired),
});
export type TSignDocumentInput = z.input<typeof ZSignDocument>;
