import { type X509Certificate, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { gunzipSync, gzipSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { chaveAcesso } from '@/lib/nfse/chave';
import { NFSE_NAMESPACE, saoPauloDateTime } from '@/lib/nfse/dps';
import { EVENTO_CANCELAMENTO, pedRegEventoId } from '@/lib/nfse/evento';
import { el, renderXml } from '@/lib/nfse/xml';
import { expectedDpsId, fromDom, nfseFromDps, parseXml, readDps } from '@/server/nfse/nfse-xml';
import { C14N, ENVELOPED, RSA_SHA1, SHA1, signDocument } from '@/server/nfse/sign-dps';
import { validateDps, validatePedRegEvento } from '@/server/nfse/xsd';
import { PRESTADOR_CNPJ } from './nfse-dps';
import { makeTestCa } from './test-ca';

/**
 * A stand-in Sefin Nacional for the tests (D215), started by the test itself like fake-psp.ts: HTTPS with mutual TLS
 * and a CA made at test time (test-ca.ts), a client certificate required at the handshake (a client without one, or
 * with another CA's, never reaches a route). Under `/SefinNacional`:
 * - `POST /nfse` `{"dpsXmlGZipB64"}`: base64 and gzip (else E1225), well-formed XML of the national namespace (else
 *   E1226), the official schema (validateDps; its messages in `complemento`, E1226), the XMLDSig checked against the
 *   certificate presented on this TLS connection, which must also be the one in KeyInfo, and the reference must be
 *   `#<infDPS Id>` with the algorithms the schema fixes (else E0714), the certificate's CNPJ (CN "RAZÃO:CNPJ", as
 *   ICP-Brasil writes it) must be the provider's, the Id must be the one the DPS's own fields make (lib/nfse/dps-id.ts),
 *   `dhEmi` must carry -03:00 and be within five minutes of now (else E0008), and a DPS already accepted is E0014.
 *   Accepted: 201 `{chaveAcesso, nfseXmlGZipB64, …}`, the note built from the DPS (server/nfse/nfse-xml.ts) and signed
 *   with this server's key.
 * - `GET /dps/{id}`: 200 with the key when accepted, 404 otherwise; `GET /nfse/{chave}`: the note.
 * - `POST /nfse/{chave}/eventos` `{"pedidoRegistroEventoXmlGZipB64"}`: the cancellation (101101), checked like the
 *   DPS against pedRegEvento_v1.01.xsd and its signature on `infPedReg`; recorded once, a second is refused.
 * E0008, E0014, E0714, E1225 and E1226 are the codes public issuers' notes give; the codes starting with X are the
 * stand-in's own, for checks whose real code the product does not depend on. Errors of POST /nfse come as
 * `{"erros":[{codigo, descricao, complemento}]}`; those of the events and lookups as `{"erro":{Codigo, Descricao}}`,
 * the other shape the Sefin answers in (D214), so the client reads both.
 * Faults, each for the next POST /nfse: `timeoutNext()` (read, never answered, nothing recorded), `fail500Next()`,
 * `acceptAndDropNext()` (the note recorded, then the socket destroyed without an answer). `setDown(true)` makes every
 * route answer 503 until `setDown(false)` (the Sefin out of service, for the jobs' retries, D242). `received` is every
 * request.
 */
export type Received = {
  method: string;
  path: string;
  clientCert: boolean;
  body: unknown;
  /** The decoded document of a POST, when it decoded. */
  xml?: string;
};
export type StandInNote = { dpsId: string; chaveAcesso: string; nfseXml: string; dpsXml: string };
type Fault = 'timeout' | 'fail500' | 'acceptAndDrop';
type Problem = { codigo: string; descricao: string; complemento?: string };

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const BASE = '/SefinNacional';
const MAX_BODY = 1024 * 1024;
const DH_EMI_WINDOW_MS = 5 * 60_000;

export type StandInOptions = { razaoSocial?: string; cnpj?: string };

export async function startFakeSefin(options: StandInOptions = {}) {
  const cnpj = options.cnpj ?? PRESTADOR_CNPJ;
  const ca = makeTestCa({ eCnpj: { razaoSocial: options.razaoSocial ?? 'AGÊNCIA WEB TESTE LTDA', cnpj } });
  const received: Received[] = [];
  const notes = new Map<string, StandInNote>();
  const byChave = new Map<string, StandInNote>();
  const cancellations = new Map<string, string>();
  const faults: Fault[] = [];
  let numero = 0;
  let down = false;

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  const envelope = () => ({
    tipoAmbiente: 2,
    versaoAplicativo: 'SefinNacional-standin',
    dataHoraProcessamento: saoPauloDateTime(new Date()),
  });
  const erros = (res: ServerResponse, status: number, ...problems: Problem[]) =>
    answer(res, status, { ...envelope(), erros: problems });
  const erro = (res: ServerResponse, status: number, problem: Problem) =>
    answer(res, status, {
      ...envelope(),
      erro: { Codigo: problem.codigo, Descricao: problem.descricao, Complemento: problem.complemento },
    });

  async function readBody(req: IncomingMessage): Promise<string | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The document of a `…XmlGZipB64` field, or the E-code that refuses it. */
  function decode(body: unknown, name: string): { xml: string } | { problem: Problem } {
    const value = (body as Record<string, unknown> | null)?.[name];
    if (typeof value !== 'string' || !/^[A-Za-z0-9+/=]+$/.test(value))
      return { problem: { codigo: 'E1225', descricao: 'Falha na descompactação da área de dados.' } };
    let xml: string;
    try {
      xml = gunzipSync(Buffer.from(value, 'base64'), { maxOutputLength: MAX_BODY }).toString('utf8');
    } catch {
      return { problem: { codigo: 'E1225', descricao: 'Falha na descompactação da área de dados.' } };
    }
    const doc = parseXml(xml);
    if (!doc?.documentElement || doc.documentElement.namespaceURI !== NFSE_NAMESPACE)
      return { problem: { codigo: 'E1226', descricao: 'Estrutura descompactada mal formada.' } };
    return { xml };
  }

  /**
   * The signature of `inf` (the root's child with the Id), checked with the TLS client's certificate, not the one the
   * document names: the certificate in KeyInfo must be that same certificate, byte for byte.
   */
  function signatureProblem(xml: string, inf: string, tlsCert: X509Certificate): string | null {
    const doc = parseXml(xml)!;
    const root = doc.documentElement!;
    const signatures = (Array.from(root.childNodes) as Element[]).filter(
      (node) => node.nodeType === 1 && node.localName === 'Signature' && node.namespaceURI === DSIG,
    );
    if (signatures.length !== 1) return 'no signature, or more than one';
    const signature = signatures[0];
    const target = root.getElementsByTagNameNS(NFSE_NAMESPACE, inf)[0];
    const id = target?.getAttribute('Id');
    if (!id) return `no ${inf} Id`;
    const algorithms = (name: string) =>
      Array.from(signature.getElementsByTagNameNS(DSIG, name)).map((node) => node.getAttribute('Algorithm'));
    if (
      algorithms('CanonicalizationMethod').join() !== C14N ||
      algorithms('SignatureMethod').join() !== RSA_SHA1 ||
      algorithms('DigestMethod').join() !== SHA1 ||
      algorithms('Transform').join() !== [ENVELOPED, C14N].join()
    )
      return 'algorithms other than the schema’s';
    const references = Array.from(signature.getElementsByTagNameNS(DSIG, 'Reference'));
    if (references.length !== 1 || references[0].getAttribute('URI') !== `#${id}`) return `reference is not #${id}`;
    const inKeyInfo = Array.from(signature.getElementsByTagNameNS(DSIG, 'X509Certificate')).map((node) =>
      (node.textContent ?? '').replace(/\s+/g, ''),
    );
    if (inKeyInfo.length !== 1 || inKeyInfo[0] !== tlsCert.raw.toString('base64'))
      return 'the certificate in KeyInfo is not the TLS client certificate';
    const verifier = new SignedXml({ publicCert: tlsCert.toString(), getCertFromKeyInfo: () => null });
    verifier.loadSignature(signature);
    try {
      if (!verifier.checkSignature(xml)) return 'signature does not verify';
    } catch (error) {
      return `signature does not verify: ${(error as Error).message}`;
    }
    return null;
  }

  /** The CNPJ an e-CNPJ certificate names after the last colon of its CN. */
  function certificateCnpj(cert: X509Certificate): string | null {
    const cn = /(?:^|\n)CN=([^\n]*)/.exec(cert.subject)?.[1] ?? '';
    return /:(\d{14})$/.exec(cn)?.[1] ?? null;
  }

  async function issue(req: IncomingMessage, res: ServerResponse, entry: Received, tlsCert: X509Certificate) {
    const fault = faults.shift();
    if (fault === 'timeout') return; // read, never answered: the client's time limit is the only way out
    if (fault === 'fail500') return erros(res, 500, { codigo: 'X500', descricao: 'Falha simulada.' });
    const decoded = decode(entry.body, 'dpsXmlGZipB64');
    if ('problem' in decoded) return erros(res, 400, decoded.problem);
    const xml = decoded.xml;
    entry.xml = xml;
    const schema = await validateDps(xml);
    if (!schema.ok)
      return erros(res, 400, {
        codigo: 'E1226',
        descricao: 'Estrutura descompactada mal formada.',
        complemento: schema.errors.slice(0, 3).join('; '),
      });
    const bad = signatureProblem(xml, 'infDPS', tlsCert);
    if (bad) return erros(res, 400, { codigo: 'E0714', descricao: 'Assinatura digital inválida.', complemento: bad });
    const read = readDps(xml)!;
    const { fields } = read;
    const ownCnpj = certificateCnpj(tlsCert);
    if (fields.prestador.tipo !== 'cnpj' || ownCnpj !== fields.prestador.numero)
      return erros(res, 400, {
        codigo: 'X002',
        descricao: 'O certificado não é do prestador da DPS.',
        complemento: `certificado ${ownCnpj ?? 'sem CNPJ'}, prestador ${fields.prestador.numero}`,
      });
    if (expectedDpsId(fields) !== fields.id)
      return erros(res, 400, { codigo: 'X001', descricao: 'O Id da DPS não corresponde aos seus campos.' });
    const dhEmi = Date.parse(fields.dhEmi);
    if (!fields.dhEmi.endsWith('-03:00') || !(Math.abs(Date.now() - dhEmi) <= DH_EMI_WINDOW_MS))
      return erros(res, 400, {
        codigo: 'E0008',
        descricao: 'Data e hora de emissão da DPS fora do horário local ou do prazo.',
        complemento: fields.dhEmi,
      });
    if (notes.has(fields.id))
      return erros(res, 400, { codigo: 'E0014', descricao: 'DPS já utilizada para gerar uma NFS-e.' });

    numero++;
    const now = new Date();
    const chave = chaveAcesso({
      municipioIbge: fields.cLocEmi,
      ambienteGerador: 2,
      inscricao: fields.prestador,
      numeroNfse: numero,
      anoMes: saoPauloDateTime(now).slice(0, 7),
      codigoNumerico: String(randomInt(0, 1e9)).padStart(9, '0'),
    });
    const unsigned = nfseFromDps(xml, {
      chaveAcesso: chave,
      numero,
      dhProc: now,
      ambienteGerador: 2,
      nomeEmitente: options.razaoSocial ?? 'AGÊNCIA WEB TESTE LTDA',
    });
    const nfseXml = signDocument('NFSe', unsigned, ca.server);
    const note: StandInNote = { dpsId: fields.id, chaveAcesso: chave, nfseXml, dpsXml: xml };
    notes.set(fields.id, note);
    byChave.set(chave, note);
    if (fault === 'acceptAndDrop') return req.socket.destroy();
    answer(res, 201, {
      ...envelope(),
      idDps: fields.id,
      chaveAcesso: chave,
      nfseXmlGZipB64: gzipSync(nfseXml).toString('base64'),
    });
  }

  async function registerEvent(res: ServerResponse, chave: string, entry: Received, tlsCert: X509Certificate) {
    const decoded = decode(entry.body, 'pedidoRegistroEventoXmlGZipB64');
    if ('problem' in decoded) return erro(res, 400, decoded.problem);
    const xml = decoded.xml;
    entry.xml = xml;
    const schema = await validatePedRegEvento(xml);
    if (!schema.ok)
      return erro(res, 400, {
        codigo: 'E1226',
        descricao: 'Estrutura descompactada mal formada.',
        complemento: schema.errors.slice(0, 3).join('; '),
      });
    const bad = signatureProblem(xml, 'infPedReg', tlsCert);
    if (bad) return erro(res, 400, { codigo: 'E0714', descricao: 'Assinatura digital inválida.', complemento: bad });
    const doc = parseXml(xml)!;
    const inf = doc.getElementsByTagNameNS(NFSE_NAMESPACE, 'infPedReg')[0];
    const chNFSe = inf.getElementsByTagNameNS(NFSE_NAMESPACE, 'chNFSe')[0]?.textContent;
    if (chNFSe !== chave || inf.getAttribute('Id') !== pedRegEventoId(chave))
      return erro(res, 400, { codigo: 'X001', descricao: 'O Id do pedido não corresponde à NFS-e do endereço.' });
    const note = byChave.get(chave);
    if (!note) return erro(res, 404, { codigo: 'X004', descricao: 'NFS-e não encontrada.' });
    const autor = inf.getElementsByTagNameNS(NFSE_NAMESPACE, 'CNPJAutor')[0]?.textContent;
    if (autor !== certificateCnpj(tlsCert) || autor !== readDps(note.dpsXml)!.fields.prestador.numero)
      return erro(res, 400, { codigo: 'X002', descricao: 'O autor do evento não é o prestador da NFS-e.' });
    if (cancellations.has(chave))
      return erro(res, 400, { codigo: 'X003', descricao: 'Evento de cancelamento já registrado para esta NFS-e.' });
    const evento = renderXml(
      el(
        'evento',
        { xmlns: NFSE_NAMESPACE, versao: '1.01' },
        el(
          'infEvento',
          { Id: `EVT${chave}${EVENTO_CANCELAMENTO}001` },
          el('verAplic', null, 'SefinNacional-standin'),
          el('ambGer', null, '2'),
          el('nSeqEvento', null, '1'),
          el('dhProc', null, saoPauloDateTime(new Date())),
          el('nDFSe', null, String(cancellations.size + 1)),
          fromDom(doc.documentElement!),
        ),
      ),
    );
    cancellations.set(chave, evento);
    answer(res, 201, { ...envelope(), eventoXmlGZipB64: gzipSync(evento).toString('base64') });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'https://sefin.test');
    const method = req.method ?? 'GET';
    const socket = req.socket as TLSSocket;
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    const entry: Received = { method, path: url.pathname, clientCert: socket.authorized, body };
    received.push(entry);
    if (raw === null) return erros(res, 413, { codigo: 'X413', descricao: 'Corpo grande demais.' });
    // The handshake already refused a client without a certificate of this CA; this only names it.
    const peer = socket.getPeerX509Certificate();
    if (!socket.authorized || !peer) return erros(res, 403, { codigo: 'X403', descricao: 'Certificado ausente.' });

    if (down) return erros(res, 503, { codigo: 'X503', descricao: 'Serviço indisponível (simulado).' });

    const path = url.pathname.startsWith(`${BASE}/`) ? url.pathname.slice(BASE.length) : null;
    if (path === '/nfse' && method === 'POST') return issue(req, res, entry, peer);
    const dps = /^\/dps\/([^/]+)$/.exec(path ?? '');
    if (dps && (method === 'GET' || method === 'HEAD')) {
      const note = notes.get(decodeURIComponent(dps[1]));
      if (!note) return erro(res, 404, { codigo: 'X404', descricao: 'DPS não encontrada.' });
      return answer(res, 200, { ...envelope(), idDps: note.dpsId, chaveAcesso: note.chaveAcesso });
    }
    const nfse = /^\/nfse\/(\d{50})$/.exec(path ?? '');
    if (nfse && method === 'GET') {
      const note = byChave.get(nfse[1]);
      if (!note) return erro(res, 404, { codigo: 'X404', descricao: 'NFS-e não encontrada.' });
      return answer(res, 200, {
        ...envelope(),
        chaveAcesso: note.chaveAcesso,
        nfseXmlGZipB64: gzipSync(note.nfseXml).toString('base64'),
      });
    }
    const eventos = /^\/nfse\/(\d{50})\/eventos$/.exec(path ?? '');
    if (eventos && method === 'POST') return registerEvent(res, eventos[1], entry, peer);
    return erro(res, 404, { codigo: 'X404', descricao: 'Recurso inexistente.' });
  }

  const failures: string[] = [];
  const server = createServer(
    { key: ca.server.keyPem, cert: ca.server.certPem, ca: ca.caPem, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      handle(req, res).catch((error) => {
        failures.push(`stand-in error: ${(error as Error).stack}`);
        if (!res.headersSent) erros(res, 500, { codigo: 'X500', descricao: 'Erro no stand-in.' });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const company = ca.eCnpj!;

  return {
    origin,
    baseUrl: `${origin}${BASE}`,
    ca,
    /** The company's e-CNPJ certificate as the provider takes it (server/nfse/provider.ts). */
    certificate: { pfx: company.p12, passphrase: company.password, keyPem: company.keyPem, certPem: company.certPem },
    received,
    notes,
    cancellations,
    /** Errors inside the stand-in itself (a test ends with `expect(sefin.failures).toEqual([])`). */
    failures,
    timeoutNext() {
      faults.push('timeout');
    },
    fail500Next() {
      faults.push('fail500');
    },
    acceptAndDropNext() {
      faults.push('acceptAndDrop');
    },
    /** Every route answers 503 while down. */
    setDown(value: boolean) {
      down = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSefin = Awaited<ReturnType<typeof startFakeSefin>>;
