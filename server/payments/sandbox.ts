import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { failureTipoForMethod, isPaidStatus } from '@/lib/payments/rules';
import { ActionError } from '@/server/platform/action-error';
import { getDb } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';
import type { DomainEvent } from '@/server/events/types';
import { DIVERGENT } from './provider-refs';
import { processEvent } from './process-event';
import type { ProviderEvent } from './provider';
import { sandboxEnabled } from './config';
import { sandboxCheckoutPath } from './sandbox-provider';

export type SandboxOutcome = 'pay' | 'pending' | 'fail' | 'cancel';

/** The sandbox checkout as its page shows it. */
export async function getSandboxCheckout(checkoutId: string) {
  if (!sandboxEnabled()) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: pagamentos.id,
      nome: pagamentos.nome,
      descricao: pagamentos.descricao,
      valor: pagamentos.valor,
      valorDesconto: pagamentos.valorDesconto,
      valorFinal: pagamentos.valorFinal,
      metodoPagamento: pagamentos.metodoPagamento,
      tipoPagamento: pagamentos.tipoPagamento,
      parcelas: pagamentos.parcelas,
      status: pagamentos.status,
      provider: pagamentos.provider,
    })
    .from(pagamentos)
    .where(eq(pagamentos.stripeCheckoutId, checkoutId));
  return row && row.provider === 'sandbox' ? row : null;
}

function event(type: string, object: Record<string, unknown>): ProviderEvent {
  return { id: `evt_sbx_${randomUUID().replace(/-/g, '')}`, type, data: { object } };
}

/** The sandbox's event through the webhook's own path; the events of what it changed. */
async function processed(providerEvent: ProviderEvent): Promise<DomainEvent[]> {
  return (await processEvent(providerEvent, 'sandbox')).events;
}

/**
 * What the sandbox's buttons do (D16): each makes the event Stripe would send and hands it to the same
 * processEvent as the webhook. Returns where the payer goes next, and the events the calling action dispatches.
 */
export async function completeSandboxCheckout(
  checkoutId: string,
  outcome: SandboxOutcome,
  appOrigin = '',
): Promise<{ url: string; events: DomainEvent[] }> {
  const payment = await getSandboxCheckout(checkoutId);
  if (!payment) throw new ActionError(m.payments.sandbox.notFound);
  const success = `/pagamento/sucesso?session_id=${checkoutId}`;
  if (isPaidStatus(payment.status) || ['failed', 'canceled', DIVERGENT].includes(payment.status))
    throw new ActionError(m.payments.sandbox.done);
  // The sandbox "pays" what its page shows: the payment's own amount, in reais (as Stripe reports it).
  const session = {
    id: checkoutId,
    object: 'checkout.session',
    metadata: { pagamentoId: payment.id },
    amount_total: payment.valorFinal,
    currency: 'brl',
  };
  const recurring = payment.tipoPagamento === 'recorrente';
  const asyncMethod = payment.metodoPagamento === 'pix' || payment.metodoPagamento === 'boleto';
  const waiting = payment.status === 'unpaid';
  let events: DomainEvent[];

  if (outcome === 'pending') {
    const urls =
      payment.metodoPagamento === 'pix'
        ? { url_qrcode: `${appOrigin}${sandboxCheckoutPath(checkoutId)}/qrcode` }
        : payment.metodoPagamento === 'boleto'
          ? { url_boleto: `${appOrigin}${sandboxCheckoutPath(checkoutId)}/boleto` }
          : {};
    events = await processed(
      event('checkout.session.completed', { ...session, payment_status: 'unpaid', status: 'complete', ...urls }),
    );
    return { url: success, events };
  }
  if (outcome === 'fail') {
    events = await processed(event('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }));
    return { url: `/pagamento/erro?tipo=${failureTipoForMethod(payment.metodoPagamento)}`, events };
  }
  if (outcome === 'cancel') {
    events = await processed(
      event('checkout.session.expired', { ...session, payment_status: 'unpaid', status: 'expired' }),
    );
    return { url: `/pagamento/erro?tipo=${failureTipoForMethod(payment.metodoPagamento)}`, events };
  }
  if (payment.tipoPagamento === 'fatura') {
    events = await processed(
      event('invoice.paid', {
        id: `in_sbx_${payment.id.slice(0, 8)}`,
        object: 'invoice',
        status: 'paid',
        amount_paid: payment.valorFinal,
        currency: 'brl',
        metadata: { pagamentoId: payment.id },
      }),
    );
  } else if (waiting && asyncMethod) {
    events = await processed(
      event('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid', status: 'complete' }),
    );
  } else {
    const refs = recurring
      ? { subscription: `sub_sbx_${payment.id.replace(/-/g, '').slice(0, 16)}` }
      : { payment_intent: `pi_sbx_${payment.id.replace(/-/g, '').slice(0, 16)}` };
    events = await processed(
      event('checkout.session.completed', { ...session, payment_status: 'paid', status: 'complete', ...refs }),
    );
  }
  // The charge's value changed after this checkout was made: the payer is told, the charge stays open.
  const after = await getSandboxCheckout(checkoutId);
  if (after?.status === DIVERGENT) return { url: `/pagamento/erro?tipo=generic&mensagem=valor_divergente`, events };
  return { url: success, events };
}
