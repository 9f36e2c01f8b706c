import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getAgency } from '@/server/agency/profile';
import { now } from '@/lib/clock';
import { amountDue, type LateFeeInput, type LateFees } from '@/lib/charges/late-fees';
import { todayInSaoPaulo } from '@/lib/format';
import { buildPixBrCode, pixKeyKind } from '@/lib/pix';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, pixDevolucoes } from '@/server/platform/db/schema';

/** The agency's Pix values from its profile (server/agency/profile.ts), used when a charge has none. */
export async function pixDefaults(): Promise<PixDefaults> {
  return (await getAgency()).pix;
}
export type PixDefaults = { key: string; beneficiary: string; city: string };

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

/** D14: the static Pix code of a charge from its key (or the agency's), amount, beneficiary and city. */
export function chargePix(
  charge: Pick<
    PublicCharge,
    'chavePix' | 'codigoPix' | 'valor' | 'nomeBeneficiario' | 'cidadeBeneficiario' | 'numeroCobranca'
  >,
  defaults: PixDefaults,
) {
  const key = [charge.chavePix, charge.codigoPix, defaults.key].find((k) => pixKeyKind(k)) ?? null;
  const beneficiary = charge.nomeBeneficiario || defaults.beneficiary;
  const city = charge.cidadeBeneficiario || defaults.city;
  const brCode = key
    ? buildPixBrCode({ key, centavos: charge.valor, beneficiary, city, txid: charge.numeroCobranca.replace(/\W/g, '') })
    : null;
  return { key, brCode, beneficiary, city };
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
