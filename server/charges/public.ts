import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getAgency } from '@/server/agency/profile';
import { now } from '@/lib/clock';
import { amountDue, type LateFeeInput, type LateFees } from '@/lib/charges/late-fees';
import { todayInSaoPaulo } from '@/lib/format';
import { payablePix, type PayableCharge, type PayablePix } from '@/lib/pix/payable';
import { pixProviderName } from '@/server/pix/config';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, pixDevolucoes } from '@/server/platform/db/schema';

/**
 * The public charge page (document 001 §2.8) reads exactly the fields of §6 plus the beneficiary (D9).
 * It answers for the slug and, as the document's by-id version, for the id. Pass `handle` inside a transaction.
 */
export async function getPublicCharge(slugOrId: string, handle?: Db) {
  const db = handle ?? (await getDb());
  const isId = z.uuid().safeParse(slugOrId).success;
  const [row] = await db
    .select({
      slug: cobrancas.slug,
      numeroCobranca: cobrancas.numeroCobranca,
      titulo: cobrancas.titulo,
      cliente: cobrancas.cliente,
      valor: cobrancas.valor,
      dataVencimento: cobrancas.dataVencimento,
      status: cobrancas.status,
      formaPagamento: cobrancas.formaPagamento,
      descricao: cobrancas.descricao,
      observacoes: cobrancas.observacoes,
      chavePix: cobrancas.chavePix,
      codigoPix: cobrancas.codigoPix,
      nomeBeneficiario: cobrancas.nomeBeneficiario,
      cidadeBeneficiario: cobrancas.cidadeBeneficiario,
      // Fine and interest of this charge (D63): after the due date the page shows the breakdown.
      multaPercentual: cobrancas.multaPercentual,
      jurosMensalPercentual: cobrancas.jurosMensalPercentual,
      // The cobv at the PSP (D99): its dynamic code replaces the static one while it is ATIVA.
      pixStatus: cobrancas.pixStatus,
      pixCopiaECola: cobrancas.pixCopiaECola,
      pixLocation: cobrancas.pixLocation,
      // D184: what was paid and what went back: a paid charge shows its net amount.
      valorPago: cobrancas.valorPago,
      // Written out: inside a one-table select drizzle leaves columns unqualified, and the subquery needs the outer id.
      devolvido:
        sql<number>`(select coalesce(sum(d.valor), 0) from pix_devolucoes d where d.cobranca_id = cobrancas.id and d.status = 'DEVOLVIDO')`.mapWith(
          Number,
        ),
    })
    .from(cobrancas)
    .where(isId ? or(eq(cobrancas.slug, slugOrId), eq(cobrancas.id, slugOrId)) : eq(cobrancas.slug, slugOrId));
  return row ?? null;
}
export type PublicCharge = NonNullable<Awaited<ReturnType<typeof getPublicCharge>>>;

/**
 * D170: the charge's one payable Pix (lib/pix/payable.ts), the only reader of a charge's Pix for a client: the
 * public page, the portal, the PDF, the charge e-mail, the reminders and the WhatsApp text all take it from here.
 * `total` is the amount due today (chargeDue). Reads no database: the profile is the kept one (D100), so it may be
 * called inside a transaction.
 */
export async function chargePixCode(charge: PayableCharge, total: number): Promise<PayablePix | null> {
  return payablePix(charge, (await getAgency()).pix, pixProviderName() !== 'static', total);
}

/** D184: the refunds of a charge the PSP settled, in centavos (0 when none). Pass `handle` inside a transaction. */
export async function refundedOf(chargeId: string, handle?: Db): Promise<number> {
  const db = handle ?? (await getDb());
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pixDevolucoes.valor}), 0)`.mapWith(Number) })
    .from(pixDevolucoes)
    .where(and(eq(pixDevolucoes.cobrancaId, chargeId), eq(pixDevolucoes.status, 'DEVOLVIDO')));
  return row?.total ?? 0;
}

/**
 * What the charge asks for today (São Paulo day, D6): its value, or after the due date the value plus fine and
 * interest. The page, the PDF, the reminder, the Pix code and the checkout all charge this total.
 */
export function chargeDue(charge: LateFeeInput & { status: string }): LateFees {
  return amountDue(charge, todayInSaoPaulo(now()));
}

/**
 * The e-mail of the client a charge is linked to, for the payment form of that charge (/pagamento/{slug}): the
 * person paying is that client, so the form starts with it filled. Null when unlinked or without an e-mail.
 */
export async function chargeClientEmail(slug: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: clientes.email })
    .from(cobrancas)
    .innerJoin(clientes, eq(clientes.id, cobrancas.clienteId))
    .where(eq(cobrancas.slug, slug))
    .limit(1);
  return row?.email ?? null;
}
