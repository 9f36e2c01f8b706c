import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cobrancas } from './charges';

/**
 * Pix received through a PSP's API Pix (DECISIONS D20). Each Pix is stored once, by its `endToEndId`, whoever
 * reports it first (the webhook, the reconciliation job, the sandbox); `dados` keeps the PSP's JSON as it came.
 * `status`: `pendente` (no charge yet, or for staff to decide), `conciliado` (the charge it paid),
 * `divergente` (its charge, but not the amount the charge asked), `ignorado` (staff set it aside).
 * Money in integer centavos (D5); `componentes` holds the parts of the amount (original, multa, juros, desconto,
 * abatimento) that a cobv payment carries.
 */
export const pixRecebidos = pgTable(
  'pix_recebidos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endToEndId: text('end_to_end_id').notNull(),
    txid: text('txid'),
    valor: integer('valor').notNull(),
    componentes: jsonb('componentes').$type<Record<string, number | null>>(),
    pagadorNome: text('pagador_nome'),
    pagadorDocumento: text('pagador_documento'),
    infoPagador: text('info_pagador'),
    horario: timestamp('horario', { withTimezone: true }).notNull(),
    cobrancaId: uuid('cobranca_id').references(() => cobrancas.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pendente'),
    /** Who told us first: `webhook`, `reconciliacao` (the job's GET /pix) or `sandbox`. */
    origem: text('origem').notNull(),
    dados: jsonb('dados').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pix_recebidos_e2e_idx').on(t.endToEndId),
    index('pix_recebidos_txid_idx').on(t.txid),
    index('pix_recebidos_cobranca_idx').on(t.cobrancaId),
    index('pix_recebidos_status_horario_idx').on(t.status, t.horario),
  ],
);

/**
 * Refunds (devoluções) of a received Pix: `devolucaoId` is the id we send in `PUT /pix/{e2eid}/devolucao/{id}`
 * (this row's id without hyphens, so a retry asks for the same refund); the status follows the PSP:
 * `EM_PROCESSAMENTO` until `DEVOLVIDO` or `NAO_REALIZADO` (with the PSP's `motivo`).
 */
export const pixDevolucoes = pgTable(
  'pix_devolucoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pixRecebidoId: uuid('pix_recebido_id')
      .notNull()
      .references(() => pixRecebidos.id, { onDelete: 'restrict' }),
    endToEndId: text('end_to_end_id').notNull(),
    devolucaoId: text('devolucao_id').notNull(),
    rtrId: text('rtr_id'),
    valor: integer('valor').notNull(),
    status: text('status').notNull().default('EM_PROCESSAMENTO'),
    motivo: text('motivo'),
    cobrancaId: uuid('cobranca_id').references(() => cobrancas.id, { onDelete: 'set null' }),
    solicitadoPor: uuid('solicitado_por').references(() => user.id, { onDelete: 'set null' }),
    liquidadoEm: timestamp('liquidado_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pix_devolucoes_e2e_id_idx').on(t.endToEndId, t.devolucaoId),
    index('pix_devolucoes_pix_idx').on(t.pixRecebidoId),
    index('pix_devolucoes_cobranca_idx').on(t.cobrancaId),
    index('pix_devolucoes_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Credits of an imported bank statement (OFX, /cobrancas/conciliacao): stored once per account and FITID, so
 * importing the same file again changes nothing. `status`: `pendente` (for staff: `sugestoes` lists the proposed
 * charges), `conciliado` (the charge it paid) or `ignorado`.
 */
export const extratoCreditos = pgTable(
  'extrato_creditos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conta: text('conta').notNull(),
    fitid: text('fitid').notNull(),
    valor: integer('valor').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    pagadorNome: text('pagador_nome'),
    pagadorDocumento: text('pagador_documento'),
    status: text('status').notNull().default('pendente'),
    cobrancaId: uuid('cobranca_id').references(() => cobrancas.id, { onDelete: 'set null' }),
    /** How the import matched it: `exact` (with `cobrancaId` proposed), `ambiguous`, `none`. */
    correspondencia: text('correspondencia').notNull().default('none'),
    sugestoes: jsonb('sugestoes').$type<string[]>().notNull().default([]),
    arquivo: text('arquivo'),
    conciliadoPor: uuid('conciliado_por').references(() => user.id, { onDelete: 'set null' }),
    conciliadoEm: timestamp('conciliado_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('extrato_creditos_conta_fitid_idx').on(t.conta, t.fitid),
    index('extrato_creditos_status_data_idx').on(t.status, t.data),
    index('extrato_creditos_cobranca_idx').on(t.cobrancaId),
  ],
);

/**
 * The sandbox PSP's own state (DECISIONS D20, development and demos): its cobv and the Pix it "received", in
 * the database so that a dev restart keeps them. Only server/pix/sandbox-psp.ts reads or writes it.
 */
export const pixSandboxCobv = pgTable(
  'pix_sandbox_cobv',
  {
    txid: text('txid').primaryKey(),
    revisao: integer('revisao').notNull().default(0),
    status: text('status').notNull().default('ATIVA'),
    pedido: jsonb('pedido').$type<Record<string, unknown>>().notNull(),
    locationToken: text('location_token').notNull(),
    pix: jsonb('pix').$type<Array<Record<string, unknown>>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pix_sandbox_cobv_location_idx').on(t.locationToken)],
);

export type PixRecebido = typeof pixRecebidos.$inferSelect;
export type PixDevolucao = typeof pixDevolucoes.$inferSelect;
export type ExtratoCredito = typeof extratoCreditos.$inferSelect;
