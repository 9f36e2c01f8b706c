import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';
import { contratos } from './contracts';

/** Document 001 §3, Charge (table cobrancas). valor in integer centavos (D5). */
export const cobrancas = pgTable(
  'cobrancas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numeroCobranca: text('numero_cobranca').notNull(),
    titulo: text('titulo').notNull(),
    cliente: text('cliente').notNull(),
    /** The client of the registry this row belongs to (D51); the name text above stays what the screens show. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    /** The contract whose payment plan made this charge, and its instalment number (D56, D57). */
    contratoId: uuid('contrato_id').references(() => contratos.id, { onDelete: 'set null' }),
    parcelaNumero: integer('parcela_numero'),
    valor: integer('valor').notNull(),
    dataVencimento: date('data_vencimento', { mode: 'string' }).notNull(),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    dataPagamento: timestamp('data_pagamento', { withTimezone: true }),
    formaPagamento: text('forma_pagamento').notNull().default('pix'),
    status: text('status').notNull().default('pendente'),
    descricao: text('descricao').notNull().default(''),
    observacoes: text('observacoes').notNull().default(''),
    slug: text('slug').notNull(),
    chavePix: text('chave_pix'),
    codigoPix: text('codigo_pix'),
    nomeBeneficiario: text('nome_beneficiario'),
    cidadeBeneficiario: text('cidade_beneficiario'),
    busca: text('busca').notNull().default(''),
    /** Fine (≤ 2 %, CDC art. 52 §1) and monthly interest copied from the settings at creation (D63). */
    multaPercentual: numeric('multa_percentual', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    jurosMensalPercentual: numeric('juros_mensal_percentual', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Staff paused the régua for this charge. */
    lembretesPausados: boolean('lembretes_pausados').notNull().default(false),
    /** Recurring charges (D66): mensal | anual on the series' first charge; null stops the series. */
    recorrencia: text('recorrencia'),
    /** How many charges the series has in all; null = until stopped. */
    recorrenciaVezes: integer('recorrencia_vezes'),
    /** The first charge of the series (itself for the first) and this charge's number in it. */
    serieId: uuid('serie_id'),
    serieNumero: integer('serie_numero'),
    /**
     * The charge's cobrança com vencimento at the PSP (D20, D99): its txid (stable per charge), the dynamic BR Code
     * and location, the PSP's revision and status. `pixStatus`: null (no cobv: static Pix or another method),
     * `pendente` (an automatic step made the charge; the job registers it), or the PSP's status (ATIVA, CONCLUIDA,
     * REMOVIDA_PELO_USUARIO_RECEBEDOR). `pixErro`: why the charge has no cobv (no valid CPF/CNPJ, a refusal).
     */
    pixTxid: text('pix_txid'),
    pixCopiaECola: text('pix_copia_e_cola'),
    pixLocation: text('pix_location'),
    pixRevisao: integer('pix_revisao'),
    pixStatus: text('pix_status'),
    pixErro: text('pix_erro'),
    /** What the payment actually brought (a Pix after the due date carries fine and interest); null: `valor`. */
    valorPago: integer('valor_pago'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cobrancas_slug_idx').on(t.slug),
    uniqueIndex('cobrancas_numero_idx').on(t.numeroCobranca),
    index('cobrancas_data_criacao_idx').on(t.dataCriacao, t.id),
    index('cobrancas_status_vencimento_idx').on(t.status, t.dataVencimento),
    index('cobrancas_cliente_data_idx').on(t.clienteId, t.dataCriacao.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('cobrancas_serie_idx').on(t.serieId, t.serieNumero),
    // One charge per instalment of a plan: a second run of the signed-contract step cannot make another.
    uniqueIndex('cobrancas_contrato_parcela_idx').on(t.contratoId, t.parcelaNumero),
    index('cobrancas_data_pagamento_idx').on(t.dataPagamento),
    uniqueIndex('cobrancas_pix_txid_idx').on(t.pixTxid),
    index('cobrancas_pix_status_idx').on(t.pixStatus),
  ],
);

/** One counter per year for charge numbers, advanced atomically (`ultimo = ultimo + 1`). */
export const cobrancaNumeracao = pgTable('cobranca_numeracao', {
  ano: integer('ano').primaryKey(),
  ultimo: integer('ultimo').notNull().default(0),
});

export type Cobranca = typeof cobrancas.$inferSelect;
