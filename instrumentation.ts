export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that no request reaches the app with a client-written peer address (issue 17 item 1).
  const { installPeerAddressHook } = await import('./server/peer-address');
  installPeerAddressHook();
  const { bootstrap } = await import('./server/bootstrap');
  await bootstrap();
}
