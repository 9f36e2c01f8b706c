import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/client-address';
import { installPeerAddressHook } from '@/server/platform/peer-address';

/**
 * D38: the hook `instrumentation.ts` installs writes the TCP peer into PEER_HEADER before
 * the app sees the request, whatever the client sent under that name. A plain node:http server
 * stands in for the one `next start` creates (it is created before the hook is installed, as there).
 */
let server: http.Server;
let url: string;
const seen: Array<string | string[] | undefined> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers[PEER_HEADER]);
    res.end('ok');
  });
  installPeerAddressHook();
  installPeerAddressHook(); // twice is harmless
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the peer address hook', () => {
  it('overwrites a client-written peer header with the socket address', async () => {
    await fetch(url, { headers: { [PEER_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.7' } });
    await fetch(url);
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});
