import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, PEER_HEADER } from '@/lib/client-address';
import { ACTION_BODY_LIMIT } from '@/lib/http/request-checks';
import { installServerHooks } from '@/server/platform/http/server-hooks';

/**
 * The request gate on a plain node:http server whose listener plays Next and echoes the body it read: malformed
 * server-action requests are answered 4xx before Next, and an accepted body reaches Next whole.
 */
let server: http.Server;
let port: number;
const seen: Array<{ url: string; body: string; peer: unknown; client: unknown }> = [];

beforeAll(async () => {
  installServerHooks();
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url!, body, peer: req.headers[PEER_HEADER], client: req.headers[CLIENT_ADDRESS_HEADER] });
      res.end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; body: string };
function send(
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer[]; method?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'POST', headers: options.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      // A refused body may reset the connection before everything was sent; the answer came first.
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (Array.isArray(options.body)) {
      const chunks = [...options.body];
      const write = () => {
        const chunk = chunks.shift();
        if (!chunk) return req.end();
        if (req.write(chunk)) setImmediate(write);
        else req.once('drain', write);
      };
      write();
    } else req.end(options.body);
  });
}

const action = (extra: Record<string, string> = {}) => ({
  'next-action': '7f00aa',
  'content-type': 'text/plain;charset=UTF-8',
  origin: `http://127.0.0.1:${port}`,
  ...extra,
});

describe('the request gate (bad input is a 4xx)', () => {
  it('writes the peer and the resolved address over whatever the client sent', async () => {
    await send('/', { method: 'GET', headers: { [PEER_HEADER]: '6.6.6.6', [CLIENT_ADDRESS_HEADER]: '6.6.6.7' } });
    expect(seen.at(-1)).toMatchObject({ peer: '127.0.0.1', client: '127.0.0.1' });
  });

  it('answers 400 to a path whose %-escapes do not decode', async () => {
    expect(await send('/p/%E0%A4%A', { method: 'GET' })).toMatchObject({ status: 400, body: 'Endereço inválido.' });
    expect(await send('/proposta/%zz/pdf', { method: 'GET' })).toMatchObject({ status: 400 });
  });

  it("refuses a server action from another site's page (403)", async () => {
    const answer = await send('/', { headers: action({ origin: 'https://evil.example' }), body: '[]' });
    expect(answer).toEqual({ status: 403, body: 'Pedido de outra origem recusado.' });
  });

  it('refuses an empty, non-JSON or too deeply nested body (400), and one of another type', async () => {
    expect((await send('/', { headers: action(), body: '' })).status).toBe(400);
    expect((await send('/', { headers: action(), body: 'isto não é json' })).status).toBe(400);
    expect((await send('/', { headers: action(), body: '['.repeat(50_000) })).status).toBe(400);
    expect((await send('/', { headers: action({ 'content-type': 'application/json' }), body: '[]' })).status).toBe(400);
  });

  it('refuses a body over 1 MB (413), declared or sent in chunks', async () => {
    const declared = await send('/', {
      headers: action({ 'content-length': String(ACTION_BODY_LIMIT + 1) }),
      body: 'x'.repeat(ACTION_BODY_LIMIT + 1),
    });
    expect(declared.status).toBe(413);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const chunked = await send('/', {
      headers: action({ 'transfer-encoding': 'chunked' }),
      body: Array.from({ length: 20 }, () => chunk),
    });
    expect(chunked).toEqual({ status: 413, body: 'O conteúdo enviado é grande demais.' });
  });

  it('hands an accepted body to Next whole', async () => {
    const body = JSON.stringify([{ nome: 'Ana', texto: 'x'.repeat(200_000) }]);
    expect(await send('/contato', { headers: action(), body })).toEqual({ status: 200, body: 'next' });
    expect(seen.at(-1)).toMatchObject({ url: '/contato', body });
    // Not an action: untouched.
    expect(await send('/api/beacons/proposal', { headers: { 'content-type': 'application/json' }, body: '{' })).toEqual(
      { status: 200, body: 'next' },
    );
  });
});
