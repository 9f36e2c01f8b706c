'use client';

import { CreditCard, FileText, Lock, QrCode, Smartphone, Tag, X } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { toast } from '@/components/common/lazy-toast';
import { FormField } from '@/components/forms/form-field';
import { hydratingLook, useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/forms/money-input';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import { reaisToCentavos } from '@/lib/charges/rules';
import {
  FORM_METHODS,
  instalmentLabel,
  MAX_INSTALMENTS,
  PAYMENT_TYPES,
  type FormMethod,
  type PaymentType,
} from '@/lib/payments/rules';
import { cn } from '@/lib/utils';
import { submissionKeys } from '@/lib/submission-key';
import { createCheckout, verifyPromoCode } from '@/server/payments/actions';
import type { PromoVerification } from '@/server/payments/promo';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';

const METHOD_ICONS: Record<FormMethod, typeof CreditCard> = {
  card: CreditCard,
  pix: QrCode,
  boleto: FileText,
  wallet: Smartphone,
};

/**
 * The form's zod schemas (the server's own, with the catalogue their messages come from): about 60 kB
 * that the page does not need to show, so they are fetched when the payer starts filling the form (or
 * at the latest on Aplicar / submit).
 */
const loadValidation = () => import('@/lib/validation/payments');

export type PaymentFormCharge = {
  slug: string;
  numero: string;
  titulo: string;
  cliente: string;
  valor: number;
  /** The charge's own method, where the form starts (the person may still choose another). */
  metodo?: FormMethod;
};

/**
 * Document 001 §2.9, §4 (Payment form), §5: the payment form. With `charge` it pays that charge
 * (/pagamento/{slug}): value locked, one-off, no promo code.
 */
export function PaymentForm({
  initial,
  charge,
}: {
  initial: { nome: string; email: string; descricao: string; valor: string };
  charge?: PaymentFormCharge;
}) {
  const t = useTranslations('payments.form');
  const tp = useTranslations('payments.promo');
  const tk = useTranslations('payments.checkout');
  const [values, setValues] = useState(initial);
  // A resend of the same payment after an error carries the same key: one payment, one checkout.
  const [keys] = useState(submissionKeys);
  const [tipo, setTipo] = useState<PaymentType>('avulso');
  const [metodo, setMetodo] = useState<FormMethod>(charge?.metodo ?? 'card');
  const [parcelas, setParcelas] = useState(1);
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<PromoVerification | null>(null);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hydrated = useHydrated();

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: '' }));
    // The discount was worked out for the old value.
    if (field === 'valor' && coupon) setCoupon(null);
  };

  const centavos = reaisToCentavos(values.valor || '');
  const total = coupon ? coupon.valorFinal : Number.isFinite(centavos) ? centavos : 0;
  const showInstalments = metodo === 'card' && tipo === 'avulso';

  const onApply = async () => {
    const { paymentValidationTitle, ZPromoCheck } = await loadValidation();
    const parsed = ZPromoCheck.safeParse({ codigo: code, valorOriginal: values.valor });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      toast.error(paymentValidationTitle(message), { description: message });
      return;
    }
    setChecking(true);
    try {
      const result = await verifyPromoCode({ codigo: code, valorOriginal: values.valor });
      if (!result.ok) toast.error(tp('error'), { description: result.error || tp('unknownError') });
      else if (result.data.valido) {
        setCoupon(result.data);
        setCode(result.data.codigo);
        toast.success(tp('applied'), { description: result.data.mensagem });
      } else toast.error(tp('invalid'), { description: result.data.mensagem });
    } catch (error) {
      toast.error(tp('error'), {
        description: error instanceof Error && error.message ? error.message : tp('unknownError'),
      });
    } finally {
      setChecking(false);
    }
  };

  const onRemove = () => {
    setCoupon(null);
    setCode('');
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      metodoPagamento: metodo,
      parcelas: showInstalments ? parcelas : 1,
      tipoPagamento: charge ? ('avulso' as const) : tipo,
      codigoPromocional: coupon?.codigo ?? null,
      slug: charge?.slug ?? null,
    };
    const { paymentValidationTitle, ZPaymentForm } = await loadValidation();
    const parsed = ZPaymentForm.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      const message = parsed.error.issues[0].message;
      toast.error(paymentValidationTitle(message), { description: message });
      return;
    }
    setSending(true);
    try {
      const result = await createCheckout({ ...input, chaveEnvio: keys.keyFor(input) });
      if (!result.ok) {
        setSending(false);
        if (result.fieldErrors) setErrors(result.fieldErrors);
        toast.error(tk('error'), { description: result.error });
        return;
      }
      window.location.assign(result.data.url);
    } catch (error) {
      setSending(false);
      toast.error(tk('error'), { description: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      noValidate
      className="grid gap-5"
      aria-labelledby="payment-title"
    >
      <section className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 id="payment-title" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {charge ? t('chargeSubtitle', { titulo: charge.titulo }) : t('subtitle')}
        </p>
        {charge && (
          <p className="mt-3 inline-flex rounded-full bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
            {t('chargeTitle', { numero: charge.numero })}
          </p>
        )}

        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <FormField id="nome" label={t('nome')} error={errors.nome}>
            <Input
              id="nome"
              name="nome"
              value={values.nome}
              onChange={set('nome')}
              placeholder={t('nomePlaceholder')}
              autoComplete="name"
              maxLength={200}
              aria-invalid={Boolean(errors.nome)}
            />
          </FormField>
          <FormField id="email" label={t('email')} error={errors.email}>
            <Input
              id="email"
              name="email"
              type="email"
              value={values.email}
              onChange={set('email')}
              placeholder={t('emailPlaceholder')}
              autoComplete="email"
              maxLength={200}
              aria-invalid={Boolean(errors.email)}
            />
          </FormField>
          <FormField id="descricao" label={t('descricao')} error={errors.descricao} className="sm:col-span-2">
            <Input
              id="descricao"
              name="descricao"
              value={values.descricao}
              onChange={set('descricao')}
              placeholder={t('descricaoPlaceholder')}
              maxLength={500}
              aria-invalid={Boolean(errors.descricao)}
            />
          </FormField>
          <FormField id="valor" label={t('valor')} error={errors.valor} hint={charge ? t('valorLocked') : undefined}>
            <MoneyInput
              id="valor"
              name="valor"
              value={values.valor}
              onChange={set('valor')}
              readOnly={Boolean(charge)}
              className={cn(charge && 'bg-muted')}
              aria-invalid={Boolean(errors.valor)}
            />
          </FormField>
        </div>
      </section>

      {!charge && (
        <section className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('tipo')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {PAYMENT_TYPES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50',
                    tipo === value ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name="tipoPagamento"
                      value={value}
                      checked={tipo === value}
                      onChange={() => setTipo(value)}
                      className="accent-primary"
                    />
                    {t(`tipos.${value}`)}
                  </span>
                  <span className="text-xs text-muted-foreground">{t(`tipoHelp.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-1.5">
            <label htmlFor="codigo" className="text-sm font-medium">
              {t('promo')}
            </label>
            <div className="flex gap-2">
              <div className="relative flex-1">
                <Tag className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
                <Input
                  id="codigo"
                  value={code}
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                  placeholder={t('promoPlaceholder')}
                  readOnly={Boolean(coupon)}
                  maxLength={50}
                  className={cn('pl-9 uppercase placeholder:normal-case', coupon && 'bg-muted')}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      if (!coupon) void onApply();
                    }
                  }}
                />
              </div>
              {coupon ? (
                <Button type="button" variant="outline" onClick={onRemove}>
                  <X /> {t('remove')}
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="secondary"
                  className={hydratingLook(hydrated)}
                  onClick={onApply}
                  disabled={checking || !hydrated}
                >
                  {checking ? t('applying') : t('apply')}
                </Button>
              )}
            </div>
          </div>
        </section>
      )}

      <section className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h2 className="text-sm font-medium">{t('metodo')}</h2>
        <div role="tablist" aria-label={t('metodo')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {FORM_METHODS.map((value) => {
            const Icon = METHOD_ICONS[value];
            return (
              <button
                key={value}
                type="button"
                role="tab"
                id={`metodo-${value}`}
                aria-selected={metodo === value}
                aria-controls="metodo-panel"
                onClick={() => setMetodo(value)}
                className={cn(
                  'flex min-h-11 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                  metodo === value
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-background hover:bg-muted',
                )}
              >
                <Icon className="size-4 shrink-0" /> {t(`metodos.${value}`)}
              </button>
            );
          })}
        </div>
        <p
          role="tabpanel"
          id="metodo-panel"
          aria-labelledby={`metodo-${metodo}`}
          className="text-sm text-muted-foreground"
        >
          {t(`metodoHelp.${metodo}`)}
        </p>
        {showInstalments && (
          <FormField id="parcelas" label={t('parcelas')} hint={t('parcelasHelp')}>
            <select
              id="parcelas"
              value={parcelas}
              onChange={(e) => setParcelas(Number(e.target.value))}
              className="h-10 rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50"
            >
              {Array.from({ length: MAX_INSTALMENTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {instalmentLabel(n)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </section>

      <section className="grid gap-3 rounded-2xl border bg-card p-6 shadow-sm sm:p-8" aria-label={t('summary')}>
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t('subtotal')}</dt>
            <dd className="tabular-nums">{formatMoney(Number.isFinite(centavos) ? centavos : 0)}</dd>
          </div>
          {coupon && (
            <div className="flex justify-between text-green-700">
              <dt>{t('discount', { codigo: coupon.codigo })}</dt>
              <dd className="tabular-nums" data-testid="desconto">
                − {formatMoney(coupon.valorDesconto)}
              </dd>
            </div>
          )}
          <div className="mt-1 flex justify-between border-t pt-2 text-base font-semibold">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums" data-testid="total">
              {formatMoney(total)}
            </dd>
          </div>
        </dl>
        <Button
          type="submit"
          size="lg"
          disabled={sending || !hydrated}
          className={cn('w-full', hydratingLook(hydrated))}
        >
          {sending ? t('processing') : t(`submit.${charge ? 'avulso' : tipo}`)}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
          <Lock className="size-3.5 shrink-0" /> {t('secure')}
        </p>
        <PrivacyNotice className="text-center" />
      </section>
    </form>
  );
}
