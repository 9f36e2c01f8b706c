import 'server-only';
import { sql } from 'drizzle-orm';
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
