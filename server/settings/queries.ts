import 'server-only';
import type { z } from 'zod';
import type { SettingsSection } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import { readSettings } from './store';

/** A settings section as its page shows it, read with the app's database (pages never take the handle, D151). */
export async function readSection<S extends z.ZodType>(section: SettingsSection, schema: S): Promise<z.infer<S>> {
  return readSettings(await getDb(), section, schema);
}
