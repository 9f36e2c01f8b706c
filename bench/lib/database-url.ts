const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The benchmark writes thousands of rows and deletes the previous run's: like the tests, it refuses
 * any database that is not on this machine. Answers the host when it is local, throws otherwise.
 */
export function assertLocalDatabaseUrl(url: string): string {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    throw new Error('DATABASE_URL não é uma URL válida.');
  }
  if (!LOCAL_HOSTS.has(hostname)) {
    throw new Error(`O benchmark só roda num banco local (localhost, 127.0.0.1, ::1); recusado: ${hostname}.`);
  }
  return hostname;
}

/** The same server with another database name (for the empty-database start-up measurement). */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
