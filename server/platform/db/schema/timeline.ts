import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';

/**
 * One timeline of everything that happened to a client (ARCHITECTURE.md, "Beyond the documents"): written in
 * the same transaction as the change it records, read by the client page, the overview and the portal.
 *
 * - `tipo` names what happened (`proposal.sent`, `charge.paid`…; lib/timeline/kinds.ts has the labels).
 * - `assuntoTipo`/`assuntoId` point at the document (proposal, contract, signature, charge, payment, project,
 *   lead); domain audit tables (signature_events, project_activities) stay and are linked, not copied.
 * - The actor is a staff member (`atorUsuarioId`), the client, or an automatic step (`atorTipo` = 'sistema',
 *   `atorNome` = the step's name); `atorNome` is copied at the time so history survives renamed accounts.
 * - `chave` (unique when set) makes automatic entries idempotent: a retried step writes nothing twice.
 * - `visivelCliente` marks the entries the client portal shows.
 */
export const timeline = pgTable(
  'timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    assuntoTipo: text('assunto_tipo').notNull(),
    assuntoId: text('assunto_id').notNull(),
    atorTipo: text('ator_tipo').notNull(),
    atorUsuarioId: uuid('ator_usuario_id').references(() => user.id, { onDelete: 'set null' }),
    atorNome: text('ator_nome'),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default({}),
    visivelCliente: boolean('visivel_cliente').notNull().default(false),
    chave: text('chave'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The client page's timeline and its keyset pages (D59): cliente_id, then (created_at, id) newest first.
    index('timeline_cliente_created_id_idx').on(t.clienteId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('timeline_assunto_idx').on(t.assuntoTipo, t.assuntoId),
    index('timeline_created_idx').on(t.createdAt, t.id),
    index('timeline_ator_idx').on(t.atorUsuarioId, t.createdAt),
    uniqueIndex('timeline_chave_idx').on(t.chave),
  ],
);

export type TimelineEntry = typeof timeline.$inferSelect;
