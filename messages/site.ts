import site from './pt-BR/site.json';

/**
 * The public site's text (`site`, `contact`, `notFound`): read by the site's server components, the contact form
 * and its action. Kept out of `staffMessages` and of `lib/messages` so that no back-office bundle carries it (D80).
 */
export const siteMessages = site;
