import { todayInSaoPaulo } from '@/lib/format';
import { readPlan } from '@/lib/pipeline/payment-plan';
import { parseAmount } from '@/lib/projects/installments';
import type { Conteudo } from './content';

/**
 * D43: when a proposal may be accepted, what an acceptance records, and what an accepted
 * proposal keeps fixed. Pure rules, shared by the public page, the staff form and the server.
 */

/** Days a new proposal stays valid (document 000 §9 gave the offer 30 days). */
export const VALIDITY_DAYS = 30;

/** `yyyy-MM-dd` plus whole days, on the calendar (no time zone: a São Paulo day in, one out). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The default validity of a proposal created now: 30 São Paulo days from today (D6). */
export function defaultValidity(now: Date = new Date()): string {
  return addDays(todayInSaoPaulo(now), VALIDITY_DAYS);
}

/** The proposal is valid through the whole of its last day in São Paulo. */
export function isExpired(validaAte: string, now: Date = new Date()): boolean {
  return validaAte < todayInSaoPaulo(now);
}

export type AcceptanceRefusal = 'accepted' | 'refused' | 'expired';

/** Why a proposal cannot be accepted now, or null: only pendente/enviada within validity can. */
export function acceptanceRefusal(
  p: { status: string; aceitaEm: unknown; validaAte: string },
  now: Date = new Date(),
): AcceptanceRefusal | null {
  if (p.aceitaEm || p.status === 'aceita' || p.status === 'aprovada') return 'accepted';
  if (p.status !== 'pendente' && p.status !== 'enviada') return 'refused';
  if (isExpired(p.validaAte, now)) return 'expired';
  return null;
}

/** The content fields that are price and scope: fixed once the proposal is accepted. */
export const LOCKED_FIELDS = ['valor', 'prazo', 'escopo'] as const satisfies readonly (keyof Conteudo)[];

/** True when `next` changes price or scope of `current` (compared as stored, after coercion). */
export function changesLockedFields(
  current: Pick<Conteudo, 'valor' | 'prazo' | 'escopo'>,
  next: Partial<Pick<Conteudo, 'valor' | 'prazo' | 'escopo'>>,
): boolean {
  return LOCKED_FIELDS.some((key) => key in next && canonicalJson(next[key]) !== canonicalJson(current[key]));
}

/**
 * True when `next` changes the payment plan an accepted proposal was accepted with. Both sides are read as the
 * screens read them (null is the default plan over the proposal's value), so a form that sends the plan it was
 * shown, or no plan at all (`undefined`: unchanged), changes nothing.
 */
export function changesPlan(
  current: { planoPagamento: unknown; valor: string },
  next: { planoPagamento: unknown; valor: string },
): boolean {
  if (next.planoPagamento === undefined) return false;
  const before = readPlan(current.planoPagamento, parseAmount(current.valor));
  const after = readPlan(next.planoPagamento, parseAmount(next.valor));
  return canonicalJson(before) !== canonicalJson(after);
}

/**
 * JSON with object keys sorted at every level and no whitespace, so that the same content always gives
 * the same bytes, and so the same SHA-256 (anyone can recompute it from the stored snapshot).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export type AcceptanceSnapshot = {
  proposta: { id: string; nome: string; cliente: string; slug: string; validaAte: string; conteudo: Conteudo };
  aceite: { nome: string; email: string; em: string };
};

/** What an acceptance records: the proposal as it was shown, and who accepted it when. */
export function acceptanceSnapshot(
  p: { id: string; nome: string; cliente: string; slug: string; validaAte: string; conteudo: Conteudo },
  aceite: { nome: string; email: string; em: Date },
): AcceptanceSnapshot {
  return {
    proposta: {
      id: p.id,
      nome: p.nome,
      cliente: p.cliente,
      slug: p.slug,
      validaAte: p.validaAte,
      conteudo: p.conteudo,
    },
    aceite: { nome: aceite.nome, email: aceite.email, em: aceite.em.toISOString() },
  };
}
