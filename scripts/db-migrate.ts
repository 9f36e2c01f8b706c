/** `npm run db:migrate`: applies supabase/migrations to DATABASE_URL (or the embedded database). */
import { closeDb, getDriver } from '@/server/platform/db/client';

const driver = await getDriver();
console.log(
  driver === 'postgres'
    ? 'Migrações aplicadas ao PostgreSQL de DATABASE_URL.'
    : 'Migrações aplicadas ao banco embutido (PGlite).',
);
await closeDb();
