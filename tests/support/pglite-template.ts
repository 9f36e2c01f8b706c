import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new embedded database costs about 7 s before its first query (PGlite runs initdb in WebAssembly), and
 * each integration file opens its own: two thirds of the PGlite run went there. The run's global set-up
 * makes one migrated database, closed cleanly, in a folder named after the migrations it holds and the PGlite version; each file
 * starts from a copy of it (0.2 s), and the app still runs its migrations on it (nothing left to apply).
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations');
const PREFIX = 'agencia-pglite-template-';

/** The migrations and the PGlite version (its data folder's format) that a template was made with. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      hash.update(path.relative(MIGRATIONS, file));
      if (entry.isDirectory()) walk(file);
      else hash.update(readFileSync(file));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 16);
}

export function pgliteTemplateDir(): string {
  return path.join(os.tmpdir(), `${PREFIX}${migrationsHash()}`);
}

/** Makes the template unless one for these migrations exists; templates of older migrations are removed. */
export async function ensurePgliteTemplate(): Promise<void> {
  const target = pgliteTemplateDir();
  for (const entry of readdirSync(os.tmpdir())) {
    if (entry.startsWith(PREFIX) && path.join(os.tmpdir(), entry) !== target)
      rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  if (existsSync(target)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const work = mkdtempSync(path.join(os.tmpdir(), 'agencia-pglite-making-'));
  try {
    const client = new PGlite(work);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    await client.close();
    // Made aside and renamed: a run that stops half-way never leaves a half-made template. Another run that
    // made the same template first wins; this copy is dropped.
    renameSync(work, target);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** Copies the template into a data folder as its database (the app's `db` folder), when there is one. */
export function seedFromPgliteTemplate(dataDir: string): void {
  const template = pgliteTemplateDir();
  if (existsSync(template)) cpSync(template, path.join(dataDir, 'db'), { recursive: true });
}
