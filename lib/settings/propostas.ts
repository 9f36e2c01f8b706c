import { m } from '@/lib/messages';
import { splitList } from '@/lib/site/forms';
import { z } from '@/lib/zod';

/**
 * Settings section `propostas` (D107): the fixed texts of document 000 §9 (the desktop scope list's six benefit
 * descriptions; the payment text) become the agency's, with the documents' wording as defaults.
 */
export const PROPOSTAS_SECTION = 'propostas';

const p = m.proposals.public;
const v = m.proposalWording.validation;

export const PROPOSTAS_DEFAULTS = {
  beneficios: [...p.benefits],
  pagamento: [...p.payment],
  parcelasCartao: 12,
  // A line under a plan's instalments, empty unless the agency writes one (D265): a plan states only what the
  // client accepts, and support the proposal does not name is not promised by default.
  suporte: '',
};
export type ProposalWording = typeof PROPOSTAS_DEFAULTS;

const lines = (message: string, min: number, max: number) =>
  z
    .string()
    .max(4000, message)
    .transform((s) => splitList(s, 'line'))
    .refine((items) => items.length >= min && items.length <= max && items.every((i) => i.length <= 200), message);

/** The form's schema (/configuracoes/propostas): lines as typed, one per item. */
export const ZPropostasForm = z.object({
  beneficios: lines(v.benefits, 6, 6),
  pagamento: lines(v.payment, 1, 8),
  parcelasCartao: z.coerce
    .number(v.cardInstalments)
    .int(v.cardInstalments)
    .min(1, v.cardInstalments)
    .max(24, v.cardInstalments),
  suporte: z.string().trim().max(200, v.support),
});
export type TPropostasForm = z.input<typeof ZPropostasForm>;

const d = PROPOSTAS_DEFAULTS;

/** The stored section as pages read it: defaults for anything missing or unreadable. */
export const ZPropostas = z.object({
  beneficios: z.array(z.string()).length(6).catch(d.beneficios).default(d.beneficios),
  pagamento: z.array(z.string()).min(1).catch(d.pagamento).default(d.pagamento),
  parcelasCartao: z.number().int().min(1).max(24).catch(d.parcelasCartao).default(d.parcelasCartao),
  suporte: z.string().catch(d.suporte).default(d.suporte),
});
