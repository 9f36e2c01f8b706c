import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { getAuthSecret } from '@/server/platform/secret';

// A key of its own, derived from AUTH_SECRET as the signing links' and codes' are (D146): the database alone, or a
// copy of it, reads nothing.
function key(): Buffer {
  return createHmac('sha256', getAuthSecret()).update('agencia:outbox-secrets:v1').digest();
}

/** AES-256-GCM of a JSON value: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealJson(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The value sealed by `sealJson`; throws when it was altered or sealed with another secret. */
export function openJson<T>(sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('segredo em formato desconhecido');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
