import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters, 256 bits, unguessable. Only the e-mail carries it. */
export function newSigningToken(): string {
  return randomBytes(32).toString('base64url');
}

export { isSigningTokenShape, TOKEN_PATTERN } from './token-shape';

/** What the database keeps (signature_documents.token_hash): a leaked table gives no working link. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
