/**
 * How long each way into the client portal lasts (D75). Times in milliseconds.
 * - the e-mailed sign-in link: 15 minutes, used once;
 * - the link staff send from the client page: 30 days, until revoked or renewed;
 * - a signed-in portal session: 7 days from sign-in.
 */
export const EMAIL_LINK_MS = 15 * 60_000;
export const STAFF_LINK_MS = 30 * 24 * 3600_000;
export const SESSION_MS = 7 * 24 * 3600_000;

export const PORTAL_COOKIE = 'portal_session';

export type PortalTokenKind = 'email' | 'equipe';

/** Whether a stored token still opens the portal at `now`. An e-mail link works once; a staff link until revoked. */
export function tokenUsable(
  row: { tipo: string; expiraEm: Date; usadoEm: Date | null; revogadoEm: Date | null },
  now: Date,
): boolean {
  if (row.revogadoEm || row.expiraEm.getTime() <= now.getTime()) return false;
  return row.tipo === 'equipe' || row.usadoEm === null;
}

/** The portal cookie's options: httpOnly, SameSite=Lax, Secure in production; never better-auth's cookie. */
export function portalCookieOptions(production: boolean, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: production, path: '/', maxAge: maxAgeSeconds };
}
