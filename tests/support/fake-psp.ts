import { createSign, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Agent, request } from 'undici';
import { amountDueOn } from '@/lib/pix/amount-due';
import type { CobvRequest } from '@/lib/pix/cobv';
import { buildDynamicPixBrCode } from '@/lib/pix/dynamic-code';
import { makeEndToEndId } from '@/lib/pix/end-to-end-id';
import { centavosToPix, pixToCentavos } from '@/lib/pix/money';
import { checkRequest, checkResponse, checkWebhookNotification, schemaValidator } from './pix-api-schema';
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in reads and writes free-form JSON
type Json = Record<string, any>;
type Cobv = {
  txid: string;
  revisao: number;
  status: string;
  body: CobvRequest;
  criacao: string;
  locId: number;
  token: string;
};
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

const PROBLEM = 'https://pix.bcb.gov.br/api/v2/error/';
const RECEBEDOR = {
  cnpj: '11222333000181',
  nome: 'Agência Digital Ltda',
  logradouro: 'Avenida Paulista, 1000',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
};

const problem = (name: string, status: number, detail: string, violacoes?: Json[]) => ({
  type: `${PROBLEM}${name}`,
  title: name,
  status,
  detail,
  ...(violacoes ? { violacoes } : {}),
});

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

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
  const pspAgent = new Agent({ connect: { cert: ca.pspClient.certPem, key: ca.pspClient.keyPem, ca: ca.caPem } });

  const validate = (what: string, result: { ok: true } | { ok: false; errors: string[] }) => {
    if (!result.ok) violations.push(`${what}: ${result.errors.join('; ')}`);
    return result.ok;
  };

  function pixCopiaECola(token: string) {
    return buildDynamicPixBrCode({
      location: `${host}/qr/cobv/${token}`,
      beneficiary: RECEBEDOR.nome,
      city: 'São Paulo',
    });
  }

  function cobvJson(cob: Cobv): Json {
    const location = `${host}/qr/cobv/${cob.token}`;
    return {
      calendario: { criacao: cob.criacao, ...cob.body.calendario },
      txid: cob.txid,
      revisao: cob.revisao,
      loc: { id: cob.locId, txid: cob.txid, location, tipoCob: 'cobv', criacao: cob.criacao },
      location,
      status: cob.status,
      devedor: cob.body.devedor,
      recebedor: RECEBEDOR,
      valor: cob.body.valor,
      chave: cob.body.chave,
      ...(cob.body.solicitacaoPagador ? { solicitacaoPagador: cob.body.solicitacaoPagador } : {}),
      ...(cob.body.infoAdicionais ? { infoAdicionais: cob.body.infoAdicionais } : {}),
      pixCopiaECola: pixCopiaECola(cob.token),
    };
  }

  /** The payload a payer's bank fetches at the location: CobVPayload with the amount due that day, as a JWS. */
  function locationJws(cob: Cobv, day: string): string {
    const due = amountDueOn(cob.body, day);
    const money = (c: number) => centavosToPix(c);
    const payload = {
      calendario: { criacao: cob.criacao, apresentacao: new Date().toISOString(), ...cob.body.calendario },
      devedor: cob.body.devedor,
      recebedor: RECEBEDOR,
      txid: cob.txid,
      revisao: cob.revisao,
      status: cob.status,
      valor: {
        original: money(due.original),
        ...(due.multa ? { multa: money(due.multa) } : {}),
        ...(due.juros ? { juros: money(due.juros) } : {}),
        ...(due.desconto ? { desconto: money(due.desconto) } : {}),
        final: money(due.total),
      },
      chave: cob.body.chave,
    };
    const check = schemaValidator('CobVPayload');
    if (!check(payload)) violations.push(`location payload: ${JSON.stringify(check.errors)}`);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'stand-in-psp' }));
    const body = b64url(JSON.stringify(payload));
    const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(ca.server.keyPem);
    return `${header}.${body}.${b64url(signature)}`;
  }

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
  function route(method: string, path: string, query: URLSearchParams, body: Json | null): [number, unknown, string] {
    let m: RegExpExecArray | null;
    if ((m = /^\/v2\/cobv\/([^/]+)$/.exec(path))) {
      const txid = decodeURIComponent(m[1]);
      const template = '/cobv/{txid}';
      const cob = cobs.get(txid);
      if (method === 'GET') {
        if (!cob) return [404, problem('CobVNaoEncontrada', 404, 'Cobrança não encontrada.'), template];
        const paid = [...pix.values()].filter((p) => p.txid === txid);
        return [200, { ...cobvJson(cob), ...(paid.length ? { pix: paid } : {}) }, template];
      }
      if (method === 'PUT') {
        if (cob && cob.status !== 'ATIVA')
          return [400, problem('CobVOperacaoInvalida', 400, 'A cobrança já existe e não está ATIVA.'), template];
        const now = new Date().toISOString();
        const next: Cobv = cob
          ? { ...cob, body: body as CobvRequest, revisao: cob.revisao + 1 }
          : {
              txid,
              revisao: 0,
              status: 'ATIVA',
              body: body as CobvRequest,
              criacao: now,
              locId: ++locSeq,
              token: randomBytes(16).toString('hex'),
            };
        cobs.set(txid, next);
        byToken.set(next.token, txid);
        // The spec answers PUT with 201 only, also when it changes an ATIVA cobv.
        return [201, cobvJson(next), template];
      }
      if (method === 'PATCH') {
        if (!cob) return [404, problem('CobVNaoEncontrada', 404, 'Cobrança não encontrada.'), template];
        if (cob.status !== 'ATIVA')
          return [400, problem('CobVOperacaoInvalida', 400, 'A cobrança não está ATIVA.'), template];
        if (body?.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
          if (Object.keys(body).length > 1)
            return [400, problem('CobVOperacaoInvalida', 400, 'Remoção junto com outras alterações.'), template];
          cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
        } else {
          cob.body = { ...cob.body, ...(body as Partial<CobvRequest>) };
          cob.revisao += 1;
        }
        return [200, cobvJson(cob), template];
      }
    }
    if ((m = /^\/v2\/webhook\/([^/]+)$/.exec(path))) {
      const key = decodeURIComponent(m[1]);
      if (method === 'PUT') {
        if (key !== chave)
          return [
            400,
            problem('WebhookOperacaoInvalida', 400, 'A chave não pertence a este recebedor.'),
            '/webhook/{chave}',
          ];
        webhooks.set(key, String(body?.webhookUrl));
        return [200, undefined, '/webhook/{chave}'];
      }
      if (method === 'GET') {
        const url = webhooks.get(key);
        if (!url) return [404, problem('WebhookNaoEncontrado', 404, 'Webhook não encontrado.'), '/webhook/{chave}'];
        return [
          200,
          { webhookUrl: url, chave: key, cnpj: RECEBEDOR.cnpj, criacao: new Date().toISOString() },
          '/webhook/{chave}',
        ];
      }
    }
    if ((m = /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path))) {
      const template = '/pix/{e2eid}/devolucao/{id}';
      const item = pix.get(decodeURIComponent(m[1]));
      const id = decodeURIComponent(m[2]);
      if (!item) return [404, problem('PixNaoEncontrado', 404, 'Pix não encontrado.'), template];
      const refunds: Json[] = (item.devolucoes ??= []);
      const existing = refunds.find((r) => r.id === id);
      if (method === 'GET') {
        return existing
          ? [200, existing, template]
          : [404, problem('PixDevolucaoNaoEncontrada', 404, 'Devolução não encontrada.'), template];
      }
      if (method === 'PUT') {
        if (existing) return [400, problem('PixDevolucaoInvalida', 400, 'Id de devolução já utilizado.'), template];
        const asked = pixToCentavos(body?.valor) ?? 0;
        const done = refunds
          .filter((r) => r.status !== 'NAO_REALIZADO')
          .reduce((s, r) => s + (pixToCentavos(r.valor) ?? 0), 0);
        if (asked + done > (pixToCentavos(item.valor) ?? 0))
          return [
            400,
            problem('PixDevolucaoInvalida', 400, 'A devolução excede o valor do Pix.', [
              { razao: 'Valor excede o Pix.', propriedade: 'devolucao.valor' },
            ]),
            template,
          ];
        const refund = {
          id,
          rtrId: `D${makeEndToEndId(new Date(), options.ispb).slice(1)}`,
          valor: body?.valor,
          horario: { solicitacao: new Date().toISOString() },
          status: 'EM_PROCESSAMENTO',
        };
        refunds.push(refund);
        return [201, refund, template];
      }
    }
    if ((m = /^\/v2\/pix\/([^/]+)$/.exec(path)) && method === 'GET') {
      const item = pix.get(decodeURIComponent(m[1]));
      return item
        ? [200, item, '/pix/{e2eid}']
        : [404, problem('PixNaoEncontrado', 404, 'Pix não encontrado.'), '/pix/{e2eid}'];
    }
    if (path === '/v2/pix' && method === 'GET') {
      const inicio = Date.parse(query.get('inicio') ?? '');
      const fim = Date.parse(query.get('fim') ?? '');
      if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio)
        return [400, problem('PixConsultaInvalida', 400, 'inicio e fim são obrigatórios.'), '/pix'];
      const page = Number(query.get('paginacao.paginaAtual') ?? 0);
      const size = Number(query.get('paginacao.itensPorPagina') ?? 100);
      const found = [...pix.values()].filter((p) => Date.parse(p.horario) >= inicio && Date.parse(p.horario) <= fim);
      const pages = Math.max(1, Math.ceil(found.length / size));
      return [
        200,
        {
          parametros: {
            inicio: new Date(inicio).toISOString(),
            fim: new Date(fim).toISOString(),
            paginacao: {
              paginaAtual: page,
              itensPorPagina: size,
              quantidadeDePaginas: pages,
              quantidadeTotalDeItens: found.length,
            },
          },
          pix: found.slice(page * size, page * size + size),
        },
        '/pix',
      ];
    }
    return [404, problem('NaoEncontrado', 404, `${method} ${path}`), ''];
  }

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

  async function post(url: string, body: unknown): Promise<number> {
    const response = await request(`${url.replace(/\/$/, '')}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      dispatcher: url.startsWith('https:') ? pspAgent : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body.dump();
    return response.statusCode;
  }

  /** Calls the webhook registered for the key, as the configured mode says. */
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
        sent.push({ url, e2eids, status: await post(url, body) });
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
