import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChaveAcesso, mod11 } from '@/lib/nfse/chave';
import { buildDpsXml, saoPauloDateTime } from '@/lib/nfse/dps';
import { dpsId } from '@/lib/nfse/dps-id';
import { issueOnce, type NfseProvider } from '@/server/nfse/provider';
import { nfseProvider } from '@/server/nfse/providers';
import { resetNfseSandbox, sandboxNfseProvider } from '@/server/nfse/sandbox-provider';
import { sefinErrors, sefinNfseProvider } from '@/server/nfse/sefin-provider';
import { signDps } from '@/server/nfse/sign-dps';
import { validateDps, validatePedRegEvento } from '@/server/nfse/xsd';
import { startFakeSefin, type FakeSefin } from '../support/fake-sefin';
import { PRESTADOR_CNPJ, dpsInput } from '../support/nfse-dps';

/**
 * D210–D215: the Sefin Nacional client against the stand-in Sefin (mutual TLS, the official schemas, the signature
 * checked against the TLS client's certificate), `issueOnce` through every fault that leaves a DPS's fate unknown,
 * the cancellation, and the offline sandbox. Every DPS built here is validated against the schema before it is sent.
 */

let sefin: FakeSefin;
let sefinProvider: NfseProvider;
let numero = 100;

beforeAll(async () => {
  sefin = await startFakeSefin();
  sefinProvider = sefinNfseProvider({
    baseUrl: sefin.baseUrl,
    timeoutMs: 5_000,
    certificate: sefin.certificate,
    ca: sefin.ca.caPem,
  });
});

afterAll(async () => {
  resetNfseSandbox();
  expect(sefin.failures).toEqual([]);
  await sefin.close();
});

type Built = { signed: string; id: string };

/**
 * A DPS of now (the Sefin takes dhEmi within minutes), signed with the company's e-CNPJ and checked against the
 * schema as signed (which checks the built document inside it; one xmllint run costs about a second).
 */
async function signedDps(
  change: { at?: Date; ambiente?: 1 | 2; signer?: { keyPem: string; certPem: string } } = {},
): Promise<Built> {
  const at = change.at ?? new Date();
  const input = dpsInput({
    numero: ++numero,
    dhEmi: at,
    competencia: saoPauloDateTime(at).slice(0, 10),
    ambiente: change.ambiente ?? 2,
  });
  const signed = signDps(buildDpsXml(input), change.signer ?? sefin.certificate);
  expect(await validateDps(signed)).toEqual({ ok: true });
  const id = dpsId({
    municipioIbge: input.prestador.municipioIbge,
    inscricao: { tipo: 'cnpj', numero: input.prestador.cnpj },
    serie: input.serie,
    numero: input.numero,
  });
  return { signed, id };
}

const posts = (id: string) =>
  sefin.notes.has(id)
    ? sefin.received.filter((r) => r.method === 'POST' && r.path.endsWith('/nfse') && r.xml?.includes(id)).length
    : 0;

/** A raw POST to the stand-in, with the company's certificate unless told otherwise. */
function rawPost(path: string, body: string, tls: { pfx?: Buffer; passphrase?: string } = {}) {
  const withCert = 'pfx' in tls ? tls : { pfx: sefin.certificate.pfx, passphrase: sefin.certificate.passphrase };
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(
      `${sefin.baseUrl}${path}`,
      { method: 'POST', ca: sefin.ca.caPem, ...withCert, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the Sefin Nacional provider against the stand-in', () => {
  it('issues a signed DPS: 201, its 50-digit key and the authorised note', async () => {
    const { signed, id } = await signedDps();
    const result = await sefinProvider.issue(signed, { dpsId: id });
    expect(result).toMatchObject({ status: 'issued', chaveAcesso: expect.stringMatching(/^\d{50}$/) });
    if (result.status !== 'issued') return;
    expect(result.nfseXml).toContain(`<infNFSe Id="NFS${result.chaveAcesso}">`);
    expect(result.nfseXml).toContain(`<infDPS Id="${id}">`);
    // The Id issueOnce would look the note up by must be the DPS's own.
    await expect(sefinProvider.issue(signed, { dpsId: `${id.slice(0, -1)}9` })).rejects.toThrow(/not DPS/);
    const sent = sefin.received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/SefinNacional/nfse', clientCert: true, xml: signed });
    expect(Object.keys(sent.body as object)).toEqual(['dpsXmlGZipB64']);
    expect(sefin.notes.get(id)?.chaveAcesso).toBe(result.chaveAcesso);
    // The provider's signature still verifies inside the note, for an independent verifier (xmlsec1, D204).
    const dir = mkdtempSync(path.join(tmpdir(), 'nfse-note-'));
    try {
      writeFileSync(path.join(dir, 'ca.pem'), sefin.ca.caPem);
      writeFileSync(path.join(dir, 'nfse.xml'), result.nfseXml);
      const args = ['--verify', '--id-attr:Id', 'infDPS', '--trusted-pem', path.join(dir, 'ca.pem')];
      const run = spawnSync('xmlsec1', [...args, path.join(dir, 'nfse.xml')], { encoding: 'utf8' });
      expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows a tampered DPS as a rejection E0714', async () => {
    const { signed, id } = await signedDps();
    const tampered = signed.replace('<vServ>4500.00</vServ>', '<vServ>45.00</vServ>');
    expect(tampered).not.toBe(signed);
    expect(await validateDps(tampered)).toEqual({ ok: true });
    const result = await sefinProvider.issue(tampered, { dpsId: id });
    expect(result).toMatchObject({ status: 'rejected', httpStatus: 400, errors: [{ codigo: 'E0714' }] });
    expect(sefin.notes.has(id)).toBe(false);
  });

  it('refuses a DPS signed with a certificate other than the one on the TLS connection (E0714)', async () => {
    const { signed, id } = await signedDps({ signer: sefin.ca.client });
    const result = await sefinProvider.issue(signed, { dpsId: id });
    expect(result).toMatchObject({
      status: 'rejected',
      errors: [{ codigo: 'E0714', complemento: expect.stringMatching(/KeyInfo/) }],
    });
  });

  it('refuses a dhEmi far from now with E0008', async () => {
    const { signed, id } = await signedDps({ at: new Date(Date.now() - 20 * 60_000) });
    expect(await sefinProvider.issue(signed, { dpsId: id })).toMatchObject({
      status: 'rejected',
      errors: [{ codigo: 'E0008' }],
    });
  });

  it('answers bad gzip with E1225 and gzip of something not XML with E1226', async () => {
    const notGzip = await rawPost('/nfse', JSON.stringify({ dpsXmlGZipB64: Buffer.from('<DPS/>').toString('base64') }));
    expect(notGzip).toMatchObject({ status: 400, json: { erros: [{ codigo: 'E1225' }] } });
    const notXml = await rawPost(
      '/nfse',
      JSON.stringify({ dpsXmlGZipB64: gzipSync('isto não é XML <').toString('base64') }),
    );
    expect(notXml).toMatchObject({ status: 400, json: { erros: [{ codigo: 'E1226' }] } });
  });

  it('answers a DPS sent twice with E0014, which issueOnce turns into the note already made', async () => {
    const { signed, id } = await signedDps();
    const first = await sefinProvider.issue(signed, { dpsId: id });
    expect(await sefinProvider.issue(signed, { dpsId: id })).toMatchObject({
      status: 'rejected',
      errors: [{ codigo: 'E0014' }],
    });
    const again = await issueOnce(sefinProvider, signed, { dpsId: id });
    expect(again).toMatchObject({ status: 'issued', recovered: true });
    expect(first.status === 'issued' && again.status === 'issued' && again.chaveAcesso === first.chaveAcesso).toBe(
      true,
    );
  });

  it('finds a note whose answer was dropped by its DPS, without sending it again', async () => {
    const { signed, id } = await signedDps();
    sefin.acceptAndDropNext();
    const result = await issueOnce(sefinProvider, signed, { dpsId: id });
    expect(result).toMatchObject({ status: 'issued', recovered: true, chaveAcesso: sefin.notes.get(id)?.chaveAcesso });
    expect(posts(id)).toBe(1);
    expect(sefin.received.slice(-3).map((r) => `${r.method} ${r.path.replace(/\/[^/]*\d{20,}.*$/, '/…')}`)).toEqual([
      'POST /SefinNacional/nfse',
      'GET /SefinNacional/dps/…',
      'GET /SefinNacional/nfse/…',
    ]);
  });

  it('sends again after a 500 only when the DPS did not become a note: one note', async () => {
    const { signed, id } = await signedDps();
    sefin.fail500Next();
    const result = await issueOnce(sefinProvider, signed, { dpsId: id });
    expect(result).toMatchObject({ status: 'issued' });
    expect(posts(id)).toBe(1);
    expect([...sefin.notes.values()].filter((note) => note.dpsId === id)).toHaveLength(1);
  });

  it('answers unavailable within the configured limit when the Sefin never answers, then issues once', async () => {
    const { signed, id } = await signedDps();
    const hasty = sefinNfseProvider({
      baseUrl: sefin.baseUrl,
      timeoutMs: 300,
      certificate: sefin.certificate,
      ca: sefin.ca.caPem,
    });
    sefin.timeoutNext();
    const started = Date.now();
    const result = await hasty.issue(signed, { dpsId: id });
    const took = Date.now() - started;
    expect(result).toMatchObject({ status: 'unavailable', reason: 'timeout' });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2_000);
    // The retry takes the usual limit: the stand-in's own schema check alone takes about a second.
    expect(await issueOnce(sefinProvider, signed, { dpsId: id })).toMatchObject({ status: 'issued' });
    expect([...sefin.notes.values()].filter((note) => note.dpsId === id)).toHaveLength(1);
  });

  it('cannot connect without a client certificate, nor with another authority’s', async () => {
    const before = sefin.received.length;
    await expect(rawPost('/nfse', '{}', { pfx: undefined })).rejects.toThrow();
    const stranger = sefinNfseProvider({
      baseUrl: sefin.baseUrl,
      timeoutMs: 2_000,
      certificate: { ...sefin.certificate, pfx: sefin.ca.stranger.p12, passphrase: sefin.ca.stranger.password },
      ca: sefin.ca.caPem,
    });
    const { signed, id } = await signedDps();
    expect(await stranger.issue(signed, { dpsId: id })).toMatchObject({ status: 'unavailable', reason: 'network' });
    expect(sefin.received.length).toBe(before);
  });

  it('cancels a note with event 101101 once; a second cancellation is refused', async () => {
    const { signed, id } = await signedDps();
    const issued = await sefinProvider.issue(signed, { dpsId: id });
    if (issued.status !== 'issued') throw new Error(`not issued: ${JSON.stringify(issued)}`);
    const event = {
      ambiente: 2 as const,
      autor: { tipo: 'cnpj' as const, numero: PRESTADOR_CNPJ },
      motivo: 1 as const,
      justificativa: 'Erro na descrição do serviço prestado',
    };
    const cancelled = await sefinProvider.cancel(issued.chaveAcesso, event);
    expect(cancelled).toMatchObject({ status: 'cancelled', eventoXml: expect.stringContaining('<e101101>') });
    const request = sefin.received.at(-1)!;
    expect(request.path).toBe(`/SefinNacional/nfse/${issued.chaveAcesso}/eventos`);
    expect(Object.keys(request.body as object)).toEqual(['pedidoRegistroEventoXmlGZipB64']);
    expect(await validatePedRegEvento(request.xml!)).toEqual({ ok: true });
    expect(request.xml).toContain(`<infPedReg Id="PRE${issued.chaveAcesso}101101">`);
    expect(await sefinProvider.cancel(issued.chaveAcesso, event)).toMatchObject({
      status: 'rejected',
      errors: [{ codigo: 'X003', descricao: expect.stringMatching(/já registrado/) }],
    });
    expect(sefin.cancellations.size).toBe(1);
  });
});

describe('sefinErrors', () => {
  it('reads `erros` and `erro`, lower-case and capitalised fields', () => {
    expect(sefinErrors({ erros: [{ codigo: 'E0714', descricao: 'Assinatura', complemento: 'x' }] }, 400)).toEqual([
      { codigo: 'E0714', descricao: 'Assinatura', complemento: 'x' },
    ]);
    expect(sefinErrors({ erros: [{ Codigo: 'E1226', Descricao: 'Estrutura' }] }, 400)).toEqual([
      { codigo: 'E1226', descricao: 'Estrutura' },
    ]);
    expect(sefinErrors({ erro: { codigo: 'E2406', descricao: 'Chave' } }, 400)).toEqual([
      { codigo: 'E2406', descricao: 'Chave' },
    ]);
    expect(sefinErrors('<html>', 403)).toEqual([{ codigo: 'HTTP 403', descricao: expect.any(String) }]);
  });
});

describe('the sandbox provider', () => {
  it('issues offline a well-formed key and a note of produção restrita marked SEM VALIDADE JURÍDICA', async () => {
    resetNfseSandbox();
    const { signed, id } = await signedDps();
    const result = await sandboxNfseProvider.issue(signed, { dpsId: id });
    if (result.status !== 'issued') throw new Error(`not issued: ${JSON.stringify(result)}`);
    expect(isChaveAcesso(result.chaveAcesso)).toBe(true);
    expect(Number(result.chaveAcesso.at(-1))).toBe(mod11(result.chaveAcesso.slice(0, 49)));
    expect(result.nfseXml).toContain('SEM VALIDADE JURÍDICA');
    expect(result.nfseXml).toContain('<tpAmb>2</tpAmb>');
    expect(result.nfseXml).toContain(`<infNFSe Id="NFS${result.chaveAcesso}">`);
    expect(await sandboxNfseProvider.findByDps(id)).toMatchObject({ status: 'found', chaveAcesso: result.chaveAcesso });
    expect(await issueOnce(sandboxNfseProvider, signed, { dpsId: id })).toMatchObject({
      status: 'issued',
      recovered: true,
      chaveAcesso: result.chaveAcesso,
    });
    const event = {
      ambiente: 2 as const,
      autor: { tipo: 'cnpj' as const, numero: PRESTADOR_CNPJ },
      motivo: 2 as const,
      justificativa: 'Serviço não prestado ao cliente',
    };
    expect(await sandboxNfseProvider.cancel(result.chaveAcesso, event)).toMatchObject({ status: 'cancelled' });
    expect(await sandboxNfseProvider.cancel(result.chaveAcesso, event)).toMatchObject({ status: 'rejected' });
  });

  it('refuses a production DPS and one the schema refuses', async () => {
    const production = await signedDps({ ambiente: 1 });
    expect(await sandboxNfseProvider.issue(production.signed, { dpsId: production.id })).toMatchObject({
      status: 'rejected',
      errors: [{ descricao: expect.stringMatching(/tpAmb 2/) }],
    });
    const { signed, id } = await signedDps();
    const broken = signed.replace('<cLocEmi>3550308</cLocEmi>', '');
    expect(await sandboxNfseProvider.issue(broken, { dpsId: id })).toMatchObject({
      status: 'rejected',
      errors: [{ codigo: 'E1226' }],
    });
  });

  it('is the provider without NFSE_SEFIN_URL; with it, the Sefin at that address', async () => {
    const saved = { url: process.env.NFSE_SEFIN_URL, timeout: process.env.NFSE_TIMEOUT_MS };
    try {
      delete process.env.NFSE_SEFIN_URL;
      expect(nfseProvider(null).name).toBe('sandbox');
      process.env.NFSE_SEFIN_URL = sefin.baseUrl;
      process.env.NFSE_TIMEOUT_MS = '4000';
      expect(() => nfseProvider(null)).toThrow(/certificado/);
      const configured = nfseProvider(sefin.certificate, { ca: sefin.ca.caPem });
      expect(configured.name).toBe('sefin');
      const { signed, id } = await signedDps();
      expect(await issueOnce(configured, signed, { dpsId: id })).toMatchObject({ status: 'issued' });
    } finally {
      if (saved.url === undefined) delete process.env.NFSE_SEFIN_URL;
      else process.env.NFSE_SEFIN_URL = saved.url;
      if (saved.timeout === undefined) delete process.env.NFSE_TIMEOUT_MS;
      else process.env.NFSE_TIMEOUT_MS = saved.timeout;
    }
  });
});
