'use client';

import { UploadImageButton } from '@/components/proposals/upload-image-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, FileDown, History, Loader2, Lock, Plus, Trash2, Wand2, X } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { type FieldPath, useFieldArray, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ClientPicker } from '@/components/clients/client-picker';
import { counterProps, FormField } from '@/components/forms/form-field';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { differs, useLeaveGuard } from '@/components/forms/use-leave-guard';
import { ProposalContractAction } from '@/components/pipeline/proposal-contract-action';
import { PaymentPlanEditor } from '@/components/pipeline/payment-plan-editor';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { defaultValidity } from '@/lib/proposals/acceptance';
import { type Conteudo, EMPTY_DEPOIMENTO, EMPTY_ETAPA } from '@/lib/proposals/content';
import { readPlan } from '@/lib/pipeline/payment-plan';
import { type ProposalContract, proposalNextStep } from '@/lib/pipeline/proposal-next-step';
import { parseAmount } from '@/lib/projects/installments';
import { proposalValueText } from '@/lib/proposals/value';
import { canRemoveItem } from '@/lib/proposals/lists';
import { PROPOSAL_STATUSES, proposalStatusStyle } from '@/lib/proposals/status';
import { slugWithSuffix } from '@/lib/slug';
import { stringMax } from '@/lib/validation/max-length';
import {
  type TProposalForm,
  type TProposalFormInput,
  ZProposalContent,
  ZProposalForm,
} from '@/lib/validation/proposals';
import { createProposal, deleteProposal, updateProposal } from '@/server/proposals/actions';
import { DuplicateProposalButton } from './duplicate-proposal-button';
import { SendProposalButtons } from './send-proposal-buttons';

type Values = TProposalFormInput;
/** The limits the form shows before saving, read from the schema its action parses (D268). */
const LIMITS = {
  nome: stringMax(ZProposalForm.shape.nome),
  descricao: stringMax(ZProposalContent.shape.descricao),
  prazo: stringMax(ZProposalContent.shape.prazo),
};
type Form = UseFormReturn<Values, unknown, TProposalForm>;
type Existing = {
  id: string;
  nome: string;
  cliente: string;
  clienteId: string | null;
  status: string;
  slug: string;
  conteudo: Conteudo;
  validaAte: string;
  aceitaEm: string | null;
  planoPagamento?: unknown;
  /** D271: the version the client sees. */
  versao?: number;
  /** D271: the version the client accepted. */
  aceitaVersao?: number | null;
  /** An accepted proposal's contract (D225). */
  contrato?: ProposalContract | null;
};
/** The client chosen before the form opens (/proposta/nova?cliente=<id>, D53). */
type Preselected = { id: string; nome: string } | null;

/** For lists of plain strings, react-hook-form wants objects: they are kept as strings in the form values. */
function StringList({
  form,
  name,
  label,
  addLabel,
  itemLabel,
  placeholder,
  readOnly = false,
  benefits,
}: {
  form: Form;
  name: 'conteudo.escopo' | 'conteudo.imagensGaleria' | 'conteudo.mockups' | 'conteudo.tecnologias';
  label: string;
  addLabel: string;
  itemLabel: (n: number) => string;
  placeholder?: string;
  readOnly?: boolean;
  /** D275 (the scope only): the sentence under each item, the agency's defaults until the proposal has its own. */
  benefits?: readonly string[];
}) {
  const t = useTranslations('proposals.form');
  const items = form.watch(name) as string[];
  const stored = form.watch('conteudo.beneficios');
  const list = name.split('.')[1];
  const errors = form.formState.errors.conteudo?.[list as 'escopo'];
  const benefitErrors = form.formState.errors.conteudo?.beneficios;
  const dflt = (i: number) => (benefits?.length ? benefits[i % benefits.length] : '');
  // The sentences become the proposal's own at the first change to one; until then the page reads the defaults.
  const own = (count: number) => stored ?? Array.from({ length: count }, (_, i) => dflt(i));
  const setBenefits = (next: string[]) => form.setValue('conteudo.beneficios', next, { shouldDirty: true });
  const set = (next: string[]) => form.setValue(name, next, { shouldDirty: true });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {items.map((_, i) => (
        <div key={i} className="flex items-start gap-2">
          <div className="grid flex-1 gap-1">
            <Input
              aria-label={itemLabel(i + 1)}
              placeholder={placeholder}
              readOnly={readOnly}
              {...form.register(`${name}.${i}` as FieldPath<Values>)}
            />
            {Array.isArray(errors) && errors[i]?.message && (
              <p className="text-sm text-destructive">{errors[i]?.message}</p>
            )}
            {benefits && (
              <Input
                aria-label={t('beneficioItem', { n: i + 1 })}
                placeholder={t('beneficioPlaceholder')}
                className="h-8 text-sm text-muted-foreground"
                readOnly={readOnly}
                maxLength={200}
                value={stored ? (stored[i] ?? '') : dflt(i)}
                onChange={(e) => setBenefits(own(items.length).map((b, j) => (j === i ? e.target.value : b)))}
              />
            )}
            {benefits && Array.isArray(benefitErrors) && benefitErrors[i]?.message && (
              <p className="text-sm text-destructive">{benefitErrors[i]?.message}</p>
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`${t('remove')} ${itemLabel(i + 1)}`}
            disabled={readOnly || !canRemoveItem(list, items.length)}
            onClick={() => {
              const next = items.filter((__, j) => j !== i);
              if (benefits && stored) setBenefits(stored.filter((__, j) => j !== i));
              set(next.length ? next : ['']);
            }}
          >
            <X />
          </Button>
        </div>
      ))}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => {
              if (benefits && stored) setBenefits([...stored, dflt(items.length)]);
              set([...items, '']);
            }}
          >
            <Plus /> {addLabel}
          </Button>
          {name !== 'conteudo.escopo' && name !== 'conteudo.tecnologias' && (
            <UploadImageButton onUploaded={(path) => set([...items.filter(Boolean), path])} />
          )}
        </div>
      )}
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Document 000 §2.8: the proposal form, new and edit. */
export function ProposalForm({
  proposal,
  preselected = null,
  returnTo,
  benefits,
}: {
  proposal: Existing | null;
  /** D275: the agency's default sentences under the scope items (settings `propostas`). */
  benefits: readonly string[];
  preselected?: Preselected;
  /** Where saving goes back to (the client's record it was opened from); otherwise /clientes (document 000 §2.8). */
  returnTo?: string;
}) {
  const t = useTranslations('proposals');
  const router = useRouter();
  const [isSaving, startSaving] = useTransition();
  const [isDeleting, startDeleting] = useTransition();
  const form: Form = useForm<Values, unknown, TProposalForm>({
    resolver: zodResolver(ZProposalForm),
    defaultValues: proposal
      ? {
          nome: proposal.nome,
          cliente: proposal.cliente,
          clienteId: proposal.clienteId ?? '',
          status: (PROPOSAL_STATUSES as readonly string[]).includes(proposal.status)
            ? (proposal.status as Values['status'])
            : 'pendente',
          slug: proposal.slug,
          validaAte: proposal.validaAte,
          conteudo: proposal.conteudo,
        }
      : {
          nome: '',
          cliente: preselected?.nome ?? '',
          clienteId: preselected?.id ?? '',
          status: 'pendente',
          slug: '',
          validaAte: defaultValidity(),
          conteudo: {
            descricao: '',
            escopo: [''],
            prazo: '',
            valor: '',
            imagemCapa: '',
            imagensGaleria: [],
            mockups: [],
            tecnologias: [],
            processoDeTrabalho: [{ ...EMPTY_ETAPA }],
            depoimentos: [],
          },
        },
  });
  const { errors } = form.formState;
  const backHref = returnTo ?? '/clientes';
  // D43: accepted through the page, price and scope are fixed (the server refuses changes).
  const locked = Boolean(proposal?.aceitaEm);
  const [savedPlan] = useState(() => readPlan(proposal?.planoPagamento, parseAmount(proposal?.conteudo.valor)));
  const [plan, setPlan] = useState(savedPlan);
  const [cliente, clienteId] = useWatch({ control: form.control, name: ['cliente', 'clienteId'] });
  const etapas = useFieldArray({ control: form.control, name: 'conteudo.processoDeTrabalho' });
  const [nome, descricao, prazo] = useWatch({
    control: form.control,
    name: ['nome', 'conteudo.descricao', 'conteudo.prazo'],
  });
  // D268: leaving (a link, back, reload) with typed work not saved asks first; saving navigates away.
  useLeaveGuard(form.formState.isDirty || differs(plan, savedPlan));
  const depoimentos = useFieldArray({ control: form.control, name: 'conteudo.depoimentos' });

  const onSubmit = form.handleSubmit(() =>
    startSaving(async () => {
      // No total: the plan stays document 000 §9's default (null), shown as the fixed text. The value is the plan's
      // total, typed once (lib/proposals/value.ts; the writers apply the same rule).
      const current = form.getValues();
      const values = {
        ...current,
        conteudo: { ...current.conteudo, valor: proposalValueText(plan.total, current.conteudo.valor) },
        planoPagamento: plan.total > 0 ? plan : null,
      };
      const result = proposal ? await updateProposal({ ...values, id: proposal.id }) : await createProposal(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as FieldPath<Values>, { message });
        toast.error(t('toasts.errorTitle'), { description: result.error });
        return;
      }
      toast.success(proposal ? t('toasts.updated') : t('toasts.created'));
      router.push(backHref);
      router.refresh();
    }),
  );
  const onDelete = () =>
    startDeleting(async () => {
      if (!proposal) return;
      const result = await deleteProposal({ id: proposal.id });
      if (!result.ok) {
        toast.error(t('toasts.errorTitle'), { description: result.error });
        return;
      }
      toast.success(t('toasts.deleted'));
      router.push('/clientes');
      router.refresh();
    });

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto grid max-w-3xl gap-5">
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href="/clientes">
            <ArrowLeft /> {t('form.back')}
          </Link>
        </Button>
        {proposal && (
          <div className="flex flex-wrap gap-2">
            <SendProposalButtons
              id={proposal.id}
              slug={proposal.slug}
              nome={proposal.nome}
              accepted={locked || proposal.status === 'aceita'}
            />
            <DuplicateProposalButton id={proposal.id} />
            <ProposalContractAction
              propostaId={proposal.id}
              nome={proposal.nome}
              step={proposalNextStep(proposal.status, proposal.contrato ?? null)}
            />
            <Button asChild variant="outline" size="sm">
              <Link href={`/proposta/${proposal.slug}`}>
                <ExternalLink /> {t('form.openPublic')}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/proposta/${proposal.slug}/pdf`}>
                <FileDown /> {t('form.pdf')}
              </a>
            </Button>
          </div>
        )}
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{proposal ? t('form.titleEdit') : t('form.titleNew')}</h1>
      {proposal && !locked && proposal.status === 'enviada' && (
        <div
          role="note"
          data-testid="proposal-version-notice"
          className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
        >
          <History className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('versions.current', { n: proposal.versao ?? 1 })}</p>
            <p>{t('versions.staffNotice', { n: (proposal.versao ?? 1) + 1 })}</p>
          </div>
        </div>
      )}
      {locked && (
        <div
          role="status"
          data-testid="proposal-locked"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <Lock className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('acceptance.lockedTitle', { data: formatDate(proposal!.aceitaEm!) })}</p>
            {proposal!.aceitaVersao && <p>{t('versions.accepted', { n: proposal!.aceitaVersao })}</p>}
            <p>{t('acceptance.locked')}</p>
          </div>
        </div>
      )}

      <Section title={t('form.sections.basic')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="p-nome"
            label={t('form.nome')}
            error={errors.nome?.message}
            counter={{ value: nome, max: LIMITS.nome }}
            className="sm:col-span-2"
          >
            <Input
              id="p-nome"
              required
              placeholder={t('form.nomePlaceholder')}
              aria-invalid={!!errors.nome}
              {...counterProps('p-nome', LIMITS.nome, !!errors.nome)}
              {...form.register('nome')}
            />
          </FormField>
          <FormField id="p-cliente" label={t('form.cliente')} error={errors.cliente?.message}>
            <ClientPicker
              id="p-cliente"
              text={cliente}
              onTextChange={(text) =>
                form.setValue('cliente', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
              clienteId={clienteId || null}
              onSelect={(client) => form.setValue('clienteId', client?.id ?? '', { shouldDirty: true })}
              initialClient={preselected}
              placeholder={t('form.clientePlaceholder')}
              invalid={!!errors.cliente}
              describedBy={errors.cliente ? 'p-cliente-error' : undefined}
            />
          </FormField>
          <FormField id="p-status" label={t('form.status')} error={errors.status?.message}>
            <select
              id="p-status"
              required
              className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
              {...form.register('status')}
            >
              {PROPOSAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {proposalStatusStyle(s).label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="p-valida-ate"
            label={t('acceptance.validaAte')}
            error={errors.validaAte?.message}
            hint={t('acceptance.validaAteHint')}
          >
            <Input id="p-valida-ate" type="date" aria-invalid={!!errors.validaAte} {...form.register('validaAte')} />
          </FormField>
          <FormField
            id="p-slug"
            label={t('form.slug')}
            error={errors.slug?.message}
            hint={t('form.slugHint')}
            className="sm:col-span-2"
          >
            <div className="flex gap-2">
              <Input id="p-slug" aria-invalid={!!errors.slug} {...form.register('slug')} />
              <Button
                type="button"
                variant="outline"
                onClick={() => form.setValue('slug', slugWithSuffix(form.getValues('nome')), { shouldDirty: true })}
              >
                <Wand2 /> {t('form.generate')}
              </Button>
            </div>
          </FormField>
        </div>
      </Section>

      <Section title={t('form.sections.details')}>
        <FormField
          id="p-descricao"
          label={t('form.descricao')}
          error={errors.conteudo?.descricao?.message}
          counter={{ value: descricao, max: LIMITS.descricao }}
        >
          <Textarea
            id="p-descricao"
            rows={5}
            {...counterProps('p-descricao', LIMITS.descricao, !!errors.conteudo?.descricao)}
            {...form.register('conteudo.descricao')}
          />
        </FormField>
        <StringList
          form={form}
          name="conteudo.escopo"
          label={t('form.escopo')}
          addLabel={t('form.addEscopo')}
          itemLabel={(n) => t('form.escopoItem', { n })}
          readOnly={locked}
          benefits={benefits}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="p-prazo"
            label={t('form.prazo')}
            error={errors.conteudo?.prazo?.message}
            counter={{ value: prazo, max: LIMITS.prazo }}
          >
            <Input
              id="p-prazo"
              placeholder={t('form.prazoPlaceholder')}
              readOnly={locked}
              {...counterProps('p-prazo', LIMITS.prazo, !!errors.conteudo?.prazo)}
              {...form.register('conteudo.prazo')}
            />
          </FormField>
        </div>
        <PaymentPlanEditor
          idPrefix="p-plano"
          value={plan}
          onChange={setPlan}
          totalLabel={t('form.valor')}
          totalPlaceholder={t('form.valorPlaceholder')}
          readOnly={locked}
        />
      </Section>

      <Section title={t('form.sections.images')}>
        <p className="-mt-2 text-sm text-muted-foreground">{t('form.imageHint')}</p>
        <FormField id="p-capa" label={t('form.imagemCapa')} error={errors.conteudo?.imagemCapa?.message}>
          <div className="flex flex-wrap gap-2">
            <Input
              id="p-capa"
              className="min-w-0 flex-1"
              placeholder="https://"
              {...form.register('conteudo.imagemCapa')}
            />
            <UploadImageButton
              onUploaded={(path) => form.setValue('conteudo.imagemCapa', path, { shouldDirty: true })}
            />
          </div>
        </FormField>
        <StringList
          form={form}
          name="conteudo.imagensGaleria"
          label={t('form.imagensGaleria')}
          addLabel={t('form.addImagem')}
          itemLabel={(n) => t('form.imagemItem', { n })}
          placeholder="https://"
        />
        <StringList
          form={form}
          name="conteudo.mockups"
          label={t('form.mockups')}
          addLabel={t('form.addMockup')}
          itemLabel={(n) => t('form.mockupItem', { n })}
          placeholder="https://"
        />
      </Section>

      <Section title={t('form.sections.technologies')}>
        <StringList
          form={form}
          name="conteudo.tecnologias"
          label={t('form.sections.technologies')}
          addLabel={t('form.addTecnologia')}
          itemLabel={(n) => t('form.tecnologia', { n })}
        />
      </Section>

      <Section title={t('form.sections.process')}>
        {etapas.fields.map((field, i) => (
          <div key={field.id} className="grid gap-2 rounded-lg border bg-background p-3 sm:grid-cols-[1fr_auto]">
            <div className="grid gap-2">
              <Input
                aria-label={t('form.etapaTitulo', { n: i + 1 })}
                placeholder={t('form.etapaTitulo', { n: i + 1 })}
                {...form.register(`conteudo.processoDeTrabalho.${i}.titulo`)}
              />
              <Textarea
                aria-label={t('form.etapaDescricao', { n: i + 1 })}
                placeholder={t('form.etapaDescricao', { n: i + 1 })}
                rows={2}
                {...form.register(`conteudo.processoDeTrabalho.${i}.descricao`)}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`${t('form.remove')} ${t('form.etapaTitulo', { n: i + 1 })}`}
              disabled={!canRemoveItem('processoDeTrabalho', etapas.fields.length)}
              onClick={() => etapas.remove(i)}
            >
              <X />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => etapas.append({ ...EMPTY_ETAPA })}
        >
          <Plus /> {t('form.addEtapa')}
        </Button>
      </Section>

      <Section title={t('form.sections.testimonials')}>
        {depoimentos.fields.map((field, i) => (
          <fieldset key={field.id} className="grid gap-2 rounded-lg border bg-background p-3">
            <legend className="px-1 text-sm font-medium">{t('form.depoimentoN', { n: i + 1 })}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <Input
                aria-label={`${t('form.depoimentoNome')} ${i + 1}`}
                placeholder={t('form.depoimentoNome')}
                {...form.register(`conteudo.depoimentos.${i}.nome`)}
              />
              <Input
                aria-label={`${t('form.depoimentoCargo')} ${i + 1}`}
                placeholder={t('form.depoimentoCargo')}
                {...form.register(`conteudo.depoimentos.${i}.cargo`)}
              />
            </div>
            <Textarea
              aria-label={`${t('form.depoimentoTexto')} ${i + 1}`}
              placeholder={t('form.depoimentoTexto')}
              rows={2}
              {...form.register(`conteudo.depoimentos.${i}.texto`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-fit text-destructive"
              onClick={() =>
                depoimentos.fields.length === 1 ? depoimentos.replace([{ ...EMPTY_DEPOIMENTO }]) : depoimentos.remove(i)
              }
            >
              <Trash2 /> {t('form.remove')}
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => depoimentos.append({ ...EMPTY_DEPOIMENTO })}
        >
          <Plus /> {t('form.addDepoimento')}
        </Button>
      </Section>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-between gap-3 border-t bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {proposal ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              >
                <Trash2 /> {t('form.delete')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('form.deleteConfirm')}</AlertDialogTitle>
              </AlertDialogHeader>
              <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{proposal.nome}</p>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={isDeleting}>{t('form.cancel')}</AlertDialogCancel>
                <Button variant="destructive" onClick={onDelete} disabled={isDeleting}>
                  {isDeleting && <Loader2 className="animate-spin" />}
                  {isDeleting ? t('form.deleting') : t('form.delete')}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Loader2 className="animate-spin" />}
          {isSaving ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
