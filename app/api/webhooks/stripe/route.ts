import { NextResponse } from 'next/server';
import { readPublicText, PUBLIC_JSON_LIMITS } from '@/server/platform/http/bounded-body';
import { dispatch } from '@/server/events/dispatch';
import { processEvent } from '@/server/payments/process-event';
import { stripeConfig } from '@/server/payments/config';
import { stripeProvider } from '@/server/payments/stripe-provider';

/**
 * Stripe's webhook (D36). The raw body is what Stripe signed (re-serialised JSON fails the
 * check, STACK-NOTES 17): a bad signature gets 400; events outside the allow-list are acknowledged. What the
 * event changed causes its effects (pages, the receipt e-mail, the project instalment) once it has committed.
 */
export async function POST(request: Request) {
  if (!stripeConfig().secretKey || !stripeConfig().webhookSecret)
    return NextResponse.json({ error: 'webhook not configured' }, { status: 400 });
  // D175: bounded like every public body; Stripe's events are a few KB, its largest well under 256 KB.
  const read = await readPublicText(request, { ...PUBLIC_JSON_LIMITS, limit: 256 * 1024 });
  if ('refused' in read) return read.refused;
  const body = read.text;
  let event;
  try {
    event = stripeProvider.parseWebhook(body, request.headers.get('stripe-signature'));
  } catch {
    return NextResponse.json({ error: 'invalid signature' }, { status: 400 });
  }
  try {
    const { result, events } = await processEvent(event, 'stripe');
    await dispatch(events, 'request');
    return NextResponse.json({ received: true, result });
  } catch (error) {
    // Not recorded, so Stripe's retry runs it again.
    console.error('[webhook stripe] event failed', { id: event.id, type: event.type }, error);
    return NextResponse.json({ error: 'processing failed' }, { status: 500 });
  }
}
