import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { chargeRef } from './charge-event';

const t = m.chargeDelete;

/**
 * Deleting a charge (admins and owners; a member cancels it instead). A paid charge stays: it is the record of
 * money received. Its cached public page (/p/{slug}, /p/{id}) stops showing it through `charge.deleted`.
 */
export async function deleteCharge(db: Db, id: string): Promise<Written<{ id: string; slug: string }>> {
  const [charge] = await db.select().from(cobrancas).where(eq(cobrancas.id, id)).for('update');
  if (!charge) throw new ActionError(t.notFound);
  if (charge.status === 'pago') throw new ActionError(t.paid);
  await db.delete(cobrancas).where(eq(cobrancas.id, id));
  return { row: { id, slug: charge.slug }, events: [{ type: 'charge.deleted', ...chargeRef(charge) }] };
}
