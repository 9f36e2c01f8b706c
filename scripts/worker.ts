/**
 * `npm run worker`: the job worker alone, for a deployment that runs it as its own process (then start the app
 * with WORKER=off). `--once` runs one pass and exits (a system cron can call it); `--drain` runs passes until no
 * job is due (tests).
 */
import { closeDb } from '@/server/platform/db/client';
import { runPass, startWorker, stopWorker } from '@/server/jobs/worker';

const args = new Set(process.argv.slice(2));

if (args.has('--once') || args.has('--drain')) {
  let total = 0;
  for (;;) {
    const result = await runPass();
    total += result.claimed;
    if (!args.has('--drain') || result.claimed === 0) break;
  }
  console.log(`[worker] ${total} tarefa(s) executada(s)`);
  await closeDb();
} else {
  startWorker();
  console.log('[worker] em execução (Ctrl+C para parar)');
  const stop = async () => {
    await stopWorker();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
