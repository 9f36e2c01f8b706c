import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';

/** DECISIONS D10: each contact-form message (document 000 §3, Contact form) is kept as a lead. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** site, ecommerce, landing, aplicacao, outro */
    service: text('service').notNull().default('site'),
    /** The client this message was converted into (D51, "Converter em cliente"). */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_created_at_idx').on(t.createdAt, t.id), index('leads_cliente_idx').on(t.clienteId)],
);

export type Lead = typeof leads.$inferSelect;
