import 'server-only';
import { getDb } from '@/server/platform/db/client';
import { countQueued, listFailedJobs } from '@/server/platform/jobs/queue';

/** What /configuracoes/tarefas shows: the failed jobs and how many wait (pages never take the handle, D151). */
export async function readJobsScreen() {
  const db = await getDb();
  const [failed, queued] = await Promise.all([listFailedJobs(db), countQueued(db)]);
  return { failed, queued };
}
