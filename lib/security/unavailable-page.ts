import { fill, m } from '@/lib/messages';
import serverText from '@/messages';

/**
 * The page a request gets while the database is unreachable (D49): plain HTML made
 * without React or the database, so it can always be answered. The charge screens keep their own
 * texts (document 001 §8): the public charge page has no retry; the staff detail leads back to the list.
 */
export type UnavailablePage = {
  title: string;
  text: string;
  retry: boolean;
  back: { href: string; label: string } | null;
};

export function unavailableContent(pathname: string): UnavailablePage {
  const e = serverText.errors;
  if (/^\/p\/[^/]+\/?$/.test(pathname)) {
    return { title: fill(e.charge.public, { message: e.charge.unavailable }), text: '', retry: false, back: null };
  }
  if (/^\/cobrancas\/[^/]+\/?$/.test(pathname) && pathname !== '/cobrancas/nova') {
    return {
      title: e.charge.detail,
      text: '',
      retry: true,
      back: { href: '/cobrancas', label: m.charges.detail.backToList },
    };
  }
  return { title: e.unavailableTitle, text: e.unavailableText, retry: true, back: { href: '/', label: e.home } };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;min-height:100dvh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f7f7fb;color:#1c1c28}
main{max-width:32rem;margin:1rem;padding:2rem;border:1px solid #e3e3ee;border-radius:1rem;background:#fff}
h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0 0 1.25rem;color:#555}nav{display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-block;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #3b3bd6;color:#3b3bd6;text-decoration:none;font-weight:600}
a.primary{background:#3b3bd6;color:#fff}`;

export function unavailableHtml(pathname: string, search = ''): string {
  const page = unavailableContent(pathname);
  const links = [
    page.retry ? `<a class="primary" href="${escape(pathname + search)}">${escape(serverText.errors.retry)}</a>` : '',
    page.back ? `<a href="${escape(page.back.href)}">${escape(page.back.label)}</a>` : '',
  ].join('');
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(serverText.errors.unavailableTitle)}</title><style>${STYLE}</style></head><body><main role="alert"><h1>${escape(page.title)}</h1>${page.text ? `<p>${escape(page.text)}</p>` : ''}${links ? `<nav>${links}</nav>` : ''}</main></body></html>`;
}

/** No script at all on this page; its one inline style sheet is allowed. */
export const UNAVAILABLE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
