import 'server-only';
import { eq } from 'drizzle-orm';
import { FISCAL_PROFILE_DEFAULTS, formatAliquota, type TFiscalProfileForm } from '@/lib/nfse/fiscal-profile';
import { loadAgencyProfile } from '@/server/agency/profile';
import { getDb, type Db } from '@/server/platform/db/client';
import { nfsePerfil } from '@/server/platform/db/schema';

/** The stored fiscal profile row (D226), or null before anything was saved. */
export async function readFiscalProfile(db: Db) {
  const [row] = await db.select().from(nfsePerfil).where(eq(nfsePerfil.chave, 'agencia'));
  return row ?? null;
}

export type CertificateSummary = {
  titular: string;
  cnpj: string | null;
  validoAte: Date;
  enviadoEm: Date | null;
};

export type FiscalProfileScreen = {
  /** The form's values: the stored ones, or the defaults with the agency profile's inscrição municipal. */
  initial: TFiscalProfileForm;
  saved: boolean;
  certificate: CertificateSummary | null;
  /** The agency profile's CNPJ (digits), which the certificate must carry. */
  agencyCnpj: string;
};

/** /configuracoes/fiscal: what the page shows. Never the sealed certificate. */
export async function fiscalProfileScreen(): Promise<FiscalProfileScreen> {
  const db = await getDb();
  const [row, agency] = await Promise.all([readFiscalProfile(db), loadAgencyProfile(db)]);
  const saved = !!row?.perfilSalvoEm;
  const initial: TFiscalProfileForm =
    row && saved
      ? {
          inscricaoMunicipal: row.inscricaoMunicipal,
          municipioIbge: row.municipioIbge,
          opSimpNac: row.opSimpNac,
          regApTribSn: row.regApTribSn ?? '1',
          cTribNac: row.cTribNac,
          cTribMun: row.cTribMun,
          aliquotaIss: formatAliquota(row.aliquotaIss),
          descricaoModelo: row.descricaoModelo,
          serie: row.serie,
          proximoNumero: String(row.proximoNumero),
          ambiente: row.ambiente,
          emitirQuando: row.emitirQuando,
        }
      : { ...FISCAL_PROFILE_DEFAULTS, inscricaoMunicipal: agency.inscricaoMunicipal.slice(0, 15) };
  const certificate =
    row?.certificadoCifrado && row.certificadoValidoAte
      ? {
          titular: row.certificadoTitular ?? '',
          cnpj: row.certificadoCnpj,
          validoAte: row.certificadoValidoAte,
          enviadoEm: row.certificadoEnviadoEm,
        }
      : null;
  return { initial, saved, certificate, agencyCnpj: agency.cnpj };
}
