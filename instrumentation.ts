export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that no request reaches the app with a client-written peer address (D38).
  const { installPeerAddressHook } = await import('./server/platform/peer-address');
  installPeerAddressHook();
  const { bootstrap } = await import('./server/platform/bootstrap');
  await bootstrap();
  // The job worker runs in the app's process by default (D60); WORKER=off leaves it to
  // `npm run worker` or the cron route. Never while `next build` collects pages.
  if (process.env.WORKER !== 'off' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { internalCronSecret } = await import('./server/platform/cache/internal-secret');
    internalCronSecret();
    const { startWorker } = await import('./server/platform/jobs/worker');
    startWorker();
  }
}
