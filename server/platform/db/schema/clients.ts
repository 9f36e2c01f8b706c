import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Document 000 §3, Client (table clientes). */
export const clientes = pgTable(
  'clientes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    email: text('email'),
    telefone: text('telefone'),
    documento: text('documento'),
    endereco: text('endereco'),
    observacoes: text('observacoes'),
    /** Accent-free lower-case copy of nome, email, telefone and documento (with their digits) for search. */
    busca: text('busca').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [index('clientes_created_at_idx').on(t.createdAt, t.id)],
);

export type Cliente = typeof clientes.$inferSelect;
