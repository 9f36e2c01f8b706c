import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { timeline } from '@/server/platform/db/schema';

/** D182: the reason given when the charge was last cancelled (its timeline entry), for the detail screen. */
export async function cancelReasonOf(chargeId: string): Promise<string | null> {
  await assertStaff();
  const db = await getDb();
  const [entry] = await db
    .select({ dados: timeline.dados })
    .from(timeline)
    .where(
      and(eq(timeline.assuntoTipo, 'charge'), eq(timeline.assuntoId, chargeId), eq(timeline.tipo, 'charge.cancelled')),
    )
    .orderBy(desc(timeline.createdAt))
    .limit(1);
  const motivo = entry?.dados?.motivo;
  return typeof motivo === 'string' && motivo ? motivo : null;
}
