import 'server-only';
import { createHmac } from 'node:crypto';
import { getAuthSecret } from '@/server/platform/secret';

// A key of its own, derived from AUTH_SECRET (as server/platform/storage/url-signing.ts does for file links).
function tokenKey(): Buffer {
  return createHmac('sha256', getAuthSecret()).update('agencia:signing-link:v1').digest();
}

/**
 * The /assinar/{token} token of one sending (D64): 32 bytes of HMAC over the document and the instant
 * it was sent, as base64url (43 characters, the shape of lib/signatures/token.ts). The database still keeps only
 * its hash; deriving it lets a reminder carry the same link as the first e-mail instead of replacing it.
 * Without AUTH_SECRET it cannot be guessed; a changed secret only makes reminders issue a fresh link.
 */
export function signingTokenFor(documentId: string, sentAt: Date): string {
  return createHmac('sha256', tokenKey()).update(`${documentId}\n${sentAt.toISOString()}`).digest('base64url');
}
