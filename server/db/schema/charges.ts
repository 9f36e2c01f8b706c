import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The client of the registry this row belongs to (issue 18); the name text above stays what the screens show. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    /** The contract whose payment plan made this charge, and its instalment number (issue 18 items 6–7). */
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
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cobrancas_slug_idx').on(t.slug),
    uniqueIndex('cobrancas_numero_idx').on(t.numeroCobranca),
    index('cobrancas_data_criacao_idx').on(t.dataCriacao.desc()),
    index('cobrancas_status_vencimento_idx').on(t.status, t.dataVencimento),
    index('cobrancas_cliente_idx').on(t.clienteId),
    // One charge per instalment of a plan: a second run of the signed-contract step cannot make another.
    uniqueIndex('cobrancas_contrato_parcela_idx').on(t.contratoId, t.parcelaNumero),
    index('cobrancas_data_pagamento_idx').on(t.dataPagamento),
  ],
);

/** One counter per year for charge numbers, advanced atomically (`ultimo = ultimo + 1`). */
export const cobrancaNumeracao = pgTable('cobranca_numeracao', {
  ano: integer('ano').primaryKey(),
  ultimo: integer('ultimo').notNull().default(0),
});

export type Cobranca = typeof cobrancas.$inferSelect;
