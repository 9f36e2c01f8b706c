import type { LinkState } from './expiry';

/** A field as the signer sees it (position in percentages of its page). */
export type SigningViewField = {
  id: string;
  fieldType: string;
  label: string;
  xPosition: number;
  yPosition: number;
  width: number;
  height: number;
  pageNumber: number;
  isRequired: boolean;
  placeholder: string | null;
};

/** A page drawn on the server (D86): an image and its size in pixels, so its place is kept before it loads. */
export type SigningViewPage = { url: string; width: number; height: number };

/**
 * What /assinar/{token} shows, as `POST /api/signatures/link` answers it (D86): the page itself is one
 * static shell for every token, so no token ever reaches a cache; only the fields the page shows, with its
 * dates already written as dd/MM/yyyy in São Paulo.
 */
export type SigningView =
  | { state: 'not-found' }
  | { state: Exclude<LinkState, 'open'>; name: string; verificationCode: string | null; downloadUrl: string | null }
  | {
      state: 'open';
      name: string;
      recipientName: string | null;
      /** dd/MM/yyyy */
      expiresOn: string;
      /** dd/MM/yyyy, São Paulo: the default of the date fields. */
      today: string;
      pageCount: number;
      fileUrl: string;
      /** The pages as images, or null when they could not be drawn (the page then reads the PDF itself). */
      pages: SigningViewPage[] | null;
      fields: SigningViewField[];
      /** D117: a link of one signer among several; absent for a single-recipient sending. */
      signer?: SigningViewSigner;
    };

/** What the page needs to know of the signer whose link it is (D117, D118). */
export type SigningViewSigner = {
  name: string;
  role: string;
  /** A code must be confirmed before "Assinar" (D118). */
  requireCode: boolean;
  authenticated: boolean;
  /** Where the code goes (masked), for the page's sentence. */
  destination: string;
  /**
   * A code already sent and still valid (dd/MM/yyyy HH:mm, São Paulo), so that a reload keeps the field to type it
   * (D166); null when there is none.
   */
  codeValidUntil: string | null;
};

/** The address of a signing link: /assinar/{token}, with or without a final slash. */
const SIGNING_PATH = /^\/assinar\/([^/?#]+)\/?$/;

/** The token of /assinar/{token}, read from the address the browser shows (the shell is shared). */
export function tokenFromSigningPath(pathname: string): string {
  const match = SIGNING_PATH.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

/** Where the shell's inline script leaves the link's data request it started (see SIGNING_EARLY_FETCH). */
export const EARLY_VIEW_KEY = '__signingView';

/** What that script leaves on `window`: the token it read and the request's answer (JSON, or the HTTP error). */
export type EarlyView = { token: string; promise: Promise<SigningView> };

/** Where a page image of an open link is read by the token's hash (server/signatures/sign/signer-link.ts getSigningPageImage). */
export function signingPagePath(tokenHash: string, page: number): string {
  return `${SIGNING_PAGE_BASE}${tokenHash}/${page}`;
}
const SIGNING_PAGE_BASE = '/api/signatures/pagina/';

/**
 * The skeleton's first-page box. The page-delivery layer serves the shell from memory and puts the link's first page
 * image in it, by the token's hash (server/platform/http/page-delivery): the signer sees the document as soon as the HTML is
 * painted, before the page's scripts; React leaves the box alone and replaces the whole skeleton later.
 */
export const EARLY_PAGE_ID = 'signing-early-page';

/**
 * An inline script in the signing shell (D86): it asks `POST /api/signatures/link` for the link's data
 * while the HTML is still being read, instead of after React has loaded and hydrated, so the document's first
 * page arrives a second or more earlier on a slow phone. The same for every token (the shell stays static and
 * its CSP hash one); it reads the token as `tokenFromSigningPath` does, with the same regular expression.
 */
export const SIGNING_EARLY_FETCH = `(function(){var m=${SIGNING_PATH}.exec(location.pathname),t="";try{t=m?decodeURIComponent(m[1]):""}catch(e){}var p=fetch("/api/signatures/link",{method:"POST",body:JSON.stringify({token:t}),headers:{"Content-Type":"application/json"},cache:"no-store"}).then(function(r){if(!r.ok)throw new Error("HTTP "+r.status);return r.json()});p.catch(function(){});window.${EARLY_VIEW_KEY}={token:t,promise:p}})()`;

/** The shell's HTML with the link's first page image in the skeleton's box (a 404 for a link that is not open, which shows nothing: no alternative text). */
export function withFirstPageImage(html: string, tokenHash: string): string {
  const box = html.indexOf(`id="${EARLY_PAGE_ID}"`);
  const end = box < 0 ? -1 : html.indexOf('></div>', box);
  if (end < 0) return html;
  return `${html.slice(0, end + 1)}<img alt="" fetchpriority="high" src="${signingPagePath(tokenHash, 1)}"/>${html.slice(end + 1)}`;
}

/**
 * A render of the shared shell that carries a signing link's token (D195): Next regenerates a cached page from the
 * request that found it stale, and writes that request's address into the page's flight data (`"c":["","assinar",
 * "<token>"]`, or `?token=` for a query). Such a render answers its own request only and is never stored for others.
 */
const TOKEN_IN_RENDER =
  /assinar\\*"\s*,\s*\\*"[A-Za-z0-9_-]{20,}|\/assinar\/[A-Za-z0-9_-]{20,}|[?&]token=[A-Za-z0-9_-]{20,}/;

export function rendersSigningToken(html: string): boolean {
  return TOKEN_IN_RENDER.test(html);
}
