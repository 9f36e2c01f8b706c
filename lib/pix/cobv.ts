import { MAX_FINE_PERCENT } from '@/lib/charges/late-fees';
import { devedorFromClient, type PixDevedor } from './devedor';
import { centavosToPix, MAX_PIX_CENTAVOS, percentToPix } from './money';
import { txidForCharge } from './txid';

/**
 * The body of `PUT /cobv/{txid}` (API Pix 2.9.0, CobVSolicitada) for one charge. Fine and interest are the
 * charge's own (copied from the settings when it was made), capped as the settings cap them, and encoded with
 * the spec's modalidades: the fine as a percentage (multa modalidade 2), the monthly interest as "percentual ao
 * mês (dias corridos)" (juros modalidade 3), so the payer's bank computes what is due on the day they pay. A
 * discount, when the charge has one, is a fixed value or percentage until a date (desconto modalidade 1 or 2).
 */
export type CobvRequest = {
  calendario: { dataDeVencimento: string; validadeAposVencimento: number };
  devedor: PixDevedor;
  valor: {
    original: string;
    multa?: { modalidade: 1 | 2; valorPerc: string };
    juros?: { modalidade: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8; valorPerc: string };
    abatimento?: { modalidade: 1 | 2; valorPerc: string };
    desconto?:
      | { modalidade: 1 | 2; descontoDataFixa: Array<{ data: string; valorPerc: string }> }
      | { modalidade: 3 | 4 | 5 | 6; valorPerc: string };
  };
  chave: string;
  solicitacaoPagador?: string;
  infoAdicionais?: Array<{ nome: string; valor: string }>;
};

/** The settings' bound for monthly interest (lib/settings/cobranca.ts: 0–10 % a.m.). */
export const MAX_JUROS_MENSAL_PERCENT = 10;

/** The spec's default `validadeAposVencimento`: 30 calendar days after the due date. */
export const DEFAULT_VALIDADE_DIAS = 30;

export type CobvDiscount = { ate: string; centavos: number } | { ate: string; percentual: number };

export type CobvCharge = {
  id: string;
  /** Empty when the cobv is asked before the charge is numbered (the charge form asks the PSP first, D99). */
  numeroCobranca: string;
  titulo: string;
  valor: number;
  dataVencimento: string;
  multaPercentual: number;
  jurosMensalPercentual: number;
  desconto?: CobvDiscount | null;
};

export type CobvInput = {
  charge: CobvCharge;
  client: { nome: string | null | undefined; documento: string | null | undefined };
  /** The receiver's Pix key registered at the PSP. */
  chave: string;
  validadeAposVencimento: number;
  txidGeneration?: number;
};

export type CobvRefusal = 'documento' | 'nome' | 'valor' | 'chave' | 'desconto';
export type CobvResult = { ok: true; txid: string; body: CobvRequest } | { ok: false; reason: CobvRefusal };

/**
 * How long a cobv stays payable: never shorter than the spec's default, and never shorter than the régua's last
 * reminder, so that no reminder points to a code the bank would refuse.
 */
export function validadeFromRegua(etapas: Array<{ dias: number; ativo: boolean }>): number {
  const last = Math.max(0, ...etapas.filter((e) => e.ativo).map((e) => e.dias));
  return Math.max(DEFAULT_VALIDADE_DIAS, last);
}

const cap = (value: number, max: number) => Math.min(Math.max(0, Number(value) || 0), max);

function discountOf(charge: CobvCharge): CobvRequest['valor']['desconto'] | 'invalid' | undefined {
  const d = charge.desconto;
  if (!d) return undefined;
  if (d.ate > charge.dataVencimento) return 'invalid';
  if ('centavos' in d) {
    if (!Number.isSafeInteger(d.centavos) || d.centavos <= 0 || d.centavos >= charge.valor) return 'invalid';
    return { modalidade: 1, descontoDataFixa: [{ data: d.ate, valorPerc: centavosToPix(d.centavos) }] };
  }
  if (!(d.percentual > 0 && d.percentual < 100)) return 'invalid';
  return { modalidade: 2, descontoDataFixa: [{ data: d.ate, valorPerc: percentToPix(d.percentual) }] };
}

/** The original amount, fine and interest of a charge as the spec encodes them (capped as the settings cap them). */
export function cobvValor(
  charge: Pick<CobvCharge, 'valor' | 'multaPercentual' | 'jurosMensalPercentual'>,
): CobvRequest['valor'] {
  const multa = cap(charge.multaPercentual, MAX_FINE_PERCENT);
  const juros = cap(charge.jurosMensalPercentual, MAX_JUROS_MENSAL_PERCENT);
  const valor: CobvRequest['valor'] = { original: centavosToPix(charge.valor) };
  if (Math.round(multa * 100) > 0) valor.multa = { modalidade: 2, valorPerc: percentToPix(multa) };
  if (Math.round(juros * 100) > 0) valor.juros = { modalidade: 3, valorPerc: percentToPix(juros) };
  return valor;
}

/** The terms that fix the amount due on a day (lib/pix/amount-due.ts), without debtor or key. */
export function cobvTerms(
  charge: Pick<CobvCharge, 'valor' | 'dataVencimento' | 'multaPercentual' | 'jurosMensalPercentual'>,
  validadeAposVencimento: number,
): Pick<CobvRequest, 'calendario' | 'valor'> {
  return {
    calendario: { dataDeVencimento: charge.dataVencimento, validadeAposVencimento },
    valor: cobvValor(charge),
  };
}

export function cobvRequest(input: CobvInput): CobvResult {
  const { charge } = input;
  if (!Number.isSafeInteger(charge.valor) || charge.valor <= 0 || charge.valor > MAX_PIX_CENTAVOS)
    return { ok: false, reason: 'valor' };
  const chave = input.chave.trim();
  if (!chave || chave.length > 77) return { ok: false, reason: 'chave' };
  const devedor = devedorFromClient(input.client);
  if (!devedor.ok) return { ok: false, reason: devedor.reason };
  const desconto = discountOf(charge);
  if (desconto === 'invalid') return { ok: false, reason: 'desconto' };

  const valor = cobvValor(charge);
  if (desconto) valor.desconto = desconto;

  const body: CobvRequest = {
    calendario: {
      dataDeVencimento: charge.dataVencimento,
      validadeAposVencimento: Math.max(0, Math.floor(input.validadeAposVencimento)),
    },
    devedor: devedor.devedor,
    valor,
    chave,
    solicitacaoPagador: (charge.numeroCobranca ? `Cobrança ${charge.numeroCobranca}: ${charge.titulo}` : charge.titulo)
      .slice(0, 140)
      .trim(),
    ...(charge.numeroCobranca
      ? { infoAdicionais: [{ nome: 'Cobrança', valor: charge.numeroCobranca.slice(0, 200) }] }
      : {}),
  };
  if (!body.solicitacaoPagador) delete body.solicitacaoPagador;
  return { ok: true, txid: txidForCharge(charge.id, input.txidGeneration ?? 0), body };
}

/** The body of the PATCH that removes a cobv when its charge is cancelled (CobVRevisada.status). */
export const COBV_REMOVAL = { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' } as const;
