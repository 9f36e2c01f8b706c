import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * D180: every change of the agency's Pix key, the legal representative's e-mail or the agency's e-mail (the values
 * that decide where money and notices go): the field, both values, who changed it and from which address. Written
 * only by server/agency/record-profile-changes.ts, never updated or deleted by the app.
 */
export const historicoPerfilProtegido = pgTable(
  'historico_perfil_protegido',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `pixChave`, `representanteEmail` or `email` (lib/settings/protected-fields.ts). */
    campo: text('campo').notNull(),
    valorAnterior: text('valor_anterior').notNull(),
    valorNovo: text('valor_novo').notNull(),
    usuarioId: uuid('usuario_id').references(() => user.id, { onDelete: 'set null' }),
    /** The name at the time: the account may be removed later. */
    usuarioNome: text('usuario_nome').notNull(),
    endereco: text('endereco').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('historico_perfil_protegido_criado_idx').on(t.criadoEm)],
);
