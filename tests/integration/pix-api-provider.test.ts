import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVerify, X509Certificate } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cobvRequest, COBV_REMOVAL } from '@/lib/pix/cobv';
import { endToEndIdsOfNotification } from '@/lib/pix/received';
import { refundIdFor } from '@/lib/pix/refund';
import { apiPixProvider } from '@/server/pix/api-provider';
import { pixApiConfig } from '@/server/pix/config';
import { PixApiError } from '@/server/pix/errors';
import { PixHttpClient } from '@/server/pix/http-client';
import type { DynamicPixProvider } from '@/server/pix/provider';
import { startFakePsp, type FakePsp } from '../support/fake-psp';

/**
 * The API Pix provider against the stand-in PSP (D20): mutual TLS with a test CA, OAuth2 tokens kept, every
 * request and answer validated against the Banco Central's schemas, and the failures a PSP can have.
 */
let psp: FakePsp;
let webhookServer: Server;
let webhookUrl: string;
const received: unknown[] = [];
const clients: PixHttpClient[] = [];

const CHARGE = '3f2b8c1e-9a4d-4e6f-8b2a-1c0d9e8f7a65';

function provider(overrides: Record<string, string> = {}): DynamicPixProvider {
  const saved = { ...process.env };
  Object.assign(process.env, psp.env(overrides));
  const config = pixApiConfig();
  process.env = saved;
  if (!config.ok) throw new Error(`missing ${config.missing.join(', ')}`);
  const client = new PixHttpClient(config.config);
  clients.push(client);
  return apiPixProvider(config.config, client);
}

function cobv(chargeId = CHARGE, over: Partial<Parameters<typeof cobvRequest>[0]['charge']> = {}) {
  const result = cobvRequest({
    charge: {
      id: chargeId,
      numeroCobranca: 'COB-2026-0042',
      titulo: 'Landing page',
      valor: 150000,
      dataVencimento: '2026-03-10',
      multaPercentual: 2,
      jurosMensalPercentual: 1,
      ...over,
    },
    client: { nome: 'João da Conceição', documento: '529.982.247-25' },
    chave: psp.chave,
    validadeAposVencimento: 30,
  });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

async function failure(promise: Promise<unknown>): Promise<PixApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PixApiError) return error;
    throw error;
  }
  throw new Error('expected a PixApiError');
}

beforeAll(async () => {
  psp = await startFakePsp();
  webhookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/webhooks/pix`;
}, 60_000);

afterEach(() => {
  psp.clearFaults();
  psp.webhookMode('deliver');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await psp?.close();
  await new Promise((resolve) => webhookServer?.close(resolve));
});

describe('cobv over mutual TLS', () => {
  it('creates one cobv with the charge’s debtor, due date, fine and interest, and a dynamic BR Code', async () => {
    const pix = provider();
    const { txid, body } = cobv();
    const created = await pix.putCobv(txid, body);
    expect(created).toMatchObject({ txid, revisao: 0, status: 'ATIVA' });
    expect(created.pixCopiaECola).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(created.location).toContain(`/qr/cobv/`);
    expect(psp.cobs.get(txid)?.body).toEqual(body);
    expect(psp.requests.every((r) => r.clientCert)).toBe(true);
    // A retry sends the same txid: still one cobv, its revision moves.
    expect((await pix.putCobv(txid, body)).revisao).toBe(1);
    expect([...psp.cobs.keys()].filter((k) => k === txid)).toHaveLength(1);
    expect(psp.violations).toEqual([]);
  }, 30_000);

  it('revises a cobv (PATCH) and removes it with REMOVIDA_PELO_USUARIO_RECEBEDOR', async () => {
    const pix = provider();
    const { txid, body } = cobv('11111111-2222-4333-8444-555555555555');
    await pix.putCobv(txid, body);
    const revised = cobv('11111111-2222-4333-8444-555555555555', { valor: 175000, dataVencimento: '2026-03-20' });
    const patched = await pix.patchCobv(txid, { calendario: revised.body.calendario, valor: revised.body.valor });
    expect(patched.revisao).toBe(1);
    expect(psp.cobs.get(txid)?.body.valor.original).toBe('1750.00');
    expect((await pix.patchCobv(txid, COBV_REMOVAL)).status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await pix.getCobv(txid))?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect(await pix.getCobv('semcobrancacomestetxid0000000000')).toBeNull();
    expect(psp.violations).toEqual([]);
  });

  it('asks for a token once and keeps it until it expires', async () => {
    const before = psp.tokensIssued;
    const pix = provider();
    for (let i = 0; i < 5; i++) await pix.getCobv(cobv().txid);
    expect(psp.tokensIssued - before).toBe(1);
  });

  it('speaks the PSPs’ additions: credentials in the form, a query string and headers on every call', async () => {
    const pix = provider({
      PIX_TOKEN_AUTH: 'body',
      PIX_API_QUERY: 'gw-dev-app-key=chave-do-app',
      PIX_API_HEADERS: 'x-sicoob-clientid: agencia-web-client; X-Outro: 1',
    });
    const { txid } = cobv();
    await pix.getCobv(txid);
    const token = psp.requests.findLast((r) => r.path === '/oauth/token')!;
    expect(token.headers.authorization).toBeUndefined();
    const call = psp.requests.findLast((r) => r.path.startsWith(`/v2/cobv/${txid}`))!;
    expect(call.path).toBe(`/v2/cobv/${txid}?gw-dev-app-key=chave-do-app`);
    expect(call.headers).toMatchObject({ 'x-sicoob-clientid': 'agencia-web-client', 'x-outro': '1' });
  });

  it('serves the payload location as a JWS signed by the PSP, with the amount due on the payment day', async () => {
    const { txid } = cobv();
    const { status, jws } = await psp.fetchLocation(txid, '2026-03-11');
    expect(status).toBe(200);
    const [header, payload, signature] = jws.split('.');
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
    expect(
      verifier.verify(new X509Certificate(psp.ca.server.certPem).publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(decoded.valor).toEqual({ original: '1500.00', multa: '30.00', juros: '0.50', final: '1530.50' });
    expect(psp.violations).toEqual([]);
  });
});

describe('received Pix, webhook and refunds', () => {
  it('registers the webhook; a payment is notified, re-read by e2eid and listed', async () => {
    const pix = provider();
    await pix.registerWebhook(psp.chave, webhookUrl);
    const { txid, body } = cobv('22222222-2222-4333-8444-555555555555');
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid, { dia: '2026-03-11' });
    expect(paid.delivered).toEqual([{ url: webhookUrl, e2eids: [paid.endToEndId], status: 200 }]);
    expect(endToEndIdsOfNotification(received.at(-1))).toEqual([paid.endToEndId]);

    const fetched = await pix.getPix(paid.endToEndId);
    expect(fetched?.pix).toMatchObject({
      txid,
      valor: 153050,
      componentesValor: { original: 150000, multa: 3000, juros: 50 },
      pagador: { nome: 'João da Conceição', documento: '52998224725' },
    });
    expect(await pix.getPix('E99999999202603111200aaaaaaaaaaa')).toBeNull();
    expect((await pix.getCobv(txid))?.status).toBe('CONCLUIDA');
    expect(psp.violations).toEqual([]);
  });

  it('duplicates and drops notifications when told to', async () => {
    const pix = provider();
    await pix.registerWebhook(psp.chave, webhookUrl);
    psp.webhookMode('duplicate', { copies: 3 });
    const { txid, body } = cobv('33333333-2222-4333-8444-555555555555');
    await pix.putCobv(txid, body);
    expect((await psp.pay(txid)).delivered.map((d) => d.status)).toEqual([200, 200, 200]);
    psp.webhookMode('drop');
    const second = cobv('44444444-2222-4333-8444-555555555555');
    await pix.putCobv(second.txid, second.body);
    expect((await psp.pay(second.txid)).delivered.map((d) => d.status)).toEqual(['dropped']);
  });

  it('lists received Pix page by page', async () => {
    const pix = provider();
    const start = new Date('2026-05-01T10:00:00Z');
    for (let i = 0; i < 230; i++) await psp.payWithoutCharge(1000 + i, { at: new Date(start.getTime() + i * 1000) });
    const listed = await pix.listPix(start, new Date(start.getTime() + 3600_000));
    expect(listed).toHaveLength(230);
    expect(new Set(listed.map((p) => p.pix.endToEndId)).size).toBe(230);
    expect(psp.requests.filter((r) => r.path.startsWith('/v2/pix?')).length).toBeGreaterThanOrEqual(3);
    expect(psp.violations).toEqual([]);
  }, 60_000);

  it('asks for a partial refund and follows it until DEVOLVIDO; the same id twice is refused', async () => {
    const pix = provider();
    const { txid, body } = cobv('55555555-2222-4333-8444-555555555555');
    await pix.putCobv(txid, body);
    const paid = await psp.pay(txid, { dia: '2026-03-10' });
    const id = refundIdFor('66666666-2222-4333-8444-555555555555');
    expect(await pix.requestRefund(paid.endToEndId, id, 5000, 'Desconto combinado')).toMatchObject({
      id,
      valor: 5000,
      status: 'EM_PROCESSAMENTO',
    });
    await psp.settleRefund(paid.endToEndId, id, 'DEVOLVIDO');
    expect(await pix.getRefund(paid.endToEndId, id)).toMatchObject({ status: 'DEVOLVIDO', valor: 5000 });
    const again = await failure(pix.requestRefund(paid.endToEndId, id, 5000));
    expect(again.kind).toBe('invalid');
    const tooMuch = await failure(
      pix.requestRefund(paid.endToEndId, refundIdFor('77777777-2222-4333-8444-555555555555'), 150000),
    );
    expect(tooMuch.message).toBe('O banco recusou a devolução Pix: Valor excede o Pix. (devolucao.valor)');
    expect(await pix.getRefund(paid.endToEndId, 'naoexiste')).toBeNull();
    expect(psp.violations).toEqual([]);
  });
});

describe('when the PSP fails', () => {
  it('retries 5xx and dropped connections with backoff, then succeeds', async () => {
    const pix = provider();
    const { txid, body } = cobv('88888888-2222-4333-8444-555555555555');
    psp.fail(/^PUT \/v2\/cobv\//, { status: 503, times: 1 });
    psp.fail(/^PUT \/v2\/cobv\//, { drop: true, times: 1 });
    expect((await pix.putCobv(txid, body)).status).toBe('ATIVA');
    expect(psp.requests.filter((r) => r.method === 'PUT' && r.path.endsWith(txid))).toHaveLength(3);
  });

  it('gives up with a clear message when the PSP stays down, or is too slow', async () => {
    const pix = provider({ PIX_TIMEOUT_MS: '300', PIX_RETRIES: '1' });
    psp.fail(/^GET \/v2\/cobv\//, { status: 503, times: 5 });
    const down = await failure(pix.getCobv(cobv().txid));
    expect(down.kind).toBe('unavailable');
    expect(down.message).toBe('A API Pix do banco está indisponível no momento. Tente novamente em alguns minutos.');
    psp.clearFaults();
    psp.fail(/^GET \/v2\/cobv\//, { delayMs: 1500, times: 5 });
    const slow = await failure(pix.getCobv(cobv().txid));
    expect(slow.kind).toBe('timeout');
    expect(slow.message).toMatch(/demorou demais/);
  }, 20_000);

  it('does not retry a refusal, and quotes the PSP’s reasons', async () => {
    const pix = provider();
    const { txid, body } = cobv();
    const bad = { ...body, valor: { ...body.valor, original: '1500' } };
    const refused = await failure(pix.putCobv(txid, bad));
    expect(refused.kind).toBe('invalid');
    expect(psp.violations.splice(0)).toHaveLength(1); // the stand-in caught the malformed request
  });

  it('refuses a certificate from another authority, and a wrong certificate password', async () => {
    const stranger = provider({ PIX_CERT_P12: psp.ca.stranger.p12.toString('base64'), PIX_CERT_PASSWORD: 'x' });
    const refused = await failure(stranger.getCobv(cobv().txid));
    expect(['unauthorized', 'forbidden']).toContain(refused.kind);
    const wrongPassword = await failure(provider({ PIX_CERT_PASSWORD: 'errada' }).getCobv(cobv().txid));
    expect(wrongPassword.kind).toBe('certificate');
    expect(wrongPassword.message).toMatch(/certificado da API Pix/);
  });

  it('renews an expired token once', async () => {
    const short = await startFakePsp({ tokenTtlSeconds: 1 });
    try {
      const saved = { ...process.env };
      Object.assign(process.env, short.env());
      const config = pixApiConfig();
      process.env = saved;
      if (!config.ok) throw new Error('config');
      const client = new PixHttpClient({ ...config.config });
      clients.push(client);
      const pix = apiPixProvider(config.config, client);
      await pix.getCobv(cobv().txid);
      await new Promise((r) => setTimeout(r, 1100));
      await pix.getCobv(cobv().txid);
      expect(short.tokensIssued).toBe(2);
    } finally {
      await short.close();
    }
  }, 30_000);
});
