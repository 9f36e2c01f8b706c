import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { queueMail, type OutgoingMail } from '@/server/platform/mail/outbox';
import { runOnce } from '@/server/pipeline/run-once';

export type SendInStep = (mail: OutgoingMail) => Promise<void>;

/**
 * An automatic e-mail step that runs at most once per (etapa, subject): `runOnce` claims the step in the same
 * transaction as the queued e-mail and the timeline entry, so a second worker (or the cron route racing the
 * in-process worker) waits on the claim and then finds the step done. The e-mail is queued (D146): the outbox's
 * job delivers it after the commit, with its own retries, so a mail server down never undoes the step.
 */
export async function runMailStep<T extends Record<string, unknown>>(
  db: Db,
  etapa: string,
  assuntoId: string,
  step: (tx: Db, send: SendInStep) => Promise<T>,
): Promise<T | null> {
  return runOnce(db, etapa, assuntoId, (tx) =>
    step(tx, async (mail) => {
      await queueMail(tx, mail);
    }),
  );
}
