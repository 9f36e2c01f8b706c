import { isPaidStatus } from './rules';

/**
 * Document 001 §8, status check: paid → "Pagamento confirmado"; unpaid → "Verificação concluída –
 * Aguardando confirmação de pagamento."; any other status (pending included) → "Status atual: {status}".
 */
export function statusCheckOutcome(status: string): 'paid' | 'unpaid' | 'other' {
  if (isPaidStatus(status)) return 'paid';
  return status === 'unpaid' ? 'unpaid' : 'other';
}
