'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ClientPicker } from '@/components/clients/client-picker';
import { counterProps, FormField } from '@/components/forms/form-field';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/forms/money-input';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PAYMENT_METHODS, paymentMethodLabel, reaisToCentavos } from '@/lib/charges/rules';
import { formatDate, formatMoney } from '@/lib/format';
import { stringMax } from '@/lib/validation/max-length';
import { type TChargeForm, type TChargeFormInput, ZChargeFields, ZChargeForm } from '@/lib/validation/charges';
import { createCharge, updateCharge } from '@/server/charges/actions';

type Values = { [K in keyof TChargeFormInput]-?: string };
/** The text limits the form shows before saving, read from the schema its actions parse (D268). */
const LIMITS: Partial<Record<keyof Values, number | null>> = {
  titulo: stringMax(ZChargeFields.shape.titulo),
  descricao: stringMax(ZChargeFields.shape.descricao),
  observacoes: stringMax(ZChargeFields.shape.observacoes),
};

/** Document 001 §2.6: the charge form with its "Resumo da Cobrança". */
export function ChargeForm({
  charge,
  suggestions,
  today,
  pix,
  pspKey,
  pixLocked = false,
}: {
  charge: (Values & { id: string }) | null;
  suggestions: string[];
  /** A new charge starts from the agency's Pix key, beneficiary and city (its profile). */
  pix?: { key: string; beneficiary: string; city: string };
  today: string;
  /** D131: with a PSP configured the cobv carries the agency's key; the form asks for none. */
  pspKey?: string | null;
  /** D183: the charge was sent: its key and code are shown but cannot change (the action refuses it too). */
  pixLocked?: boolean;
}) {
  const t = useTranslations('charges');
  const g = useTranslations('chargeGuard');
  const router = useRouter();
  const [isSaving, startSaving] = useTransition();
  // D186: a new charge asks whether its e-mail goes now; ticked unless staff say otherwise.
  const [enviarAgora, setEnviarAgora] = useState(true);
  const form = useForm<Values, unknown, TChargeForm>({
    resolver: zodResolver(ZChargeForm) as never,
    defaultValues: charge ?? {
      titulo: '',
      cliente: '',
      clienteId: '',
      valor: '',
      dataVencimento: today,
      formaPagamento: 'pix',
      descricao: '',
      observacoes: '',
      chavePix: pspKey || pix?.key || '',
      codigoPix: '',
      nomeBeneficiario: pix?.key ? pix.beneficiary : '',
      cidadeBeneficiario: pix?.key ? pix.city : '',
      recorrencia: 'nenhuma',
      recorrenciaVezes: '',
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as Values;
  const isPix = values.formaPagamento === 'pix';
  const centavos = reaisToCentavos(values.valor || '');
  // D268: leaving with typed work not saved asks first; saving navigates to the list.
  useLeaveGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(() =>
    startSaving(async () => {
      const input = form.getValues() as TChargeFormInput;
      const result = charge
        ? await updateCharge({ ...input, id: charge.id })
        : await createCharge({ ...input, enviarAgora });
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as FieldPath<Values>, { message });
        toast.error(t('toasts.saveError', { message: result.error }));
        return;
      }
      const sentTo =
        result.data && 'enviadoPara' in result.data && typeof result.data.enviadoPara === 'string'
          ? result.data.enviadoPara
          : null;
      const unsent = Boolean(result.data && 'semEmail' in result.data && result.data.semEmail);
      toast.success(t('toasts.saved'), {
        description: sentTo
          ? t('toasts.savedSentText', { email: sentTo })
          : unsent
            ? t('toasts.savedUnsentText')
            : t('toasts.savedText'),
      });
      router.push('/cobrancas');
      router.refresh();
    }),
  );

  const field = (name: keyof Values, label: string, input: React.ReactNode, className?: string) => (
    <FormField
      id={`c-${name}`}
      label={label}
      error={errors[name]?.message}
      counter={LIMITS[name] ? { value: values[name], max: LIMITS[name] } : undefined}
      className={className}
    >
      {input}
    </FormField>
  );
  const limited = (name: keyof Values) => counterProps(`c-${name}`, LIMITS[name] ?? null, !!errors[name]);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <div className="grid gap-5">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href="/cobrancas">
              <ArrowLeft /> {t('form.back')}
            </Link>
          </Button>
        </div>
        <h1 className="text-2xl font-bold tracking-tight">{charge ? t('form.titleEdit') : t('form.titleNew')}</h1>
        <section className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:grid-cols-2 sm:p-6">
          {field(
            'titulo',
            t('form.titulo'),
            <Input
              id="c-titulo"
              required
              placeholder={t('form.tituloPlaceholder')}
              aria-invalid={!!errors.titulo}
              {...limited('titulo')}
              {...form.register('titulo')}
            />,
            'sm:col-span-2',
          )}
          {field(
            'cliente',
            t('form.cliente'),
            <ClientPicker
              id="c-cliente"
              text={values.cliente ?? ''}
              onTextChange={(text) =>
                form.setValue('cliente', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
              clienteId={values.clienteId || null}
              onSelect={(client) => form.setValue('clienteId', client?.id ?? '', { shouldDirty: true })}
              suggestions={suggestions}
              placeholder={t('form.clientePlaceholder')}
              invalid={!!errors.cliente}
              describedBy={errors.cliente ? 'c-cliente-error' : undefined}
            />,
            'sm:col-span-2',
          )}
          {field(
            'valor',
            t('form.valor'),
            <MoneyInput id="c-valor" required aria-invalid={!!errors.valor} {...form.register('valor')} />,
          )}
          {field(
            'dataVencimento',
            t('form.dataVencimento'),
            <Input
              id="c-dataVencimento"
              type="date"
              required
              aria-invalid={!!errors.dataVencimento}
              {...form.register('dataVencimento')}
            />,
          )}
          {field(
            'formaPagamento',
            t('form.formaPagamento'),
            <select
              id="c-formaPagamento"
              className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
              {...form.register('formaPagamento')}
            >
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {paymentMethodLabel(m)}
                </option>
              ))}
            </select>,
            'sm:col-span-2',
          )}
          {field(
            'recorrencia',
            t('form.recorrencia'),
            <select
              id="c-recorrencia"
              className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
              {...form.register('recorrencia')}
            >
              <option value="nenhuma">{t('form.recorrenciaNenhuma')}</option>
              <option value="mensal">{t('form.recorrenciaMensal')}</option>
              <option value="anual">{t('form.recorrenciaAnual')}</option>
            </select>,
          )}
          {values.recorrencia &&
            values.recorrencia !== 'nenhuma' &&
            field(
              'recorrenciaVezes',
              t('form.recorrenciaVezes'),
              <Input
                id="c-recorrenciaVezes"
                inputMode="numeric"
                aria-invalid={!!errors.recorrenciaVezes}
                {...form.register('recorrenciaVezes')}
              />,
            )}
          {field(
            'descricao',
            t('form.descricao'),
            <Textarea id="c-descricao" rows={3} {...limited('descricao')} {...form.register('descricao')} />,
            'sm:col-span-2',
          )}
          {field(
            'observacoes',
            t('form.observacoes'),
            <Textarea id="c-observacoes" rows={2} {...limited('observacoes')} {...form.register('observacoes')} />,
            'sm:col-span-2',
          )}
        </section>
        {isPix && pspKey && (
          <section className="grid gap-2 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
            <h2 className="font-semibold">{t('form.pixTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('form.pixPspNote')}</p>
          </section>
        )}
        {isPix && !pspKey && (
          <section className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:grid-cols-2 sm:p-6">
            <h2 className="font-semibold sm:col-span-2">{t('form.pixTitle')}</h2>
            <FormField
              id="c-chavePix"
              label={t('form.chavePix')}
              error={errors.chavePix?.message}
              hint={pixLocked ? g('pixLockedHint') : t('form.chavePixHint')}
              className="sm:col-span-2"
            >
              <Input
                id="c-chavePix"
                required
                readOnly={pixLocked}
                aria-invalid={!!errors.chavePix}
                {...form.register('chavePix')}
              />
            </FormField>
            {field(
              'codigoPix',
              t('form.codigoPix'),
              <Input id="c-codigoPix" readOnly={pixLocked} {...form.register('codigoPix')} />,
              'sm:col-span-2',
            )}
            {field(
              'nomeBeneficiario',
              t('form.nomeBeneficiario'),
              <Input id="c-nomeBeneficiario" {...form.register('nomeBeneficiario')} />,
            )}
            {field(
              'cidadeBeneficiario',
              t('form.cidadeBeneficiario'),
              <Input id="c-cidadeBeneficiario" {...form.register('cidadeBeneficiario')} />,
            )}
          </section>
        )}
      </div>
      <aside className="lg:pt-24">
        <div className="sticky top-24 grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
          <h2 className="font-semibold">{t('form.summary')}</h2>
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t('form.cliente')}</dt>
              <dd className="truncate font-medium">{values.cliente || '-'}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t('table.valor')}</dt>
              <dd className="font-medium tabular-nums">{Number.isFinite(centavos) ? formatMoney(centavos) : '-'}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t('table.vencimento')}</dt>
              <dd className="font-medium">{formatDate(values.dataVencimento)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t('table.forma')}</dt>
              <dd className="font-medium">{paymentMethodLabel(values.formaPagamento)}</dd>
            </div>
          </dl>
          {!charge && (
            <div className="mt-2 grid gap-1 rounded-lg border bg-muted/40 p-3">
              <label htmlFor="c-enviarAgora" className="flex items-start gap-2 text-sm font-medium">
                <input
                  id="c-enviarAgora"
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={enviarAgora}
                  onChange={(e) => setEnviarAgora(e.target.checked)}
                  aria-describedby="c-enviarAgora-hint"
                />
                {t('form.enviarAgora')}
              </label>
              <p id="c-enviarAgora-hint" className="text-xs text-muted-foreground">
                {t('form.enviarAgoraHint')}
              </p>
            </div>
          )}
          <Button type="submit" disabled={isSaving} className="mt-2 w-full">
            {isSaving && <Loader2 className="animate-spin" />}
            {isSaving ? t('form.saving') : t('form.save')}
          </Button>
          <Button asChild type="button" variant="outline" className="w-full">
            <Link href="/cobrancas">{t('form.cancel')}</Link>
          </Button>
        </div>
      </aside>
    </form>
  );
}
