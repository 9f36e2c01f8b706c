import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * D226: the agency's fiscal profile for the national NFS-e (one row, `chave = 'agencia'`), and its A1 certificate
 * (D228). Written only by server/nfse/write-fiscal-profile.ts. The certificate file and its password are kept sealed
 * (AES-256-GCM, a key derived from AUTH_SECRET, never stored here); the columns beside it are what the screen shows.
 */
export const nfsePerfil = pgTable('nfse_perfil', {
  chave: text('chave').primaryKey().default('agencia'),
  inscricaoMunicipal: text('inscricao_municipal').notNull().default(''),
  /** The municipality's IBGE code (7 digits, D227). */
  municipioIbge: text('municipio_ibge').notNull().default(''),
  /** `opSimpNac` of the DPS (TSOpSimpNac): 1 não optante, 2 MEI, 3 ME/EPP. */
  opSimpNac: text('op_simp_nac').notNull().default('3'),
  /** `regApTribSN` (TSRegimeApuracaoSimpNac, 1–3), only for opSimpNac 3. */
  regApTribSn: text('reg_ap_trib_sn'),
  cTribNac: text('c_trib_nac').notNull().default(''),
  cTribMun: text('c_trib_mun').notNull().default(''),
  /** The ISS rate in hundredths of a percent (2,5% = 250). */
  aliquotaIss: integer('aliquota_iss').notNull().default(0),
  descricaoModelo: text('descricao_modelo').notNull().default(''),
  serie: text('serie').notNull().default('1'),
  proximoNumero: bigint('proximo_numero', { mode: 'number' }).notNull().default(1),
  /** `tpAmb`: 1 produção, 2 produção restrita (the default). */
  ambiente: text('ambiente').notNull().default('2'),
  /** `pagamento` (default), `criacao` or `manual`. */
  emitirQuando: text('emitir_quando').notNull().default('pagamento'),
  /** When the profile's form was first saved: a row made by a certificate upload alone has none. */
  perfilSalvoEm: timestamp('perfil_salvo_em', { withTimezone: true }),
  /** The sealed `{ pfx, passphrase }` (server/nfse/certificate.ts), the pfx re-encoded to AES-256. */
  certificadoCifrado: text('certificado_cifrado'),
  certificadoTitular: text('certificado_titular'),
  certificadoCnpj: text('certificado_cnpj'),
  certificadoValidoAte: timestamp('certificado_valido_ate', { withTimezone: true }),
  /** SHA-256 of the certificate (not of the file): tells one certificate from another in the history. */
  certificadoImpressao: text('certificado_impressao'),
  certificadoEnviadoEm: timestamp('certificado_enviado_em', { withTimezone: true }),
  atualizadoPor: uuid('atualizado_por').references(() => user.id, { onDelete: 'set null' }),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
