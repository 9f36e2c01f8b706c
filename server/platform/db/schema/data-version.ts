import { bigint, check, customType, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One counter that every committed write to the staff screens' tables moves on (D81). A deferred
 * trigger (migration data_version_triggers) adds 1 at commit, once per transaction, whoever writes: an action,
 * a job, a webhook, another instance, a psql session. server/platform/cache/versioned.ts keys its cached reads by it,
 * so a cached list is never older than the last commit, on every instance, with or without Redis.
 */
export const versaoDados = pgTable(
  'versao_dados',
  {
    id: smallint('id').primaryKey().default(1),
    versao: bigint('versao', { mode: 'number' }).notNull().default(0),
    /** The transaction that last moved the counter: a transaction moves it once however many rows it writes. */
    ultimaTransacao: xid8('ultima_transacao'),
  },
  (t) => [check('versao_dados_uma_linha', sql`${t.id} = 1`)],
);
