import { z } from '@/lib/zod';
import { m } from '@/lib/messages';
import {
  AUTOMATIC_STEPS,
  LINK_KINDS,
  defaultLinkText,
  defaultTemplateName,
  type AutomaticStep,
  type LinkKind,
} from '@/lib/whatsapp/steps';

/**
 * Settings section `whatsapp` (D22): per automatic step, the channel (e-mail, WhatsApp or both) and the Meta
 * template (name and language) it sends; the quiet hours and the daily cap of automatic messages per client; the
 * texts of the one-click wa.me messages. Every step starts on e-mail, so nothing changes until staff choose.
 */
const v = m.whatsapp.settings.validation;

export const WHATSAPP_SECTION = 'whatsapp';

export const CHANNELS = ['email', 'whatsapp', 'ambos'] as const;
export type Channel = (typeof CHANNELS)[number];

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const TEMPLATE = /^[a-z0-9_]{1,512}$/;
const LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

export const WHATSAPP_DEFAULTS = {
  silencioInicio: '20:00',
  silencioFim: '08:00',
  limiteDiario: 3,
};

const stepDefault = (step: AutomaticStep) => ({
  canal: 'email' as Channel,
  template: defaultTemplateName(step),
  idioma: 'pt_BR',
});

/** One step on the form: strict. */
export const ZStepForm = z.object({
  canal: z.enum(CHANNELS),
  template: z.string().trim().regex(TEMPLATE, v.template),
  idioma: z.string().trim().regex(LANGUAGE, v.idioma),
});

const storedStep = (step: AutomaticStep) => {
  const d = stepDefault(step);
  return z
    .object({
      canal: z.enum(CHANNELS).catch(d.canal).default(d.canal),
      template: z.string().regex(TEMPLATE).catch(d.template).default(d.template),
      idioma: z.string().regex(LANGUAGE).catch(d.idioma).default(d.idioma),
    })
    .catch(d)
    .default(d);
};

const byStep = <S extends z.ZodType>(make: (step: AutomaticStep) => S) =>
  z.object(Object.fromEntries(AUTOMATIC_STEPS.map((s) => [s, make(s)])) as Record<AutomaticStep, S>);
const byKind = <S extends z.ZodType>(make: (kind: LinkKind) => S) =>
  z.object(Object.fromEntries(LINK_KINDS.map((k) => [k, make(k)])) as Record<LinkKind, S>);

const hour = (d: string) => z.string().regex(HOUR).catch(d).default(d);

/** The form's schema (strict: the screen and its action refuse bad input). */
export const ZWhatsappSettingsForm = z.object({
  silencioInicio: z.string().regex(HOUR, v.hora),
  silencioFim: z.string().regex(HOUR, v.hora),
  limiteDiario: z.coerce.number().int(v.limite).min(1, v.limite).max(20, v.limite),
  etapas: byStep(() => ZStepForm),
  textos: byKind(() => z.string().trim().min(1, v.texto).max(2000, v.texto)),
});
export type TWhatsappSettingsForm = z.input<typeof ZWhatsappSettingsForm>;

/** The stored section as read by jobs and screens: defaults for anything missing or unreadable. */
export const ZWhatsappSettings = z.object({
  silencioInicio: hour(WHATSAPP_DEFAULTS.silencioInicio),
  silencioFim: hour(WHATSAPP_DEFAULTS.silencioFim),
  limiteDiario: z.number().int().min(1).max(20).catch(3).default(3),
  etapas: byStep(storedStep)
    .catch(() => settingsDefaults().etapas)
    .default(() => settingsDefaults().etapas),
  textos: byKind((k) =>
    z
      .string()
      .min(1)
      .max(2000)
      .catch(defaultLinkText(k))
      .default(() => defaultLinkText(k)),
  )
    .catch(() => settingsDefaults().textos)
    .default(() => settingsDefaults().textos),
});
export type TWhatsappSettings = z.output<typeof ZWhatsappSettings>;

function settingsDefaults() {
  return {
    etapas: Object.fromEntries(AUTOMATIC_STEPS.map((s) => [s, stepDefault(s)])) as Record<
      AutomaticStep,
      ReturnType<typeof stepDefault>
    >,
    textos: Object.fromEntries(LINK_KINDS.map((k) => [k, defaultLinkText(k)])) as Record<LinkKind, string>,
  };
}
