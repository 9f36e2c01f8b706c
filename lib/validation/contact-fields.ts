/**
 * The contact form's constants without the schema, so that the browser bundle gets neither zod nor
 * the message catalogue (lib/validation/contact.ts has the schema).
 */
export const CONTACT_SERVICES = ['site', 'ecommerce', 'landing', 'aplicacao', 'outro'] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];
/** Document 000 §3: service defaults to site. */
export const DEFAULT_CONTACT_SERVICE: ContactService = 'site';

/** The hidden field that people never see and simple bots fill in. */
export const HONEYPOT_FIELD = 'website';
