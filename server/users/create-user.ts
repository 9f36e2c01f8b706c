import 'server-only';
import { z } from 'zod';
import { ROLES } from '@/lib/auth/roles';
import { getAuth } from '@/server/auth/auth';

export const ZNewUser = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Email inválido')),
  password: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres'),
  name: z.string().trim().min(1, 'Informe o nome.'),
  // D74: `npm run user:create` makes an owner; an accepted invitation gives the invited role.
  role: z.enum(ROLES).default('owner'),
});

/**
 * Creates a staff account (DECISIONS D3: there is no public sign-up). Uses better-auth's own hashing
 * and tables, so the account signs in like any other.
 */
export async function createStaffUser(input: z.input<typeof ZNewUser>): Promise<{ id: string; email: string }> {
  const { email, password, name, role } = ZNewUser.parse(input);
  const auth = await getAuth();
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new Error(`Já existe uma conta com o email ${email}.`);
  const user = await ctx.internalAdapter.createUser({ email, name, emailVerified: true, role }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { id: user.id, email: user.email };
}
