import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { CLIENT_ADDRESS_HEADER, PEER_HEADER, parseTrustedProxy, resolveClientAddress } from '@/lib/client-address';
import { isDeliverableRequest } from '@/lib/http/delivery-request';
import { isDraining, rememberServer, trackRequest } from './drain';
import { capture, deliver, deliveryEnabled } from './page-delivery/deliver';
import { gate } from './request-gate';
import { env } from '@/server/platform/env';

const INSTALLED = Symbol.for('agency.serverHooks');

type Patched = { [INSTALLED]?: true; emit: (event: string | symbol, ...args: unknown[]) => boolean };

/**
 * What happens to every request before Next sees it, in this order (installed once per process from
 * instrumentation.ts; patching the prototype reaches the server `next start` already created):
 *   1. the TCP peer goes into PEER_HEADER and the resolved address into CLIENT_ADDRESS_HEADER, replacing any copy
 *      the client sent (Next's own `X-Forwarded-For` cannot serve: it keeps the client's text when one is sent);
 *   2. malformed requests are refused with a 4xx (./request-gate.ts);
 *   3. a cached public page is answered from memory (./page-delivery);
 *   4. what goes on to Next is counted until answered, for a drain on SIGTERM (./drain.ts), and gets
 *      `Connection: close` once the process is stopping.
 */
export function installServerHooks(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Patched[]) {
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event !== 'request') return emit.call(this, event, ...args);
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      return onRequest(this, req, res, () => emit.call(this, event, ...args));
    };
    proto[INSTALLED] = true;
  }
}

const trustedProxy = () => parseTrustedProxy(env.trustedProxy);

function onRequest(server: http.Server, req: http.IncomingMessage, res: http.ServerResponse, next: () => boolean) {
  req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
  delete req.headers[CLIENT_ADDRESS_HEADER];
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    { get: (name) => (req.headers[name] as string | undefined) ?? null },
    trustedProxy(),
  );
  rememberServer(server);
  const closing = isDraining();
  // Answered here at once (refused, or from memory): nothing to wait for when stopping.
  if (gate(req, res, () => toNext(res, closing, next))) return true;
  if (deliveryEnabled() && isDeliverableRequest(req.method, req.url, req.headers)) {
    if (deliver(req, res, closing)) return true;
    return capture(req, res, () => toNext(res, closing, next));
  }
  return toNext(res, closing, next);
}

function toNext(res: http.ServerResponse, closing: boolean, next: () => boolean): boolean {
  trackRequest(res);
  if (closing) res.setHeader('connection', 'close');
  return next();
}
