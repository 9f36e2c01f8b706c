import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The job queue (D60) on the application's own database, so it runs unchanged on PGlite and
 * PostgreSQL. A worker claims due rows with `FOR UPDATE SKIP LOCKED` and holds them for a lease
 * (`locked_until`): a worker killed mid-job leaves the row `executando` with a lease that runs out, and the next
 * claim takes it again. `chave` is the idempotency key: enqueueing the same key twice creates one job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').notNull(),
    chave: text('chave').notNull(),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default({}),
    /** pendente → executando → concluido | falhou (or back to pendente with a later run_at to retry). */
    status: text('status').notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    maxTentativas: integer('max_tentativas').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed before lower ones that are due (D145): 1 for work someone waits for, a Pix notification. */
    prioridade: integer('prioridade').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    ultimoErro: text('ultimo_erro'),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobs_chave_idx').on(t.chave), index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

/**
 * The outbox of every e-mail (D67, D146): a row written in the same transaction as the change that causes it,
 * delivered after the commit by the job `email.enviar`, which records the outcome on the row. Secrets (a code, a
 * link's token) are never in `texto`: it holds a slot (lib/mail/secret-slots.ts) and `segredos` the values,
 * encrypted, until the message is delivered or given up.
 */
export const enviosEmail = pgTable(
  'envios_email',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assuntoTipo: text('assunto_tipo').notNull(),
    assuntoId: text('assunto_id').notNull(),
    /** What kind of e-mail: lembrete, recorrente, assinatura-lembrete, proposta-acompanhamento… */
    tipo: text('tipo').notNull(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    /** pendente (queued) | enviado | falhou (its attempts spent) | dispensado (left unsent: already said, D250) */
    resultado: text('resultado').notNull(),
    via: text('via'),
    erro: text('erro'),
    /** When it was delivered or given up; null while queued. */
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).defaultNow(),
    /** The idempotency key: a second message with the same key is not queued. Null for rows before the outbox. */
    chave: text('chave'),
    /** The plain text, with slots where secrets go; null for rows before the outbox. */
    texto: text('texto'),
    /** An HTML part of the caller's own (the charge e-mail's logo); no secrets go there. */
    html: text('html'),
    /** The HTML part is the agency's layout around the text (automatic e-mails), else text only. */
    comLayout: boolean('com_layout').notNull().default(false),
    responderPara: text('responder_para'),
    /** Attachments, drawn at delivery (server/pipeline/mail-attachments.ts). */
    anexos: jsonb('anexos').$type<Array<{ tipo: string; id: string }>>().notNull().default([]),
    /** The secrets' values, sealed (server/platform/crypto/seal.ts); cleared once delivered or given up. */
    segredos: text('segredos'),
    tentativas: integer('tentativas').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('envios_email_assunto_idx').on(t.assuntoTipo, t.assuntoId, t.enviadoEm),
    uniqueIndex('envios_email_chave_idx').on(t.chave),
  ],
);

/**
 * One row per reminder step of a charge that was sent or skipped (the "Lembretes" card; scheduled steps are the
 * enabled steps without a row). The primary key makes a step happen at most once per charge.
 */
export const lembretesCobranca = pgTable(
  'lembretes_cobranca',
  {
    cobrancaId: uuid('cobranca_id').notNull(),
    /** The step's offset in days from the due date (-3, 0, 1, 7, 15). */
    etapa: integer('etapa').notNull(),
    /** The São Paulo day it was due. */
    dia: text('dia').notNull(),
    /** enviado | pulado */
    status: text('status').notNull(),
    motivo: text('motivo'),
    para: text('para'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cobrancaId, t.etapa] })],
);
