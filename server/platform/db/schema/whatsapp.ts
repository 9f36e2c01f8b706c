import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';

/**
 * Every WhatsApp message (D22), out and in. Written only by server/whatsapp's writers (D21).
 *
 * - `chave`: the idempotency key (unique): an automatic message is queued once per step and subject, however
 *   often its step runs; an incoming one is keyed by its wamid, so a webhook delivered twice stores it once.
 * - `etapa`: the automatic step (lib/whatsapp/steps.ts), `resposta` (staff free text), `link` (a wa.me send),
 *   `optout.confirmacao`, or `recebida`; `assunto*` point at the document it is about (charge, proposal…).
 * - `status` (lib/whatsapp/status.ts) with the time of each step; `erroCodigo`/`erro`/`decisao` keep the Cloud
 *   API's error and what it means (email: fall back to e-mail, retry, stop).
 */
export const whatsappMensagens = pgTable(
  'whatsapp_mensagens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'cascade' }),
    /** saida | entrada */
    direcao: text('direcao').notNull(),
    /** api (Cloud API or its sandbox) | link (wa.me, sent by a person) */
    via: text('via').notNull().default('api'),
    etapa: text('etapa').notNull(),
    assuntoTipo: text('assunto_tipo'),
    assuntoId: text('assunto_id'),
    chave: text('chave').notNull(),
    /** E.164 of the client's number. */
    telefone: text('telefone').notNull(),
    template: text('template'),
    idioma: text('idioma'),
    parametros: jsonb('parametros').$type<string[]>().notNull().default([]),
    /** The text as the client reads it (free text, an incoming message, or the template's rendered preview). */
    texto: text('texto'),
    /** What the step knew when it queued the message (the régua step, the reminder number…), for the fallback. */
    contexto: jsonb('contexto').$type<Record<string, unknown>>().notNull().default({}),
    /** The secrets of `texto`/`parametros` (a code, a link's token: D146), sealed; cleared once sent or given up. */
    segredos: text('segredos'),
    wamid: text('wamid'),
    status: text('status').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    agendadaPara: timestamp('agendada_para', { withTimezone: true }),
    enviandoEm: timestamp('enviando_em', { withTimezone: true }),
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
    entregueEm: timestamp('entregue_em', { withTimezone: true }),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    falhouEm: timestamp('falhou_em', { withTimezone: true }),
    recebidaEm: timestamp('recebida_em', { withTimezone: true }),
    erroCodigo: integer('erro_codigo'),
    erro: text('erro'),
    /** email | retry | stop (lib/whatsapp/errors.ts) */
    decisao: text('decisao'),
    /** The staff member of a reply or a wa.me send. */
    usuarioId: uuid('usuario_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    uniqueIndex('whatsapp_mensagens_chave_idx').on(t.chave),
    index('whatsapp_mensagens_wamid_idx').on(t.wamid),
    // The client record's list and the daily cap's count: a client's messages by time.
    index('whatsapp_mensagens_cliente_idx').on(t.clienteId, t.createdAt),
    index('whatsapp_mensagens_assunto_idx').on(t.assuntoTipo, t.assuntoId),
  ],
);

export type WhatsappMensagem = typeof whatsappMensagens.$inferSelect;

/**
 * A client's consent to automatic WhatsApp messages (D22; LGPD and WhatsApp's opt-in policy): when and how it
 * was given and by whom, for which number, and when and how it was withdrawn or suspended. One row per client; its
 * history is on the timeline (whatsapp.optin / whatsapp.optout / whatsapp.suspended entries). Written only by
 * server/whatsapp/record-consent.ts.
 */
export const whatsappConsentimentos = pgTable(
  'whatsapp_consentimentos',
  {
    clienteId: uuid('cliente_id')
      .primaryKey()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    /** ativo | revogado | suspenso (the client's mobile changed, D153) */
    status: text('status').notNull(),
    /** The number (E.164) the client agreed to be reached at: the consent is valid for this number only (D153). */
    telefone: text('telefone'),
    optInEm: timestamp('opt_in_em', { withTimezone: true }).notNull(),
    /** equipe (the client form) | portal | pagina (a public page) */
    optInOrigem: text('opt_in_origem').notNull(),
    optInUsuarioId: uuid('opt_in_usuario_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who recorded it, copied at the time: the staff member's name, or the client's. */
    optInPor: text('opt_in_por'),
    optOutEm: timestamp('opt_out_em', { withTimezone: true }),
    /** mensagem (SAIR/PARAR) | equipe | portal */
    optOutVia: text('opt_out_via'),
    /** The words that withdrew it ("SAIR"), or who did. */
    optOutDetalhe: text('opt_out_detalhe'),
    /** When an edit of the client's mobile suspended it (D153); cleared by a new opt-in. */
    suspensoEm: timestamp('suspenso_em', { withTimezone: true }),
    /** The phone the record changed to, as stored on the client (null: removed), for the record's sentence. */
    suspensoPara: text('suspenso_para'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_consentimentos_telefone_idx').on(t.telefone)],
);

export type WhatsappConsentimento = typeof whatsappConsentimentos.$inferSelect;
