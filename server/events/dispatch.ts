import 'server-only';
import { randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { enqueue } from '@/server/platform/jobs/queue';
import { getDb } from '@/server/platform/db/client';
import { revalidateFromBackground, revalidateInRequest } from '@/server/platform/cache/revalidate';
import { EFFECTS, type FollowUp } from './effects';
import type { DomainEvent } from './types';

/**
 * Where the events were committed: inside a Next request (an action, a route handler: revalidation applies
 * when the response ends) or in the background (the job worker: revalidation goes through the app's own
 * internal route, since Next only revalidates inside a request). `response`: inside a request, but every effect
 * waits until the response is sent, for an action whose page must not be re-rendered under its user (the signing
 * page would otherwise show the used link instead of the signer's confirmation). `queued`: in the background, but
 * each follow-up becomes a job of its own (the retry job's kind, keyed by follow-up and event) instead of running
 * here, for a worker path whose throughput matters more than its follow-ups' latency (settling notified Pix, D130).
 */
export type Scope = 'request' | 'background' | 'response' | 'queued';

/** The job kind that runs one follow-up again after it failed (server/jobs/handlers.ts). */
export const RETRY_JOB = 'evento.efeito';

/** A short, stable description of an event for logs and idempotency keys: its type and ids, no personal data. */
export function eventKey(event: DomainEvent): string {
  const ids = Object.entries(event)
    .filter(([key, value]) => key !== 'type' && typeof value === 'string' && /Id$|^section$/.test(key))
    .map(([key, value]) => `${key}=${value}`);
  return [event.type, ...ids].join(':');
}

/** Events made inside a transaction are dispatched once; a writer may report the same fact twice in one call. */
function unique(events: DomainEvent[]): DomainEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = JSON.stringify(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Work for once the response is sent, inside a request; at once elsewhere (the worker, the tests). */
function afterResponse(run: () => Promise<void>): Promise<void> | void {
  try {
    after(run);
  } catch {
    return run();
  }
}

/** The follow-ups the table gives an event, those whose `applies` leaves them out dropped (D154). */
function followUpsOf(event: DomainEvent): FollowUp<DomainEvent>[] {
  const followUps = (EFFECTS[event.type].followUps ?? []) as FollowUp<DomainEvent>[];
  return followUps.filter((followUp) => followUp.applies?.(event) ?? true);
}

async function runFollowUp(followUp: FollowUp<DomainEvent>, event: DomainEvent, scope: Scope): Promise<void> {
  let events: DomainEvent[];
  try {
    events = await followUp.run(event);
  } catch (error) {
    console.error(`[events] ${followUp.name} failed for ${eventKey(event)}`, error);
    if (!followUp.retry) return;
    try {
      await enqueue(await getDb(), {
        tipo: RETRY_JOB,
        chave: `efeito:${followUp.name}:${eventKey(event)}`,
        dados: { efeito: followUp.name, evento: event },
      });
    } catch (enqueueError) {
      console.error(`[events] could not queue a retry of ${followUp.name} for ${eventKey(event)}`, enqueueError);
    }
    return;
  }
  // A follow-up that wrote (a pipeline step) answers its writers' events: they cause their own effects, here.
  await dispatch(events, scope);
}

/**
 * After a transaction has committed: every effect the table (server/events/effects.ts) gives each event. Cache
 * revalidation first (the caller's next read must see its write), then the follow-ups in the order of the table:
 * `now` ones before this call returns, `later` ones once the response is sent. A follow-up that fails is logged
 * with the event and, when it matters, retried by the job queue; it never undoes the write.
 */
export async function dispatch(events: DomainEvent[], scope: Scope = 'request'): Promise<void> {
  const list = unique(events);
  if (list.length === 0) return;
  if (scope === 'response') return afterResponse(() => dispatch(list, 'request'));
  const paths = new Set<string>();
  const layouts = new Set<string>();
  const tags = new Set<string>();
  for (const event of list) {
    const effect = EFFECTS[event.type] as (typeof EFFECTS)[DomainEvent['type']] & {
      paths?: (e: DomainEvent) => Array<string | null | undefined | false>;
      layouts?: (e: DomainEvent) => string[];
      tags?: (e: DomainEvent) => string[];
    };
    for (const path of effect.paths?.(event) ?? []) if (path) paths.add(path);
    for (const layout of effect.layouts?.(event) ?? []) layouts.add(layout);
    for (const tag of effect.tags?.(event) ?? []) tags.add(tag);
  }
  try {
    if (scope === 'request') revalidateInRequest([...paths], [...tags], [...layouts]);
    else await revalidateFromBackground([...paths], [...tags], [...layouts]);
  } catch (error) {
    console.error(`[events] revalidation failed for ${list.map(eventKey).join(', ')}`, error);
  }

  if (scope === 'queued') return queueFollowUps(list);
  const later: Array<() => Promise<void>> = [];
  for (const event of list) {
    for (const followUp of followUpsOf(event)) {
      if (followUp.when === 'later' && scope === 'request') later.push(() => runFollowUp(followUp, event, scope));
      else await runFollowUp(followUp, event, scope);
    }
  }
  if (later.length > 0)
    await afterResponse(async () => {
      for (const run of later) await run();
    });
}

/**
 * Every follow-up of these events as a job (scope `queued`): the worker runs them after what is due before them. The
 * events come from one commit and are dispatched once, so the key only needs to be new: the same fact later (a charge
 * reopened and paid again) must not find an old job's key and be skipped.
 */
async function queueFollowUps(list: DomainEvent[]): Promise<void> {
  const jobs = list.flatMap((event) =>
    followUpsOf(event).map((followUp) => ({
      tipo: RETRY_JOB,
      chave: `efeito:${followUp.name}:${eventKey(event)}:${randomUUID().slice(0, 8)}`,
      dados: { efeito: followUp.name, evento: event },
    })),
  );
  if (jobs.length > 0) await enqueue(await getDb(), jobs);
}

/**
 * The retry job: runs one named follow-up of one event again (its own idempotency keeps it to once) and answers
 * the events of what it wrote, which the worker dispatches.
 */
export async function retryFollowUp(name: string, stored: DomainEvent): Promise<DomainEvent[]> {
  const event = reviveDates(stored);
  const followUp = (EFFECTS[event.type]?.followUps ?? []).find((f) => f.name === name) as
    FollowUp<DomainEvent> | undefined;
  if (!followUp) throw new Error(`efeito desconhecido: ${name} para ${event.type}`);
  return followUp.run(event);
}

/** Events go through JSON in the job table: their `at` comes back as a string. */
function reviveDates(event: DomainEvent): DomainEvent {
  const copy = { ...event } as Record<string, unknown>;
  if (typeof copy.at === 'string') copy.at = new Date(copy.at);
  return copy as DomainEvent;
}
