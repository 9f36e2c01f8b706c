'use server';

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { ActionError, staffAction } from '@/server/platform/action';
import { cobrancas } from '@/server/platform/db/schema';

const t = m.chargeDelete;

/**
 * Issue 20 item 1: deleting a charge is for admins and owners (a member cancels it instead). A paid charge
 * stays: it is the record of money received.
 */
export const deleteCharge = staffAction(
  {
    name: 'deleteCharge',
    role: 'admin',
    schema: z.object({ id: z.uuid(m.common.invalidData) }),
    errorMessage: t.error,
    revalidate: ['/cobrancas'],
  },
  async ({ id }, { db }) => {
    const [charge] = await db
      .select({ status: cobrancas.status, slug: cobrancas.slug })
      .from(cobrancas)
      .where(eq(cobrancas.id, id))
      .for('update');
    if (!charge) throw new ActionError(t.notFound);
    if (charge.status === 'pago') throw new ActionError(t.paid);
    await db.delete(cobrancas).where(eq(cobrancas.id, id));
    return { id, slug: charge.slug };
  },
  // The cached public page (/p/{slug}, /p/{id}) must stop showing it.
  { revalidate: (row) => [`/cobrancas/${row.id}`, `/p/${row.slug}`, `/p/${row.id}`] },
);
