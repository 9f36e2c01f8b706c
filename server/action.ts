import 'server-only';
import { headers } from 'next/headers';
import { type z } from 'zod';
// Side effect: zod's messages in Portuguese (lib/zod-messages.ts) for every schema an action parses.
import '@/lib/zod';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/action-messages';
import { type Role } from '@/lib/auth/roles';
import { isLoopback, limitKey, parseTrustedProxy, resolveClientAddress } from '@/lib/client-address';
import { m } from '@/lib/messages';
import { ActionError } from '@/server/platform/action-error';
import { dispatch } from '@/server/events/dispatch';
import type { DomainEvent } from '@/server/events/types';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import { getDb, type Db } from '@/server/platform/db/client';
import { isDatabaseUnavailable } from '@/server/platform/db/errors';
import { describeError } from '@/lib/log-scrub';
import { inTransaction, takeSubmissionKey, withoutTransaction } from '@/server/platform/submissions';
import { checkStaff, type StaffRefusal, type StaffUser } from '@/server/auth/session';
import { env } from '@/server/platform/env';
import { getPortalClient, type PortalClient } from '@/server/portal/session';
import { hit } from '@/server/platform/rate-limit';

/** What every server action returns: the client shows the toast (ARCHITECTURE.md, How a request flows). */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export { ActionError };

export const SESSION_EXPIRED = SESSION_EXPIRED_MESSAGE;
export const TOO_MANY_REQUESTS = m.common.tooManyRequests;
/** D68: a signed-in person whose role does not reach the action. */
export const FORBIDDEN = m.team.errors.forbidden;
/** D71: the owner requires two-factor sign-in and this person has not turned it on yet. */
export const TWO_FACTOR_REQUIRED = m.team.errors.twoFactorRequired;

/** What a staff action answers when the guard (server/auth/session.ts `checkStaff`) refuses its caller. */
const STAFF_REFUSALS: Record<StaffRefusal, string> = {
  'signed-out': SESSION_EXPIRED,
  forbidden: FORBIDDEN,
  'two-factor': TWO_FACTOR_REQUIRED,
  unavailable: m.resilience.unavailable,
};

/**
 * Marks what a wrapper built, so that the authorization test can tell a staff action from a public one
 * and fail any exported action that bypasses both.
 */
export const ACTION_KIND = Symbol.for('agency.actionKind');
export type ActionKind = 'staff' | 'public' | 'client';
/** The least role a staff action declared (D68): the authorization matrix test reads it. */
export const ACTION_ROLE = Symbol.for('agency.actionRole');

function mark<F extends object>(fn: F, kind: ActionKind, role?: Role): F {
  return Object.assign(fn, { [ACTION_KIND]: kind, ...(role ? { [ACTION_ROLE]: role } : {}) });
}

/** What every action body gets besides its input: the transaction, who acts, and where to report its events. */
export type WriteContext = {
  db: Db;
  actor: Actor;
  /** The writers' events of this call: dispatched once the transaction has committed, dropped if it rolls back. */
  emit: (events: readonly DomainEvent[]) => void;
};

type Options<S extends z.ZodType> = {
  /** Name for the server log. */
  name: string;
  schema: S;
  /** The specification's message when something unexpected fails. */
  errorMessage: string;
  /**
   * Run the write in one transaction (default). Inside it use only `ctx.db`: PGlite serialises
   * transactions, so a query through another handle would wait for ever. Actions that call a
   * library holding its own handle (better-auth) turn this off.
   */
  transaction?: boolean;
  /**
   * Dispatch the events once the response is sent (server/events/dispatch.ts, scope `response`): for a page that
   * must not be re-rendered under its user by the revalidation of its own action (the signing page).
   */
  dispatchAfterResponse?: boolean;
  /**
   * A public form whose schema carries a submission key (lib/validation/submission.ts): a resend with the same key
   * stores nothing again and gets the first answer (server/platform/submissions.ts, docs/operacao.md, Banco fora do ar).
   */
  idempotent?: boolean;
};

function parseInput<S extends z.ZodType>(schema: S, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true as const, data: parsed.data as z.output<S> };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  // A request that is not the form's shape at all (empty, not an object) gets the plain answer, not a field's.
  const first = parsed.error.issues[0];
  const notTheShape = !first || (first.path.length === 0 && first.code === 'invalid_type');
  const error = notTheShape ? m.common.invalidData : first.message;
  return { ok: false as const, error, fieldErrors };
}

/** The answer while the database is away: forms with a submission key may promise that a resend is safe. */
function unavailableAnswer(name: string, error: unknown, idempotent?: boolean): { ok: false; error: string } {
  console.warn(`[action ${name}] database unavailable: ${describeError(error)}`);
  return { ok: false, error: idempotent ? m.resilience.formUnavailable : m.resilience.unavailable };
}

async function run<S extends z.ZodType, T>(
  options: Options<S>,
  input: unknown,
  actor: Actor,
  write: (data: z.output<S>, ctx: WriteContext) => Promise<T>,
): Promise<ActionResult<T>> {
  const parsed = parseInput(options.schema, input);
  if (!parsed.ok) return parsed;
  const { key, data: body } = options.idempotent
    ? takeSubmissionKey(parsed.data)
    : { key: null, data: parsed.data as z.output<S> };
  try {
    const db = await getDb();
    const events: DomainEvent[] = [];
    const emit = (list: readonly DomainEvent[]) => void events.push(...list);
    const call = (on: Db) => write(body, { db: on, actor, emit });
    const { data, replayed } =
      options.transaction === false
        ? await withoutTransaction(db, options.name, key, call)
        : await inTransaction(db, options.name, key, call);
    // A resend of a submission already stored: its first attempt did everything that follows.
    if (replayed) return { ok: true, data };
    // After the commit: what its events cause, its own screen included (server/events/effects.ts, D154).
    await dispatch(events, options.dispatchAfterResponse ? 'response' : 'request');
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: error.message };
    if (isDatabaseUnavailable(error)) return unavailableAnswer(options.name, error, options.idempotent);
    console.error(`[action ${options.name}] failed`, error);
    return { ok: false, error: options.errorMessage };
  }
}

/**
 * Who is calling, read before anything else; `unavailable` when the sessions cannot be read (the database is
 * away), so that the action answers with a message instead of failing the request.
 */
async function guarded<R>(name: string, read: () => Promise<R>): Promise<{ ok: true; value: R } | { ok: false }> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!isDatabaseUnavailable(error))
      console.error(`[action ${name}] could not read the caller: ${describeError(error)}`);
    else console.warn(`[action ${name}] database unavailable: ${describeError(error)}`);
    return { ok: false };
  }
}

/**
 * A staff server action: (1) session check, (2) zod parse with the form's schema, (3) the write in one
 * transaction, (4) its events dispatched (revalidation, follow-ups), (5) `{ ok, data } | { ok: false, error }`. DECISIONS D2.
 */
export function staffAction<S extends z.ZodType, T>(
  options: Options<S> & {
    /** The least staff role that may call it (lib/auth/roles.ts): every staff action declares one (D68). */
    role: Role;
    /** Account actions (/conta) stay open when the owner requires two-factor and it is not on yet. */
    allowWithoutTwoFactor?: boolean;
  },
  fn: (input: z.output<S>, ctx: WriteContext & { user: StaffUser }) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return mark(
    async (input: z.input<S>) => {
      // The chain: a live session (a disabled account has none), then the role, then the team's two-factor rule;
      // only then is the input parsed and anything written.
      const check = await guarded(options.name, () =>
        checkStaff(options.role, { allowWithoutTwoFactor: options.allowWithoutTwoFactor }),
      );
      if (!check.ok) return { ok: false, error: m.resilience.unavailable } as const;
      const caller = check.value;
      if (!caller.ok) return { ok: false, error: STAFF_REFUSALS[caller.reason] } as const;
      const user = caller.user;
      return run(options, input, staffActor(user), (data, ctx) => fn(data, { ...ctx, user }));
    },
    'staff',
    options.role,
  );
}

/**
 * The caller's address from the source TRUSTED_PROXY names (lib/client-address.ts): the one value every
 * per-address limit and every piece of evidence uses. Never a header the client chose.
 */
export async function clientIp(): Promise<string> {
  return resolveClientAddress(await headers(), parseTrustedProxy(env.trustedProxy));
}

/** The caller's address as every per-address limit keys it: IPv6 by its /64 (lib/client-address.ts `limitKey`). */
export async function clientLimitKey(): Promise<string> {
  return limitKey(await clientIp());
}

/** A public action's limit for this caller: the bench (and only it) raises it for loopback. */
export function limitFor(ip: string, limit: number): number {
  const loopback = env.loopbackRateLimit;
  return loopback && isLoopback(ip) ? Math.max(limit, loopback) : limit;
}

/** Who acts in a public action: a visitor of a public page (a client signing, paying, writing to the agency). */
const VISITOR: Actor = { tipo: 'cliente' };

/**
 * A public server action (contact form, signing, payment form): no session, but rate limited per
 * caller in Postgres so that several instances share the count.
 */
export function publicAction<S extends z.ZodType, T>(
  options: Options<S> & { rateLimit: { limit: number; windowMs: number } },
  fn: (input: z.output<S>, ctx: WriteContext & { ip: string }) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return mark(async (input: z.input<S>) => {
    const ip = await clientIp();
    // The limiter lives in the database: when it cannot count, the action answers (never a failed request).
    let count: number;
    try {
      count = await hit(`action:${options.name}:${limitKey(ip)}`, options.rateLimit.windowMs);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return unavailableAnswer(options.name, error, options.idempotent);
      console.error(`[action ${options.name}] rate limit failed: ${describeError(error)}`);
      return { ok: false, error: options.errorMessage } as const;
    }
    if (count > limitFor(ip, options.rateLimit.limit)) return { ok: false, error: TOO_MANY_REQUESTS } as const;
    return run(options, input, VISITOR, (data, ctx) => fn(data, { ...ctx, ip }));
  }, 'public');
}

/**
 * A client-portal server action (D75): the portal session (its own cookie, never better-auth's) is the
 * permission, and the body gets only that client's id, so it reads and writes that client's rows only.
 */
export function clientAction<S extends z.ZodType, T>(
  options: Options<S>,
  fn: (input: z.output<S>, ctx: WriteContext & { client: PortalClient; ip: string }) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return mark(async (input: z.input<S>) => {
    const caller = await guarded(options.name, getPortalClient);
    if (!caller.ok) return { ok: false, error: m.resilience.unavailable } as const;
    const client = caller.value;
    if (!client) return { ok: false, error: m.portal.sessionExpired } as const;
    const ip = await clientIp();
    const actor: Actor = { tipo: 'cliente', nome: client.nome };
    return run(options, input, actor, (data, ctx) => fn(data, { ...ctx, client, ip }));
  }, 'client');
}
