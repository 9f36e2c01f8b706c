import site from './pt-BR/site.json';

/**
 * The public site's text (`site`, `contact`, `notFound`): read by the site's server components, the contact form
 * and its action, through `lib/messages` (`siteText`). Kept out of `staffMessages` (`m`), so that no back-office bundle
 * carries it (D80).
 */
export const siteText = site;
