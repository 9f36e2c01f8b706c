import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Agent, request } from 'undici';
import { amountDueOn } from '@/lib/pix/amount-due';
import { makeEndToEndId } from '@/lib/pix/end-to-end-id';
import { centavosToPix } from '@/lib/pix/money';
import { checkRequest, checkResponse, checkWebhookNotification } from './pix-api-schema';
import { pspApi, problem, type Cobv, type Json } from './fake-psp-api';
import { makeTestCa } from './test-ca';

/**
 * A stand-in PSP for the tests, started by the test itself (like fake-stripe.ts): the Banco Central's API Pix
 * 2.9.0 as the app uses it, over mutual TLS with a certificate authority made at test time (test-ca.ts). It issues
 * OAuth2 client-credentials tokens, keeps cobv, Pix and refunds in memory, serves each cobv's payload location
 * (GET /qr/cobv/{token}, a JWS signed with its key, open to anyone as the spec's CobPayload tag says), and calls
 * the registered webhook (POST {webhookUrl}/pix with { pix: [...] }). Every request the app sends and every answer
 * it returns is validated against the spec's schemas (pix-api-schema.ts); a violation is recorded in `violations`
 * (and a bad request is refused with 400), so a test ends with `expect(psp.violations).toEqual([])`.
 * Tests steer it: `fail` (status, delay or a dropped connection, N times), `webhookMode` (deliver, drop,
 * duplicate, fail), `pay` (the payer's bank app, on a given day or with a given amount), `payWithoutCharge`,
 * `notify` (any body, e.g. a forged e2eid), `settleRefund`.
 */
type Fault = { match: RegExp; times: number; status?: number; delayMs?: number; drop?: boolean };
export type WebhookMode = 'deliver' | 'drop' | 'duplicate' | 'fail';
export type Delivery = { url: string; e2eids: string[]; status: number | 'dropped' | 'error' };
export type RecordedRequest = {
  method: string;
  path: string;
  body: unknown;
  clientCert: boolean;
  headers: IncomingMessage['headers'];
};

export async function startFakePsp(options: { chave?: string; tokenTtlSeconds?: number; ispb?: string } = {}) {
  const ca = makeTestCa();
  // Compile the schemas before the first request: loading the document takes seconds, more than a client's timeout.
  checkRequest('PUT', '/cobv/{txid}', {});
  checkResponse('PUT', '/cobv/{txid}', 201, {});
  checkResponse('GET', '/pix/{e2eid}', 200, {});
  const clientId = 'agencia-web-client';
  const clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  const chave = options.chave ?? 'financeiro@agencia.com.br';
  const tokens = new Map<string, number>();
  const cobs = new Map<string, Cobv>();
  const byToken = new Map<string, string>();
  const pix = new Map<string, Json>();
  const webhooks = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const deliveries: Delivery[] = [];
  const faults: Fault[] = [];
  let mode: { mode: WebhookMode; copies: number; delayMs: number } = { mode: 'deliver', copies: 2, delayMs: 0 };
  let tokensIssued = 0;
  let locSeq = 0;
  const { locationJws, route } = pspApi({
    cobs,
    byToken,
    pix,
    webhooks,
    chave,
    ispb: options.ispb,
    serverKeyPem: ca.server.keyPem,
    violations,
    host: () => host,
    nextLocId: () => ++locSeq,
  });
  const pspAgent = new Agent({ connect: { cert: ca.pspClient.certPem, key: ca.pspClient.keyPem, ca: ca.caPem } });

  const validate = (what: string, result: { ok: true } | { ok: false; errors: string[] }) => {
    if (!result.ok) violations.push(`${what}: ${result.errors.join('; ')}`);
    return result.ok;
  };

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function json(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
    res.writeHead(status, { 'content-type': status >= 400 ? 'application/problem+json' : type });
    res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
  }

  /** The API's routes: [status, body] plus the spec template, for validating the answer. */
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'https://psp.test');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const socket = req.socket as TLSSocket;
    requests.push({
      method,
      path: url.pathname + url.search,
      body: raw ? safeJson(raw) : undefined,
      clientCert: socket.authorized,
      headers: req.headers,
    });

    const fault = faults.find((f) => f.times > 0 && f.match.test(`${method} ${url.pathname}`));
    if (fault) {
      fault.times--;
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault.drop) return socket.destroy();
      if (fault.status) return json(res, fault.status, problem('ServicoIndisponivel', fault.status, 'Falha simulada.'));
    }

    // The payload location is open to any payer's bank (tag CobPayload): no client certificate, no token.
    const loc = /^\/qr\/cobv\/([0-9a-f]+)$/.exec(url.pathname);
    if (loc && method === 'GET') {
      const cob = cobs.get(byToken.get(loc[1]) ?? '');
      if (!cob) return json(res, 404, problem('CobPayloadNaoEncontrado', 404, 'Location sem cobrança.'));
      const day = url.searchParams.get('DPP') ?? new Date().toISOString().slice(0, 10);
      return json(res, 200, locationJws(cob, day), 'application/jose');
    }
    if (!socket.authorized)
      return json(res, 403, problem('AcessoNegado', 403, 'Certificado de cliente ausente ou inválido.'));

    if (url.pathname === '/oauth/token' && method === 'POST') {
      const form = new URLSearchParams(raw);
      // HTTP Basic (RFC 6749 §2.3.1), or the credentials in the form as some PSPs take them.
      const [id, secret] = req.headers.authorization
        ? Buffer.from(req.headers.authorization.replace(/^Basic /, ''), 'base64')
            .toString()
            .split(':')
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== clientId || secret !== clientSecret || form.get('grant_type') !== 'client_credentials')
        return json(res, 401, { error: 'invalid_client' });
      const token = randomBytes(24).toString('hex');
      const ttl = options.tokenTtlSeconds ?? 3600;
      tokens.set(token, Date.now() + ttl * 1000);
      tokensIssued++;
      return json(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ttl,
        scope: 'cobv.write cobv.read pix.read pix.write webhook.write webhook.read',
      });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if ((tokens.get(bearer) ?? 0) < Date.now())
      return json(res, 401, problem('AcessoNegado', 401, 'Token inválido ou expirado.'));

    let body: Json | null = null;
    if (raw) {
      body = safeJson(raw) as Json | null;
      if (body === null) return json(res, 400, problem('RequisicaoInvalida', 400, 'JSON inválido.'));
    }
    const template = specTemplate(url.pathname);
    if (template && ['PUT', 'PATCH', 'POST'].includes(method)) {
      const ok = validate(`${method} ${template} request`, checkRequest(method, template, body));
      if (!ok) return json(res, 400, problem('RequisicaoInvalida', 400, 'A requisição não respeita o schema.'));
    }
    const [status, answer, answered] = route(method, url.pathname, url.searchParams, body);
    if (answered) validate(`${method} ${answered} ${status}`, checkResponse(method, answered, status, answer));
    json(res, status, answer);
  }

  const server = createServer(
    { key: ca.server.keyPem, cert: ca.server.certPem, ca: ca.caPem, requestCert: true, rejectUnauthorized: false },
    (req, res) => {
      handle(req, res).catch((error) => {
        violations.push(`stand-in error: ${(error as Error).stack}`);
        if (!res.headersSent) json(res, 500, problem('ErroInternoDoServidor', 500, 'Erro no stand-in.'));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const host = `127.0.0.1:${port}`;
  const origin = `https://${host}`;

  /** POST {webhookUrl}/pix; `broken`: the call breaks off after a few bytes (the `fail` mode). */
  async function post(url: string, body: unknown, broken = false): Promise<number> {
    const text = JSON.stringify(body);
    const response = await request(`${url.replace(/\/$/, '')}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: broken ? text.slice(0, 20) : text,
      dispatcher: url.startsWith('https:') ? pspAgent : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body.dump();
    return response.statusCode;
  }

  /**
   * Calls the webhook registered for the key, as the configured mode says: `deliver` once, `duplicate` several
   * times, `drop` never (a lost notification), `fail` with a body cut short (the app must answer 4xx and change
   * nothing); `delayMs` waits first.
   */
  async function notify(items: Json[]): Promise<Delivery[]> {
    const url = webhooks.get(chave);
    if (!url) return [];
    const body = { pix: items };
    validate('webhook notification', checkWebhookNotification(body));
    const e2eids = items.map((i) => String(i.endToEndId));
    if (mode.delayMs) await new Promise((r) => setTimeout(r, mode.delayMs));
    const copies = mode.mode === 'duplicate' ? mode.copies : 1;
    const sent: Delivery[] = [];
    for (let i = 0; i < copies; i++) {
      if (mode.mode === 'drop') {
        sent.push({ url, e2eids, status: 'dropped' });
        continue;
      }
      try {
        sent.push({ url, e2eids, status: await post(url, body, mode.mode === 'fail') });
      } catch {
        sent.push({ url, e2eids, status: 'error' });
      }
    }
    deliveries.push(...sent);
    return sent;
  }

  function newPix(fields: { txid?: string | null; valor: number; at?: Date; componentes?: Json; pagador?: Json }) {
    const at = fields.at ?? new Date();
    const item: Json = {
      endToEndId: makeEndToEndId(at, options.ispb),
      ...(fields.txid ? { txid: fields.txid } : {}),
      valor: centavosToPix(fields.valor),
      horario: at.toISOString(),
      chave,
      ...(fields.componentes ? { componentesValor: fields.componentes } : {}),
      pagador: fields.pagador ?? { nome: 'Pagador de Teste', cpf: '52998224725' },
    };
    validate('stored Pix', checkResponse('GET', '/pix/{e2eid}', 200, item));
    pix.set(item.endToEndId, item);
    return item;
  }

  return {
    origin,
    baseUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth/token`,
    clientId,
    clientSecret,
    chave,
    ca,
    requests,
    violations,
    deliveries,
    cobs,
    pix,
    webhooks,
    get tokensIssued() {
      return tokensIssued;
    },

    /** The app's environment for this PSP (server/pix/config.ts). */
    env(overrides: Record<string, string> = {}): Record<string, string> {
      return {
        PIX_PROVIDER: 'api',
        PIX_API_URL: `${origin}/v2`,
        PIX_TOKEN_URL: `${origin}/oauth/token`,
        PIX_CLIENT_ID: clientId,
        PIX_CLIENT_SECRET: clientSecret,
        PIX_CERT_P12: ca.client.p12.toString('base64'),
        PIX_CERT_PASSWORD: ca.client.password,
        PIX_CA_CERT: ca.caPem,
        PIX_KEY: chave,
        PIX_TIMEOUT_MS: '2000',
        PIX_BACKOFF_MS: '20',
        ...overrides,
      };
    },

    /** The next `times` requests matching "METHOD /path" fail: with a status, after a delay, or cut off. */
    fail(match: RegExp, fault: Omit<Fault, 'match' | 'times'> & { times?: number }) {
      faults.push({ match, times: fault.times ?? 1, ...fault });
    },
    clearFaults() {
      faults.length = 0;
    },
    webhookMode(next: WebhookMode, settings: { copies?: number; delayMs?: number } = {}) {
      mode = { mode: next, copies: settings.copies ?? 3, delayMs: settings.delayMs ?? 0 };
    },

    /**
     * The payer's bank app pays a cobv: the amount due on `dia` (São Paulo day, default today) with its parts, or
     * `valor` when given; the cobv becomes CONCLUIDA and the webhook is called as the mode says.
     */
    async pay(txid: string, paid: { dia?: string; valor?: number; at?: Date; pagador?: Json } = {}) {
      const cob = cobs.get(txid);
      if (!cob || cob.status !== 'ATIVA') throw new Error(`stand-in PSP: no ATIVA cobv ${txid}`);
      const due = amountDueOn(cob.body, paid.dia ?? new Date().toISOString().slice(0, 10));
      const part = (c: number) => ({ valor: centavosToPix(c) });
      const item = newPix({
        txid,
        valor: paid.valor ?? due.total,
        at: paid.at,
        pagador: paid.pagador ?? {
          nome: cob.body.devedor.nome,
          ...('cpf' in cob.body.devedor ? { cpf: cob.body.devedor.cpf } : { cnpj: cob.body.devedor.cnpj }),
        },
        componentes: {
          original: part(due.original),
          ...(due.multa ? { multa: part(due.multa) } : {}),
          ...(due.juros ? { juros: part(due.juros) } : {}),
          ...(due.desconto ? { desconto: part(due.desconto) } : {}),
        },
      });
      cob.status = 'CONCLUIDA';
      const delivered = await notify([item]);
      return { endToEndId: item.endToEndId as string, pix: item, delivered };
    },

    /** A Pix to the key that pays no cobv of ours (another txid, or none). */
    async payWithoutCharge(valor: number, fields: { txid?: string; at?: Date } = {}) {
      const item = newPix({ txid: fields.txid ?? null, valor, at: fields.at });
      const delivered = fields.txid ? await notify([item]) : [];
      return { endToEndId: item.endToEndId as string, pix: item, delivered };
    },

    /** Posts any list of Pix to the webhook (a forged notification: Pix this PSP never received). */
    notify,

    /** Moves a refund to its final status and notifies it, as the PSP does when the SPI answers. */
    async settleRefund(e2eid: string, id: string, status: 'DEVOLVIDO' | 'NAO_REALIZADO', motivo?: string) {
      const item = pix.get(e2eid);
      const refund = (item?.devolucoes as Json[] | undefined)?.find((r) => r.id === id);
      if (!item || !refund) throw new Error(`stand-in PSP: no refund ${id} of ${e2eid}`);
      Object.assign(refund, { status, ...(motivo ? { motivo } : {}) });
      if (status === 'DEVOLVIDO') refund.horario = { ...refund.horario, liquidacao: new Date().toISOString() };
      return notify([item]);
    },

    /** What a payer's bank reads at a cobv's location on a day (the JWS text). */
    async fetchLocation(txid: string, dpp?: string): Promise<{ status: number; jws: string }> {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`stand-in PSP: no cobv ${txid}`);
      const response = await request(`${origin}/qr/cobv/${cob.token}${dpp ? `?DPP=${dpp}` : ''}`, {
        dispatcher: new Agent({ connect: { ca: ca.caPem } }),
      });
      return { status: response.statusCode, jws: await response.body.text() };
    },

    async close() {
      await pspAgent.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePsp = Awaited<ReturnType<typeof startFakePsp>>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The spec's path template of a request path (for schema checks). */
function specTemplate(path: string): string | null {
  if (/^\/v2\/cobv\/[^/]+$/.test(path)) return '/cobv/{txid}';
  if (/^\/v2\/webhook\/[^/]+$/.test(path)) return '/webhook/{chave}';
  if (/^\/v2\/pix\/[^/]+\/devolucao\/[^/]+$/.test(path)) return '/pix/{e2eid}/devolucao/{id}';
  return null;
}
