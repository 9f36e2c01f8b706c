import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Document 001 §3, Landing page (table landing_pages). `conteudo` keeps the document's nested object;
 * `configuracoes` and `metricas` are flattened into columns so that the counters can be incremented
 * atomically in SQL (D7) and the colours read without parsing JSON.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    urlSlug: text('url_slug').notNull(),
    descricao: text('descricao').notNull().default(''),
    status: text('status').notNull().default('rascunho'),
    templateUsado: text('template_usado').notNull().default('basico'),
    conteudo: jsonb('conteudo').$type<Record<string, unknown>>().notNull().default({}),
    corPrimaria: text('cor_primaria').notNull().default('#3b82f6'),
    corSecundaria: text('cor_secundaria').notNull().default('#1e40af'),
    fonte: text('fonte').notNull().default('Inter'),
    visualizacoes: integer('visualizacoes').notNull().default(0),
    conversoes: integer('conversoes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('landing_pages_url_slug_idx').on(t.urlSlug),
    index('landing_pages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type LandingPage = typeof landingPages.$inferSelect;
