import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { now as clockNow } from '@/lib/clock';
import { EMAIL_LINK_MS, STAFF_LINK_MS, tokenUsable, type PortalTokenKind } from '@/lib/portal/links';
import { hashToken, newSigningToken } from '@/lib/signatures/token';
import type { Db } from '@/server/platform/db/client';
import { portalTokens } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';

export function portalEntryLink(token: string): string {
  return `${env.appUrl}/portal/entrar?token=${token}`;
}

/**
 * A new way into a client's portal. A staff link replaces the previous staff link (renewing revokes it), so a
 * client has at most one working staff link at a time.
 */
export async function issuePortalToken(
  db: Db,
  clienteId: string,
  tipo: PortalTokenKind,
  criadoPor: string | null = null,
) {
  const at = clockNow();
  if (tipo === 'equipe') await revokeStaffLinks(db, clienteId, at);
  const token = newSigningToken();
  const expiraEm = new Date(at.getTime() + (tipo === 'email' ? EMAIL_LINK_MS : STAFF_LINK_MS));
  await db
    .insert(portalTokens)
    .values({ clienteId, tipo, tokenHash: hashToken(token), expiraEm, criadoPor, createdAt: at });
  return { token, expiraEm };
}

export async function revokeStaffLinks(db: Db, clienteId: string, at: Date = clockNow()): Promise<number> {
  const rows = await db
    .update(portalTokens)
    .set({ revogadoEm: at })
    .where(and(eq(portalTokens.clienteId, clienteId), eq(portalTokens.tipo, 'equipe'), isNull(portalTokens.revogadoEm)))
    .returning({ id: portalTokens.id });
  return rows.length;
}

/** The staff link that works now, for the client page's "Portal do cliente" dialog. */
export async function activeStaffLink(db: Db, clienteId: string): Promise<{ expiraEm: string } | null> {
  const rows = await db
    .select()
    .from(portalTokens)
    .where(
      and(eq(portalTokens.clienteId, clienteId), eq(portalTokens.tipo, 'equipe'), isNull(portalTokens.revogadoEm)),
    );
  const at = clockNow();
  const active = rows.find((row) => tokenUsable(row, at));
  return active ? { expiraEm: active.expiraEm.toISOString() } : null;
}

/**
 * Opens a link: answers its client, or null when it is unknown, expired, revoked or (an e-mail link) already
 * used. The e-mail link is marked used by a conditional UPDATE, so two clicks at once let only one in.
 */
export async function consumePortalToken(db: Db, token: string): Promise<string | null> {
  const at = clockNow();
  const [row] = await db
    .select()
    .from(portalTokens)
    .where(eq(portalTokens.tokenHash, hashToken(token)));
  if (!row || !tokenUsable(row, at)) return null;
  if (row.tipo === 'email') {
    const used = await db
      .update(portalTokens)
      .set({ usadoEm: at })
      .where(and(eq(portalTokens.id, row.id), isNull(portalTokens.usadoEm)))
      .returning({ id: portalTokens.id });
    if (used.length === 0) return null;
  }
  return row.clienteId;
}
