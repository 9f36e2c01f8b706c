import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { chargeNumber, yearInSaoPaulo } from '@/lib/charges/rules';
import type { Db } from '@/server/platform/db/client';
import { cobrancaNumeracao } from '@/server/platform/db/schema';

/** The year's next charge number, advanced atomically so that two charges never share one. */
export async function nextChargeNumber(db: Db): Promise<string> {
  const year = yearInSaoPaulo(now());
  const [row] = await db
    .insert(cobrancaNumeracao)
    .values({ ano: year, ultimo: 1 })
    .onConflictDoUpdate({ target: cobrancaNumeracao.ano, set: { ultimo: sql`${cobrancaNumeracao.ultimo} + 1` } })
    .returning({ ultimo: cobrancaNumeracao.ultimo });
  return chargeNumber(year, row.ultimo);
}

/** The sequence the year's next charge number would take, without taking it (a seed that numbers its own). */
export async function peekNextChargeSequence(db: Db): Promise<number> {
  const year = yearInSaoPaulo(now());
  const [row] = await db
    .select({ ultimo: cobrancaNumeracao.ultimo })
    .from(cobrancaNumeracao)
    .where(eq(cobrancaNumeracao.ano, year));
  return (row?.ultimo ?? 0) + 1;
}

/**
 * After a seed wrote numbers of its own (YYYY-NNNN): each year's counter moves up to the highest of them, so that
 * the next charge of the form does not take a seeded number. Numbers of another shape are left alone.
 */
export async function advanceChargeNumbers(db: Db, numbers: readonly string[]): Promise<void> {
  const highest = new Map<number, number>();
  for (const numero of numbers) {
    const match = /^(\d{4})-(\d+)$/.exec(numero);
    if (!match) continue;
    const [year, sequence] = [Number(match[1]), Number(match[2])];
    highest.set(year, Math.max(highest.get(year) ?? 0, sequence));
  }
  for (const [ano, ultimo] of highest) {
    await db
      .insert(cobrancaNumeracao)
      .values({ ano, ultimo })
      .onConflictDoUpdate({
        target: cobrancaNumeracao.ano,
        set: { ultimo: sql`greatest(${cobrancaNumeracao.ultimo}, ${ultimo})` },
      });
  }
}
