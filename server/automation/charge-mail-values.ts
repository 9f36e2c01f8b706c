import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { amountDue, type LateFees } from '@/lib/charges/late-fees';
import { formatDate, formatMoney, todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import { chargePixCode } from '@/server/charges/public';
import type { Db } from '@/server/platform/db/client';
import { clientes, cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { clientGreeting } from '@/server/clients/greeting';

/** The client's e-mail: from the linked client record, else from a client of the same name. */
export async function chargeRecipient(db: Db, charge: Pick<Cobranca, 'clienteId' | 'cliente'>): Promise<string | null> {
  const [row] = await db
    .select({ email: clientes.email })
    .from(clientes)
    .where(charge.clienteId ? eq(clientes.id, charge.clienteId) : eq(clientes.nome, charge.cliente))
    .limit(1);
  return row?.email?.trim() || null;
}

export async function loadCharge(db: Db, id: string): Promise<Cobranca | null> {
  const [row] = await db.select().from(cobrancas).where(eq(cobrancas.id, id));
  return row ?? null;
}

/**
 * The variables of a reminder and of a WhatsApp text: {cliente}, {valor} (original), {vencimento}, {link}, {pix}
 * (the charge's payable code: its cobv's, or the static BR Code of the updated total), {multa}, {juros}, {total}.
 */
export async function chargeMailValues(
  db: Db,
  charge: Cobranca,
  today: string = todayInSaoPaulo(now()),
): Promise<{ values: Record<string, string>; fees: LateFees }> {
  const fees = amountDue(charge, today);
  // D170: the charge's one payable Pix, the code its public page shows.
  const pix = (await chargePixCode(charge, fees.total))?.brCode ?? null;
  return {
    fees,
    values: {
      // The client's contact person, as every message to the client greets (D272).
      cliente: await clientGreeting(db, charge),
      titulo: charge.titulo,
      valor: formatMoney(charge.valor),
      vencimento: formatDate(charge.dataVencimento),
      link: `${env.appUrl}/p/${charge.slug}`,
      pix: pix ?? m.automation.email.noPix,
      multa: formatMoney(fees.multa),
      juros: formatMoney(fees.juros),
      total: formatMoney(fees.total),
    },
  };
}
