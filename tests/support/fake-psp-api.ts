import { createSign, randomBytes } from 'node:crypto';
import { amountDueOn } from '@/lib/pix/amount-due';
import type { CobvRequest } from '@/lib/pix/cobv';
import { buildDynamicPixBrCode } from '@/lib/pix/dynamic-code';
import { makeEndToEndId } from '@/lib/pix/end-to-end-id';
import { centavosToPix, pixToCentavos } from '@/lib/pix/money';
import { schemaValidator } from './pix-api-schema';

/**
 * The stand-in PSP's API (fake-psp.ts serves it): what each API Pix endpoint answers from the PSP's state, the
 * cobv as CobVGerada, and the payload location's JWS. Answers are [status, body, the spec's path template].
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in reads and writes free-form JSON
export type Json = Record<string, any>;
export type Cobv = {
  txid: string;
  revisao: number;
  status: string;
  body: CobvRequest;
  criacao: string;
  locId: number;
  token: string;
};

export type PspState = {
  cobs: Map<string, Cobv>;
  byToken: Map<string, string>;
  pix: Map<string, Json>;
  webhooks: Map<string, string>;
  chave: string;
  ispb?: string;
  serverKeyPem: string;
  violations: string[];
  host: () => string;
  nextLocId: () => number;
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

export const problem = (name: string, status: number, detail: string, violacoes?: Json[]) => ({
  type: `${PROBLEM}${name}`,
  title: name,
  status,
  detail,
  ...(violacoes ? { violacoes } : {}),
});

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function pspApi(state: PspState) {
  const { cobs, byToken, pix, webhooks, chave, violations } = state;

  function pixCopiaECola(token: string) {
    return buildDynamicPixBrCode({
      location: `${state.host()}/qr/cobv/${token}`,
      beneficiary: RECEBEDOR.nome,
      city: 'São Paulo',
    });
  }

  function cobvJson(cob: Cobv): Json {
    const location = `${state.host()}/qr/cobv/${cob.token}`;
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
    const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(state.serverKeyPem);
    return `${header}.${body}.${b64url(signature)}`;
  }

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
              locId: state.nextLocId(),
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
          rtrId: `D${makeEndToEndId(new Date(), state.ispb).slice(1)}`,
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

  return { cobvJson, locationJws, route };
}
