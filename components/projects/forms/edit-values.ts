import { amountToText } from '@/lib/projects/installments';
import { toEditStatus } from '@/lib/projects/status';
import { tagsToText } from '@/lib/projects/tags';
import type { TProjectEditInput } from '@/lib/validation/projects';
import type { EditableProject } from '@/server/projects/queries';

/** The stored project as the edit form shows it (status mapped for the form, D18). */
export function toEditValues(project: EditableProject): TProjectEditInput {
  const { control, installments } = project;
  return {
    id: project.id,
    name: project.name,
    clientName: project.clientName,
    clienteId: project.clienteId ?? '',
    description: project.description ?? '',
    tags: tagsToText(project.tags),
    status: toEditStatus(project.status),
    paymentStatus: project.paymentStatus,
    dueDate: project.dueDate ?? '',
    paymentDueDate: project.paymentDueDate ?? '',
    paymentPredictionDate: project.paymentPredictionDate ?? '',
    tasks: project.tasks,
    installmentValue: amountToText(installments.installment_value),
    installmentDates: installments.installment_dates,
    paidInstallments: installments.paid_installments,
    paymentDate: control.payment_date ?? '',
    interestAmount: amountToText(control.interest_amount),
    penaltyAmount: amountToText(control.penalty_amount),
    negotiationStart: control.negotiation_start ?? '',
    responseDeadline: control.response_deadline ?? '',
    negotiationProposal: control.negotiation_proposal ?? '',
    cancellationDate: control.cancellation_date ?? '',
    cancellationReason: control.cancellation_reason ?? '',
    deliveryDate: control.delivery_date ?? '',
    deliveryConditions: control.delivery_conditions ?? '',
  };
}
