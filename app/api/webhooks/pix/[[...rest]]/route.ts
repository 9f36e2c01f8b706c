import { after, NextResponse } from 'next/server';
import { limitKey } from '@/lib/client-address';
import { clientIp, limitFor } from '@/server/action';
import { wakeWorker } from '@/server/jobs/worker';
import { readPublicJson } from '@/server/platform/http/bounded-body';
import { hit } from '@/server/platform/rate-limit';
import { queueNotificationNow } from '@/server/pix/notification-queue';
import { currentPixProvider } from '@/server/pix/providers';
import { isWebhookPath } from '@/server/pix/webhook-secret';

/** Calls per address per minute: a PSP notifies one request per Pix or batch; a flood is answered 429 (D178). */
const CALLS_PER_MINUTE = 120;

const notFound = () => NextResponse.json({ error: 'not found' }, { status: 404 });

/**
 * The API Pix webhook (D20, D99, D130, D175–D178; docs/operacao.md, "Pix"). Only the registered address is
 * answered: `/api/webhooks/pix/{secret segment}` (PSPs append `/pix`), anything else is a 404 that changes nothing
 * (server/pix/webhook-secret.ts). Then each address is rate limited, the body is read to 64 KB within a few seconds
 * (413/408 otherwise, without reading the rest), and it must be JSON. The body is a hint: each end-to-end id it names
 * that is plausible and not already stored is queued once (a job keyed by it) and the PSP gets its answer at once;
 * the worker, woken here, re-reads each Pix from the PSP (`GET /pix/{e2eid}`) before storing it and settling its
 * charge. A forged notification names Pix the PSP does not know and changes nothing. The PSP's mutual TLS toward
 * us, when it uses it, is the reverse proxy's to check.
 */
export async function POST(request: Request) {
  const provider = currentPixProvider();
  if (provider.kind === 'static' || !isWebhookPath(new URL(request.url).pathname)) return notFound();
  const ip = await clientIp();
  if ((await hit(`pix-webhook:${limitKey(ip)}`, 60_000)) > limitFor(ip, CALLS_PER_MINUTE))
    return NextResponse.json({ error: 'too many requests' }, { status: 429, headers: { 'Retry-After': '60' } });
  const body = await readPublicJson(request);
  if ('refused' in body) return body.refused;
  if (!body.valid) return NextResponse.json({ error: 'invalid body' }, { status: 400 });
  try {
    const queued = await queueNotificationNow(body.json);
    // A body naming no Pix (some PSPs test the address with one when it is registered) is answered, not queued.
    if (!queued) return NextResponse.json({ recebidos: 0 });
    if (queued.queued) wakeSoon();
    return NextResponse.json({ recebidos: queued.named });
  } catch (error) {
    // Not queued: the PSP notifies again, and the reconciliation job lists it anyway.
    console.error('[webhook pix] queueing failed', error);
    return NextResponse.json({ error: 'processing failed' }, { status: 500 });
  }
}

/** The in-process worker runs the new jobs now rather than at its next pass (D130). */
function wakeSoon() {
  try {
    after(wakeWorker);
  } catch {
    wakeWorker();
  }
}
