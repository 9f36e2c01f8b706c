'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { PAINEL_SECTION, ZPainel } from '@/lib/settings/painel';
import { staffAction } from '@/server/action';
import { writeSettings } from '@/server/settings/store';

/** "Dispensar" on the first-run checklist: the owner's, as the checklist is (server/overview/checklist.ts). */
export const dismissChecklist = staffAction(
  { name: 'dismissChecklist', role: 'owner', schema: z.object({}), errorMessage: m.checklist.error },
  async (_input, { db, user, emit }) => {
    emit((await writeSettings(db, PAINEL_SECTION, ZPainel, { checklistDispensado: true }, user.id)).events);
    return { ok: true };
  },
);
