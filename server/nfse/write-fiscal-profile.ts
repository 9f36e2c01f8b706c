import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import type { Ambiente, TFiscalProfileValues } from '@/lib/nfse/fiscal-profile';
import { formatCnpj } from '@/lib/settings/agencia';
import type { ProtectedChange } from '@/lib/settings/protected-fields';
import { recordProfileChanges, type ProfileChanger } from '@/server/agency/record-profile-changes';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { nfsePerfil } from '@/server/platform/db/schema';
import { sealCertificate, type CertificateInfo, type NfseCredentials } from './certificate';
import serverText from '@/messages';

/**
 * D226: the one writer of `nfse_perfil` (one row, `agencia`). Both changes go through here: the profile's form and
 * the certificate. A change of the environment or of the certificate (D230) is recorded in the protected-changes
 * history and e-mailed to every owner, in the same transaction.
 */
export type FiscalProfileRow = typeof nfsePerfil.$inferSelect;

const KEY = 'agencia';
const t = serverText.nfseProfile;

/** The row, locked for the rest of the transaction (null before anything was saved). */
export async function lockFiscalProfile(db: Db): Promise<FiscalProfileRow | null> {
  const [row] = await db.select().from(nfsePerfil).where(eq(nfsePerfil.chave, KEY)).for('update');
  return row ?? null;
}

/** The environment as the history shows it: "Produção restrita (testes)". */
export function ambienteLabel(ambiente: string): string {
  return t.ambientes[ambiente as Ambiente] ?? ambiente;
}

/** The certificate as the history shows it: who, which CNPJ, until when, and its fingerprint's start. */
export function certificateLabel(
  row: Pick<
    FiscalProfileRow,
    'certificadoTitular' | 'certificadoCnpj' | 'certificadoValidoAte' | 'certificadoImpressao'
  >,
): string {
  if (!row.certificadoImpressao || !row.certificadoValidoAte) return '';
  const cnpj = row.certificadoCnpj ? `CNPJ ${formatCnpj(row.certificadoCnpj)}` : '';
  return [
    row.certificadoTitular,
    cnpj,
    `válido até ${formatDate(row.certificadoValidoAte)}`,
    `SHA-256 ${row.certificadoImpressao.slice(0, 16)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The environment change a save would make, compared with the stored row (produção restrita before any save). */
export function ambienteChange(current: FiscalProfileRow | null, ambiente: string): ProtectedChange[] {
  const before = current?.ambiente ?? '2';
  return before === ambiente
    ? []
    : [{ campo: 'nfseAmbiente', antes: ambienteLabel(before), depois: ambienteLabel(ambiente) }];
}

async function upsert(db: Db, values: Partial<typeof nfsePerfil.$inferInsert>): Promise<FiscalProfileRow> {
  const [row] = await db
    .insert(nfsePerfil)
    .values({ chave: KEY, ...values })
    .onConflictDoUpdate({ target: nfsePerfil.chave, set: values })
    .returning();
  return row;
}

/**
 * Saves the profile's form. The caller has already asked for the password when the environment changes
 * (server/nfse/actions.ts); `changes` is what it authorised, compared again here under the row's lock.
 */
export async function saveFiscalProfile(
  db: Db,
  values: TFiscalProfileValues,
  who: ProfileChanger,
  agencyName: string,
): Promise<Written<FiscalProfileRow> & { changes: ProtectedChange[] }> {
  const current = await lockFiscalProfile(db);
  const changes = ambienteChange(current, values.ambiente);
  const at = now();
  const row = await upsert(db, {
    inscricaoMunicipal: values.inscricaoMunicipal,
    municipioIbge: values.municipioIbge,
    opSimpNac: values.opSimpNac,
    regApTribSn: values.regApTribSn,
    cTribNac: values.cTribNac,
    cTribMun: values.cTribMun,
    aliquotaIss: values.aliquotaIss,
    descricaoModelo: values.descricaoModelo,
    serie: values.serie,
    proximoNumero: values.proximoNumero,
    ambiente: values.ambiente,
    emitirQuando: values.emitirQuando,
    perfilSalvoEm: current?.perfilSalvoEm ?? at,
    atualizadoPor: who.id,
    atualizadoEm: at,
  });
  const events: DomainEvent[] = [
    { type: 'nfseProfile.changed', part: 'perfil' },
    ...(await recordProfileChanges(db, changes, who, agencyName, 'fiscal')),
  ];
  return { row, events, changes };
}

/**
 * Keeps a certificate already read and checked (server/nfse/certificate.ts): the re-encoded file and its password
 * sealed, what the screen shows in clear, and the change in the history.
 */
export async function storeNfseCertificate(
  db: Db,
  certificate: { info: CertificateInfo } & Pick<NfseCredentials, 'pfx' | 'passphrase'>,
  who: ProfileChanger,
  agencyName: string,
): Promise<Written<FiscalProfileRow>> {
  const current = await lockFiscalProfile(db);
  const at = now();
  const shown = {
    certificadoTitular: certificate.info.titular,
    certificadoCnpj: certificate.info.cnpj,
    certificadoValidoAte: certificate.info.validoAte,
    certificadoImpressao: certificate.info.impressao,
  };
  const row = await upsert(db, {
    ...shown,
    certificadoCifrado: sealCertificate(certificate),
    certificadoEnviadoEm: at,
    atualizadoPor: who.id,
    atualizadoEm: at,
  });
  const change: ProtectedChange = {
    campo: 'nfseCertificado',
    antes: current ? certificateLabel(current) : '',
    depois: certificateLabel(shown),
  };
  const events: DomainEvent[] = [
    { type: 'nfseProfile.changed', part: 'certificado' },
    ...(await recordProfileChanges(db, [change], who, agencyName, 'fiscal')),
  ];
  return { row, events };
}
