import { z } from '@/lib/zod';
import { LINK_KINDS } from '@/lib/whatsapp/steps';

/** "Enviar por WhatsApp": which kind of link, about which document (the client, for the portal link). */
export const ZSendByWhatsApp = z.object({ kind: z.enum(LINK_KINDS), id: z.uuid() });
export type TSendByWhatsApp = z.input<typeof ZSendByWhatsApp>;

/** The client record's consent and reply forms. */
export const ZWhatsAppClient = z.object({ clienteId: z.uuid() });
export const ZWhatsAppReply = z.object({ clienteId: z.uuid(), texto: z.string().max(4096) });

/** The portal's switch: the client opts in (true) or out (false). */
export const ZPortalWhatsApp = z.object({ ativo: z.boolean() });
