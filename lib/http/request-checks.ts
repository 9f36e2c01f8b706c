/**
 * Checks of a raw request that Next would otherwise answer with a 500 (server/platform/http/request-gate.ts): a path
 * that does not decode, and a server action whose body or origin is not one a page of this app sends.
 */

/** A path segment with a %-escape that does not decode (`%E0%A4%A`, `%zz`). */
export function hasBadEscape(path: string): boolean {
  const pathname = path.split('?')[0];
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Server action bodies are at most this size (Next's own `serverActions.bodySizeLimit` default). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** Deeper than any form of the app nests its values (a proposal's content is about 5 levels). */
export const ACTION_MAX_DEPTH = 64;

/**
 * How deeply arrays and objects nest in a JSON text, counted without parsing (strings skipped), stopping as soon as
 * it passes `max`: React's decoder walks the value recursively, so a deep enough one overflows its stack.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

export type ActionBodyProblem = 'empty' | 'not-json' | 'too-deep' | 'bad-multipart' | null;

/** What is wrong with a server action's body as a page of this app sends it (React's `encodeReply`), if anything. */
export function actionBodyProblem(contentType: string, body: Buffer): ActionBodyProblem {
  if (body.length === 0) return 'empty';
  const type = contentType.toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    const marker = boundary?.[1] ?? boundary?.[2];
    if (!marker || !body.includes(`--${marker}`)) return 'bad-multipart';
    // Each field of React's form encoding is one JSON row; files (a filename) are left alone.
    for (const part of body.toString('latin1').split(`--${marker}`)) {
      const split = part.indexOf('\r\n\r\n');
      if (split < 0 || /filename=/i.test(part.slice(0, split))) continue;
      if (jsonDepthExceeds(part.slice(split + 4), ACTION_MAX_DEPTH)) return 'too-deep';
    }
    return null;
  }
  const text = body.toString('utf8');
  if (jsonDepthExceeds(text, ACTION_MAX_DEPTH)) return 'too-deep';
  try {
    JSON.parse(text);
  } catch {
    return 'not-json';
  }
  return null;
}

/** Content types a server action arrives with: React's string body (text/plain) or its FormData. */
export function isActionContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type.startsWith('text/plain') || type.startsWith('multipart/form-data');
}

/**
 * A browser's Origin on a server action that is not this app's: refused (403) before anything runs. `hosts` are the
 * host names this server answers as (the Host header, the forwarded host, APP_URL's). No Origin (a script, curl):
 * not a browser carrying someone's cookies; the action's own checks apply.
 */
export function isForeignOrigin(origin: string | undefined, hosts: readonly (string | null | undefined)[]): boolean {
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage
  }
  return !hosts.some((h) => h && h.toLowerCase() === host);
}
