'use client';

import { LeaveGuard } from '@/components/forms/leave-guard';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, Loader2, Save } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useRef, useState, useTransition } from 'react';
import { type FieldErrors, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { NativeSelect } from '@/components/projects/forms/native-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { coerceConteudo } from '@/lib/landing-pages/content';
import { landingPreset } from '@/lib/landing-pages/presets';
import { LANDING_FONTS, LANDING_STATUSES, LANDING_TEMPLATES } from '@/lib/landing-pages/rules';
import { slugify } from '@/lib/slug';
import { cn } from '@/lib/utils';
import { type TLandingPageForm, type TLandingPageFormInput, ZLandingPageForm } from '@/lib/validation/landing-pages';
import { createLandingPage, updateLandingPage } from '@/server/landing-pages/actions';
import { EditorPreview } from './editor-preview';
import { SectionsEditor } from './sections-editor';

type Values = TLandingPageFormInput;
const TABS = ['geral', 'conteudo', 'design'] as const;
type Tab = (typeof TABS)[number];

/** Which tab holds a field, so that a refused save shows the tab with the first message. */
function tabOf(path: string): Tab {
  if (path.startsWith('conteudo')) return 'conteudo';
  if (['corPrimaria', 'corSecundaria', 'fonte'].includes(path)) return 'design';
  return 'geral';
}

function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    if ('message' in value && typeof value.message === 'string') return prefix + key;
    const nested = firstErrorPath(value as FieldErrors, `${prefix}${key}.`);
    if (nested) return nested;
  }
  return null;
}

/** Document 001 §2.14, §5: the landing-page editor with its three tabs and the live preview. */
export function LandingEditor({
  page,
  ctaDefault,
}: {
  page: (Values & { id: string; savedStatus: string; savedSlug: string }) | null;
  ctaDefault: string;
}) {
  const t = useTranslations('landingPages');
  const router = useRouter();
  const [tab, setTab] = useState<Tab>('geral');
  const [isSaving, startSaving] = useTransition();
  const slugTouched = useRef(page !== null);
  const form = useForm<Values, unknown, TLandingPageForm>({
    resolver: zodResolver(ZLandingPageForm) as never,
    defaultValues: page ?? {
      nome: '',
      urlSlug: '',
      descricao: '',
      status: 'rascunho',
      templateUsado: 'basico',
      conteudo: { titulo: '', subtitulo: '', hero_text: '', cta_text: 'Saiba Mais', cta_url: ctaDefault, secoes: [] },
      corPrimaria: '#3b82f6',
      corSecundaria: '#1e40af',
      fonte: 'Inter',
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as Values;
  // D268: leaving with typed work not saved asks first; saving goes to the list.
  useLeaveGuard(form.formState.isDirty);

  const nome = form.register('nome');
  const urlSlug = form.register('urlSlug');
  const template = form.register('templateUsado');

  const onTemplate = (value: string) => {
    // Document 001 §5: on a new page the two agency templates prefill everything with preset text.
    const preset = page ? null : landingPreset(value, ctaDefault);
    if (!preset) return;
    const { conteudo, ...rest } = preset;
    for (const [key, v] of Object.entries(rest)) form.setValue(key as FieldPath<Values>, v, { shouldDirty: true });
    form.setValue('conteudo', conteudo, { shouldDirty: true });
    form.clearErrors();
    slugTouched.current = false;
  };

  const onInvalid = (invalid: FieldErrors<Values>) => {
    const path = firstErrorPath(invalid);
    if (path) setTab(tabOf(path));
  };

  const onSubmit = form.handleSubmit(
    () =>
      startSaving(async () => {
        const input = form.getValues();
        const result = page ? await updateLandingPage({ ...input, id: page.id }) : await createLandingPage(input);
        if (!result.ok) {
          const fieldErrors = { ...result.fieldErrors };
          if (result.error === t('validation.urlSlugInUse')) fieldErrors.urlSlug = result.error;
          for (const [field, message] of Object.entries(fieldErrors))
            form.setError(field as FieldPath<Values>, { message });
          const first = Object.keys(fieldErrors)[0];
          if (first) setTab(tabOf(first));
          toast.error(t('toasts.saveError'), { description: result.error });
          return;
        }
        toast.success(page ? t('toasts.updated') : t('toasts.created'));
        router.push('/landing-pages');
        router.refresh();
      }),
    onInvalid,
  );

  const field = (
    name: FieldPath<Values>,
    label: string,
    control: React.ReactNode,
    options: { hint?: string; className?: string } = {},
  ) => {
    const error = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    return (
      <FormField
        id={`lp-${name}`}
        label={label}
        error={error?.message}
        hint={options.hint}
        className={options.className}
      >
        {control}
      </FormField>
    );
  };

  const colour = (name: 'corPrimaria' | 'corSecundaria', label: string) =>
    field(
      name,
      label,
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={label}
          value={/^#[0-9a-f]{6}$/i.test(values[name] ?? '') ? values[name] : '#000000'}
          onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true, shouldValidate: true })}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
        />
        <Input id={`lp-${name}`} className="font-mono" aria-invalid={!!errors[name]} {...form.register(name)} />
      </div>,
    );

  const preview = {
    nome: values.nome || t('editor.titleNew'),
    templateUsado: values.templateUsado,
    conteudo: coerceConteudo(values.conteudo),
    corPrimaria: values.corPrimaria,
    corSecundaria: values.corSecundaria,
    fonte: values.fonte,
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2 mb-1">
            <Link href="/landing-pages">
              <ArrowLeft /> {t('editor.back')}
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">{page ? t('editor.titleEdit') : t('editor.titleNew')}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {page?.savedStatus === 'publicada' && (
            <Button asChild variant="outline">
              <a href={`/lp/${page.savedSlug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink /> {t('editor.view')}
              </a>
            </Button>
          )}
          <Button type="submit" disabled={isSaving}>
            {isSaving ? <Loader2 className="animate-spin" /> : <Save />}
            {isSaving ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <div className="grid gap-4">
          <div
            role="tablist"
            aria-label={page ? t('editor.titleEdit') : t('editor.titleNew')}
            className="flex gap-1 rounded-lg border bg-muted p-1"
          >
            {TABS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`tab-${key}`}
                aria-selected={tab === key}
                aria-controls={`panel-${key}`}
                onClick={() => setTab(key)}
                className={cn(
                  'flex-auto rounded-md px-2 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors sm:text-sm',
                  tab === key ? 'bg-card shadow-xs' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`editor.tabs.${key}`)}
              </button>
            ))}
          </div>

          <div
            role="tabpanel"
            id="panel-geral"
            aria-labelledby="tab-geral"
            hidden={tab !== 'geral'}
            className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs"
          >
            {field(
              'templateUsado',
              t('editor.template'),
              <NativeSelect
                id="lp-templateUsado"
                {...template}
                onChange={(e) => {
                  void template.onChange(e);
                  onTemplate(e.target.value);
                }}
              >
                {LANDING_TEMPLATES.map((key) => (
                  <option key={key} value={key}>
                    {t(`templates.${key}`)}
                  </option>
                ))}
              </NativeSelect>,
              { hint: page ? undefined : t('editor.templateHint') },
            )}
            {field(
              'nome',
              t('editor.nome'),
              <Input
                id="lp-nome"
                required
                placeholder={t('editor.nomePlaceholder')}
                aria-invalid={!!errors.nome}
                {...nome}
                onChange={(e) => {
                  void nome.onChange(e);
                  if (!slugTouched.current)
                    form.setValue('urlSlug', slugify(e.target.value), { shouldValidate: !!errors.urlSlug });
                }}
              />,
            )}
            {field(
              'urlSlug',
              t('editor.urlSlug'),
              <div className="flex items-center rounded-md border border-input bg-card shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40">
                <span className="pl-3 font-mono text-sm text-muted-foreground">/lp/</span>
                <input
                  id="lp-urlSlug"
                  required
                  aria-invalid={!!errors.urlSlug}
                  className="h-10 min-w-0 flex-1 bg-transparent pr-3 font-mono text-sm outline-none"
                  {...urlSlug}
                  onChange={(e) => {
                    slugTouched.current = true;
                    void urlSlug.onChange(e);
                  }}
                />
              </div>,
              { hint: t('editor.urlSlugHint', { slug: values.urlSlug || '…' }) },
            )}
            {field(
              'descricao',
              t('editor.descricao'),
              <Textarea id="lp-descricao" rows={3} {...form.register('descricao')} />,
              { hint: t('editor.descricaoHint') },
            )}
            {field(
              'status',
              t('editor.status'),
              <NativeSelect id="lp-status" {...form.register('status')}>
                {LANDING_STATUSES.map((key) => (
                  <option key={key} value={key}>
                    {t(`status.${key}`)}
                  </option>
                ))}
              </NativeSelect>,
            )}
          </div>

          <div
            role="tabpanel"
            id="panel-conteudo"
            aria-labelledby="tab-conteudo"
            hidden={tab !== 'conteudo'}
            className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs"
          >
            {field(
              'conteudo.titulo',
              t('editor.titulo'),
              <Input id="lp-conteudo.titulo" {...form.register('conteudo.titulo')} />,
            )}
            {field(
              'conteudo.subtitulo',
              t('editor.subtitulo'),
              <Input id="lp-conteudo.subtitulo" {...form.register('conteudo.subtitulo')} />,
            )}
            {field(
              'conteudo.hero_text',
              t('editor.heroText'),
              <Textarea id="lp-conteudo.hero_text" rows={4} {...form.register('conteudo.hero_text')} />,
            )}
            <div className="grid items-start gap-4">
              {field(
                'conteudo.cta_text',
                t('editor.ctaText'),
                <Input id="lp-conteudo.cta_text" {...form.register('conteudo.cta_text')} />,
              )}
              {field(
                'conteudo.cta_url',
                t('editor.ctaUrl'),
                <Input
                  id="lp-conteudo.cta_url"
                  inputMode="url"
                  aria-invalid={!!errors.conteudo?.cta_url}
                  {...form.register('conteudo.cta_url')}
                />,
                { hint: t('editor.ctaUrlHint') },
              )}
            </div>
            <SectionsEditor control={form.control} register={form.register} errors={errors} />
          </div>

          <div
            role="tabpanel"
            id="panel-design"
            aria-labelledby="tab-design"
            hidden={tab !== 'design'}
            className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs"
          >
            {colour('corPrimaria', t('editor.corPrimaria'))}
            {colour('corSecundaria', t('editor.corSecundaria'))}
            {field(
              'fonte',
              t('editor.fonte'),
              <NativeSelect id="lp-fonte" {...form.register('fonte')}>
                {LANDING_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </NativeSelect>,
            )}
          </div>
        </div>

        <div className="xl:sticky xl:top-6">
          <EditorPreview page={preview} ctaFallback={ctaDefault} />
        </div>
      </div>
    </form>
  );
}
