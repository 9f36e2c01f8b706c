import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '@/lib/auth/roles';
import { m } from '@/lib/messages';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { user } from '@/server/platform/db/schema';

/**
 * D68: there is always at least one active owner. Called before demoting or disabling `targetId`
 * inside the action's transaction; the owners' rows are locked so that two owners demoting each other at
 * once cannot both pass.
 */
export async function assertAnotherOwnerRemains(db: Db, targetId: string): Promise<void> {
  const others = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'owner'), isNull(user.disabledAt), ne(user.id, targetId)))
    .for('update');
  if (others.length === 0) throw new ActionError(m.team.errors.lastOwner);
}

/** The person an action names, locked for the change. */
export async function findMember(
  db: Db,
  id: string,
): Promise<{ id: string; role: Role; disabledAt: Date | null; name: string }> {
  const [row] = await db
    .select({ id: user.id, role: user.role, disabledAt: user.disabledAt, name: user.name })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!row) throw new ActionError(m.team.errors.notFound);
  return { ...row, role: row.role as Role };
}
