'use server';

import { m } from '@/lib/messages';
import { TAREFAS_SECTION, ZTarefasSettings, ZTarefasSettingsForm } from '@/lib/settings/tarefas';
import { staffAction } from '@/server/action';
import { writeSettings } from '@/server/settings/store';

/** How long finished jobs are kept (/configuracoes/tarefas, D150); the tick reads it at its next run. */
export const saveJobRetention = staffAction(
  {
    name: 'saveJobRetention',
    role: 'admin',
    schema: ZTarefasSettingsForm,
    errorMessage: m.automation.jobs.retention.saveError,
  },
  async (input, { db, user, emit }) => {
    emit((await writeSettings(db, TAREFAS_SECTION, ZTarefasSettings, input, user.id)).events);
    return { ok: true };
  },
);
