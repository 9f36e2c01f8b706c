'use client';

import { Filter, Loader2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSwapOnPress } from '@/components/hooks/use-swap-on-press';
import { Button } from '@/components/ui/button';
import type { TPaymentFilters } from '@/lib/validation/payments';

// D80: the Radix popover (and its positioning code) is fetched on the first press of "Filtros".
const load = () => import('./payment-filters-popover');
const PaymentFiltersPopover = dynamic(load, {
  ssr: false,
  loading: () => (
    <Button variant="outline" disabled aria-busy>
      <Loader2 className="animate-spin" />
    </Button>
  ),
});

/** What the "Filtros" button shows: the label and, when filters apply, how many. */
export function FiltersLabel({ active }: { active: number }) {
  const t = useTranslations('payments');
  return (
    <>
      <Filter /> {t('dashboard.filters')}
      {active > 0 && (
        <span
          className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
          aria-label={t('dashboard.activeFilters', { count: active })}
        >
          {active}
        </span>
      )}
    </>
  );
}

/** The "Filtros" button: a plain button until first pressed, then the popover (opened). */
export function FiltersSlot({
  filters,
  active,
  onApply,
}: {
  filters: TPaymentFilters;
  active: number;
  onApply: (next: TPaymentFilters) => void;
}) {
  const { pressed, trigger } = useSwapOnPress(load);
  if (pressed) return <PaymentFiltersPopover filters={filters} active={active} onApply={onApply} />;
  return (
    <Button variant="outline" aria-haspopup="dialog" {...trigger}>
      <FiltersLabel active={active} />
    </Button>
  );
}
