/**
 * Next's incremental cache (ISR pages, route handlers, fetch data) shared by every instance through Redis or
 * Valkey (D84). next.config.ts names this file as `cacheHandler` only when REDIS_URL is set;
 * without it Next keeps its own per-instance file-system cache, unchanged. The app has no 'use cache', so no
 * `cacheHandlers` entry is needed.
 *
 * Next calls `get`, `set`, `revalidateTag` and `resetRequestCache` (next/dist/server/lib/incremental-cache).
 * `revalidatePath('/x')` reaches `revalidateTag` as the implicit tag `_N_T_/x`, so paths and tags are one thing:
 *   - an entry is stored with its tags (the context's, plus the page's implicit tags in `x-next-cache-tags`);
 *   - `revalidateTag` writes "now" under each tag;
 *   - `get` answers a miss when one of the entry's tags was revalidated after the entry was written, so every
 *     instance renders the page again on its next visit (the same blocking re-render as Next's own cache).
 * Tag times come from the instances' clocks: keep them in sync (NTP), as for any multi-instance setup.
 *
 * Entries are signed (HMAC-SHA256 with a key derived from AUTH_SECRET): whoever can write to Redis but does not hold
 * the secret cannot make the instances serve a page of their choosing; an unsigned or altered entry is a miss.
 *
 * Redis down or slow: every call gives up after TIMEOUT_MS and behaves as a miss (the page is rendered), the
 * failure is logged once until Redis is back. A revalidation made while Redis was unreachable is lost; the
 * page's own `revalidate` time still bounds how long another instance shows the old version.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';

const TIMEOUT_MS = 500;
/** Entries expire after 30 days unseen; tag times outlive them so an old entry never escapes a revalidation. */
const ENTRY_TTL_S = 30 * 24 * 3600;
const TAG_TTL_S = ENTRY_TTL_S + 24 * 3600;
const PREFIX = process.env.REDIS_KEY_PREFIX || 'agencia:';

// One connection per process: Next builds a handler object per request.
let client;
let connecting;
let failing = false;

function logFailure(error) {
  if (failing) return;
  failing = true;
  console.error(
    `[cache] Redis indisponível (${error?.message ?? error}); as páginas são geradas sem o cache compartilhado até ele voltar.`,
  );
}

function connection() {
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      // Fail fast while disconnected instead of queueing commands behind a dead socket.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5_000) },
    });
    client.on('error', logFailure);
    client.on('ready', () => {
      if (failing) console.error('[cache] Redis de volta.');
      failing = false;
    });
    connecting = client.connect();
    connecting.catch(logFailure);
  }
  return client;
}

/** A Redis call that never takes longer than TIMEOUT_MS and never throws: `fallback` on any failure. */
async function attempt(run, fallback) {
  let timer;
  try {
    const redis = connection();
    const result = await Promise.race([
      // The first calls of a process wait for the first connection (within the same time limit), unless it
      // already failed: then the command fails at once (no offline queue).
      (failing ? Promise.resolve() : connecting).then(() => run(redis)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`sem resposta em ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      }),
    ]);
    // A timeout on a live connection never triggers 'ready' again: the first answer after it ends the failure,
    // so that the recovery is logged and the next real outage is logged too.
    if (failing) {
      failing = false;
      console.error('[cache] Redis de volta.');
    }
    return result;
  } catch (error) {
    logFailure(error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

// Cached values hold Buffers (RSC payloads, route bodies) and Maps (segment data): JSON keeps them tagged.
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') };
  if (raw instanceof Map) return { $m: [...raw] };
  return value;
}
function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
    if (Array.isArray(value.$m)) return new Map(value.$m);
  }
  return value;
}

let signingKey;
function hmacKey() {
  if (!signingKey) {
    const secret = process.env.AUTH_SECRET || process.env.BETTER_AUTH_SECRET;
    if (!secret) console.error('[cache] AUTH_SECRET ausente: as entradas do Redis valem só para este processo.');
    signingKey = createHmac('sha256', secret || randomBytes(32))
      .update('agencia:next-cache:redis')
      .digest();
  }
  return signingKey;
}

const SIGNED = 'v1.';
const signatureOf = (text) => createHmac('sha256', hmacKey()).update(text).digest('base64url');

/** `v1.<signature>.<entry>`: what is stored. */
function sign(text) {
  return `${SIGNED}${signatureOf(text)}.${text}`;
}

/** The entry's text when its signature is this deployment's, else null (a miss). */
function verified(stored) {
  if (typeof stored !== 'string' || !stored.startsWith(SIGNED)) return null;
  const dot = stored.indexOf('.', SIGNED.length);
  if (dot < 0) return null;
  const text = stored.slice(dot + 1);
  const given = Buffer.from(stored.slice(SIGNED.length, dot));
  const expected = Buffer.from(signatureOf(text));
  return given.length === expected.length && timingSafeEqual(given, expected) ? text : null;
}

function implicitTags(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

export default class RedisCacheHandler {
  constructor(context) {
    // Entries belong to one build (another build's HTML points at chunks this one lacks); tags do not, so a
    // revalidation during a rolling deploy reaches the old and the new instances alike.
    let buildId = 'dev';
    try {
      if (context.serverDistDir)
        buildId = readFileSync(path.join(context.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // no BUILD_ID (development): one namespace
    }
    this.entryPrefix = `${PREFIX}entry:${buildId}:`;
    connection();
  }

  async get(key, context) {
    const raw = verified(await attempt((redis) => redis.get(this.entryPrefix + key), null));
    if (!raw) return null;
    const entry = JSON.parse(raw, reviver);
    const tags = [...new Set([...(entry.tags ?? []), ...(context?.tags ?? []), ...(context?.softTags ?? [])])];
    if (tags.length > 0) {
      const times = await attempt((redis) => redis.mGet(tags.map((tag) => `${PREFIX}tag:${tag}`)), null);
      if (times === null) return null; // cannot tell whether it was revalidated: render
      if (times.some((time) => time !== null && Number(time) >= entry.lastModified)) return null;
    }
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, value, context) {
    if (value === null) {
      await attempt((redis) => redis.del(this.entryPrefix + key), null);
      return;
    }
    const tags = [...new Set([...(context?.tags ?? []), ...implicitTags(value)])];
    const entry = JSON.stringify(
      { value, lastModified: Date.now(), tags, cacheControl: context?.cacheControl },
      replacer,
    );
    await attempt(
      (redis) => redis.set(this.entryPrefix + key, sign(entry), { expiration: { type: 'EX', value: ENTRY_TTL_S } }),
      null,
    );
  }

  // Every revalidation expires at once (the app calls revalidatePath, and revalidateTag with { expire: 0 } for
  // the /painel aggregate); `durations` is not used.
  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (list.length === 0) return;
    const now = String(Date.now());
    await attempt((redis) => {
      const multi = redis.multi();
      for (const tag of list) multi.set(`${PREFIX}tag:${tag}`, now, { expiration: { type: 'EX', value: TAG_TTL_S } });
      return multi.exec();
    }, null);
  }

  resetRequestCache() {}
}
