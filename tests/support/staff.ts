import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@/lib/auth/roles';
import { signIn } from '@/server/auth/actions';
import { getDb } from '@/server/platform/db/client';
import { user } from '@/server/platform/db/schema';
import { createStaffUser } from '@/server/users/create-user';
import { resetRequest } from './request-context';

/**
 * A staff account of the test's own (an owner unless a role is given, D68), signed in through the real
 * sign-in action. Returns a cleanup.
 */
export async function signInAsNewStaff(
  role: Role = 'owner',
): Promise<{ id: string; email: string; password: string; cleanup: () => Promise<void> }> {
  const email = `staff-${randomUUID()}@teste.dev`;
  const password = 'senha-de-teste-123';
  const created = await createStaffUser({ email, password, name: 'Equipe Teste', role });
  resetRequest(`10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const result = await signIn({ email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.error}`);
  return {
    id: created.id,
    email,
    password,
    cleanup: async () => {
      resetRequest();
      const db = await getDb();
      await db.delete(user).where(eq(user.id, created.id));
    },
  };
}
