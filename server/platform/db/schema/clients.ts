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
    /**
     * The person who signs the client's contracts (D160): for a company its legal representative, not the company.
     * All four empty when the client signs for itself (a CPF client) or has not been asked yet.
     */
    assinanteNome: text('assinante_nome'),
    assinanteCpf: text('assinante_cpf'),
    assinanteEmail: text('assinante_email'),
    assinanteCelular: text('assinante_celular'),
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
