/** `npm run user:create -- --email E --password P --name N` (DECISIONS D3). */
import { parseArgs } from 'node:util';
import { closeDb } from '@/server/db/client';
import { createStaffUser } from '@/server/users/create-user';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

if (!values.email || !values.password || !values.name) {
  console.error('Uso: npm run user:create -- --email voce@agencia.com --password "senha-forte" --name "Seu Nome"');
  process.exit(2);
}

try {
  const user = await createStaffUser({ email: values.email, password: values.password, name: values.name });
  console.log(`Conta criada: ${user.email}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
