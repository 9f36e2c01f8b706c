import 'server-only';
import { TAREFAS_SECTION, ZTarefasSettings } from '@/lib/settings/tarefas';
import { getDb } from '@/server/platform/db/client';
import { countQueued, listFailedJobs } from '@/server/platform/jobs/queue';
import { readSettings } from '@/server/settings/store';

/** What /configuracoes/tarefas shows: the failed jobs, how many wait, the retention (pages never take the handle). */
export async function readJobsScreen() {
  const db = await getDb();
  const [failed, queued, settings] = await Promise.all([
    listFailedJobs(db),
    countQueued(db),
    readSettings(db, TAREFAS_SECTION, ZTarefasSettings),
  ]);
  return { failed, queued, settings };
}
