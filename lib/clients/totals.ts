import { daysPastDue } from '@/lib/charges/rules';
import { isPaidStatus } from '@/lib/payments/rules';
import { parseValorText } from './valor';

export type ClientTotals = {
  proposto: number;
  contratado: number;
  cobrado: number;
  recebido: number;
  emAberto: number;
  vencido: number;
};

type ProposalIn = { status: string; valor: string | null };
type ChargeIn = { status: string; valor: number; dataVencimento: string };
type PaymentIn = { status: string; valorFinal: number; cobrancaId: string | null };

/** The proposal statuses counted as contracted (server/clients/record-totals.ts reads the same list). */
export const ACCEPTED_PROPOSAL_STATUSES = ['aceita', 'aprovada'] as const;
const ACCEPTED = new Set<string>(ACCEPTED_PROPOSAL_STATUSES);

/**
 * The client page's totals (D59), in centavos:
 * - proposto: every proposal's valor (free text, parsed; unreadable ones count 0);
 * - contratado: the valor of the proposals the client accepted (contracts carry their value only as template
 *   text, so the accepted proposal is the contracted amount);
 * - cobrado: every charge that is not cancelled;
 * - recebido: paid charges plus paid payments that pay no charge (a payment of a charge is already counted);
 * - emAberto: charges not yet paid (pendente or vencido), overdue ones included;
 * - vencido: those open charges whose due date is before today in São Paulo (D6), or marked vencido.
 */
export function clientTotals(input: {
  proposals: ProposalIn[];
  charges: ChargeIn[];
  payments: PaymentIn[];
  today: string;
}): ClientTotals {
  const totals: ClientTotals = { proposto: 0, contratado: 0, cobrado: 0, recebido: 0, emAberto: 0, vencido: 0 };
  for (const proposal of input.proposals) {
    const valor = parseValorText(proposal.valor) ?? 0;
    totals.proposto += valor;
    if (ACCEPTED.has(proposal.status)) totals.contratado += valor;
  }
  for (const charge of input.charges) {
    if (charge.status === 'cancelado') continue;
    totals.cobrado += charge.valor;
    if (charge.status === 'pago') totals.recebido += charge.valor;
    else {
      totals.emAberto += charge.valor;
      if (charge.status === 'vencido' || daysPastDue(charge.dataVencimento, input.today) > 0)
        totals.vencido += charge.valor;
    }
  }
  for (const payment of input.payments) {
    if (!payment.cobrancaId && isPaidStatus(payment.status)) totals.recebido += payment.valorFinal;
  }
  return totals;
}
