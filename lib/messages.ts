import messages from '@/messages';

/**
 * The pt-BR catalogue for code that runs outside React (zod schemas shared by forms and actions,
 * server results). Components use next-intl's useTranslations/getTranslations on the same file.
 */
export const m = messages;

/** Replaces {name} placeholders, for the few server-side texts that carry a value. */
export { fill } from './fill';
