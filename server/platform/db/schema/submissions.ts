import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Public submissions already received (docs/operacao.md, Banco fora do ar, "Envios repetidos"): the key a public form makes
 * in the browser (`chaveEnvio`), per action. The primary key makes a resend with the same key (a retry after a
 * timeout, a second click) find the first one and its answer instead of storing the form again. `resultado` is
 * `{ dados }`, the answer the action gave (no form content); null while a non-transactional action is still running.
 */
export const enviosPublicos = pgTable(
  'envios_publicos',
  {
    acao: text('acao').notNull(),
    chave: uuid('chave').notNull(),
    resultado: jsonb('resultado').$type<{ dados: unknown }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.acao, t.chave] }), index('envios_publicos_created_idx').on(t.createdAt)],
);
