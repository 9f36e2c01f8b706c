import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { maskPhone, normalizeMobile } from './phone';

/**
 * Whether a client's WhatsApp consent may be used (D22, D153). A consent is given for one number: it is valid only
 * while it is active and its number is the client's current mobile once normalised, so a reformatted number keeps
 * it and any other number (a new mobile, a landline, none) does not. Every place that decides whether WhatsApp may
 * go reads this: the channel of an automatic step, the send itself, the worker's claim, the portal's switch and
 * the client record; the consent writer asks it too before suspending.
 */

/** The consent row as the rule reads it (server/platform/db/schema/whatsapp.ts). */
export type ConsentFacts = {
  status: string;
  /** E.164: the number the consent was given for. */
  telefone: string | null;
  suspensoEm?: Date | null;
  suspensoPara?: string | null;
};

export type ConsentStanding =
  | { state: 'none' }
  | { state: 'valid'; telefone: string }
  | { state: 'withdrawn' }
  /**
   * The number changed. `from`: the number the consent was given for; `to`: the phone it changed to (null: none);
   * `at`: when the edit suspended it, null for an active consent whose number is simply not the record's.
   */
  | { state: 'suspended'; from: string | null; to: string | null; at: Date | null };

export function consentStanding(
  consent: ConsentFacts | null | undefined,
  currentPhone: string | null | undefined,
): ConsentStanding {
  if (!consent) return { state: 'none' };
  if (consent.status === 'revogado') return { state: 'withdrawn' };
  if (consent.status === 'suspenso')
    return {
      state: 'suspended',
      from: consent.telefone,
      to: consent.suspensoPara ?? null,
      at: consent.suspensoEm ?? null,
    };
  if (consent.status !== 'ativo') return { state: 'none' };
  const mobile = normalizeMobile(currentPhone);
  if (consent.telefone && mobile.ok && mobile.e164 === consent.telefone)
    return { state: 'valid', telefone: consent.telefone };
  return { state: 'suspended', from: consent.telefone, to: currentPhone?.trim() || null, at: null };
}

/** The one yes/no: may automatic WhatsApp messages go to `phone` on this consent? */
export function consentValidFor(consent: ConsentFacts | null | undefined, phone: string | null | undefined): boolean {
  return consentStanding(consent, phone).state === 'valid';
}

type Suspended = Extract<ConsentStanding, { state: 'suspended' }>;

/**
 * Why a consent no longer holds, for the client record, in Portuguese and with the numbers masked:
 * "Suspenso: o celular mudou de (41) 9****-1234 para (41) 9****-5678 em 10/03/2026; peça um novo consentimento."
 */
export function suspensionText(standing: Suspended): string {
  const f = m.whatsapp.ficha;
  if (!standing.from) return f.suspensoSemNumero;
  const antigo = maskPhone(standing.from);
  if (!standing.at) return fill(f.suspensoOutroNumero, { antigo });
  const date = formatDate(standing.at);
  return standing.to
    ? fill(f.suspenso, { antigo, novo: maskPhone(standing.to), date })
    : fill(f.suspensoSemCelular, { antigo, date });
}
