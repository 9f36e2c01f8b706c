/**
 * Content-Security-Policy (D45). Two ways to allow Next's inline scripts without
 * 'unsafe-inline', chosen per page:
 * - `nonce`: pages rendered for each request (back office, sign-in, signing). The proxy puts a
 *   fresh nonce in the request's CSP header and Next stamps it on every script it renders.
 * - `hashes`: every other page, above all those served from the static/ISR cache (site, proposal,
 *   charge, contract, landing page, verification, payment form, not-found). Their HTML was rendered before the request, so it cannot carry a
 *   per-request nonce; the proxy hashes the inline scripts of the HTML actually served instead.
 */

export type CspMode = 'nonce' | 'hashes';

/**
 * Paths that are always rendered per request (staff screens read the session; /auth is dynamic by design;
 * /assinar/{token} is a static shell, D86): a nonce is cheap there and keeps streaming.
 * Everything else is hashed, which works whether the page is static, ISR or dynamic; a nonce on a static page would block its scripts, so a
 * path is listed here only when it can never be prerendered (/pagamento, for one, is static).
 */
const NONCE_PATHS: readonly RegExp[] = [/^\/auth\/?$/];

/**
 * Addresses served by one shared static shell whatever their last segment (next.config.ts rewrites them):
 * /assinar/{token} is the same bytes for every token and never revalidated within a build, so the proxy
 * may keep its hashed answer (D86). Answers the shell's key, or null.
 */
export function sharedShellOf(pathname: string): string | null {
  return /^\/assinar\/[^/]+\/?$/.test(pathname) ? '/assinar' : null;
}

export function cspModeFor(pathname: string, isStaffPath: (pathname: string) => boolean): CspMode {
  return isStaffPath(pathname) || NONCE_PATHS.some((re) => re.test(pathname)) ? 'nonce' : 'hashes';
}

/**
 * A browser asking for a page, not a client navigation's RSC payload, a prefetch or a server action.
 * Next strips its own flight headers (`RSC`, `Next-Router-*`) and the `_rsc` parameter before the proxy
 * runs, so they cannot tell an RSC fetch apart there; the browser's `Sec-Fetch-Dest` does: `document` (or
 * a frame) for a page, `empty` for the router's fetch(). Were an RSC fetch answered with the hashed HTML,
 * the router would fall back to a full page load on every client navigation to a public page (losing its
 * toasts). Clients that send no Sec-Fetch headers (curl, load tools, old browsers) get the page and its CSP.
 */
export function isPageRequest(method: string, headers: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const dest = headers.get('sec-fetch-dest');
  if (dest && dest !== 'document' && dest !== 'iframe' && dest !== 'frame') return false;
  return (
    !headers.has('rsc') &&
    !headers.has('next-router-prefetch') &&
    !headers.has('next-action') &&
    headers.get('purpose') !== 'prefetch'
  );
}

export type CspInput = {
  /** `next dev` needs eval (React's error overlays) and its HMR websocket. */
  dev: boolean;
  nonce?: string;
  /** 'sha256-…' sources of the page's inline scripts. */
  hashes?: readonly string[];
  /** Origins PDFs are read from besides this one (the S3 bucket's), for the viewer's fetch and frames. */
  fileOrigins?: readonly string[];
  /** Served over https (APP_URL): stray http:// subresources are upgraded. Plain-http hosts would break. */
  https?: boolean;
};

export function buildCsp({ dev, nonce, hashes = [], fileOrigins = [], https = false }: CspInput): string {
  const files = fileOrigins.join(' ');
  const script = dev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : nonce
      ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
      : ["'self'", ...new Set(hashes)].map((s) => (s.startsWith('sha') ? `'${s}'` : s)).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${script}`,
    // React style attributes (landing-page colours, progress bars) and sonner's injected sheet: styles
    // cannot run code, so inline styles stay allowed; scripts never are.
    "style-src 'self' 'unsafe-inline'",
    // Proposal galleries and Stripe's Pix QR are images from other hosts; data:/blob: for QR codes and
    // drawn signatures.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${files ? ` ${files}` : ''}${dev ? ' ws: wss:' : ''}`,
    // The PDF viewer's fallback chain (document 001 §9) shows the file in an iframe or an object.
    `frame-src 'self' blob:${files ? ` ${files}` : ''}`,
    `object-src 'self' blob:${files ? ` ${files}` : ''}`,
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (!dev && https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The inline (no src) scripts of an HTML document, exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    found.push(match[2]);
  }
  return found;
}

/** 'sha256-<base64>' of each distinct inline script. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const distinct = [...new Set(inlineScripts(html))];
  return Promise.all(
    distinct.map(async (text) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return `sha256-${Buffer.from(digest).toString('base64')}`;
    }),
  );
}

/** Origin of the object storage the browser reads PDFs from, when it is not this app. */
export function fileOriginsFromEnv(source: Record<string, string | undefined>): string[] {
  if (!source.S3_BUCKET) return [];
  if (source.S3_ENDPOINT) {
    try {
      return [new URL(source.S3_ENDPOINT).origin];
    } catch {
      return [];
    }
  }
  return ['https://*.amazonaws.com'];
}

/** Security headers every response gets (next.config.ts), besides the per-page CSP. */
export function staticSecurityHeaders(production: boolean): Array<{ key: string; value: string }> {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
    },
  ];
  // Browsers ignore HSTS over plain http; in production the site is served over https.
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
