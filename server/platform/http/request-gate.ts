import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ACTION_BODY_LIMIT,
  actionBodyProblem,
  hasBadEscape,
  isActionContentType,
  isForeignOrigin,
} from '@/lib/http/request-checks';
import { isPagePath, isUnknownPath } from './app-routes';
import { env } from '@/server/platform/env';
import serverText from '@/messages';

/**
 * Requests refused before Next sees them, with a 4xx and a Portuguese text, because Next would answer them with a
 * 500 or, worse, act on them:
 *   - a path whose %-escapes do not decode (400; Next throws while reading the route's parameters);
 *   - a POST to a path nothing of this app answers (404: Next would run a server action there from its not-found
 *     page, writes included);
 *   - a server action (a POST carrying `Next-Action`) from a browser on another site (403), over 1 MB (413), or whose
 *     body is not what React sends: empty, not JSON, nested past any form of ours (400).
 * A server action's body is held here (at most 1 MB, at most BODY_WAIT_MS) and handed to Next unchanged once checked.
 */
const BODY_WAIT_MS = 10_000;

/**
 * How long the rest of a refused body (413, 408) is still read, and dropped, before the connection is cut. Closing
 * at once, with the client still sending, makes the kernel answer its next bytes with a reset, which can reach the
 * client before it read our answer: it then sees a broken connection instead of the 413 (seen in one request of
 * eight on loopback). Reading on a little, as web servers do ("lingering close"), lets the answer arrive; the cap
 * keeps a refused upload from holding the connection.
 */
const LINGER_MS = 2_000;

function refuse(res: ServerResponse, status: number, text: string): true {
  const body = Buffer.from(text);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
  });
  res.end(body);
  if (status === 413 || status === 408) linger(res);
  return true;
}

/**
 * The request's body goes on being read, and dropped (node:http does so once answered), for LINGER_MS at most. A
 * client that asked for `Connection: close` would have its socket closed by node:http as soon as the answer is
 * written (`destroySoon`): only our side is ended then, and node:http's own close runs once the body has all come.
 * The socket gets its own `destroySoon` back as soon as this request is over: a kept-alive socket serves others.
 */
function linger(res: ServerResponse) {
  const req = res.req;
  const socket = res.socket;
  if (!socket || req.complete) return;
  const destroySoon = socket.destroySoon;
  let closing = false;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    socket.destroySoon = destroySoon;
  };
  socket.once('close', done);
  socket.destroySoon = () => {
    closing = true;
    if (req.complete) destroySoon.call(socket);
    else socket.end();
  };
  // The client sent it all within the time: a kept-alive connection stays usable, as after any answer.
  req.once('end', () => {
    done();
    if (closing) destroySoon.call(socket);
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hostsOf(req: IncomingMessage): string[] {
  const app = (() => {
    try {
      return new URL(env.appUrlSet ?? '').host;
    } catch {
      return '';
    }
  })();
  return [first(req.headers.host), first(req.headers['x-forwarded-host'])?.split(',')[0].trim(), app].filter(
    (h): h is string => !!h,
  );
}

/** True when the request was answered (or is held, and `next` will be called once its body is checked). */
export function gate(req: IncomingMessage, res: ServerResponse, next: () => void): boolean {
  const url = req.url ?? '/';
  if (hasBadEscape(url)) return refuse(res, 400, serverText.http.badAddress);
  if (req.method !== 'POST') return false;
  const pathname = url.split('?')[0];
  // Nothing answers this path: no action runs there (with the header, or a form's fields without it).
  if (isUnknownPath(pathname)) return refuse(res, 404, serverText.http.unknownPage);
  // A route handler ignores the header.
  if (req.headers['next-action'] === undefined || !isPagePath(pathname)) return false;
  if (isForeignOrigin(first(req.headers.origin), hostsOf(req))) return refuse(res, 403, serverText.http.foreignOrigin);
  if (Number(req.headers['content-length'] ?? 0) > ACTION_BODY_LIMIT) return refuse(res, 413, serverText.http.tooLarge);
  const contentType = first(req.headers['content-type']) ?? '';
  if (!isActionContentType(contentType)) return refuse(res, 400, serverText.http.badRequest);
  holdBody(req, res, (body) => {
    if (body === 'too-large') return void refuse(res, 413, serverText.http.tooLarge);
    if (body === 'too-slow') return void refuse(res, 408, serverText.http.tooSlow);
    if (actionBodyProblem(contentType, body)) return void refuse(res, 400, serverText.http.badRequest);
    next();
  });
  return true;
}

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/**
 * Reads the body as the HTTP parser hands it to the request (its `push`), without consuming the stream; once it is
 * complete and accepted, the chunks are pushed on to the request, where Next reads them as if nothing happened.
 */
function holdBody(req: IncomingMessage, res: ServerResponse, done: (body: Buffer | 'too-large' | 'too-slow') => void) {
  const push = req.push as Push;
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (outcome: Buffer | 'too-large' | 'too-slow') => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (Buffer.isBuffer(outcome)) {
      req.push = push;
      for (const chunk of chunks) push.call(req, chunk);
      push.call(req, null);
    }
    done(outcome);
  };
  const timer = setTimeout(() => settle('too-slow'), BODY_WAIT_MS);
  res.once('close', () => clearTimeout(timer));
  req.push = function (chunk: unknown, encoding?: BufferEncoding) {
    // A refused body: dropped, and its end passed on, so that the request ends as any other (linger above).
    if (settled) return chunk === null ? push.call(req, null) : true;
    if (chunk === null) {
      settle(Buffer.concat(chunks));
      return false;
    }
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    size += bytes.length;
    if (size > ACTION_BODY_LIMIT) settle('too-large');
    else chunks.push(bytes);
    return true;
  } as typeof req.push;
}
