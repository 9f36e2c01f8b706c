'use server';

import { z } from 'zod';
import { fillTemplate } from '@/lib/charges/reminders';
import { m } from '@/lib/messages';
import { COBRANCA_SECTION, ZCobrancaSettings, ZCobrancaSettingsForm } from '@/lib/settings/cobranca';
import { ActionError, staffAction } from '@/server/action';
import { retryFailedJob } from '@/server/platform/jobs/queue';
import { queueMail } from '@/server/platform/mail/outbox';
import { writeSettings } from '@/server/settings/store';
import { sampleReminderValues } from './sample-values';

const s = m.automation.settings;

/** Saves the régua, fine/interest, overdue and recurrence settings (/configuracoes/cobranca). */
export const saveCobrancaSettings = staffAction(
  {
    name: 'saveCobrancaSettings',
    role: 'admin',
    schema: ZCobrancaSettingsForm,
    errorMessage: s.saveError,
  },
  async (input, { db, user, emit }) => {
    emit((await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, input, user.id)).events);
    return { ok: true };
  },
);

const ZTestSend = z.object({
  assunto: z.string().trim().min(1, s.validation.assunto).max(200, s.validation.assunto),
  texto: z.string().trim().min(1, s.validation.texto).max(5000, s.validation.texto),
});

/** "Enviar teste para mim": the step as a client would get it, with sample values, to the signed-in staff member. */
export const sendTestReminder = staffAction(
  {
    name: 'sendTestReminder',
    role: 'member',
    schema: ZTestSend,
    errorMessage: m.charges.toasts.emailErrorText,
    transaction: false,
  },
  async ({ assunto, texto }, { db, user, emit }) => {
    const values = await sampleReminderValues();
    const queued = await queueMail(db, {
      to: user.email,
      subject: `${m.automation.email.testPrefix}${fillTemplate(assunto, values)}`,
      text: fillTemplate(texto, values),
      urgent: true,
      assunto: { tipo: 'configuracao', id: COBRANCA_SECTION },
      tipo: 'teste',
    });
    emit(queued.events);
    return { email: user.email };
  },
);

/** "Tentar de novo" on a failed job (/configuracoes/tarefas). */
export const retryJob = staffAction(
  {
    name: 'retryJob',
    role: 'admin',
    schema: z.object({ id: z.uuid(m.automation.jobs.notFound) }),
    errorMessage: m.automation.jobs.retryError,
  },
  async ({ id }, { db, emit }) => {
    if (!(await retryFailedJob(db, id))) throw new ActionError(m.automation.jobs.notFound);
    emit([{ type: 'job.retried', jobId: id }]);
    return { id };
  },
);
