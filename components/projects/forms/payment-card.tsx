'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MoneyInput } from '@/components/forms/money-input';
import { Textarea } from '@/components/ui/textarea';
import { PAYMENT_STATUSES, PAYMENT_STATUS_STYLE, isPaymentStatus } from '@/lib/projects/status';
import type { TProjectEdit, TProjectEditInput } from '@/lib/validation/projects';
import { cn } from '@/lib/utils';
import { DateField } from './date-field';
import { InstallmentsEditor } from './installments-editor';
import { NativeSelect } from './native-select';

type Form = UseFormReturn<TProjectEditInput, unknown, TProjectEdit>;
type DateName =
  | 'paymentDate'
  | 'paymentDueDate'
  | 'paymentPredictionDate'
  | 'negotiationStart'
  | 'responseDeadline'
  | 'cancellationDate'
  | 'deliveryDate';
type AmountName = 'interestAmount' | 'penaltyAmount';
type TextName = 'negotiationProposal' | 'cancellationReason' | 'deliveryConditions';

/** The payment card of document 000 §2.7: the fields of each payment status. */
export function PaymentCard({ form }: { form: Form }) {
  const t = useTranslations('projects');
  const status = useWatch({ control: form.control, name: 'paymentStatus' });
  const errors = form.formState.errors;

  const date = (name: DateName, label: string) => (
    <FormField id={name} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateField id={name} value={field.value ?? ''} onChange={field.onChange} invalid={!!errors[name]} />
        )}
      />
    </FormField>
  );
  const amount = (name: AmountName, label: string) => (
    <FormField id={name} label={label} error={errors[name]?.message}>
      <MoneyInput id={name} placeholder={t('edit.amountPlaceholder')} {...form.register(name)} />
    </FormField>
  );
  const text = (name: TextName, label: string, placeholder?: string) => (
    <FormField id={name} label={label} error={errors[name]?.message} className="sm:col-span-2">
      <Textarea id={name} rows={3} placeholder={placeholder} {...form.register(name)} />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('edit.paymentTitle')}</CardTitle>
        <CardDescription>{t('edit.paymentDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField id="paymentStatus" label={t('edit.paymentStatus')} error={errors.paymentStatus?.message}>
          <NativeSelect id="paymentStatus" {...form.register('paymentStatus')}>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`paymentStatus.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {isPaymentStatus(status) && (
          <p
            className={cn(
              'w-fit rounded-md border px-2 py-0.5 text-xs font-medium',
              PAYMENT_STATUS_STYLE[status].badge,
            )}
          >
            {t(`paymentStatus.${status}`)}
          </p>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          {status === 'paid_full' && date('paymentDate', t('edit.paymentDate'))}
          {status === 'awaiting_payment' && (
            <>
              {date('paymentDueDate', t('edit.paymentDueDate'))}
              {date('paymentPredictionDate', t('edit.paymentPredictionDate'))}
            </>
          )}
          {status === 'overdue_payment' && (
            <>
              {date('paymentDueDate', t('edit.originalDueDate'))}
              {date('paymentPredictionDate', t('edit.newPredictionDate'))}
              {amount('interestAmount', t('edit.interestAmount'))}
              {amount('penaltyAmount', t('edit.penaltyAmount'))}
            </>
          )}
          {status === 'negotiating' && (
            <>
              {date('negotiationStart', t('edit.negotiationStart'))}
              {date('responseDeadline', t('edit.responseDeadline'))}
              {text('negotiationProposal', t('edit.negotiationProposal'), t('edit.negotiationProposalPlaceholder'))}
            </>
          )}
          {status === 'not_paid' && (
            <>
              {date('cancellationDate', t('edit.cancellationDate'))}
              {text('cancellationReason', t('edit.cancellationReason'))}
            </>
          )}
          {status === 'payment_on_delivery' && (
            <>
              {date('deliveryDate', t('edit.deliveryDate'))}
              {text('deliveryConditions', t('edit.deliveryConditions'))}
            </>
          )}
        </div>
        {status === 'installment_payment' && <InstallmentsEditor form={form} />}
      </CardContent>
    </Card>
  );
}
