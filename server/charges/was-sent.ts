import 'server-only';
import { and, eq } from 'drizzle-orm';
import { assertStaff } from '@/server/auth/guard';
import { getDb, type Db } from '@/server/platform/db/client';
import { enviosEmail, whatsappMensagens } from '@/server/platform/db/schema';

/**
 * D183: whether the client may have seen this charge's Pix: an e-mail (the charge, a reminder, a series' new charge)
 * or a WhatsApp message about it was queued. From then on its key and code stay as sent, so that what the client
 * holds is still what the charge asks for; a charge to pay elsewhere is cancelled and issued again.
 */
export async function chargeWasSent(db: Db, chargeId: string): Promise<boolean> {
  const [mail, whatsapp] = await Promise.all([
    db
      .select({ id: enviosEmail.id })
      .from(enviosEmail)
      .where(and(eq(enviosEmail.assuntoTipo, 'charge'), eq(enviosEmail.assuntoId, chargeId)))
      .limit(1),
    db
      .select({ id: whatsappMensagens.id })
      .from(whatsappMensagens)
      .where(and(eq(whatsappMensagens.assuntoTipo, 'charge'), eq(whatsappMensagens.assuntoId, chargeId)))
      .limit(1),
  ]);
  return mail.length > 0 || whatsapp.length > 0;
}

/** The edit form's read (D183): the key and code fields are shown locked once the charge was sent. */
export async function chargePixLocked(chargeId: string): Promise<boolean> {
  await assertStaff();
  return chargeWasSent(await getDb(), chargeId);
}
