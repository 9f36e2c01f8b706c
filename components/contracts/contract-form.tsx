'use client';

import { LeaveGuard } from '@/components/forms/leave-guard';
import { differs, useLeaveGuard } from '@/components/forms/use-leave-guard';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ArrowLeft, Eye, Loader2, PencilLine } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useMemo, useState, useTransition } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { PaymentPlanEditor } from '@/components/pipeline/payment-plan-editor';
import { ClientPicker } from '@/components/clients/client-picker';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ContractContent, ContractField } from '@/lib/contracts/fields';
import { defaultPlan, type PaymentPlan } from '@/lib/pipeline/payment-plan';
import { fillTemplate } from '@/lib/contracts/render';
import { formatDate } from '@/lib/format';
import { CONTRACT_STATUSES, type ContractStatus, contractStatusStyle, isSignedContract } from '@/lib/contracts/status';
import { cn } from '@/lib/utils';
import { ZContractForm } from '@/lib/validation/contracts';
import { createContract, updateContract } from '@/server/contracts/actions';
import type { ProposalOption, TemplateOption } from '@/server/contracts/queries';
import { ContractDocument } from './contract-document';
import { FieldInput } from './field-input';

type Values = {
  nome: string;
  cliente: string;
  clienteId: string;
  descricao: string;
  status: ContractStatus;
  propostaId: string;
};
/** A signed contract (status "assinado", e-signed or marked by hand): the form only shows it (D46). */
export type EditableContract = Values & {
  id: string;
  conteudo: ContractContent;
  assinadoEm?: string | null;
  planoPagamento?: PaymentPlan;
};

const ZBasics = ZContractForm.omit({ fields: true });
const SELECT =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none';

/**
 * Document 001 §2.2 and §5: Informações Básicas (the template select on create only), then the
 * contract's content with Visualizar / Editar Campos. Only the typed values go to the server; the text
 * comes from the template or the stored contract there.
 */
export function ContractForm({
  contract,
  templates,
  proposals,
  defaultTemplateId,
}: {
  contract: EditableContract | null;
  templates: TemplateOption[];
  proposals: ProposalOption[];
  defaultTemplateId: string;
}) {
  const t = useTranslations('contracts');
  const router = useRouter();
  const [isSaving, startSaving] = useTransition();
  const [templateId, setTemplateId] = useState(defaultTemplateId);
  const template = templates.find((o) => o.id === templateId);
  const source: ContractContent | null = contract ? contract.conteudo : (template?.content ?? null);
  const [fields, setFields] = useState<ContractField[]>(source?.fields ?? []);
  const [mode, setMode] = useState<'preview' | 'edit'>('preview');
  const [plan, setPlan] = useState<PaymentPlan>(() => contract?.planoPagamento ?? defaultPlan());
  const [loaded] = useState(() => ({ fields, plan }));
  const form = useForm<Values>({
    resolver: zodResolver(ZBasics) as never,
    defaultValues: contract
      ? {
          nome: contract.nome,
          cliente: contract.cliente,
          clienteId: contract.clienteId,
          descricao: contract.descricao,
          status: contract.status,
          propostaId: contract.propostaId,
        }
      : { nome: '', cliente: '', clienteId: '', descricao: '', status: 'rascunho', propostaId: '' },
  });
  const { errors } = form.formState;
  const isSigned = contract ? isSignedContract(contract) : false;
  const [cliente, clienteId] = useWatch({ control: form.control, name: ['cliente', 'clienteId'] });
  const html = useMemo(() => (source ? fillTemplate(source.template, fields, 'draft') : ''), [source, fields]);

  const onTemplate = (id: string) => {
    setTemplateId(id);
    setFields(templates.find((o) => o.id === id)?.content?.fields ?? []);
  };
  const onProposal = (id: string) => {
    form.setValue('propostaId', id);
    // Document 001 §5: choosing a proposal copies its client name into cliente.
    const proposal = proposals.find((p) => p.id === id);
    if (proposal) form.setValue('cliente', proposal.cliente, { shouldValidate: form.formState.isSubmitted });
    // …and its client of the registry, when it has one (D51).
    if (proposal?.clienteId) form.setValue('clienteId', proposal.clienteId);
  };
  const setField = (id: string, value: string) =>
    setFields((all) => all.map((f) => (f.id === id ? { ...f, value } : f)));

  // D268: leaving with typed work not saved asks first; saving opens the contract.
  useLeaveGuard(form.formState.isDirty || differs(fields, loaded.fields) || differs(plan, loaded.plan));

  const onSubmit = form.handleSubmit(() =>
    startSaving(async () => {
      // What was typed, not the parsed output: the server parses it with the same schema.
      const values = form.getValues();
      const typed = fields.map(({ id, value }) => ({ id, value }));
      // D55: a plan without a total stays unset (its charges need one; the steps then say so).
      const planoPagamento = plan.total > 0 ? plan : null;
      const result = contract
        ? await updateContract({ ...values, id: contract.id, fields: typed, planoPagamento })
        : await createContract({ ...values, templateId, fields: typed, planoPagamento });
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
          if (field in values) form.setError(field as FieldPath<Values>, { message });
        toast.error(t('toasts.error'), { description: result.error });
        return;
      }
      toast.success(contract ? t('toasts.updated') : t('toasts.created'));
      router.push(`/contratos/${result.data.id}`);
      router.refresh();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <div>
        <Button type="button" variant="ghost" size="sm" className="-ml-2 mb-1" onClick={() => router.back()}>
          <ArrowLeft /> {t('back')}
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">{contract ? t('form.titleEdit') : t('form.titleNew')}</h1>
      </div>
      {isSigned && (
        <div
          role="alert"
          data-testid="contract-signed-lock"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <AlertTriangle className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('signedLock.title')}</p>
            <p>
              {contract?.assinadoEm
                ? t('signedLock.text', { data: formatDate(contract.assinadoEm) })
                : t('signedLock.textUndated')}
            </p>
          </div>
        </div>
      )}

      <section
        aria-labelledby="basics-title"
        className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:grid-cols-2 sm:p-6"
      >
        <h2 id="basics-title" className="font-semibold sm:col-span-2">
          {t('form.basics')}
        </h2>
        <FormField id="k-nome" label={t('form.nome')} error={errors.nome?.message}>
          <Input
            id="k-nome"
            placeholder={t('form.nomePlaceholder')}
            aria-invalid={!!errors.nome}
            {...form.register('nome')}
          />
        </FormField>
        <FormField id="k-cliente" label={t('form.cliente')} error={errors.cliente?.message}>
          <ClientPicker
            id="k-cliente"
            text={cliente}
            onTextChange={(text) =>
              form.setValue('cliente', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            clienteId={clienteId || null}
            onSelect={(client) => form.setValue('clienteId', client?.id ?? '', { shouldDirty: true })}
            placeholder={t('form.clientePlaceholder')}
            invalid={!!errors.cliente}
            describedBy={errors.cliente ? 'k-cliente-error' : undefined}
          />
        </FormField>
        <FormField
          id="k-descricao"
          label={t('form.descricao')}
          error={errors.descricao?.message}
          className="sm:col-span-2"
        >
          <Textarea id="k-descricao" rows={2} {...form.register('descricao')} />
        </FormField>
        <FormField id="k-status" label={t('form.status')} error={errors.status?.message}>
          <select id="k-status" className={SELECT} {...form.register('status')}>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {contractStatusStyle(s).label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="k-proposta" label={t('form.proposta')} error={errors.propostaId?.message}>
          <select
            id="k-proposta"
            className={SELECT}
            {...form.register('propostaId')}
            onChange={(e) => onProposal(e.target.value)}
          >
            <option value="">{t('form.noProposal')}</option>
            {proposals.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nome} — {p.cliente}
              </option>
            ))}
          </select>
        </FormField>
        {!contract && (
          <FormField id="k-modelo" label={t('form.modelo')} className="sm:col-span-2">
            <select id="k-modelo" className={SELECT} value={templateId} onChange={(e) => onTemplate(e.target.value)}>
              {templates.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <div className="sm:col-span-2">
          <PaymentPlanEditor idPrefix="k-plano" value={plan} onChange={setPlan} />
        </div>
      </section>

      <section aria-labelledby="content-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="content-title" className="font-semibold">
            {t('form.content')}
          </h2>
          <div role="group" aria-label={t('form.content')} className="inline-flex rounded-lg bg-muted p-1">
            {(['preview', 'edit'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
                  mode === m && 'bg-card text-foreground shadow-xs',
                )}
              >
                {m === 'preview' ? <Eye className="size-4" /> : <PencilLine className="size-4" />}
                {m === 'preview' ? t('form.preview') : t('form.editFields')}
              </button>
            ))}
          </div>
        </div>
        {source === null ? (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
          >
            <AlertTriangle className="size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t('form.templateErrorTitle')}</p>
              <p>{t('form.templateError')}</p>
            </div>
          </div>
        ) : mode === 'preview' ? (
          <ContractDocument html={html} emptyText={t('form.emptyDocument')} className="max-h-[70vh] overflow-y-auto" />
        ) : fields.length === 0 ? (
          <p className="rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
            {t('form.noFields')}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {fields.map((field) => (
              <FieldInput
                key={`${templateId}-${field.id}`}
                field={field}
                onChange={(value) => setField(field.id, value)}
              />
            ))}
          </div>
        )}
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild type="button" variant="outline">
          <Link href="/contratos">{t('form.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={isSaving || isSigned}>
          {isSaving && <Loader2 className="animate-spin" />}
          {isSaving ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
