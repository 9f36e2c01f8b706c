import { execFile } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, PEER_HEADER } from '@/lib/client-address';
import { ACTION_BODY_LIMIT } from '@/lib/http/request-checks';
import { installServerHooks } from '@/server/platform/http/server-hooks';

/**
 * The request gate on a plain node:http server whose listener plays Next and echoes the body it read: malformed
 * server-action requests are answered 4xx before Next, and an accepted body reaches Next whole.
 */
const execFileAsync = promisify(execFile);
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
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    let answered = false;
    // A connection cut before the answer arrived is a failure: the client would see no 413 at all.
    req.on('error', (error) => (answered ? undefined : reject(error)));
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

  it('lets the client read its 413 while it is still sending, every time (lingering close)', async () => {
    // The client in a process of its own, as a browser is: in this one the two ends would take turns on one event
    // loop, and the reset that loses the answer would never happen.
    const client = `
      const http = require('node:http');
      const [port, origin] = process.argv.slice(1);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const once = (headers) => new Promise((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/', method: 'POST', agent: false,
          headers: { 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', origin, ...headers } },
          (res) => { resolve(res.statusCode); res.resume(); });
        req.on('error', (error) => resolve(error.code));
        setTimeout(() => resolve('no answer'), 5000).unref();
        let left = 24;
        const write = () => { if (left-- === 0) return req.end(); if (req.write(chunk)) setImmediate(write); else req.once('drain', write); };
        write();
      });
      (async () => {
        const seen = [];
        for (let i = 0; i < 25; i++) {
          seen.push(await once({ 'transfer-encoding': 'chunked' }));
          seen.push(await once({ 'content-length': String(24 * chunk.length) }));
        }
        console.log(JSON.stringify(seen));
      })();
    `;
    const { stdout } = await execFileAsync(process.execPath, ['-e', client, String(port), `http://127.0.0.1:${port}`]);
    expect(JSON.parse(stdout)).toEqual(Array(50).fill(413));
  }, 60_000);

  it('keeps a kept-alive connection usable after a refused body that was sent whole', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (headers: Record<string, string>, body: string) =>
      new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/', method: 'POST', agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: text, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const refused = await ask(
      action({ 'content-length': String(ACTION_BODY_LIMIT + 1) }),
      'x'.repeat(ACTION_BODY_LIMIT + 1),
    );
    expect(refused.status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await ask(action(), JSON.stringify(['ok']));
    expect(next).toMatchObject({ status: 200, body: 'next' });
    expect(next.socket).toBe(refused.socket);
    agent.destroy();
  });

  it('still cuts a refused body that keeps coming, after a short while', async () => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    // The gate may reset the connection while the body still comes: that is the cut this test wants, not an error.
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = Object.entries(action({ 'content-length': String(1024 * 1024 * 1024) }))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST / HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n${head}\r\n`);
    let answer = '';
    socket.on('data', (data) => (answer += data));
    const feed = setInterval(() => socket.writable && socket.write(Buffer.alloc(1024, 0x20)), 50);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(feed);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(Date.now() - started).toBeLessThan(5_000);
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
