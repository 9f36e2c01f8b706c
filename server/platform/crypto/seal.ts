import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { getAuthSecret } from '@/server/platform/secret';

/**
 * What a sealed value is for: each purpose has a key of its own, so a value sealed for one cannot be opened as
 * another. `outbox-secrets` (D146): the codes and links of queued mail and WhatsApp messages; `nfse-certificate`
 * (D228): the agency's A1 certificate and its password.
 */
export type SealPurpose = 'outbox-secrets' | 'nfse-certificate';

// A key of its own, derived from AUTH_SECRET as the signing links' and codes' are (D146): the database alone, or a
// copy of it, reads nothing.
function key(purpose: SealPurpose): Buffer {
  return createHmac('sha256', getAuthSecret()).update(`agencia:${purpose}:v1`).digest();
}

/** AES-256-GCM of a JSON value: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealJson(value: unknown, purpose: SealPurpose = 'outbox-secrets'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The value sealed by `sealJson` for the same purpose; throws when it was altered or sealed with another secret. */
export function openJson<T>(sealed: string, purpose: SealPurpose = 'outbox-secrets'): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('segredo em formato desconhecido');
  const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
