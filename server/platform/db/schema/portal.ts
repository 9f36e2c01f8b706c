import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';

/**
 * Ways into a client's portal (D75). Only the SHA-256 of a token is stored, so a leaked table
 * opens nothing.
 * - `tipo` 'email': the one-time sign-in link asked for on /portal, valid 15 minutes, `usadoEm` set on use.
 * - `tipo` 'equipe': the link staff send from the client page, valid 30 days, reusable until revoked or
 *   renewed (renewing revokes the previous one).
 */
export const portalTokens = pgTable(
  'portal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    criadoPor: uuid('criado_por').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_tokens_hash_idx').on(t.tokenHash),
    index('portal_tokens_cliente_idx').on(t.clienteId, t.createdAt),
  ],
);

/** A client's signed-in browser: its own cookie (`portal_session`), never better-auth's staff session. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_sessions_hash_idx').on(t.tokenHash),
    index('portal_sessions_cliente_idx').on(t.clienteId),
  ],
);

/**
 * Data-subject requests (LGPD art. 18, D79): 'exportacao' (recorded when the client downloads
 * their data) and 'eliminacao' (asked from the portal, carried out by staff). `mantidos` lists what the
 * erasure kept and why. `clienteId` survives the erasure: the client row is anonymised, not deleted.
 */
export const solicitacoesLgpd = pgTable(
  'solicitacoes_lgpd',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    status: text('status').notNull().default('pendente'),
    clienteNome: text('cliente_nome').notNull(),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
    concluidaPor: uuid('concluida_por').references(() => user.id, { onDelete: 'set null' }),
    mantidos: jsonb('mantidos').$type<{ tabela: string; quantidade: number; motivo: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('solicitacoes_lgpd_status_idx').on(t.status, t.createdAt),
    index('solicitacoes_lgpd_cliente_idx').on(t.clienteId),
    // One pending erasure request per client, even when two tabs ask at once.
    uniqueIndex('solicitacoes_lgpd_pendente_idx')
      .on(t.clienteId)
      .where(sql`${t.tipo} = 'eliminacao' and ${t.status} = 'pendente'`),
  ],
);

export type PortalToken = typeof portalTokens.$inferSelect;
export type SolicitacaoLgpd = typeof solicitacoesLgpd.$inferSelect;
