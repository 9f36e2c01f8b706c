import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cobrancas } from './charges';
import { clientes } from './clients';

/** One error of the Sefin's answer (server/nfse/provider.ts `SefinError`), or the product's own refusal (D234). */
export type NotaErro = { codigo: string; descricao: string; complemento?: string };

/** The code of the product's own refusals (D234: the client's record, the profile), told apart from the Sefin's. */
export const CADASTRO_ERROR = 'CADASTRO';

/** D231: the statuses of a note; `pendente` and `emitida` are live (at most one a charge). */
export const NOTA_STATUSES = ['pendente', 'emitida', 'rejeitada', 'cancelada', 'substituida'] as const;
export type NotaStatus = (typeof NOTA_STATUSES)[number];

/**
 * D231: the NFS-e of a charge, written only by server/nfse/write-note.ts. The number is the DPS's (`nDPS`), taken
 * from the fiscal profile's `proximo_numero` when the note is reserved (D232); the DPS's Id is kept so that a retry
 * asks the Sefin about the same DPS (D213). The authorised XML is the Sefin's answer, byte for byte (the DANFSe is
 * rendered from it, D220).
 */
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cobrancaId: uuid('cobranca_id')
      .notNull()
      .references(() => cobrancas.id, { onDelete: 'restrict' }),
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    serie: text('serie').notNull(),
    numero: bigint('numero', { mode: 'number' }).notNull(),
    dpsId: text('dps_id').notNull(),
    /** `tpAmb` when reserved: 1 produção, 2 produção restrita. */
    ambiente: text('ambiente').notNull(),
    status: text('status').$type<NotaStatus>().notNull().default('pendente'),
    chaveAcesso: text('chave_acesso'),
    xmlAutorizado: text('xml_autorizado'),
    erros: jsonb('erros').$type<NotaErro[]>(),
    /** The service's value in centavos (D5): the charge's when reserved. */
    valor: integer('valor').notNull(),
    /** `dCompet`, yyyy-MM-dd (São Paulo's day of the payment). */
    competencia: text('competencia').notNull(),
    emitidaEm: timestamp('emitida_em', { withTimezone: true }),
    /** D241: the cancellation (event 101101): when the Sefin registered it, the event it answered, the reason. */
    canceladaEm: timestamp('cancelada_em', { withTimezone: true }),
    eventoXml: text('evento_xml'),
    /** `cMotivo`: 1 erro na emissão, 2 serviço não prestado, 9 outros. */
    cancelamentoMotivo: text('cancelamento_motivo'),
    cancelamentoJustificativa: text('cancelamento_justificativa'),
    /** The staff member who cancelled by hand (D243); null for the refund's cancellation. */
    canceladaPor: text('cancelada_por'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // D231: a charge has at most one live note, whatever two workers do at once.
    uniqueIndex('notas_fiscais_cobranca_viva_idx')
      .on(t.cobrancaId)
      .where(sql`${t.status} in ('pendente', 'emitida')`),
    // D232: a DPS number is never used twice in a series.
    uniqueIndex('notas_fiscais_serie_numero_idx').on(t.serie, t.numero),
    index('notas_fiscais_cobranca_idx').on(t.cobrancaId, t.createdAt),
  ],
);

export type NotaFiscal = typeof notasFiscais.$inferSelect;
