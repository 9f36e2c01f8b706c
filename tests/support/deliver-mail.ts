import { DELIVER_JOB } from '@/server/platform/mail/outbox';
import { runPass } from '@/server/jobs/worker';

/**
 * What the in-process worker does once woken (D146): delivers the e-mails queued and due now, through the real
 * delivery job. The integration tests run no worker, so a test that reads what was mailed calls this first.
 */
export async function deliverQueuedMail(): Promise<number> {
  const result = await runPass({ kinds: [DELIVER_JOB] });
  return result.ok;
}
