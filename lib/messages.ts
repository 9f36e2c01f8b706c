import { staffMessages } from '@/messages/staff';

/**
 * The pt-BR catalogue for code that runs outside React (zod schemas shared by forms and actions,
 * server results). Components use next-intl's useTranslations/getTranslations on the same file.
 * The back office's namespaces only: schemas are bundled into the forms that use them, and the whole
 * catalogue would ride into every staff screen's first load (D80). The public site's text is `siteText`.
 */
export const m = staffMessages;

/** The public site's namespaces (`site`, `contact`, `notFound`): the contact form's schema and its action. */
export { siteText } from '@/messages/site';

/** The fiscal screen's refusals (`nfseErrors`): its forms' schema and its actions. */
export { nfseErrorText } from '@/messages/nfse';

/** Replaces {name} placeholders, for the few server-side texts that carry a value. */
export { fill } from './fill';
