import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';

/**
 * Document 000 §3, Proposta (table propostas), plus views (D7) and acceptance (D43):
 * `valida_ate` is the last São Paulo day (D6) the proposal can be accepted (30 days from creation unless
 * staff change it); on acceptance `aceite_conteudo` keeps what was accepted and `aceite_hash` its SHA-256
 * over the canonical JSON (lib/proposals/acceptance.ts).
 */
export const propostas = pgTable(
  'propostas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    cliente: text('cliente').notNull(),
    /** The client of the registry this row belongs to (D51); the name text above stays what the screens show. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pendente'),
    slug: text('slug').notNull(),
    conteudo: jsonb('conteudo').$type<Record<string, unknown>>().notNull().default({}),
    /** The payment plan (D55, lib/pipeline/payment-plan.ts); null: document 000 §9's default. */
    planoPagamento: jsonb('plano_pagamento').$type<Record<string, unknown>>(),
    /** Accent-free lower-case nome and cliente, for the Propostas tab search. */
    busca: text('busca').notNull().default(''),
    visualizacoes: integer('visualizacoes').notNull().default(0),
    ultimaVisualizacao: timestamp('ultima_visualizacao', { withTimezone: true }),
    aceitaEm: timestamp('aceita_em', { withTimezone: true }),
    aceitaPorNome: text('aceita_por_nome'),
    aceitaPorEmail: text('aceita_por_email'),
    aceitaPorIp: text('aceita_por_ip'),
    validaAte: date('valida_ate', { mode: 'string' })
      .notNull()
      .default(sql`(current_date + 30)`),
    aceiteConteudo: jsonb('aceite_conteudo').$type<Record<string, unknown>>(),
    aceiteHash: text('aceite_hash'),
    /**
     * D271: the version the client sees. Editing a sent proposal in what the client reads makes a new one: its
     * number, when it was made and which parts changed (keys of lib/proposals/versions.ts).
     */
    versao: integer('versao').notNull().default(1),
    versaoEm: timestamp('versao_em', { withTimezone: true }),
    versaoMudancas: jsonb('versao_mudancas').$type<string[]>(),
    /** D271: the version the client accepted. */
    aceitaVersao: integer('aceita_versao'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    dataCriacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('propostas_slug_idx').on(t.slug),
    index('propostas_data_criacao_idx').on(t.dataCriacao, t.id),
    index('propostas_cliente_data_idx').on(t.clienteId, t.dataCriacao.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type Proposta = typeof propostas.$inferSelect;
