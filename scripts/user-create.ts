/**
 * `npm run user:create -- --email E --password P --name N [--role owner|admin|member]` (DECISIONS D3). The
 * account is an owner unless another role is given (D74).
 */
import { parseArgs } from 'node:util';
import { closeDb } from '@/server/platform/db/client';
import { createStaffUser } from '@/server/users/create-user';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
  },
});

if (!values.email || !values.password || !values.name) {
  console.error(
    'Uso: npm run user:create -- --email voce@agencia.com --password "senha-forte" --name "Seu Nome" [--role owner|admin|member]',
  );
  process.exit(2);
}

try {
  const role = (values.role ?? 'owner') as 'owner';
  const user = await createStaffUser({ email: values.email, password: values.password, name: values.name, role });
  console.log(`Conta criada: ${user.email} (${role})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
