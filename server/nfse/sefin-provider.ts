import 'server-only';
import { Agent, request } from 'node:https';
import { gunzipSync, gzipSync } from 'node:zlib';
import { isChaveAcesso } from '@/lib/nfse/chave';
import { buildCancelamentoXml } from '@/lib/nfse/evento';
import {
  type CancelEvent,
  type CancelResult,
  type FindResult,
  type IssueResult,
  type NfseCertificate,
  type NfseProvider,
  type Rejected,
  type SefinError,
  type Unavailable,
  assertDpsId,
} from './provider';
import { signPedRegEvento } from './sign-dps';
import { validatePedRegEvento } from './xsd';

/**
 * The Sefin Nacional's API (D210, D214): `POST {base}/nfse` with `{"dpsXmlGZipB64": …}` (the signed DPS, gzip,
 * base64), `GET {base}/dps/{id}` (was this DPS accepted, and under which key), `GET {base}/nfse/{chave}` (the note),
 * `POST {base}/nfse/{chave}/eventos` with `{"pedidoRegistroEventoXmlGZipB64": …}`, all over mutual TLS with the
 * company's A1 certificate. Node's https (an Agent with `pfx`/`passphrase`) and no retry here: a repeat of POST /nfse
 * is `issueOnce`'s to decide (D213). Every call has a time limit (the whole exchange, not only the connect) and a
 * bounded answer, so a slow or hostile peer costs at most `timeoutMs` and `MAX_ANSWER_BYTES`.
 */
export type SefinConfig = {
  /** Up to and without the trailing slash: `https://sefin.nfse.gov.br/SefinNacional`, or a municipality's own. */
  baseUrl: string;
  timeoutMs: number;
  certificate: NfseCertificate;
  /** A CA bundle (PEM) for a server whose certificate is not in Node's store: the tests' stand-in. */
  ca?: string;
};

/** The answers are a few KB (a gzipped note in base64); anything far larger is not an answer of the Sefin. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** What a decoded note may grow to (gzip's ratio is bounded only by this). */
const MAX_XML_BYTES = 4 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;

type Answer = { status: number; json: unknown; text: string };

class CallFailure extends Error {
  constructor(readonly unavailable: Unavailable) {
    super(unavailable.detail);
  }
}

export function gzipBase64(xml: string): string {
  return gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
}

/** The XML inside a `…XmlGZipB64` field; null when it is not base64 of gzip of UTF-8 text within the bound. */
export function gunzipBase64(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/=\s]+$/.test(value)) return null;
  try {
    return gunzipSync(Buffer.from(value, 'base64'), { maxOutputLength: MAX_XML_BYTES }).toString('utf8');
  } catch {
    return null;
  }
}

const field = (item: Record<string, unknown>, name: string): unknown =>
  item[name] ?? item[name[0].toUpperCase() + name.slice(1)];

/**
 * The E-code list of an answer (D214): `erros` (a list) or `erro` (one, or a list), with `codigo`/`descricao`/
 * `complemento` or their capitalised forms, as answers of the Sefin differ. Nothing readable gives one error
 * naming the HTTP status, so a rejection always says something.
 */
export function sefinErrors(json: unknown, status: number): SefinError[] {
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const raw = field(body, 'erros') ?? field(body, 'erro');
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const errors: SefinError[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as Record<string, unknown>;
    const codigo = field(entry, 'codigo');
    const descricao = field(entry, 'descricao');
    const complemento = field(entry, 'complemento');
    if (typeof codigo !== 'string' && typeof codigo !== 'number') continue;
    errors.push({
      codigo: String(codigo),
      descricao: typeof descricao === 'string' ? descricao : '',
      ...(typeof complemento === 'string' && complemento ? { complemento } : {}),
    });
  }
  return errors.length > 0 ? errors : [{ codigo: `HTTP ${status}`, descricao: 'Resposta sem código de erro.' }];
}

function describe(error: unknown): string {
  const err = error as { code?: string; message?: string };
  return [err?.code, err?.message].filter(Boolean).join(': ') || String(error);
}

export function sefinNfseProvider(config: SefinConfig): NfseProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const agent = new Agent({
    pfx: config.certificate.pfx,
    passphrase: config.certificate.passphrase,
    ...(config.ca ? { ca: config.ca } : {}),
    // One connection per call: an issue is a few calls a day, and no socket outlives the exchange.
    keepAlive: false,
  });

  function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8');
    return new Promise<Answer>((resolve, reject) => {
      let settled = false;
      const fail = (unavailable: Unavailable) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.destroy();
        reject(new CallFailure(unavailable));
      };
      const req = request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          },
        },
        (res) => {
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES)
            return fail({ status: 'unavailable', reason: 'bad-answer', detail: `answer of ${declared} bytes` });
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES)
              return fail({
                status: 'unavailable',
                reason: 'bad-answer',
                detail: `answer over ${MAX_ANSWER_BYTES} bytes`,
              });
            chunks.push(chunk);
          });
          res.on('error', (error) => fail({ status: 'unavailable', reason: 'network', detail: describe(error) }));
          res.on('aborted', () => fail({ status: 'unavailable', reason: 'network', detail: 'answer cut off' }));
          res.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = null;
            }
            resolve({ status: res.statusCode ?? 0, json, text });
          });
        },
      );
      // One limit for the whole exchange: a server that accepts the connection and never answers costs timeoutMs.
      const timer = setTimeout(
        () => fail({ status: 'unavailable', reason: 'timeout', detail: `no answer within ${config.timeoutMs} ms` }),
        config.timeoutMs,
      );
      req.on('error', (error) => fail({ status: 'unavailable', reason: 'network', detail: describe(error) }));
      req.end(payload);
    });
  }

  /** The answer, or what made it none; a 5xx is the service's failure, never a verdict on the document. */
  async function ask(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer | Unavailable> {
    try {
      const answer = await call(method, path, body);
      if (answer.status >= 500)
        return {
          status: 'unavailable',
          reason: 'server',
          httpStatus: answer.status,
          detail: `HTTP ${answer.status}${answer.text ? `: ${answer.text.slice(0, 200)}` : ''}`,
        };
      return answer;
    } catch (error) {
      if (error instanceof CallFailure) return error.unavailable;
      return { status: 'unavailable', reason: 'network', detail: describe(error) };
    }
  }

  const isUnavailable = (value: Answer | Unavailable): value is Unavailable =>
    (value as Unavailable).status === 'unavailable';

  const rejected = (answer: Answer): Rejected => ({
    status: 'rejected',
    httpStatus: answer.status,
    errors: sefinErrors(answer.json, answer.status),
  });

  /** A note from an answer: its key and its XML, the XML's Id carrying that key (else the answer is unreadable). */
  function note(answer: Answer): { chaveAcesso: string; nfseXml: string } | Unavailable {
    const json = (answer.json ?? {}) as Record<string, unknown>;
    const chave = json.chaveAcesso;
    const nfseXml = gunzipBase64(json.nfseXmlGZipB64);
    if (!isChaveAcesso(chave) || nfseXml === null)
      return { status: 'unavailable', reason: 'bad-answer', httpStatus: answer.status, detail: 'no key or no note' };
    if (!new RegExp(`<(?:\\w+:)?infNFSe\\b[^>]*\\sId="NFS${chave}"`).test(nfseXml))
      return { status: 'unavailable', reason: 'bad-answer', httpStatus: answer.status, detail: 'note of another key' };
    return { chaveAcesso: chave, nfseXml };
  }

  const enc = encodeURIComponent;

  return {
    name: 'sefin',

    async issue(signedDpsXml, { dpsId }): Promise<IssueResult> {
      assertDpsId(signedDpsXml, dpsId);
      const answer = await ask('POST', '/nfse', { dpsXmlGZipB64: gzipBase64(signedDpsXml) });
      if (isUnavailable(answer)) return answer;
      if (answer.status === 200 || answer.status === 201) {
        const found = note(answer);
        return 'status' in found ? found : { status: 'issued', ...found };
      }
      return rejected(answer);
    },

    async findByDps(dpsId): Promise<FindResult> {
      const answer = await ask('GET', `/dps/${enc(dpsId)}`);
      if (isUnavailable(answer)) return answer;
      if (answer.status === 404) return { status: 'not-found' };
      const chave = (answer.json as { chaveAcesso?: unknown } | null)?.chaveAcesso;
      if (answer.status !== 200 || !isChaveAcesso(chave))
        return {
          status: 'unavailable',
          reason: 'bad-answer',
          httpStatus: answer.status,
          detail: answer.text.slice(0, 200),
        };
      const full = await ask('GET', `/nfse/${chave}`);
      if (isUnavailable(full)) return full;
      if (full.status !== 200)
        return {
          status: 'unavailable',
          reason: 'bad-answer',
          httpStatus: full.status,
          detail: full.text.slice(0, 200),
        };
      const found = note(full);
      return 'status' in found ? found : { status: 'found', ...found };
    },

    async cancel(chaveAcesso, event: CancelEvent): Promise<CancelResult> {
      const unsigned = buildCancelamentoXml({
        ambiente: event.ambiente,
        dhEvento: event.at ?? new Date(),
        autor: event.autor,
        chaveAcesso,
        motivo: event.motivo,
        justificativa: event.justificativa,
      });
      const signed = signPedRegEvento(unsigned, config.certificate);
      // The request is checked as the Sefin will check it: a schema error is the product's bug, shown as such.
      const checked = await validatePedRegEvento(signed);
      if (!checked.ok) throw new Error(`pedRegEvento does not fit its schema: ${checked.errors.join('; ')}`);
      const answer = await ask('POST', `/nfse/${enc(chaveAcesso)}/eventos`, {
        pedidoRegistroEventoXmlGZipB64: gzipBase64(signed),
      });
      if (isUnavailable(answer)) return answer;
      if (answer.status === 200 || answer.status === 201) {
        const eventoXml = gunzipBase64((answer.json as { eventoXmlGZipB64?: unknown } | null)?.eventoXmlGZipB64);
        if (eventoXml === null)
          return { status: 'unavailable', reason: 'bad-answer', httpStatus: answer.status, detail: 'no event' };
        return { status: 'cancelled', eventoXml };
      }
      return rejected(answer);
    },
  };
}
