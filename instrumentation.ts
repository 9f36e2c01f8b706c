export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that no request reaches the app with a client-written address (D38), and the page-delivery
  // layer and the drain on SIGTERM are in place before the first request (server/platform/http/server-hooks.ts).
  const { installServerHooks } = await import('./server/platform/http/server-hooks');
  installServerHooks();
  // A running production server only: `next build` writes its pages as Next makes them, and `next dev` stops at once.
  if (process.env.NEXT_PHASE !== 'phase-production-build' && process.env.NODE_ENV === 'production') {
    const { registerCacheHooks } = await import('./server/platform/http/page-delivery/cache-hooks');
    registerCacheHooks();
    const { installDrain } = await import('./server/platform/http/drain');
    const { stopWorker } = await import('./server/jobs/worker');
    installDrain(stopWorker);
  }
  const { bootstrap } = await import('./server/bootstrap');
  await bootstrap();
  // The job worker runs in the app's process by default (D60); WORKER=off leaves it to
  // `npm run worker` or the cron route. Never while `next build` collects pages.
  const { readEnv } = await import('./server/platform/env');
  if (readEnv().WORKER !== 'off' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { internalCronSecret } = await import('./server/platform/cache/internal-secret');
    internalCronSecret();
    const { startWorker } = await import('./server/jobs/worker');
    startWorker();
  }
}
