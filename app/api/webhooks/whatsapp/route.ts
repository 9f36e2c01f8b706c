import { NextResponse } from 'next/server';
import { readPublicText, PUBLIC_JSON_LIMITS } from '@/server/platform/http/bounded-body';
import { dispatch } from '@/server/events/dispatch';
import { receiveWebhookNow, verifySignature, verifySubscription } from '@/server/whatsapp/webhook';

/**
 * The WhatsApp Cloud API's webhook (D22; docs/operacao.md, WhatsApp). GET: Meta's verification of the URL with our
 * verify token. POST: delivery reports and client messages, accepted only with a valid `X-Hub-Signature-256` over
 * the raw body (a forged or unsigned call changes nothing).
 */
export async function GET(request: Request) {
  const check = verifySubscription(new URL(request.url).searchParams);
  if (!check.ok) return new Response('Forbidden', { status: 403 });
  return new Response(check.challenge, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export async function POST(request: Request) {
  // D175: bounded like every public body; Meta batches status reports, so more room than a beacon.
  const read = await readPublicText(request, { ...PUBLIC_JSON_LIMITS, limit: 256 * 1024 });
  if ('refused' in read) return read.refused;
  const raw = read.text;
  if (!verifySignature(raw, request.headers.get('x-hub-signature-256')))
    return NextResponse.json({ error: 'invalid signature' }, { status: 401 });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return NextResponse.json({ error: 'invalid body' }, { status: 400 });
  }
  try {
    const events = await receiveWebhookNow(body);
    await dispatch(events, 'request');
    return NextResponse.json({ received: true });
  } catch (error) {
    // Not recorded: Meta delivers it again, and the writers take it once.
    console.error('[webhook whatsapp] processing failed', error);
    return NextResponse.json({ error: 'processing failed' }, { status: 500 });
  }
}
