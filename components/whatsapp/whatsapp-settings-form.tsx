'use client';

import { Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CHANNELS, type Channel, type TWhatsappSettings } from '@/lib/settings/whatsapp';
import { AUTOMATIC_STEPS, LINK_KINDS, stepKey, type AutomaticStep } from '@/lib/whatsapp/steps';
import { saveWhatsAppSettings } from '@/server/whatsapp/settings-actions';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

const section = 'grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6';
const select =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** /configuracoes/whatsapp (D22): the steps' channels and templates, quiet hours, daily cap, wa.me texts. */
export function WhatsAppSettingsForm({
  initial,
  bodies,
}: {
  initial: TWhatsappSettings;
  /** Each step's template body as Meta must have it ({{1}}, {{2}}…). */
  bodies: Record<string, string>;
}) {
  const t = useTranslations('whatsapp');
  const router = useRouter();
  const [value, setValue, markSaved] = useGuardedState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, startSaving] = useTransition();
  const setStep = (step: AutomaticStep, patch: Partial<TWhatsappSettings['etapas'][AutomaticStep]>) =>
    setValue((v) => ({ ...v, etapas: { ...v.etapas, [step]: { ...v.etapas[step], ...patch } } }));
  const save = () =>
    startSaving(async () => {
      const result = await saveWhatsAppSettings(value);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast.error(t('settings.saveError'), { description: result.error });
        return;
      }
      setErrors({});
      markSaved(value);
      toast.success(t('settings.saved'));
      router.refresh();
    });
  const error = (key: string) => (errors[key] ? <p className="text-sm text-destructive">{errors[key]}</p> : null);

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <section className={section} aria-labelledby="wa-steps">
        <div>
          <h2 id="wa-steps" className="font-semibold">
            {t('settings.stepsTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('settings.stepsText')}</p>
        </div>
        {AUTOMATIC_STEPS.map((step, i) => {
          const id = stepKey(step);
          const current = value.etapas[step];
          return (
            // The rule sits on a wrapper: on the fieldset itself the browser draws the legend across it.
            <div key={step} className={i > 0 ? 'border-t pt-4' : undefined}>
              <fieldset className="grid min-w-0 gap-3">
                <legend className="mb-3 text-sm font-semibold">{t(`etapas.${id}.nome`)}</legend>
                <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_7rem]">
                  <div className="grid gap-1.5">
                    <Label htmlFor={`canal-${id}`}>{t('settings.canal')}</Label>
                    <select
                      id={`canal-${id}`}
                      className={select}
                      value={current.canal}
                      onChange={(e) => setStep(step, { canal: e.target.value as Channel })}
                    >
                      {CHANNELS.map((c) => (
                        <option key={c} value={c}>
                          {t(`canais.${c}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`template-${id}`}>{t('settings.template')}</Label>
                    <Input
                      id={`template-${id}`}
                      value={current.template}
                      onChange={(e) => setStep(step, { template: e.target.value })}
                      aria-invalid={!!errors[`etapas.${step}.template`]}
                    />
                    {error(`etapas.${step}.template`)}
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`idioma-${id}`}>{t('settings.idioma')}</Label>
                    <Input
                      id={`idioma-${id}`}
                      value={current.idioma}
                      onChange={(e) => setStep(step, { idioma: e.target.value })}
                      aria-invalid={!!errors[`etapas.${step}.idioma`]}
                    />
                    {error(`etapas.${step}.idioma`)}
                  </div>
                </div>
                <div className="grid gap-1">
                  <p className="text-xs text-muted-foreground">{t('settings.variaveis')}</p>
                  <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-line">
                    {bodies[step] ?? ''}
                  </p>
                </div>
              </fieldset>
            </div>
          );
        })}
      </section>

      <section className={section} aria-labelledby="wa-limits">
        <h2 id="wa-limits" className="font-semibold">
          {t('settings.limitsTitle')}
        </h2>
        {/* Two columns: the daily cap's longer label would push its field below the hours' in a third one. */}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="silencio-inicio">{t('settings.silencioInicio')}</Label>
            <Input
              id="silencio-inicio"
              type="time"
              value={value.silencioInicio}
              onChange={(e) => setValue((v) => ({ ...v, silencioInicio: e.target.value }))}
            />
            {error('silencioInicio')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="silencio-fim">{t('settings.silencioFim')}</Label>
            <Input
              id="silencio-fim"
              type="time"
              value={value.silencioFim}
              onChange={(e) => setValue((v) => ({ ...v, silencioFim: e.target.value }))}
            />
            {error('silencioFim')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="limite-diario">{t('settings.limiteDiario')}</Label>
            <Input
              id="limite-diario"
              type="number"
              min={1}
              max={20}
              value={value.limiteDiario}
              onChange={(e) => setValue((v) => ({ ...v, limiteDiario: Number(e.target.value) }))}
            />
            {error('limiteDiario')}
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="wa-texts">
        <div>
          <h2 id="wa-texts" className="font-semibold">
            {t('settings.textsTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('settings.textsText')}</p>
        </div>
        {LINK_KINDS.map((kind) => (
          <div key={kind} className="grid gap-1.5">
            <Label htmlFor={`texto-${kind}`}>{t(`linkNames.${kind}`)}</Label>
            <Textarea
              id={`texto-${kind}`}
              rows={4}
              value={value.textos[kind]}
              onChange={(e) => setValue((v) => ({ ...v, textos: { ...v.textos, [kind]: e.target.value } }))}
            />
            {error(`textos.${kind}`)}
          </div>
        ))}
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Loader2 className="animate-spin" /> : <Save />}
          {isSaving ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
