import { z } from '@/lib/zod';
import { RETENTION_DAYS } from '@/lib/jobs/retention';
import { m } from '@/lib/messages';

/** Settings section `tarefas` (D150): how many days the job queue keeps its finished jobs. */
export const TAREFAS_SECTION = 'tarefas';

const { default: fallback, min, max } = RETENTION_DAYS;
const range = m.automation.jobs.retention.validation;

/** The form's schema (strict: the screen and its action refuse bad input). */
export const ZTarefasSettingsForm = z.object({
  retencaoDias: z.coerce.number(range).int(range).min(min, range).max(max, range),
});
export type TTarefasSettingsForm = z.input<typeof ZTarefasSettingsForm>;

/** The stored section as read by the tick and the screen: the default for anything missing or unreadable. */
export const ZTarefasSettings = z.object({
  retencaoDias: z.number().int().min(min).max(max).catch(fallback).default(fallback),
});
export type TTarefasSettings = z.output<typeof ZTarefasSettings>;
