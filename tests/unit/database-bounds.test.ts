import { createServer, type Server, type Socket } from 'node:net';
import { inspect } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { boundedTransaction, boundPostgres, poolOptions, withDeadline } from '@/server/platform/db/bounded';
import { DatabaseUnavailableError, isDatabaseUnavailable, redactQueryError } from '@/server/platform/db/errors';

/** A port nothing listens on: the database is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** A server that accepts connections and never answers: a paused database, or a network that drops packets. */
const sockets: Socket[] = [];
let silent: Server | undefined;
async function silentPort(): Promise<number> {
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((r) => silent!.listen(0, '127.0.0.1', r));
  return (silent.address() as { port: number }).port;
}

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((r) => (silent ? silent.close(r) : r(null)));
});

async function timed<T>(work: Promise<T>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await work;
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe('a statement never waits past its bound (docs/operacao.md, Banco fora do ar)', () => {
  it('gives a late promise up with DatabaseUnavailableError and asks the driver to stop it', async () => {
    let stopped = false;
    const never = new Promise(() => {});
    const { ms, error } = await timed(withDeadline(never, 50, 'a statement', () => (stopped = true)));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(stopped).toBe(true);
    expect(ms).toBeLessThan(1_000);
    await expect(withDeadline(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
  });

  it('never runs a transaction body that starts after its caller gave up, and bounds its commit', async () => {
    let ran = false;
    const lateStart = boundedTransaction<object, string>(
      (body) => new Promise((r) => setTimeout(() => r(body({}).catch(() => 'refused')), 150)),
      async () => {
        ran = true;
        return 'written';
      },
      40,
    );
    await expect(lateStart).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await new Promise((r) => setTimeout(r, 200));
    expect(ran).toBe(false);

    const commitHangs = boundedTransaction<object, string>(
      (body) => body({}).then(() => new Promise<string>(() => {})),
      async () => 'written',
      40,
    );
    await expect(commitHangs).rejects.toThrow(/commit/);
  });

  it('answers every statement quickly while PostgreSQL is stopped, also after many failed attempts', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/nada`;
    const client = postgres(url, poolOptions(url, 2_000));
    const sql = boundPostgres(client, 2_000);
    try {
      // postgres.js alone waits up to 20 s between attempts once a dozen have failed: statements 14 to 30 hung for seconds.
      for (let i = 0; i < 30; i++) {
        const { ms, error } = await timed(sql.unsafe('select 1') as unknown as Promise<unknown>);
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        expect(ms, `statement ${i + 1}`).toBeLessThan(1_500);
      }
    } finally {
      await client.end({ timeout: 0 });
    }
  });

  it('bounds a statement, the wait for a connection and a transaction on a database that does not answer', async () => {
    const url = `postgres://postgres@127.0.0.1:${await silentPort()}/nada`;
    const client = postgres(url, { ...poolOptions(url, 400), max: 2 });
    const sql = boundPostgres(client, 400);
    try {
      // Five statements on a pool of two: three of them wait for a connection that never comes.
      const results = await Promise.all(
        Array.from({ length: 5 }, () => timed(sql.unsafe('select 1') as unknown as Promise<unknown>)),
      );
      for (const { ms, error } of results) {
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
        expect(ms).toBeLessThan(1_500);
      }
      const transaction = await timed(sql.begin(async (tx) => tx.unsafe('select 1')) as Promise<unknown>);
      expect(transaction.error).toBeInstanceOf(DatabaseUnavailableError);
      expect(transaction.ms).toBeLessThan(1_500);
    } finally {
      await client.end({ timeout: 0 });
    }
  });
});

describe('what a log may say about a failed query', () => {
  it('keeps the statement and the code, never a parameter or the server detail', () => {
    const token = 'tok3nSecretoDaSessao1234567890';
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint`), {
      code: '23505',
      detail: `Key (token)=(${token}) already exists.`,
      constraint_name: 'session_token_unique',
    });
    const error = redactQueryError(
      new DrizzleQueryError('select * from "session" where "token" = $1', [token, '203.0.113.9'], cause),
    );
    const printed = inspect(error, { depth: 5 }) + String(error.stack);
    expect(printed).not.toContain(token);
    expect(printed).not.toContain('203.0.113.9');
    expect(printed).toContain('select * from "session"');
    expect((error as { code?: string }).code).toBe('23505');
    expect((error.cause as { constraint_name?: string }).constraint_name).toBe('session_token_unique');
  });

  it('still tells a lost connection apart after redaction', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(redactQueryError(new DrizzleQueryError('select 1', [], refused)))).toBe(true);
    const unique = Object.assign(new Error('duplicate'), { code: '23505' });
    expect(isDatabaseUnavailable(redactQueryError(new DrizzleQueryError('select 1', [], unique)))).toBe(false);
  });
});
