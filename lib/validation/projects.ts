import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import { ZClienteId } from '@/lib/validation/client-link';
import { isDay } from '@/lib/projects/dates';
import { isStaffDay } from './day';
import { parseAmount } from '@/lib/projects/installments';
import { BOARD_STATUSES, DEFAULT_PAYMENT_STATUS, EDIT_STATUSES, PAYMENT_STATUSES } from '@/lib/projects/status';
import { parseTags } from '@/lib/projects/tags';

const v = m.projects.validation;

const text = (max: number) => z.string().trim().max(max, v.tooLong);
/** Empty optional text is saved as null (document 000 §5). */
const optionalText = (max: number) => text(max).transform((value) => (value === '' ? null : value));
/** A calendar day typed in a date picker: "" (none) or yyyy-MM-dd. */
const optionalDay = z
  .string()
  .trim()
  .refine((value) => value === '' || isDay(value), v.invalidDate)
  .refine((value) => value === '' || isStaffDay(value), m.resilience.dateRange)
  .transform((value) => (value === '' ? null : value));
const tags = z
  .string()
  .max(2000, v.tooLong)
  .transform((value) => parseTags(value));
/** Document 000 §5: numeric amounts that cannot be parsed become 0 (centavos, D5). */
const amount = z.union([z.string().max(40), z.number()]).transform((value) => parseAmount(value));

export const ZProjectId = z.object({ id: z.uuid(v.invalidProject) });

/** Document 000 §5, Board create form. */
export const ZProjectCreate = z.object({
  name: text(200).min(1, v.nameRequired),
  clientName: text(200).min(1, v.clientRequired),
  clienteId: ZClienteId,
  description: optionalText(5000),
  tags,
  startDate: optionalDay,
  dueDate: optionalDay,
  status: z.enum(BOARD_STATUSES, v.invalidStatus).default('planejamento'),
});
export type TProjectCreateInput = z.input<typeof ZProjectCreate>;
export type TProjectCreate = z.output<typeof ZProjectCreate>;

export const EMPTY_PROJECT_CREATE: TProjectCreateInput = {
  name: '',
  clientName: '',
  clienteId: '',
  description: '',
  tags: '',
  startDate: '',
  dueDate: '',
  status: 'planejamento',
};

/**
 * A drop (document 000 §4): the column and the neighbours the card was dropped between, as the person
 * saw them. The server places it by those neighbours in the stored column.
 */
export const ZProjectMove = z.object({
  id: z.uuid(v.invalidProject),
  status: z.enum(BOARD_STATUSES, v.invalidStatus),
  prevId: z.uuid(v.invalidProject).nullable(),
  nextId: z.uuid(v.invalidProject).nullable(),
});
export type TProjectMove = z.output<typeof ZProjectMove>;

/** "Mostrar mais" of a column, under the board's search. */
export const ZColumnPage = z.object({
  status: z.enum(BOARD_STATUSES, v.invalidStatus),
  q: z.string().max(100).default(''),
  offset: z.number().int().min(0).max(1_000_000),
});

const task = z.object({
  id: z.string().trim().min(1).max(64),
  title: text(500),
  completed: z.boolean(),
});

/** Document 000 §5, Project edit form, with the payment card of §2.7. */
export const ZProjectEdit = z.object({
  id: z.uuid(v.invalidProject),
  name: text(200).min(1, v.editNameRequired),
  clientName: text(200).min(1, v.editClientRequired),
  clienteId: ZClienteId,
  description: optionalText(5000),
  tags,
  status: z.enum(EDIT_STATUSES, v.invalidStatus),
  paymentStatus: z
    .enum(PAYMENT_STATUSES, v.invalidStatus)
    .or(z.literal(''))
    .optional()
    .transform((value) => value || DEFAULT_PAYMENT_STATUS),
  dueDate: optionalDay,
  paymentDueDate: optionalDay,
  paymentPredictionDate: optionalDay,
  tasks: z
    .array(task)
    .max(200)
    .transform((list) => list.filter((item) => item.title !== '')),
  installmentValue: amount,
  installmentDates: z.array(optionalDay).max(120),
  paidInstallments: z.array(z.boolean()).max(120),
  paymentDate: optionalDay,
  interestAmount: amount,
  penaltyAmount: amount,
  negotiationStart: optionalDay,
  responseDeadline: optionalDay,
  negotiationProposal: optionalText(2000),
  cancellationDate: optionalDay,
  cancellationReason: optionalText(2000),
  deliveryDate: optionalDay,
  deliveryConditions: optionalText(2000),
});
export type TProjectEditInput = z.input<typeof ZProjectEdit>;
export type TProjectEdit = z.output<typeof ZProjectEdit>;
