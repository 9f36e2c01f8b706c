import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema/index.ts',
  out: './supabase/migrations',
  // Timestamp-prefixed file names, as the Supabase CLI expects them.
  migrations: { prefix: 'supabase' },
});
