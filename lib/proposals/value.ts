import { formatMoney } from '@/lib/format';
import { parseAmount } from '@/lib/projects/installments';

/**
 * The proposal's value is typed once, as its payment plan's total (D55): the text the page, the PDF and the contract
 * show ("R$ 9.800,00") is made from that total. Without a total, a value that is not an amount ("A combinar", from
 * before the plan) is kept; an amount without a plan total is cleared, never left out of step with the plan.
 */
export function proposalValueText(planTotal: number, current: string | null | undefined): string {
  // A plain space, as staff type it (the stored text is compared with what was accepted, D43).
  if (planTotal > 0) return formatMoney(planTotal).replace(/\u00a0/g, ' ');
  const text = (current ?? '').trim();
  return parseAmount(text) > 0 ? '' : text;
}

/** The plan's total in centavos, from a stored or submitted plan (null: none). */
export function planTotalOf(plan: unknown): number {
  if (!plan || typeof plan !== 'object') return 0;
  const total = Number((plan as { total?: unknown }).total);
  return Number.isInteger(total) && total > 0 ? total : 0;
}
