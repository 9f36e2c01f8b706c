const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Tests write and delete rows: they refuse any database that is not on this machine. */
export function assertLocalDatabase(url: string | undefined): string {
  if (!url) throw new Error('TEST_DB=postgres precisa de TEST_DATABASE_URL.');
  const { hostname } = new URL(url);
  if (!LOCAL_HOSTS.has(hostname)) {
    throw new Error(`Os testes só rodam num banco local; recusado: ${hostname}.`);
  }
  return url;
}
