import 'server-only';
import { now } from '@/lib/clock';
import type { Db } from '@/server/platform/db/client';
import { enviosEmail } from '@/server/platform/db/schema';
import { sendAutomaticMail, type AutomaticMail } from '@/server/agency/mail';
import { runOnce } from '@/server/pipeline/run-once';

export type SendInStep = (mail: AutomaticMail) => Promise<void>;

/**
 * An automatic e-mail step that runs at most once per (etapa, subject): `runOnce` claims the step in the same
 * transaction as the send's records and the timeline entry, so a second worker (or the cron route racing the
 * in-process worker) waits on the claim and then finds the step done. A failed send rolls the claim back and
 * throws, so the job retries it; the failure is recorded in `envios_email` after the rollback.
 */
export async function runMailStep<T extends Record<string, unknown>>(
  db: Db,
  etapa: string,
  assuntoId: string,
  step: (tx: Db, send: SendInStep) => Promise<T>,
): Promise<T | null> {
  let failed: AutomaticMail | undefined;
  try {
    return await runOnce(db, etapa, assuntoId, (tx) =>
      step(tx, async (mail) => {
        failed = mail;
        await sendAutomaticMail(tx, mail);
        failed = undefined;
      }),
    );
  } catch (error) {
    if (failed) {
      await db.insert(enviosEmail).values({
        assuntoTipo: failed.assunto.tipo,
        assuntoId: failed.assunto.id,
        tipo: failed.tipo,
        para: failed.to,
        assunto: failed.subject,
        resultado: 'falhou',
        erro: String(error instanceof Error ? error.message : error).slice(0, 1000),
        enviadoEm: now(),
      });
    }
    throw error;
  }
}
