import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/server/platform/secret';

// A key of its own, derived from AUTH_SECRET, so that a file link can never be replayed as anything else.
function signingKey(): Buffer {
  return createHmac('sha256', getAuthSecret()).update('agencia:storage-url:v1').digest();
}

function mac(key: string, exp: number, name: string): string {
  return createHmac('sha256', signingKey()).update(`${key}\n${exp}\n${name}`).digest('base64url');
}

/** The query string of a local signed URL: expiry (Unix seconds), optional download name, signature. */
export function signFileQuery(key: string, exp: number, downloadName?: string): URLSearchParams {
  const params = new URLSearchParams({ exp: String(exp) });
  if (downloadName) params.set('name', downloadName);
  params.set('sig', mac(key, exp, downloadName ?? ''));
  return params;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid' | 'missing';

/** Checks a /api/files query: the signature covers key, expiry and download name, in constant time. */
export function checkFileSignature(key: string, params: URLSearchParams, now = Date.now()): SignatureCheck {
  const sig = params.get('sig');
  const expText = params.get('exp');
  if (!sig && !expText) return 'missing';
  if (!sig || !expText || !/^\d{1,12}$/.test(expText)) return 'invalid';
  const exp = Number(expText);
  const expected = Buffer.from(mac(key, exp, params.get('name') ?? ''));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 < now ? 'expired' : 'valid';
}
