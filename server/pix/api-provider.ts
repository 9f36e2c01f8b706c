import 'server-only';
import { centavosToPix } from '@/lib/pix/money';
import { parseReceivedPix } from '@/lib/pix/received';
import { parseRefund } from '@/lib/pix/refund';
import type { PixApiConfig } from './config';
import { PixApiError } from './errors';
import { PixHttpClient } from './http-client';
import type { CobvState, CobvStatus, DynamicPixProvider, FetchedPix } from './provider';

/**
 * The API Pix provider (D20): any PSP that implements the Banco Central's API Pix 2.9.0, by configuration
 * (config.ts). Paths are the spec's, under the PSP's base URL. Answers are read into the app's types here; an
 * answer that does not fit is an error, never a guess.
 */
const enc = encodeURIComponent;

function cobvState(json: unknown): CobvState {
  const cob = json as {
    txid?: unknown;
    revisao?: unknown;
    status?: unknown;
    pixCopiaECola?: unknown;
    location?: unknown;
    loc?: { location?: unknown };
    pix?: unknown[];
  } | null;
  if (!cob || typeof cob.txid !== 'string' || typeof cob.status !== 'string') throw new PixApiError('unreadable');
  const location =
    typeof cob.location === 'string' ? cob.location : typeof cob.loc?.location === 'string' ? cob.loc.location : null;
  return {
    txid: cob.txid,
    revisao: typeof cob.revisao === 'number' ? cob.revisao : 0,
    status: cob.status as CobvStatus,
    pixCopiaECola: typeof cob.pixCopiaECola === 'string' ? cob.pixCopiaECola : null,
    location,
    pix: (Array.isArray(cob.pix) ? cob.pix : []).map(parseReceivedPix).filter((p) => p !== null),
    raw: json,
  };
}

function fetched(json: unknown): FetchedPix {
  const pix = parseReceivedPix(json);
  if (!pix) throw new PixApiError('unreadable');
  return { pix, raw: json };
}

/** How many Pix one page of GET /pix asks for (the spec allows up to 1000). */
const PAGE_SIZE = 100;

export function apiPixProvider(config: PixApiConfig, client = new PixHttpClient(config)): DynamicPixProvider {
  return {
    kind: 'api',

    async putCobv(txid, body) {
      return cobvState((await client.call('PUT', `/cobv/${enc(txid)}`, body)).json);
    },

    async patchCobv(txid, body) {
      const response = await client.call('PATCH', `/cobv/${enc(txid)}`, body);
      if (response.status === 404) throw new PixApiError('notFound', { status: 404 });
      return cobvState(response.json);
    },

    async getCobv(txid) {
      const response = await client.call('GET', `/cobv/${enc(txid)}`);
      return response.status === 404 ? null : cobvState(response.json);
    },

    async registerWebhook(chave, webhookUrl) {
      const response = await client.call('PUT', `/webhook/${enc(chave)}`, { webhookUrl });
      if (response.status === 404) throw new PixApiError('notFound', { status: 404 });
    },

    async getPix(e2eid) {
      const response = await client.call('GET', `/pix/${enc(e2eid)}`);
      return response.status === 404 ? null : fetched(response.json);
    },

    async listPix(inicio, fim) {
      const all: FetchedPix[] = [];
      for (let page = 0; ; page++) {
        const query = new URLSearchParams({
          inicio: inicio.toISOString(),
          fim: fim.toISOString(),
          'paginacao.paginaAtual': String(page),
          'paginacao.itensPorPagina': String(PAGE_SIZE),
        });
        const json = (await client.call('GET', `/pix?${query}`)).json as {
          pix?: unknown[];
          parametros?: { paginacao?: { quantidadeDePaginas?: number } };
        } | null;
        if (!json || (json.pix !== undefined && !Array.isArray(json.pix))) throw new PixApiError('unreadable');
        all.push(...(json.pix ?? []).map(fetched));
        const pages = json.parametros?.paginacao?.quantidadeDePaginas ?? 1;
        if (page + 1 >= pages || (json.pix ?? []).length === 0) return all;
      }
    },

    async requestRefund(e2eid, id, valor, descricao) {
      const body = { valor: centavosToPix(valor), ...(descricao ? { descricao: descricao.slice(0, 140) } : {}) };
      const response = await client.call('PUT', `/pix/${enc(e2eid)}/devolucao/${enc(id)}`, body);
      if (response.status === 404) throw new PixApiError('notFound', { status: 404 });
      const refund = parseRefund(response.json);
      if (!refund) throw new PixApiError('unreadable');
      return refund;
    },

    async getRefund(e2eid, id) {
      const response = await client.call('GET', `/pix/${enc(e2eid)}/devolucao/${enc(id)}`);
      if (response.status === 404) return null;
      const refund = parseRefund(response.json);
      if (!refund) throw new PixApiError('unreadable');
      return refund;
    },
  };
}
