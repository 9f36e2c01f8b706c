import 'server-only';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { todayInSaoPaulo } from '@/lib/format';
import type { Db } from '@/server/platform/db/client';
import { codigosPromocionais, pagamentos } from '@/server/platform/db/schema';

/**
 * D35: a limited code used by ten open checkouts at once must be used once. A checkout
 * reserves a use with one conditional UPDATE … RETURNING (the row lock serialises concurrent ones, and
 * PostgreSQL re-checks the WHERE after waiting), releases it when it expires or fails, and turns it into
 * a use when it is paid. Returns the code as reserved, or null when it cannot be used (for any reason).
 */
export async function reservePromoUse(db: Db, codigo: string, today: string = todayInSaoPaulo()) {
  const c = codigosPromocionais;
  const [row] = await db
    .update(c)
    .set({ reservados: sql`${c.reservados} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(c.codigo, codigo),
        eq(c.ativo, true),
        or(isNull(c.validoAte), gte(c.validoAte, today)),
        or(isNull(c.maxUsos), lt(sql`${c.usos} + ${c.reservados}`, c.maxUsos)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives back the code's reserved use directly (a checkout the provider refused). */
export async function returnPromoUse(db: Db, codigo: string): Promise<void> {
  await db
    .update(codigosPromocionais)
    .set({ reservados: sql`greatest(${codigosPromocionais.reservados} - 1, 0)`, updatedAt: new Date() })
    .where(eq(codigosPromocionais.codigo, codigo));
}

/**
 * Clears the payment's reservation once (a conditional UPDATE, so a redelivered event or a race does
 * it one time only) and returns its code, or null when it held none.
 */
async function takeReservation(db: Db, pagamentoId: string): Promise<string | null> {
  const [row] = await db
    .update(pagamentos)
    .set({ promoReservado: false })
    .where(and(eq(pagamentos.id, pagamentoId), eq(pagamentos.promoReservado, true)))
    .returning({ codigo: pagamentos.codigoPromocional });
  return row?.codigo ?? null;
}

/** The checkout expired or failed: its reserved use goes back to the code. */
export async function releasePromoUse(db: Db, pagamentoId: string): Promise<void> {
  const codigo = await takeReservation(db, pagamentoId);
  if (codigo) await returnPromoUse(db, codigo);
}

/** The payment was paid: the reservation (if it still holds one) becomes a use. */
export async function countPromoUse(db: Db, pagamentoId: string, codigo: string): Promise<void> {
  const reserved = (await takeReservation(db, pagamentoId)) !== null;
  const c = codigosPromocionais;
  await db
    .update(c)
    .set({
      usos: sql`${c.usos} + 1`,
      reservados: reserved ? sql`greatest(${c.reservados} - 1, 0)` : c.reservados,
      updatedAt: new Date(),
    })
    .where(eq(c.codigo, codigo));
}
