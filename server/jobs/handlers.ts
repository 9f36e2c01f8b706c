import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { RETRY_JOB, retryFollowUp } from '@/server/events/dispatch';
import type { DomainEvent } from '@/server/events/types';
import { createRecurringCharge } from '@/server/automation/recurring-charge';
import { markChargeOverdue, OVERDUE_ACTOR } from '@/server/charges/mark-charge-overdue';
import { revalidateChargePages } from '@/server/automation/revalidate-daily';
import { sendChargeReminder } from '@/server/automation/charge-reminder';
import { sendProposalFollowUp } from '@/server/automation/proposal-follow-up';
import {
  expireSignatureDocument,
  sendExpiryWarning,
  sendSignatureReminder,
} from '@/server/automation/signature-follow-up';
import { sendQueuedMessage } from '@/server/whatsapp/send-queued';
import { DELIVER_JOB, deliverQueuedMail, ZDeliverJob } from '@/server/platform/mail/outbox';
import { deferJob, type Job } from '@/server/platform/jobs/queue';
import { payloadOf } from './payloads';
import { tick } from './tick';
import { readEnv } from '@/server/platform/env';

/**
 * A job's work. It answers the domain events of what it wrote (decision D21), which the worker hands to the
 * dispatcher once the job is done; a job that only sends or reads answers nothing.
 */
export type Handler = (db: Db, dados: Record<string, unknown>, job: Job) => Promise<DomainEvent[] | void>;

/** Every kind of job the worker knows (one file per use case under server/automation). */
export const handlers: Record<string, Handler> = {
  tick: (db) => tick(db),
  // A follow-up of an event that failed after its commit (server/events/dispatch.ts), run again.
  [RETRY_JOB]: (_db, d) => {
    const { efeito, evento } = payloadOf(RETRY_JOB, d);
    return retryFollowUp(efeito, evento);
  },
  'cobranca.lembrete': (db, d) => sendChargeReminder(db, payloadOf('cobranca.lembrete', d)),
  'cobranca.vencer': async (db, d) => {
    const { cobrancaId } = payloadOf('cobranca.vencer', d);
    const written = await db.transaction((tx) => markChargeOverdue(tx as unknown as Db, OVERDUE_ACTOR, cobrancaId));
    return written.events;
  },
  'paginas.revalidar': () => revalidateChargePages(),
  'cobranca.recorrente': (db, d) => createRecurringCharge(db, payloadOf('cobranca.recorrente', d)),
  'assinatura.lembrete': async (db, d) => {
    await sendSignatureReminder(db, payloadOf('assinatura.lembrete', d));
  },
  'assinatura.aviso': async (db, d) => {
    await sendExpiryWarning(db, payloadOf('assinatura.aviso', d));
  },
  'assinatura.expirar': (db, d) => expireSignatureDocument(db, payloadOf('assinatura.expirar', d).documentoId),
  'proposta.acompanhamento': async (db, d) => {
    await sendProposalFollowUp(db, payloadOf('proposta.acompanhamento', d));
  },
  'whatsapp.enviar': (db, d, job) => sendQueuedMessage(db, payloadOf('whatsapp.enviar', d).mensagemId, job),
  // D99: received Pix listed from the PSP (a lost notification changes nothing) and refunds followed.
  'pix.reconciliar': async () => (await import('@/server/pix/jobs')).reconcilePix(),
  'pix.devolucoes': async () => (await import('@/server/pix/jobs')).followPixRefunds(),
  // D233: a paid charge's NFS-e; an unavailable Sefin throws, and the queue tries again later.
  'nfse.emitir': async (db, d) =>
    (await import('@/server/nfse/issue-note')).issueNoteForCharge(db, payloadOf('nfse.emitir', d).cobrancaId),
  // D242: a fully refunded charge's note cancelled at the Sefin; unavailable throws and is retried like the issue.
  'nfse.cancelar': async (db, d) =>
    (await import('@/server/nfse/cancel-note')).cancelNoteForRefund(db, payloadOf('nfse.cancelar', d).notaId),
};

/**
 * Kinds whose claimed jobs run together (D130): one call for the batch, which answers the events of what it wrote
 * and the jobs that failed (by their key's subject); the rest are done. Their follow-ups are queued as jobs rather
 * than run in between (dispatch scope `queued`), so the next batch does not wait for e-mails.
 */
export type BatchHandler = (
  db: Db,
  jobs: Job[],
) => Promise<{
  events: DomainEvent[];
  failed: Map<string, unknown>;
  subject: (job: Job) => string;
  /** Subjects whose jobs the handler put back for later itself (`deferJob`, D250): neither done nor failed. */
  deferred?: Set<string>;
}>;

export const batchHandlers: Record<string, BatchHandler> = {
  // A webhook notification, queued by the route: each Pix re-read from the PSP, stored and settled.
  'pix.notificacao': async (_db, list) => {
    const { settleNotifiedPix } = await import('@/server/pix/notification-queue');
    const subject = (job: Job) => String(job.dados.endToEndId);
    return { ...(await settleNotifiedPix(list.map(subject))), subject };
  },
  // D146: queued e-mails, delivered after the commit that queued them, side by side: a mail server that hangs holds
  // the pass for one timeout (send-mail.ts), not one per message.
  [DELIVER_JOB]: async (db, list) => {
    const { mailDeliveryDeps } = await import('@/server/pipeline/mail-attachments');
    const subject = (job: Job) => String(job.dados.envioId);
    const failed = new Map<string, unknown>();
    const deferred = new Set<string>();
    await Promise.all(
      list.map(async (job) => {
        try {
          const outcome = await deliverQueuedMail(db, ZDeliverJob.parse(job.dados).envioId, job, mailDeliveryDeps);
          // D250: a receipt that waits for its charge's note is claimed again later, its attempts untouched.
          if (outcome && 'waits' in outcome) {
            await deferJob(db, job, outcome.waits);
            deferred.add(subject(job));
          }
        } catch (error) {
          failed.set(subject(job), error);
        }
      }),
    );
    return { events: [], failed, subject, deferred };
  },
};

// Test-only kinds (the kill -9 test needs a job that takes a while); never present in a normal run.
if (readEnv().WORKER_TEST_JOBS === '1') {
  // Sleeps on its first attempt only, so that a retry after the lease finishes at once.
  handlers['teste.dormir'] = async (_db, d, job) => {
    if (job.tentativas === 1) await new Promise((resolve) => setTimeout(resolve, Number(d.ms) || 1000));
  };
  handlers['teste.falhar'] = async () => {
    throw new Error('falha de teste');
  };
}
