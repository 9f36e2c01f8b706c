import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { now as clockNow } from '@/lib/clock';
import { PORTAL_COOKIE, portalCookieOptions, SESSION_MS } from '@/lib/portal/links';
import { hashToken, isSigningTokenShape, newSigningToken } from '@/lib/signatures/token';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, portalSessions } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';

export type PortalClient = { clienteId: string; nome: string; email: string | null };

/** Starts a client session and sets its own cookie (never better-auth's). */
export async function startPortalSession(db: Db, clienteId: string, ip: string, userAgent: string): Promise<void> {
  const at = clockNow();
  const token = newSigningToken();
  await db.delete(portalSessions).where(lt(portalSessions.expiraEm, at));
  await db.insert(portalSessions).values({
    clienteId,
    tokenHash: hashToken(token),
    expiraEm: new Date(at.getTime() + SESSION_MS),
    ultimoUso: at,
    ip,
    userAgent: userAgent.slice(0, 300),
    createdAt: at,
  });
  (await cookies()).set(PORTAL_COOKIE, token, portalCookieOptions(env.isProduction, SESSION_MS / 1000));
}

/**
 * The signed-in client, from the portal cookie only: a staff session (better-auth's cookie) never opens a
 * portal. Checked against the sessions table on every call, so a revoked session stops at once.
 */
export const getPortalClient = cache(async (): Promise<PortalClient | null> => {
  const token = (await cookies()).get(PORTAL_COOKIE)?.value;
  if (!token || !isSigningTokenShape(token)) return null;
  const db = await getDb();
  const at = clockNow();
  const [row] = await db
    .select({
      id: portalSessions.id,
      clienteId: portalSessions.clienteId,
      ultimoUso: portalSessions.ultimoUso,
      nome: clientes.nome,
      email: clientes.email,
    })
    .from(portalSessions)
    .innerJoin(clientes, eq(clientes.id, portalSessions.clienteId))
    .where(and(eq(portalSessions.tokenHash, hashToken(token)), gt(portalSessions.expiraEm, at)));
  if (!row) return null;
  // "Last use" at minute precision is enough for staff to see it, and spares a write per request.
  if (at.getTime() - row.ultimoUso.getTime() > 60_000)
    await db.update(portalSessions).set({ ultimoUso: at }).where(eq(portalSessions.id, row.id));
  return { clienteId: row.clienteId, nome: row.nome, email: row.email };
});

/** "Sair": the session row goes, and the cookie with it. */
export async function endPortalSession(db: Db): Promise<void> {
  const jar = await cookies();
  const token = jar.get(PORTAL_COOKIE)?.value;
  if (token) await db.delete(portalSessions).where(eq(portalSessions.tokenHash, hashToken(token)));
  jar.delete(PORTAL_COOKIE);
}

export async function endAllPortalSessions(db: Db, clienteId: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.clienteId, clienteId));
}
