'use server';

import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { ActionError, staffAction } from '@/server/action';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, extratoCreditos } from '@/server/platform/db/schema';
import { ignoreReceivedPix } from './match-received-pix';
import { ignoreStatementCredit } from './reconcile-statement-credit';
import { settleCredit, settlePixByStaff } from './settle-by-staff';

const t = m.pix.reconciliation;

const ZLink = z.object({ id: z.uuid(), cobranca: z.string().trim().min(1, t.chargeRequired).max(60) });
const ZIgnore = z.object({ id: z.uuid() });

/**
 * "Confirmar todos": every pending credit with an exact match pays its charge, each in its own transaction, so
 * one charge paid meanwhile (refused) leaves the others confirmed.
 */
export const confirmExactCredits = staffAction(
  {
    name: 'confirmExactCredits',
    role: 'member',
    schema: z.object({}),
    errorMessage: t.confirmError,
    transaction: false,
  },
  async (_input, { db, actor, emit }) => {
    const exact = await db
      .select({ id: extratoCreditos.id, chargeId: extratoCreditos.cobrancaId })
      .from(extratoCreditos)
      .where(
        and(
          eq(extratoCreditos.status, 'pendente'),
          eq(extratoCreditos.correspondencia, 'exact'),
          isNotNull(extratoCreditos.cobrancaId),
        ),
      );
    let confirmados = 0;
    for (const credit of exact) {
      try {
        emit(
          await db.transaction((tx) =>
            settleCredit(tx as unknown as Db, actor, { creditId: credit.id, chargeId: credit.chargeId! }),
          ),
        );
        confirmados++;
      } catch (error) {
        if (!(error instanceof ActionError)) throw error;
      }
    }
    return { confirmados, recusados: exact.length - confirmados };
  },
);

/** The charge staff named: its number ("2026-0042") or its id. */
async function chargeIdOf(db: Db, ref: string): Promise<string> {
  const byId = z.uuid().safeParse(ref).success;
  const [row] = await db
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(byId ? eq(cobrancas.id, ref) : eq(cobrancas.numeroCobranca, ref));
  if (!row) throw new ActionError(t.chargeNotFound);
  return row.id;
}

export const linkStatementCredit = staffAction(
  { name: 'linkStatementCredit', role: 'member', schema: ZLink, errorMessage: t.linkError },
  async ({ id, cobranca }, { db, actor, emit }) => {
    emit(await settleCredit(db, actor, { creditId: id, chargeId: await chargeIdOf(db, cobranca) }));
    return { id };
  },
);

export const ignoreCredit = staffAction(
  { name: 'ignoreStatementCredit', role: 'member', schema: ZIgnore, errorMessage: t.linkError },
  async ({ id }, { db, actor, emit }) => {
    emit((await ignoreStatementCredit(db, actor, id)).events);
    return { id };
  },
);

export const linkReceivedPix = staffAction(
  { name: 'linkReceivedPix', role: 'member', schema: ZLink, errorMessage: t.linkError },
  async ({ id, cobranca }, { db, actor, emit }) => {
    emit(await settlePixByStaff(db, actor, { pixId: id, chargeId: await chargeIdOf(db, cobranca) }));
    return { id };
  },
);

export const ignorePix = staffAction(
  { name: 'ignoreReceivedPix', role: 'member', schema: ZIgnore, errorMessage: t.linkError },
  async ({ id }, { db, actor, emit }) => {
    emit((await ignoreReceivedPix(db, actor, id)).events);
    return { id };
  },
);
