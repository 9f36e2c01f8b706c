import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientes } from './clients';

/**
 * Documents the link migration (link_documents_to_clients) joined to a client by the name they carry, waiting for
 * a person to confirm it: two people may share a name. A row here is the flag; staff confirm (or re-link) on
 * /clientes/vincular, which deletes it. Until then the portal lets the client sign such a document only when its
 * recipient e-mail is the client's.
 */
export const vinculosPorNome = pgTable(
  'vinculos_por_nome',
  {
    /** The timeline's subject kind: proposal, contract, signature, charge, project. */
    assuntoTipo: text('assunto_tipo').notNull(),
    assuntoId: uuid('assunto_id').notNull(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assuntoTipo, t.assuntoId] }),
    index('vinculos_por_nome_cliente_idx').on(t.clienteId),
  ],
);
