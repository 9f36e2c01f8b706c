'use client';

import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PAYMENT_METHODS, paymentMethodLabel } from '@/lib/charges/rules';
import { formatMoney } from '@/lib/format';
import {
  DUE_RULES,
  INSTALMENT_KINDS,
  instalmentAmounts,
  MAX_PLAN_INSTALMENTS,
  type PaymentPlan,
  type PlanInstalment,
  planProblem,
} from '@/lib/pipeline/payment-plan';
import { amountToText, parseAmount } from '@/lib/projects/installments';

const SELECT =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none';
const NEW_ROW: PlanInstalment = {
  tipo: 'percentual',
  percentual: 0,
  valor: 0,
  vencimento: 'assinatura',
  dias: 0,
  data: null,
  forma: 'pix',
};

/**
 * The compact instalment editor of the proposal and contract forms (D55): the total, then one row per
 * instalment (value or percentage, due rule, method). Shows what each instalment comes to and whether they add up.
 */
export function PaymentPlanEditor({
  value,
  onChange,
  idPrefix,
  totalLabel,
  totalPlaceholder,
  readOnly = false,
}: {
  value: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
  idPrefix: string;
  /** The proposal form calls the total its "Valor": the one place the value is typed. */
  totalLabel?: string;
  totalPlaceholder?: string;
  readOnly?: boolean;
}) {
  const t = useTranslations('pipeline.plan');
  const amounts = instalmentAmounts(value);
  // An empty new form says nothing is wrong before the person has typed: problems show once the plan is touched.
  const [touched, setTouched] = useState(value.total > 0);
  const problem = touched ? planProblem(value) : null;
  const sum = amounts.reduce((a, b) => a + b, 0);
  const change = (plan: PaymentPlan) => {
    setTouched(true);
    onChange(plan);
  };
  const setRow = (i: number, patch: Partial<PlanInstalment>) =>
    change({ ...value, parcelas: value.parcelas.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const num = (text: string) => (Number.isFinite(Number(text.replace(',', '.'))) ? Number(text.replace(',', '.')) : 0);

  return (
    <fieldset className="grid gap-3" data-testid="payment-plan">
      <legend className="mb-1 text-sm font-medium">{t('title')}</legend>
      <label className="grid max-w-xs gap-1 text-sm" htmlFor={`${idPrefix}-total`}>
        {totalLabel ?? t('total')}
        <Input
          id={`${idPrefix}-total`}
          inputMode="decimal"
          placeholder={totalPlaceholder}
          readOnly={readOnly}
          defaultValue={amountToText(value.total)}
          onChange={(e) => change({ ...value, total: parseAmount(e.target.value) })}
        />
      </label>
      <ol className="grid gap-3">
        {value.parcelas.map((p, i) => {
          const id = `${idPrefix}-${i}`;
          return (
            <li
              key={i}
              className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end"
            >
              <p className="text-xs font-medium text-muted-foreground sm:col-span-5">
                {t('parcela', { n: i + 1 })} · {formatMoney(amounts[i])}
              </p>
              <label className="grid gap-1 text-xs" htmlFor={`${id}-tipo`}>
                {t('tipo')}
                <select
                  id={`${id}-tipo`}
                  className={SELECT}
                  value={p.tipo}
                  onChange={(e) => setRow(i, { tipo: e.target.value as PlanInstalment['tipo'] })}
                >
                  {INSTALMENT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`tipos.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              {p.tipo === 'percentual' ? (
                <label className="grid gap-1 text-xs" htmlFor={`${id}-pct`}>
                  {t('percentual')}
                  <Input
                    id={`${id}-pct`}
                    className="h-9"
                    inputMode="decimal"
                    defaultValue={String(p.percentual).replace('.', ',')}
                    onChange={(e) => setRow(i, { percentual: Math.min(100, Math.max(0, num(e.target.value))) })}
                  />
                </label>
              ) : (
                <label className="grid gap-1 text-xs" htmlFor={`${id}-valor`}>
                  {t('valor')}
                  <Input
                    id={`${id}-valor`}
                    className="h-9"
                    inputMode="decimal"
                    defaultValue={amountToText(p.valor)}
                    onChange={(e) => setRow(i, { valor: parseAmount(e.target.value) })}
                  />
                </label>
              )}
              <label className="grid gap-1 text-xs" htmlFor={`${id}-venc`}>
                {t('vencimento')}
                <select
                  id={`${id}-venc`}
                  className={SELECT}
                  value={p.vencimento}
                  onChange={(e) => setRow(i, { vencimento: e.target.value as PlanInstalment['vencimento'] })}
                >
                  {DUE_RULES.map((r) => (
                    <option key={r} value={r}>
                      {t(`vencimentos.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
              {p.vencimento === 'data' ? (
                <label className="grid gap-1 text-xs" htmlFor={`${id}-data`}>
                  {t('data')}
                  <Input
                    id={`${id}-data`}
                    className="h-9"
                    type="date"
                    value={p.data ?? ''}
                    onChange={(e) => setRow(i, { data: e.target.value || null })}
                  />
                </label>
              ) : (
                <label className="grid gap-1 text-xs" htmlFor={`${id}-dias`}>
                  {p.vencimento === 'entrega' ? t('diasEntrega') : t('dias')}
                  <Input
                    id={`${id}-dias`}
                    className="h-9"
                    type="number"
                    min={0}
                    value={p.dias}
                    onChange={(e) => setRow(i, { dias: Math.max(0, Math.floor(num(e.target.value))) })}
                  />
                </label>
              )}
              <div className="flex items-end gap-2">
                <label className="grid flex-1 gap-1 text-xs" htmlFor={`${id}-forma`}>
                  {t('forma')}
                  <select
                    id={`${id}-forma`}
                    className={SELECT}
                    value={p.forma}
                    onChange={(e) => setRow(i, { forma: e.target.value as PlanInstalment['forma'] })}
                  >
                    {PAYMENT_METHODS.map((f) => (
                      <option key={f} value={f}>
                        {paymentMethodLabel(f)}
                      </option>
                    ))}
                  </select>
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('remove', { n: i + 1 })}
                  disabled={value.parcelas.length <= 1}
                  onClick={() => change({ ...value, parcelas: value.parcelas.filter((_, j) => j !== i) })}
                >
                  <X />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={value.parcelas.length >= MAX_PLAN_INSTALMENTS}
          onClick={() => change({ ...value, parcelas: [...value.parcelas, NEW_ROW] })}
        >
          <Plus /> {t('add')}
        </Button>
        <p className={`text-sm ${problem ? 'text-destructive' : 'text-muted-foreground'}`} role="status">
          {problem
            ? t(`problems.${problem}`)
            : touched
              ? t('soma', { soma: formatMoney(sum), total: formatMoney(value.total) })
              : null}
        </p>
      </div>
    </fieldset>
  );
}
