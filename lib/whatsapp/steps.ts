import { m } from '@/lib/messages';
import { placeholders } from './render';

/**
 * The automatic steps that may go out by WhatsApp (each one sends an e-mail today) and the one-click messages
 * staff send through wa.me. A step's default text (messages/pt-BR/whatsapp.json) uses the e-mail's placeholders;
 * its placeholders, in order, are the variables of the template registered with Meta ({{1}}, {{2}}…).
 */
export const AUTOMATIC_STEPS = [
  'cobranca.criada',
  'cobranca.lembrete',
  'cobranca.atraso',
  'cobranca.recibo',
  'assinatura.pedido',
  'assinatura.lembrete',
  'assinatura.codigo',
  'proposta.acompanhamento',
  'portal.link',
] as const;
export type AutomaticStep = (typeof AUTOMATIC_STEPS)[number];

export const isAutomaticStep = (value: string): value is AutomaticStep =>
  (AUTOMATIC_STEPS as readonly string[]).includes(value);

/**
 * Meta's template category: `AUTHENTICATION` templates have Meta's fixed text and carry the code twice (the body
 * variable and the copy-code button), every other step is a `UTILITY` template (a message about something the
 * client is doing with the agency, which WhatsApp allows to clients who opted in).
 */
export const STEP_CATEGORY: Record<AutomaticStep, 'UTILITY' | 'AUTHENTICATION'> = {
  'cobranca.criada': 'UTILITY',
  'cobranca.lembrete': 'UTILITY',
  'cobranca.atraso': 'UTILITY',
  'cobranca.recibo': 'UTILITY',
  'assinatura.pedido': 'UTILITY',
  'assinatura.lembrete': 'UTILITY',
  'assinatura.codigo': 'AUTHENTICATION',
  'proposta.acompanhamento': 'UTILITY',
  'portal.link': 'UTILITY',
};

/**
 * A step's key in the catalogue (`whatsapp.etapas.<key>`; next-intl reads dots as nesting) and the template name
 * suggested for it (Meta: lower case, digits and underscores): `cobranca.criada` → `cobranca_criada`.
 */
export const stepKey = (step: AutomaticStep) => step.replace('.', '_') as keyof typeof m.whatsapp.etapas;
export const defaultTemplateName = (step: AutomaticStep): string => stepKey(step);

/** The default Portuguese text of a step, with the e-mail's placeholders. */
export const stepText = (step: AutomaticStep): string => m.whatsapp.etapas[stepKey(step)].texto;

/** A step's template variables, in the order the registered template numbers them. */
export const stepVariables = (step: AutomaticStep): string[] => placeholders(stepText(step));

/** Kinds of the one-click "Enviar por WhatsApp" message; each text is editable in the settings. */
export const LINK_KINDS = ['cobranca', 'pagamento', 'proposta', 'contrato', 'assinatura', 'portal'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const defaultLinkText = (kind: LinkKind): string => m.whatsapp.links[kind];
