import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { PEER_HEADER } from '@/lib/client-address';

const INSTALLED = Symbol.for('agency.peerAddressHook');

type Patched = { [INSTALLED]?: true; emit: (event: string | symbol, ...args: unknown[]) => boolean };

/**
 * D38: writes the TCP peer of every request into PEER_HEADER, replacing any copy the
 * client sent, before Next reads the request. Next's own `X-Forwarded-For` cannot serve: it is only
 * filled from the socket when the client sent none. Patching the prototype reaches the server `next
 * start` already created; installed once per process from instrumentation.ts.
 */
export function installPeerAddressHook(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Patched[]) {
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage;
        req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
      }
      return emit.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
}
