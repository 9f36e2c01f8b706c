import { NextResponse } from 'next/server';
import { processEvent } from '@/server/payments/process-event';
import { stripeConfig } from '@/server/payments/config';
import { stripeProvider } from '@/server/payments/stripe-provider';

/**
 * Stripe's webhook (D36). The raw body is what Stripe signed (re-serialised JSON fails the
 * check, STACK-NOTES 17): a bad signature gets 400; events outside the allow-list are acknowledged.
 */
export async function POST(request: Request) {
  if (!stripeConfig().secretKey || !stripeConfig().webhookSecret)
    return NextResponse.json({ error: 'webhook not configured' }, { status: 400 });
  const body = await request.text();
  let event;
  try {
    event = stripeProvider.parseWebhook(body, request.headers.get('stripe-signature'));
  } catch {
    return NextResponse.json({ error: 'invalid signature' }, { status: 400 });
  }
  try {
    const result = await processEvent(event, 'stripe');
    return NextResponse.json({ received: true, result });
  } catch (error) {
    // Not recorded, so Stripe's retry runs it again.
    console.error('[webhook stripe] event failed', { id: event.id, type: event.type }, error);
    return NextResponse.json({ error: 'processing failed' }, { status: 500 });
  }
}
