import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per automatic step done for a subject (`on-contract-signed` for contract X…): the step inserts its row
 * first, in its own transaction, with `on conflict do nothing`; whoever loses the race (a retry, a webhook and a
 * staff click at once, a second instance) finds the row and creates nothing twice.
 */
export const etapasExecutadas = pgTable(
  'etapas_executadas',
  {
    etapa: text('etapa').notNull(),
    assuntoId: text('assunto_id').notNull(),
    resultado: jsonb('resultado').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.etapa, t.assuntoId] })],
);
