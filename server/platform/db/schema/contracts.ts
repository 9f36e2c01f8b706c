import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { propostas } from './proposals';
import { clientes } from './clients';

/** The stored contract body (document 001 §3): template HTML with {{field-N}} placeholders and its fields. */
export type ContratoConteudo = {
  template: string;
  fields: { id: string; value: string; originalPlaceholder?: string }[];
};

/**
 * Document 001 §3, Contract (table contratos). `slug` is the public /c/{slug} link (D8, never changes);
 * `versao` goes up by one on every update; `assinado_em` is set by the e-signature flow (D13).
 */
export const contratos = pgTable(
  'contratos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    cliente: text('cliente').notNull(),
    /** The client of the registry this row belongs to (D51); the name text above stays what the screens show. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    descricao: text('descricao').notNull().default(''),
    status: text('status').notNull().default('rascunho'),
    propostaId: uuid('proposta_id').references(() => propostas.id, { onDelete: 'set null' }),
    conteudo: jsonb('conteudo').$type<ContratoConteudo>().notNull(),
    /** The payment plan (D55, lib/pipeline/payment-plan.ts); its charges are made at signature. */
    planoPagamento: jsonb('plano_pagamento').$type<Record<string, unknown>>(),
    versao: integer('versao').notNull().default(1),
    slug: text('slug').notNull(),
    /** Accent-free lower-case nome and cliente, for the list search. */
    busca: text('busca').notNull().default(''),
    assinadoEm: timestamp('assinado_em', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contratos_slug_idx').on(t.slug),
    index('contratos_data_criacao_idx').on(t.dataCriacao, t.id),
    index('contratos_status_idx').on(t.status),
    index('contratos_proposta_idx').on(t.propostaId),
    index('contratos_cliente_data_idx').on(t.clienteId, t.dataCriacao.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Document 001 §3, Contract template (table contrato_modelos). `conteudo` holds any of the three shapes
 * the document lists (object with template and fields, structured titulo/secoes, or an HTML string).
 */
export const contratoModelos = pgTable(
  'contrato_modelos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    conteudo: jsonb('conteudo').$type<unknown>().notNull(),
    busca: text('busca').notNull().default(''),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contrato_modelos_created_at_idx').on(t.createdAt, t.id)],
);

export type Contrato = typeof contratos.$inferSelect;
export type ContratoModelo = typeof contratoModelos.$inferSelect;
