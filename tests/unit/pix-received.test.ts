import { describe, expect, it } from 'vitest';
import { problemMessage, problemName, kindOfStatus, isRetryableKind } from '@/lib/pix/problem';
import { endToEndIdsOfNotification, parseReceivedPix } from '@/lib/pix/received';
import { isFinalRefundStatus, parseRefund, refundIdFor } from '@/lib/pix/refund';
import { checkResponse } from '@/tests/support/pix-api-schema';

const E2E = 'E12345678202611101203abcdef12345';
const TXID = '3f2b8c1e9a4d4e6f8b2a1c0d9e8f7a65';

describe('a received Pix (GET /pix/{e2eid}, schema Pix)', () => {
  const late = {
    endToEndId: E2E,
    txid: TXID,
    valor: '1021.00',
    horario: '2026-03-11T14:03:33.902Z',
    infoPagador: 'parcela 1',
    componentesValor: { original: { valor: '1000.00' }, multa: { valor: '20.00' }, juros: { valor: '1.00' } },
    pagador: { nome: 'JOAO DA CONCEICAO', cpf: '52998224725' },
  };

  it('reads amounts into centavos, the time, the payer and the parts of the amount', () => {
    expect(checkResponse('GET', '/pix/{e2eid}', 200, late)).toEqual({ ok: true });
    expect(parseReceivedPix(late)).toEqual({
      endToEndId: E2E,
      txid: TXID,
      valor: 102100,
      horario: new Date('2026-03-11T14:03:33.902Z'),
      chave: null,
      infoPagador: 'parcela 1',
      pagador: { nome: 'JOAO DA CONCEICAO', documento: '52998224725' },
      componentesValor: { original: 100000, multa: 2000, juros: 100, desconto: null, abatimento: null },
    });
  }, 20_000);

  it('reads the payer from Efí’s gnExtras, and a Pix without txid or payer', () => {
    const efi = {
      endToEndId: E2E,
      valor: '10.00',
      horario: '2026-03-11T14:03:33Z',
      gnExtras: { pagador: { nome: 'Ana', cnpj: '11222333000181' } },
    };
    expect(parseReceivedPix(efi)).toMatchObject({ txid: null, pagador: { nome: 'Ana', documento: '11222333000181' } });
    expect(parseReceivedPix({ endToEndId: E2E, valor: '10.00', horario: '2026-03-11T14:03:33Z' })).toMatchObject({
      pagador: null,
      componentesValor: null,
    });
  });

  it('refuses what is not a Pix: a short e2eid, a money text out of pattern, a bad time', () => {
    expect(parseReceivedPix({ ...late, endToEndId: 'E123' })).toBeNull();
    expect(parseReceivedPix({ ...late, valor: '1021' })).toBeNull();
    expect(parseReceivedPix({ ...late, horario: 'ontem' })).toBeNull();
    expect(parseReceivedPix(null)).toBeNull();
  });

  it('takes each end-to-end id of a notification once, leaving out unreadable items', () => {
    const body = { pix: [{ endToEndId: E2E }, { endToEndId: E2E }, { endToEndId: 'x' }, null] };
    expect(endToEndIdsOfNotification(body)).toEqual([E2E]);
    expect(endToEndIdsOfNotification({})).toEqual([]);
    expect(endToEndIdsOfNotification('lixo')).toEqual([]);
  });
});

describe('refunds (devolução)', () => {
  it('derives the devolução id from the refund row, stable across retries', () => {
    expect(refundIdFor('3f2b8c1e-9a4d-4e6f-8b2a-1c0d9e8f7a65')).toBe(TXID);
  });

  it('reads a Devolucao answer', () => {
    const answer = {
      id: TXID,
      rtrId: 'D12345678202611111000abcde123456',
      valor: '7.89',
      horario: { solicitacao: '2026-11-11T15:25:59.411Z', liquidacao: '2026-11-11T15:26:10.000Z' },
      status: 'DEVOLVIDO',
    };
    expect(checkResponse('GET', '/pix/{e2eid}/devolucao/{id}', 200, answer)).toEqual({ ok: true });
    expect(parseRefund(answer)).toMatchObject({
      valor: 789,
      status: 'DEVOLVIDO',
      liquidadaEm: new Date('2026-11-11T15:26:10.000Z'),
    });
    expect(parseRefund({ ...answer, status: 'SUMIU' })).toBeNull();
    expect(isFinalRefundStatus('DEVOLVIDO') && isFinalRefundStatus('NAO_REALIZADO')).toBe(true);
    expect(isFinalRefundStatus('EM_PROCESSAMENTO')).toBe(false);
  });
});

describe('RFC 7807 answers turned into a message for staff', () => {
  const problem = {
    type: 'https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida',
    title: 'Cobrança inválida.',
    status: 400,
    detail: 'A requisição que busca alterar ou criar uma cobrança com vencimento não respeita o schema.',
    violacoes: [{ razao: 'O campo cobv.devedor.cpf não respeita o schema.', propriedade: 'cobv.devedor.cpf' }],
  };

  it('quotes the PSP’s reasons for a refused cobv', () => {
    expect(problemName(problem)).toBe('CobVOperacaoInvalida');
    expect(problemMessage('invalid', problem)).toBe(
      'O banco recusou a cobrança Pix: O campo cobv.devedor.cpf não respeita o schema. (cobv.devedor.cpf)',
    );
    expect(problemMessage('invalid', { ...problem, type: '…/PixDevolucaoInvalida', violacoes: [] })).toMatch(
      /^O banco recusou a devolução Pix: A requisição/,
    );
    expect(problemMessage('invalid', null)).toBe('O banco recusou o pedido da API Pix. Confira os dados da cobrança.');
  });

  it('maps statuses to kinds, and retries only server and network failures', () => {
    expect([400, 401, 403, 404, 410, 429, 500, 503, 504].map(kindOfStatus)).toEqual([
      'invalid',
      'unauthorized',
      'forbidden',
      'notFound',
      'gone',
      'unavailable',
      'unavailable',
      'unavailable',
      'timeout',
    ]);
    expect(['unavailable', 'timeout', 'network'].every((k) => isRetryableKind(k as never))).toBe(true);
    expect(isRetryableKind('invalid')).toBe(false);
    expect(problemMessage('unavailable')).toBe(
      'A API Pix do banco está indisponível no momento. Tente novamente em alguns minutos.',
    );
  });
});
