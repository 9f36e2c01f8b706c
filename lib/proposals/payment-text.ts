import { fill, m } from '@/lib/messages';
import { isDefaultPlan, planLines, planProblem, readPlan } from '@/lib/pipeline/payment-plan';
import type { ProposalWording } from '@/lib/settings/propostas';

/**
 * The payment text of a proposal (document 000 §9, D107). Without a plan of its own (none saved, document
 * 000 §9's default 50/50, or one that does not add up) the proposal shows the agency's fixed text. With one, it
 * states that plan: one line per instalment with its method, the card line only when some instalment is paid by
 * card (so no "12x" when card is not offered), then the support line.
 */
export function paymentText(wording: ProposalWording, storedPlan: unknown): string[] {
  if (storedPlan === null || storedPlan === undefined) return wording.pagamento;
  const plan = readPlan(storedPlan);
  if (isDefaultPlan(plan) || planProblem(plan)) return wording.pagamento;
  const lines = planLines(plan);
  if (plan.parcelas.some((p) => p.forma === 'cartao'))
    lines.push(fill(m.proposalWording.cardLine, { n: String(wording.parcelasCartao) }));
  if (wording.suporte.trim()) lines.push(wording.suporte.trim());
  return lines;
}
