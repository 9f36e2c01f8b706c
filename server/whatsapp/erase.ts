import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { whatsappConsentimentos, whatsappMensagens } from '@/server/platform/db/schema';

/**
 * A client's WhatsApp data on erasure (LGPD art. 18, VI): the messages (numbers and texts) and the consent row go.
 * The timeline keeps that consent was given and withdrawn, as it keeps the other entries the erasure anonymises.
 */
export async function eraseWhatsAppData(db: Db, clienteId: string): Promise<void> {
  await db.delete(whatsappMensagens).where(eq(whatsappMensagens.clienteId, clienteId));
  await db.delete(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, clienteId));
}
