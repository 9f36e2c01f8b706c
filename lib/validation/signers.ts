import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import { CODE_PATTERN } from '@/lib/signatures/code';
import { SIGNER_ROLES, SIGNING_MODES } from '@/lib/signatures/signers';
import { formatCpf, isValidCpf } from '@/lib/validation/documento';
import { onlyDigits } from '@/lib/text';

const t = m.signatures.signers;

/** One signer as staff enter them (D117): name and e-mail required; CPF checked when given; a mobile optional. */
export const ZSigner = z.object({
  name: z.string().trim().min(1, t.invalid).max(200, t.invalid),
  email: z.string().trim().toLowerCase().pipe(z.email(t.invalid).max(254, t.invalid)),
  cpf: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || isValidCpf(v), m.validation.cpf)
    .transform((v) => (v === '' ? null : formatCpf(onlyDigits(v)))),
  phone: z
    .string()
    .trim()
    .max(30, t.invalid)
    .default('')
    .transform((v) => (v === '' ? null : v)),
  role: z.enum(SIGNER_ROLES, t.invalid),
  /** A staff member who signs from the back office (D119). */
  userId: z.uuid(t.invalid).nullable().default(null),
});
export type TSigner = z.output<typeof ZSigner>;

export const ZSigners = z.object({
  id: z.uuid(m.common.invalidData),
  mode: z.enum(SIGNING_MODES, t.invalid),
  signers: z
    .array(ZSigner)
    .min(1, t.empty)
    .max(20, t.invalid)
    .refine((list) => list.some((s) => s.role !== 'copia'), t.empty),
});

export const ZSignerCode = z.string().trim().regex(CODE_PATTERN, m.signatures.code.invalidShape);

export const ZRefusal = z
  .string()
  .trim()
  .min(3, m.signatures.refuse.reasonRequired)
  .max(500, m.signatures.refuse.reasonRequired);
