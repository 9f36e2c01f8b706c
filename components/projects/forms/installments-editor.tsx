'use client';

import { Check, Clock, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/forms/money-input';
import {
  addInstallment,
  installmentProgress,
  removeInstallment,
  type InstallmentDetails,
} from '@/lib/projects/installments';
import type { TProjectEdit, TProjectEditInput } from '@/lib/validation/projects';
import { cn } from '@/lib/utils';
import { DateField } from './date-field';

type Form = UseFormReturn<TProjectEditInput, unknown, TProjectEdit>;

/**
 * installment_payment (document 000 §2.7): value per instalment; the list, each with a date and a
 * paid/pending toggle; add and remove; "X de N pagas" with a bar.
 */
export function InstallmentsEditor({ form }: { form: Form }) {
  const t = useTranslations('projects.edit');
  const dates = useWatch({ control: form.control, name: 'installmentDates' }).map((d) => d ?? '');
  const paid = useWatch({ control: form.control, name: 'paidInstallments' });
  const details: InstallmentDetails = {
    installments: dates.length,
    installment_value: 0,
    installment_dates: dates,
    paid_installments: paid,
  };
  const progress = installmentProgress(details);

  const apply = (next: InstallmentDetails) => {
    form.setValue('installmentDates', next.installment_dates, { shouldDirty: true });
    form.setValue('paidInstallments', next.paid_installments, { shouldDirty: true });
  };

  return (
    <div className="grid gap-4">
      <FormField
        id="installmentValue"
        label={t('installmentValue')}
        error={form.formState.errors.installmentValue?.message}
      >
        <MoneyInput id="installmentValue" placeholder={t('amountPlaceholder')} {...form.register('installmentValue')} />
      </FormField>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium">{t('installmentsTitle')}</h3>
          <Button type="button" variant="outline" size="sm" onClick={() => apply(addInstallment(details))}>
            <Plus /> {t('addInstallment')}
          </Button>
        </div>
        <div>
          <p className="text-sm text-muted-foreground" data-testid="installments-progress">
            {t('installmentsProgress', { paid: progress.paid, total: progress.total })}
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className="h-full rounded-full bg-green-500 transition-all"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
        {dates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('installmentsEmpty')}</p>
        ) : (
          <ol className="grid gap-2">
            {dates.map((_, index) => {
              const isPaid = paid[index] === true;
              const n = index + 1;
              return (
                <li
                  key={index}
                  className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/30 p-2"
                  data-testid="installment-row"
                >
                  <span className="w-full text-xs font-medium text-muted-foreground sm:w-16">
                    {t('installmentLabel', { n })}
                  </span>
                  <Controller
                    control={form.control}
                    name={`installmentDates.${index}`}
                    render={({ field }) => (
                      <DateField
                        id={`installment-date-${index}`}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        className="min-w-32 flex-1"
                      />
                    )}
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-pressed={isPaid}
                    aria-label={t('installmentToggle', {
                      n,
                      state: isPaid ? t('installmentPending') : t('installmentPaid'),
                    })}
                    onClick={() => form.setValue(`paidInstallments.${index}`, !isPaid, { shouldDirty: true })}
                    className={cn(
                      'w-24 shrink-0 sm:w-28',
                      isPaid ? 'border-green-300 bg-green-50 text-green-800 hover:bg-green-100' : 'text-amber-800',
                    )}
                  >
                    {isPaid ? <Check /> : <Clock />}
                    {isPaid ? t('installmentPaid') : t('installmentPending')}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 text-muted-foreground hover:text-destructive"
                    aria-label={t('removeInstallment', { n })}
                    onClick={() => apply(removeInstallment(details, index))}
                  >
                    <Trash2 />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
