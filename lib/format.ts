import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** DECISIONS D6: every calendar computation uses the São Paulo day, whatever the server's zone. */
export const TIME_ZONE = 'America/Sao_Paulo';
export const MISSING = '-';
export const INVALID_DATE = 'Data inválida';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function formatIn(value: DateInput, pattern: string): string {
  const date = toDate(value);
  if (date === undefined) return MISSING;
  if (date === null) return INVALID_DATE;
  return format(new TZDate(date, TIME_ZONE), pattern, { locale: ptBR });
}

/** dd/MM/yyyy in São Paulo time; "-" when missing, "Data inválida" when unreadable. */
export function formatDate(value: DateInput): string {
  // A bare calendar date ("2026-03-05") is a day, not an instant: show it as written.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = parseISO(value);
    return isValid(date) ? format(date, 'dd/MM/yyyy') : INVALID_DATE;
  }
  return formatIn(value, 'dd/MM/yyyy');
}

/** "dd/MM/yyyy às HH:mm" in São Paulo time. */
export function formatDateTime(value: DateInput): string {
  return formatIn(value, "dd/MM/yyyy 'às' HH:mm");
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money is stored in integer centavos (D5) and shown as R$ 1.234,56. */
export function formatMoney(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined || !Number.isFinite(centavos)) return MISSING;
  return brl.format(centavos / 100);
}

/** Today's calendar day in São Paulo as yyyy-MM-dd. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return format(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd');
}

/** "2" or "1,5" (pt-BR decimal comma, at most two decimals) for percentages. */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);
}
