import { daysLate } from '@/lib/pix/holidays';

/**
 * Multa e juros de mora (D63), in integer centavos.
 *
 * Convention (decided here; the documents only name model-02's "2% fine and 1% monthly interest"):
 * - days late = São Paulo calendar days (D6) after the due date moved to the next business day when it falls on a
 *   weekend or national holiday (D185, the API Pix rule; lib/pix/holidays.ts daysLate), so the charge page, the
 *   e-mails and the checkout ask what the payer's bank asks for the cobv; that day itself is not late;
 * - the fine is charged once, from the first day late: valor × multa%;
 * - interest is simple, on the original value, pro rata per calendar day at (monthly %)/30 a day, so
 *   1 % a.m. is 0,0333… % a day and a leap day counts like any other day;
 * - each part is rounded half-up to the centavo on its own; total = valor + fine + interest.
 * Percentages are read with two decimals (the columns' scale), computed in integers to avoid float drift.
 */
export type LateFeeInput = {
  valor: number;
  dataVencimento: string;
  multaPercentual: number;
  jurosMensalPercentual: number;
};

export type LateFees = { diasAtraso: number; valor: number; multa: number; juros: number; total: number };

/** The most a fine may be (Código de Defesa do Consumidor, art. 52 §1). */
export const MAX_FINE_PERCENT = 2;

const basisPoints = (percent: number) => Math.max(0, Math.round((Number(percent) || 0) * 100));

/** numerator / denominator rounded half-up, for non-negative integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function lateFees(input: LateFeeInput, today: string): LateFees {
  const diasAtraso = daysLate(input.dataVencimento, today);
  if (diasAtraso === 0) return { diasAtraso, valor: input.valor, multa: 0, juros: 0, total: input.valor };
  const multa = roundHalfUp(input.valor * Math.min(basisPoints(input.multaPercentual), MAX_FINE_PERCENT * 100), 10_000);
  const juros = roundHalfUp(input.valor * basisPoints(input.jurosMensalPercentual) * diasAtraso, 10_000 * 30);
  return { diasAtraso, valor: input.valor, multa, juros, total: input.valor + multa + juros };
}

/** What a charge asks for today: its value, or the updated total once it is late and still open. */
export function amountDue(input: LateFeeInput & { status: string }, today: string): LateFees {
  const open = input.status === 'pendente' || input.status === 'vencido';
  if (!open) return { diasAtraso: 0, valor: input.valor, multa: 0, juros: 0, total: input.valor };
  return lateFees(input, today);
}

/**
 * D163: the fine and interest a staff screen shows for any charge, whatever made it (the form, a contract's plan, a
 * series): the rates the charge carries from its creation, and, while it is open and late, what they add today.
 */
export type ChargeFeeLines = {
  multaPercentual: number;
  jurosMensalPercentual: number;
  due: LateFees;
};

export function chargeFeeLines(input: LateFeeInput & { status: string }, today: string): ChargeFeeLines {
  return {
    multaPercentual: Number(input.multaPercentual) || 0,
    jurosMensalPercentual: Number(input.jurosMensalPercentual) || 0,
    due: amountDue(input, today),
  };
}
