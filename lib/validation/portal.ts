import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import { ZSubmissionKey } from './submission';

const t = m.portal.validation;

/** "Receber link de acesso" on /portal (D75). */
export const ZPortalEmail = z.object({
  email: z.string().trim().toLowerCase().min(1, t.emailRequired).max(200, t.emailInvalid).pipe(z.email(t.emailInvalid)),
  chaveEnvio: ZSubmissionKey,
});
export type TPortalEmail = z.input<typeof ZPortalEmail>;

/** The one-time or staff link a client opens (/portal/entrar?token=…). */
export const ZPortalToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, t.invalidLink) });

/** A document of the signed-in client (the server checks it is theirs). */
export const ZPortalDocumentId = z.object({ id: z.uuid() });

/** Staff actions on a client's portal link. */
export const ZPortalClient = z.object({ clienteId: z.uuid() });

/** "Pedir eliminação dos meus dados" in the portal: nothing but the submission key. */
export const ZErasureRequest = z.object({ chaveEnvio: ZSubmissionKey }).optional();

/** Staff carrying out an LGPD request. */
export const ZLgpdRequestId = z.object({ id: z.uuid() });

/** Retention of contact-form leads, on /privacidade. */
export const ZLeadRetention = z.object({
  retencaoLeadsDias: z.coerce.number().int(t.retentionRange).min(30, t.retentionRange).max(3650, t.retentionRange),
});
