import { z } from '@/lib/zod';
import { m, siteText } from '@/lib/messages';
import { normalizeTelefone } from '@/lib/validation/telefone';
import { ZSubmissionKey } from './submission';
import { CONTACT_SERVICES, DEFAULT_CONTACT_SERVICE, HONEYPOT_FIELD } from './contact-fields';

export { CONTACT_SERVICES, DEFAULT_CONTACT_SERVICE, HONEYPOT_FIELD, type ContactService } from './contact-fields';

const v = siteText.contact.validation;
const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, v.tooLong);

/**
 * Contact form (document 000 §3, §5): name, email, subject, message and service required, phone
 * optional. The browser checks the same through required/type=email; the public action re-parses
 * everything with this schema (D10).
 */
export const ZContactForm = z.object({
  name: required(v.nameRequired, 120),
  email: z.string().trim().toLowerCase().max(254, m.validation.email).pipe(z.email(m.validation.email)),
  // Optional and free: a number we can read is normalised, anything else is kept as typed.
  phone: z
    .string()
    .trim()
    .max(40, v.tooLong)
    .transform((value) => {
      if (value === '') return null;
      const check = normalizeTelefone(value);
      return check.ok ? check.value : value;
    }),
  subject: required(v.subjectRequired, 200),
  message: required(v.messageRequired, 5000),
  service: z.enum(CONTACT_SERVICES, v.serviceInvalid),
  [HONEYPOT_FIELD]: z.string().max(200).optional().default(''),
  chaveEnvio: ZSubmissionKey,
});
export type TContactFormInput = z.input<typeof ZContactForm>;
export type TContactForm = z.output<typeof ZContactForm>;

export const EMPTY_CONTACT_FORM: TContactFormInput = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  service: DEFAULT_CONTACT_SERVICE,
  [HONEYPOT_FIELD]: '',
};

export const ZLeadId = z.object({ id: z.uuid(m.leads.invalid) });
