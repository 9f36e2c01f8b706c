'use client';

import { Eye, Loader2, Save, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readReminderDay, reminderDayLabel } from '@/lib/charges/reminder-day';
import { fillTemplate } from '@/lib/charges/reminders';
import { type TCobrancaSettings, ZCobrancaSettingsForm } from '@/lib/settings/cobranca';
import { saveCobrancaSettings, sendTestReminder } from '@/server/automation/settings-actions';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

type Step = TCobrancaSettings['etapas'][number];

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** One step of the régua: its day, on/off, subject and text, with a preview and a test send. */
function StepEditor({
  step,
  index,
  sample,
  onChange,
}: {
  step: Step;
  index: number;
  sample: Record<string, string>;
  onChange: (s: Step) => void;
}) {
  const t = useTranslations('automation.settings');
  const [preview, setPreview] = useState(false);
  const [isSending, startSending] = useTransition();
  // The field keeps what is typed ("-" on the way to "-3"); the step takes it once it is a whole number.
  const [diasText, setDiasText] = useState(String(step.dias));
  const day = reminderDayLabel(step.dias);
  const label = day.key === 'onDay' ? t('onDay') : t(day.key, { n: day.n });
  const test = () =>
    startSending(async () => {
      const result = await sendTestReminder({ assunto: step.assunto, texto: step.texto });
      if (!result.ok) toast.error(result.error);
      else toast.success(t('testSent'), { description: t('testSentText', { email: result.data.email }) });
    });
  const id = `etapa-${index}`;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid="etapa">
      <legend className="px-1 text-sm font-semibold">
        {t('step')} {index + 1}: {label}
      </legend>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-dias`}>{t('dias')}</Label>
          <Input
            id={`${id}-dias`}
            inputMode="numeric"
            className="w-28"
            value={diasText}
            aria-describedby={`${id}-dias-hint`}
            onChange={(e) => {
              setDiasText(e.target.value);
              const dias = readReminderDay(e.target.value);
              if (dias !== null) onChange({ ...step, dias });
            }}
          />
          <p id={`${id}-dias-hint`} className="max-w-xs text-xs text-muted-foreground">
            {t('diasHint')}
          </p>
        </div>
        <Check
          id={`${id}-ativo`}
          label={t('stepEnabled')}
          checked={step.ativo}
          onChange={(ativo) => onChange({ ...step, ativo })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-assunto`}>{t('assunto')}</Label>
        <Input
          id={`${id}-assunto`}
          value={step.assunto}
          onChange={(e) => onChange({ ...step, assunto: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-texto`}>{t('texto')}</Label>
        <Textarea
          id={`${id}-texto`}
          rows={6}
          value={step.texto}
          onChange={(e) => onChange({ ...step, texto: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setPreview((v) => !v)} aria-expanded={preview}>
          <Eye /> {t('preview')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={test} disabled={isSending}>
          {isSending ? <Loader2 className="animate-spin" /> : <Send />} {t('testSend')}
        </Button>
      </div>
      {preview && (
        <div
          className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
          data-testid="preview"
          aria-label={t('previewTitle')}
        >
          <p className="font-semibold">{fillTemplate(step.assunto, sample)}</p>
          <p className="whitespace-pre-line break-words">{fillTemplate(step.texto, sample)}</p>
        </div>
      )}
    </fieldset>
  );
}

/** /configuracoes/cobranca (D61, D62, D63, D66). Validated by the same schema as its action. */
export function CobrancaSettingsForm({
  initial,
  sample,
}: {
  initial: TCobrancaSettings;
  sample: Record<string, string>;
}) {
  const t = useTranslations('automation.settings');
  const router = useRouter();
  const [value, setValue, markSaved] = useGuardedState(initial);
  const [error, setError] = useState<string>();
  const [isSaving, startSaving] = useTransition();
  const set = <K extends keyof TCobrancaSettings>(key: K, v: TCobrancaSettings[K]) =>
    setValue((old) => ({ ...old, [key]: v }));
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZCobrancaSettingsForm.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    startSaving(async () => {
      const result = await saveCobrancaSettings(parsed.data);
      if (!result.ok) {
        setError(result.error);
        toast.error(t('saveError'), { description: result.error });
        return;
      }
      markSaved(value);
      toast.success(t('saved'));
      router.refresh();
    });
  };
  return (
    <form onSubmit={save} className="grid gap-6" noValidate>
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <Check id="reguaAtiva" label={t('enabled')} checked={value.reguaAtiva} onChange={(v) => set('reguaAtiva', v)} />
        <Check
          id="vencimentoAutomatico"
          label={t('overdueEnabled')}
          checked={value.vencimentoAutomatico}
          onChange={(v) => set('vencimentoAutomatico', v)}
        />
        <p className="text-xs text-muted-foreground">{t('variables')}</p>
        {value.etapas.map((step, i) => (
          <StepEditor
            key={i}
            step={step}
            index={i}
            sample={sample}
            onChange={(s) =>
              set(
                'etapas',
                value.etapas.map((old, j) => (j === i ? s : old)),
              )
            }
          />
        ))}
      </section>
      <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold">{t('fees')}</h2>
        <p className="text-sm text-muted-foreground">{t('feesHint')}</p>
        <div className="flex flex-wrap gap-4">
          <div className="grid gap-1">
            <Label htmlFor="multa">{t('multa')}</Label>
            <Input
              id="multa"
              type="number"
              step="0.01"
              min={0}
              max={2}
              className="w-32"
              value={value.multaPercentual}
              onChange={(e) => set('multaPercentual', Number(e.target.value))}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="juros">{t('juros')}</Label>
            <Input
              id="juros"
              type="number"
              step="0.01"
              min={0}
              max={10}
              className="w-32"
              value={value.jurosMensalPercentual}
              onChange={(e) => set('jurosMensalPercentual', Number(e.target.value))}
            />
          </div>
        </div>
      </section>
      <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold">{t('recurring')}</h2>
        <Check
          id="recorrenciaAtiva"
          label={t('recurringEnabled')}
          checked={value.recorrenciaAtiva}
          onChange={(v) => set('recorrenciaAtiva', v)}
        />
        <div className="grid gap-1">
          <Label htmlFor="antecedencia">{t('antecedencia')}</Label>
          <Input
            id="antecedencia"
            type="number"
            min={0}
            max={60}
            className="w-32"
            value={value.antecedenciaDias}
            onChange={(e) => set('antecedenciaDias', Number(e.target.value))}
          />
        </div>
      </section>
      <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold">{t('notices')}</h2>
        {/* D162: the agency's e-mail when a Pix settles a charge. */}
        <Check
          id="avisoPixRecebido"
          label={t('pixReceivedNotice')}
          checked={value.avisoPixRecebido}
          onChange={(v) => set('avisoPixRecebido', v)}
        />
        <p className="text-xs text-muted-foreground">{t('pixReceivedNoticeHint')}</p>
      </section>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {/* The page is long (every step's text): Salvar stays in reach at the bottom of the screen. */}
      <div
        className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
        data-testid="settings-save-bar"
      >
        <Button type="submit" disabled={isSaving} className="w-fit">
          {isSaving ? <Loader2 className="animate-spin" /> : <Save />} {isSaving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
