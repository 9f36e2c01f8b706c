/**
 * Every statement and every transaction the app runs finishes, one way or the other, within a bounded time
 * (docs/operacao.md, Banco fora do ar): postgres.js queues a statement for as long as no connection can be made, and after a
 * few failed attempts waits up to 20 s between them, so without these bounds a request waited for the database to
 * come back. The same wrapper serves PGlite, which has no outage but a lock a statement may wait on.
 *
 * - a statement: its bound counts from the call, waiting for a connection included; when it passes, the statement
 *   is cancelled (postgres.js takes it off its queue, or asks the server to stop it) and the caller gets a
 *   DatabaseUnavailableError.
 * - a transaction: bounded while it waits to start and while its COMMIT or ROLLBACK is unanswered; a body that
 *   starts after its bound has passed throws before running anything, so nothing the caller gave up on commits.
 *   Its body's statements have their own bounds (a body may also wait on mail or a provider: not bounded here).
 */
import { DatabaseUnavailableError } from './errors';
import { readEnv } from '@/server/platform/env';

/** The bound of one statement, in milliseconds: short while serving requests, generous for scripts and jobs. */
export function queryTimeoutMs(): number {
  const value = Number(readEnv().DATABASE_QUERY_TIMEOUT_MS);
  if (Number.isFinite(value) && value > 0) return value;
  return process.env.NEXT_RUNTIME === 'nodejs' ? 4_000 : 60_000;
}

/**
 * The pool's settings (docs/operacao.md, Banco fora do ar, "Tempo limite"): a connection attempt gives up after 3 s, a failed
 * one is retried within a second (postgres.js otherwise waits up to 20 s between attempts, and every statement of
 * the pool waits with it), and the server stops a statement at the same bound the app waits for it. Supabase's
 * transaction pooler (port 6543) takes no prepared statements and no startup parameters: set the timeout on the
 * database role there.
 */
export function poolOptions(url: string, timeoutMs: number) {
  const pooler = url.includes(':6543');
  return {
    max: Math.max(2, Number(readEnv().DATABASE_POOL_SIZE || 10)),
    prepare: !pooler,
    connect_timeout: 3,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {},
    ...(pooler ? {} : { connection: { statement_timeout: timeoutMs, idle_in_transaction_session_timeout: 60_000 } }),
  };
}

/** `work` or a DatabaseUnavailableError after `ms`; `onLate` lets the driver stop what it no longer needs. */
export function withDeadline<T>(work: PromiseLike<T>, ms: number, what: string, onLate?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        onLate?.();
      } catch {
        // Stopping the late work is a courtesy; the caller's answer does not depend on it.
      }
      reject(new DatabaseUnavailableError(`${what} took longer than ${ms} ms`));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A transaction opened by `open` (postgres.js `begin`, PGlite `transaction`) whose start and end are bounded. After
 * its bound the caller's promise rejects; the driver's own promise is left to settle by itself.
 */
export function boundedTransaction<C, T>(
  open: (body: (tx: C) => Promise<T>) => Promise<T>,
  body: (tx: C) => Promise<T>,
  ms: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (what: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        late = true;
        reject(new DatabaseUnavailableError(`${what} took longer than ${ms} ms`));
      }, ms);
    };
    arm('waiting for a transaction');
    open(async (tx) => {
      clearTimeout(timer);
      if (late) throw new DatabaseUnavailableError('transaction started after its caller gave up');
      try {
        const result = await body(tx);
        arm('commit');
        return result;
      } catch (error) {
        arm('rollback');
        throw error;
      }
    }).then(
      (value) => {
        clearTimeout(timer);
        if (!late) resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(error);
      },
    );
  });
}

type Cancellable = PromiseLike<unknown> & { values?: () => unknown; cancel?: () => unknown };

/** A postgres.js pending query whose await is bounded; `.values()` (drizzle's array mode) is kept. */
function boundedQuery(query: Cancellable, ms: number): PromiseLike<unknown> & { values: () => unknown } {
  const bounded = {
    values() {
      query.values?.();
      return bounded;
    },
    then<A, B>(
      onFulfilled?: (value: unknown) => A | PromiseLike<A>,
      onRejected?: (error: unknown) => B | PromiseLike<B>,
    ) {
      const cancel = () => void Promise.resolve(query.cancel?.()).catch(() => {});
      return withDeadline(query, ms, 'a statement', cancel).then(onFulfilled, onRejected);
    },
  };
  return bounded;
}

/** Methods of the client called with the client itself as `this` (PGlite keeps private fields). */
function forward(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target) as unknown;
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

type Fn = (...args: unknown[]) => unknown;

/** postgres.js's `sql` (the pool, or a transaction's `sql`) with every statement and transaction bounded. */
export function boundPostgres<S extends object>(sql: S, ms: number): S {
  return new Proxy(sql, {
    apply: (target, self, args) => Reflect.apply(target as Fn, self, args),
    get(target, prop) {
      if (prop === 'unsafe')
        return (...args: unknown[]) => boundedQuery((forward(target, 'unsafe') as Fn)(...args) as Cancellable, ms);
      if (prop === 'begin' || prop === 'savepoint') {
        return (...args: unknown[]) => {
          const body = args.pop() as (tx: object) => Promise<unknown>;
          const open = forward(target, prop) as Fn;
          const bounded = (tx: object) => body(boundPostgres(tx, ms));
          // A savepoint runs inside its transaction's connection: only the transaction's own start waits.
          if (prop === 'savepoint') return open(...args, bounded);
          return boundedTransaction((inner) => open(...args, inner) as Promise<unknown>, bounded, ms);
        };
      }
      return forward(target, prop);
    },
  });
}

/** PGlite (or its transaction) with the same bounds: statements through `query`, transactions through `transaction`. */
export function boundPglite<P extends object>(client: P, ms: number): P {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query')
        return (...args: unknown[]) =>
          withDeadline((forward(target, 'query') as Fn)(...args) as Promise<unknown>, ms, 'a statement');
      if (prop === 'transaction') {
        return (body: (tx: object) => Promise<unknown>) =>
          boundedTransaction(
            (inner) => (forward(target, 'transaction') as Fn)(inner) as Promise<unknown>,
            (tx: object) => body(boundPglite(tx, ms)),
            ms,
          );
      }
      return forward(target, prop);
    },
  });
}
