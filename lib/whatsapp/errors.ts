import { fill, m } from '@/lib/messages';

/**
 * What to do about a Cloud API error (its `code`, or the HTTP status when there is none), and the Portuguese
 * message staff read. Codes from Meta's error-code reference; Meta advises deciding on `code`, never on the title.
 *
 * - `email`: this number cannot get this message (not on WhatsApp, 24-hour window closed, Meta declined it):
 *   the step falls back to e-mail.
 * - `retry`: a limit or an outage; the job queue tries again later with back-off.
 * - `stop`: our side is wrong (token, permissions, template, account): retrying cannot help; staff must fix the
 *   configuration. The client still gets the step's e-mail (lib/whatsapp/channel.ts).
 */
export type Decision = 'email' | 'retry' | 'stop';
export type ClassifiedError = { decision: Decision; message: string; code: number | null };

const e = m.whatsapp.erros;

const BY_CODE: Record<number, [Decision, string]> = {
  131047: ['email', e['131047']],
  131026: ['email', e['131026']],
  131049: ['email', e['131049']],
  131050: ['email', e['131050']],
  130429: ['retry', e['130429']],
  131056: ['retry', e['131056']],
  80007: ['retry', e.limite],
  4: ['retry', e.limite],
  1: ['retry', e.servidor],
  2: ['retry', e.servidor],
  131000: ['retry', e.servidor],
  131016: ['retry', e.servidor],
  190: ['stop', e['190']],
  0: ['stop', e.autorizacao],
  3: ['stop', e.autorizacao],
  10: ['stop', e.autorizacao],
  368: ['stop', e.conta],
  131031: ['stop', e.conta],
  131048: ['stop', e['131048']],
  100: ['stop', e.parametro],
  131008: ['stop', e.parametro],
  131009: ['stop', e.parametro],
};

export function classifyError(error: { httpStatus?: number | null; code?: number | null }): ClassifiedError {
  const code = typeof error.code === 'number' ? error.code : null;
  if (code !== null) {
    const known = BY_CODE[code];
    if (known) return { decision: known[0], message: known[1], code };
    if (code >= 200 && code <= 299) return { decision: 'stop', message: e.autorizacao, code };
    if (code >= 132000 && code <= 132999) return { decision: 'stop', message: e.modelo, code };
  }
  const status = error.httpStatus ?? 0;
  if (status === 429) return { decision: 'retry', message: e.limite, code };
  if (status >= 500) return { decision: 'retry', message: e.servidor, code };
  if (status === 401 || status === 403) return { decision: 'stop', message: e.autorizacao, code };
  return { decision: 'stop', message: fill(e.desconhecido, { code: code ?? status }), code };
}

/**
 * No answer at all. A refused or reset connection sent nothing, so it is retried; a timeout may have been
 * accepted by Meta, and the API has no idempotency key, so it is not sent again (never twice) and the step
 * falls back to e-mail.
 */
export function classifyNetworkError(kind: 'rede' | 'tempo'): ClassifiedError {
  return kind === 'rede'
    ? { decision: 'retry', message: e.rede, code: null }
    : { decision: 'email', message: e.tempo, code: null };
}
