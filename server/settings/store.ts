import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SettingsSection, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { configuracoes } from '@/server/platform/db/schema';

/**
 * Reads one settings section through its zod schema (lib/settings/<secao>.ts), whose defaults and `.catch`
 * fill what was never saved or no longer parses: a settings row can never break a screen or a job.
 */
export async function readSettings<S extends z.ZodType>(
  db: Db,
  secao: SettingsSection,
  schema: S,
): Promise<z.output<S>> {
  const [row] = await db
    .select({ valor: configuracoes.valor })
    .from(configuracoes)
    .where(eq(configuracoes.secao, secao));
  return schema.parse(row?.valor ?? {});
}

/**
 * The one writer of the settings table (D21): saves one section (already validated by the caller's action schema),
 * recording who saved it. Its `settings.updated` event names the section, and the effects table says what that
 * section's save refreshes (server/events/effects.ts, D154): no caller revalidates a settings screen itself.
 */
export async function writeSettings<S extends z.ZodType>(
  db: Db,
  secao: SettingsSection,
  schema: S,
  value: z.input<S>,
  userId: string | null,
): Promise<Written<z.output<S>>> {
  const parsed = schema.parse(value);
  await db
    .insert(configuracoes)
    .values({ secao, valor: parsed as Record<string, unknown>, updatedBy: userId })
    .onConflictDoUpdate({
      target: configuracoes.secao,
      set: { valor: parsed as Record<string, unknown>, updatedBy: userId, updatedAt: new Date() },
    });
  return { row: parsed, events: [{ type: 'settings.updated', section: secao }] };
}
