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

/** A page drawn on the server (issue 22): an image and its size in pixels, so its place is kept before it loads. */
export type SigningViewPage = { url: string; width: number; height: number };

/**
 * What /assinar/{token} shows, as `POST /api/signatures/link` answers it (issue 22): the page itself is one
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
    };

/** The token of /assinar/{token}, read from the address the browser shows (the shell is shared). */
export function tokenFromSigningPath(pathname: string): string {
  const match = /^\/assinar\/([^/?#]+)\/?$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}
