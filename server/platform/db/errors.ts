/**
 * How the app tells "the database is away" from any other failure, and what of a database error may reach a log.
 * No `server-only` marker: the job worker and the scripts load it outside Next too.
 */

/** A query, a connection attempt or a transaction that did not finish in its bounded time (docs/operacao.md, Banco fora do ar). */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** postgres.js and Node socket codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * SQLSTATEs of a server that is stopping, starting or overloaded, and of a statement stopped by its timeout:
 * class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), 57014 (statement_timeout), 53300.
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);
}

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether an error (or any error it wraps) means the database could not be reached in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = codeOf(e);
    if (code && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The driver's error with no value in it: its code, the constraint and table it names, and a message for connections only. */
function redactCause(cause: unknown): Error | undefined {
  if (!cause || typeof cause !== 'object') return undefined;
  const code = codeOf(cause);
  const { constraint_name, table_name, constraint, table } = cause as Record<string, unknown>;
  // A server's message may quote a value ('invalid input syntax for type uuid: "…"'); a socket's never does.
  const message =
    code && !CONNECTION_CODES.has(code) ? `SQLSTATE ${code}` : String((cause as Error).message ?? 'error');
  return Object.assign(new Error(message), {
    name: (cause as Error).name ?? 'Error',
    ...(code ? { code } : {}),
    ...(constraint_name || constraint ? { constraint_name: constraint_name ?? constraint } : {}),
    ...(table_name || table ? { table_name: table_name ?? table } : {}),
  });
}

/**
 * What a log may say about a failed query: drizzle puts every parameter of the statement in its error message and
 * properties (a session token, an address, a message someone typed), and the server's detail quotes values too,
 * so only the statement, the error's class, its code and the constraint it names are kept.
 */
export function redactQueryError(error: Error & { query?: unknown; params?: unknown }): Error {
  if (!('params' in error)) return error;
  const query = typeof error.query === 'string' ? error.query : '';
  const cause = redactCause(error.cause);
  const redacted = new Error(`Failed query: ${query}`, cause ? { cause } : undefined);
  redacted.name = 'DatabaseQueryError';
  const code = cause && codeOf(cause);
  if (code) Object.assign(redacted, { code });
  // The original stack begins with the message, parameters included: keep only its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  redacted.stack = [`${redacted.name}: ${redacted.message}`, ...frames].join('\n');
  return redacted;
}
