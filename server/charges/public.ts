import 'server-only';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { getAgency } from '@/lib/agency';
import { buildPixBrCode, pixKeyKind } from '@/lib/pix';
import { getDb, type Db } from '@/server/db/client';
import { cobrancas } from '@/server/db/schema';

/** The agency's default Pix values (ARCHITECTURE.md, Environment), used when a charge has none. */
export function pixDefaults() {
  const agency = getAgency();
  return {
    key: process.env.PIX_KEY?.trim() || '',
    beneficiary: process.env.PIX_BENEFICIARY?.trim() || agency.name,
    city: process.env.PIX_CITY?.trim() || 'São Paulo',
  };
}

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
    })
    .from(cobrancas)
    .where(isId ? or(eq(cobrancas.slug, slugOrId), eq(cobrancas.id, slugOrId)) : eq(cobrancas.slug, slugOrId));
  return row ?? null;
}
export type PublicCharge = NonNullable<Awaited<ReturnType<typeof getPublicCharge>>>;

/** D14: the static Pix code of a charge from its key (or the agency's), amount, beneficiary and city. */
export function chargePix(charge: Pick<PublicCharge, 'chavePix' | 'codigoPix' | 'valor' | 'nomeBeneficiario' | 'cidadeBeneficiario' | 'numeroCobranca'>) {
  const defaults = pixDefaults();
  const key = [charge.chavePix, charge.codigoPix, defaults.key].find((k) => pixKeyKind(k)) ?? null;
  const beneficiary = charge.nomeBeneficiario || defaults.beneficiary;
  const city = charge.cidadeBeneficiario || defaults.city;
  const brCode = key
    ? buildPixBrCode({ key, centavos: charge.valor, beneficiary, city, txid: charge.numeroCobranca.replace(/\W/g, '') })
    : null;
  return { key, brCode, beneficiary, city };
}
