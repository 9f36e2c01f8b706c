'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { FILTER_STATUSES, PAYMENT_TYPES, paymentStatusStyle } from '@/lib/payments/rules';
import type { TPaymentFilters } from '@/lib/validation/payments';
import { FiltersLabel } from './payment-filters-slot';

const FILTER_METHODS = ['card', 'pix', 'boleto', 'wallet'] as const;
type Filters = TPaymentFilters;

/**
 * "Filtros" of document 001 §2.12: status, method, type and period, applied together. Loaded on the first
 * press of the button (payment-filters-slot.tsx), and mounted open.
 */
export default function PaymentFiltersPopover({
  filters,
  active,
  onApply,
}: {
  filters: Filters;
  active: number;
  onApply: (next: Filters) => void;
}) {
  const t = useTranslations('payments');
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState(filters);

  const select = (
    id: string,
    label: string,
    value: string | undefined,
    options: readonly string[],
    optionLabel: (o: string) => string,
    key: keyof Filters,
  ) => (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value || undefined }))}
        className="h-9 rounded-md border bg-background px-2 text-sm"
      >
        <option value="">{t('dashboard.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(filters);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline">
          <FiltersLabel active={active} />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-72 gap-3">
        {select(
          'f-status',
          t('dashboard.filterStatus'),
          draft.status,
          FILTER_STATUSES,
          (o) => (o === 'succeeded' ? `${paymentStatusStyle(o).label} (succeeded)` : paymentStatusStyle(o).label),
          'status',
        )}
        {select(
          'f-metodo',
          t('dashboard.filterMethod'),
          draft.metodo,
          FILTER_METHODS,
          (o) => t(`dashboard.methods.${o as 'card'}`),
          'metodo',
        )}
        {select(
          'f-tipo',
          t('dashboard.filterType'),
          draft.tipo,
          PAYMENT_TYPES,
          (o) => t(`tipos.${o as 'avulso'}`),
          'tipo',
        )}
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <label htmlFor="f-inicio" className="text-xs font-medium text-muted-foreground">
              {t('dashboard.filterStart')}
            </label>
            <Input
              id="f-inicio"
              type="date"
              value={draft.inicio ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, inicio: e.target.value || undefined }))}
              className="h-9 px-2"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="f-fim" className="text-xs font-medium text-muted-foreground">
              {t('dashboard.filterEnd')}
            </label>
            <Input
              id="f-fim"
              type="date"
              value={draft.fim ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, fim: e.target.value || undefined }))}
              className="h-9 px-2"
            />
          </div>
        </div>
        <div className="flex justify-between gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setOpen(false);
              onApply({ q: filters.q });
            }}
          >
            {t('dashboard.clear')}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setOpen(false);
              onApply({ ...draft, q: filters.q });
            }}
          >
            {t('dashboard.apply')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
