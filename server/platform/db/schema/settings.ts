import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The agency's settings, one row per section (`automacoes`, `cobranca`, `empresa`…). Each section's value is
 * parsed by its zod schema in lib/settings (defaults fill what is missing), so a stored value never breaks a
 * screen and a section nobody saved yet reads as its defaults.
 */
export const configuracoes = pgTable('configuracoes', {
  secao: text('secao').primaryKey(),
  valor: jsonb('valor').$type<Record<string, unknown>>().notNull().default({}),
  updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
