import { fill, m } from '@/lib/messages';

/**
 * RFC 7807 answers of the API Pix (schema `Problema`: `type` ends in the error's name, e.g.
 * `https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida`; `violacoes` list what was wrong) and transport
 * failures, turned into one clear Portuguese message for staff. The PSP's own reasons (`violacoes[].razao`,
 * `detail`) are quoted, since PSPs write them in Portuguese and they name the field at fault.
 */
export type PixFailureKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'gone'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'certificate'
  | 'unreadable'
  | 'notConfigured';

export type PixProblem = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  violacoes?: Array<{ razao?: string; propriedade?: string; valor?: string }>;
};

const t = m.pix.problem;

/** The error's name from its `type` URI ("…/error/CobVOperacaoInvalida" → "CobVOperacaoInvalida"). */
export function problemName(problem: PixProblem | null | undefined): string | null {
  const type = problem?.type;
  if (typeof type !== 'string') return null;
  return type.split('/').filter(Boolean).pop() ?? null;
}

/** The kind of failure an HTTP status stands for. 5xx and 429 are the ones worth retrying. */
export function kindOfStatus(status: number): PixFailureKind {
  if (status === 400 || status === 409 || status === 422) return 'invalid';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 410) return 'gone';
  if (status === 504) return 'timeout';
  if (status >= 500 || status === 429) return 'unavailable';
  return 'unreadable';
}

export const isRetryableKind = (kind: PixFailureKind) =>
  kind === 'unavailable' || kind === 'timeout' || kind === 'network';

function detailOf(problem: PixProblem | null | undefined): string | null {
  const reasons = (problem?.violacoes ?? [])
    .map((v) => [v?.razao, v?.propriedade && `(${v.propriedade})`].filter(Boolean).join(' '))
    .filter(Boolean)
    .slice(0, 3);
  const text = reasons.length ? reasons.join('; ') : problem?.detail || problem?.title || '';
  const clean = String(text).replace(/\s+/g, ' ').trim().slice(0, 300);
  return clean || null;
}

/** The message staff read for a failure of the API Pix. */
export function problemMessage(kind: PixFailureKind, problem?: PixProblem | null): string {
  if (kind !== 'invalid') return t[kind];
  const detalhe = detailOf(problem);
  if (!detalhe) return t.invalidGeneric;
  const name = problemName(problem) ?? '';
  if (name.startsWith('CobV') || name.startsWith('Cob')) return fill(t.cobv, { detalhe });
  if (name.startsWith('PixDevolucao')) return fill(t.refund, { detalhe });
  if (name.startsWith('Webhook')) return fill(t.webhook, { detalhe });
  return fill(t.invalid, { detalhe });
}
