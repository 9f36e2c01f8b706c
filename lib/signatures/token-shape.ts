/**
 * The shape of a signing token (43 base64url characters), apart from lib/signatures/token.ts: browser code
 * (the forms' zod schemas) needs the pattern, and importing node:crypto there would make the bundler ship
 * crypto-browserify (≈450 kB, and an eval probe that the CSP reports) to the staff screens.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isSigningTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
