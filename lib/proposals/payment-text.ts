import { fill, m } from '@/lib/messages';
import { planLines, planProblem, readPlan } from '@/lib/pipeline/payment-plan';
import type { ProposalWording } from '@/lib/settings/propostas';

/**
 * The payment text of a proposal (document 000 §9, D107, D265). A proposal with a plan that adds up (document 000
 * §9's default 50/50 included) states exactly that plan: one line per instalment with its value, due rule and
 * method, the card line only when some instalment is paid by card (so no "12x" when card is not offered), then the
 * agency's support line when it wrote one. Only a proposal without a plan (no total, or one that does not add up)
 * shows the agency's fixed text, whose default is the document's.
 */
export function paymentText(wording: ProposalWording, storedPlan: unknown): string[] {
  if (storedPlan === null || storedPlan === undefined) return wording.pagamento;
  const plan = readPlan(storedPlan);
  if (planProblem(plan)) return wording.pagamento;
  const lines = planLines(plan);
  if (plan.parcelas.some((p) => p.forma === 'cartao'))
    lines.push(fill(m.proposalWording.cardLine, { n: String(wording.parcelasCartao) }));
  if (wording.suporte.trim()) lines.push(wording.suporte.trim());
  return lines;
}
