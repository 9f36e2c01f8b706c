import { after, NextResponse } from 'next/server';
import { wakeWorker } from '@/server/jobs/worker';
import { queueNotificationNow } from '@/server/pix/notification-queue';
import { currentPixProvider } from '@/server/pix/providers';

/**
 * The API Pix webhook (D20, D99, D130; docs/operacao.md, "Pix"). PSPs append `/pix` to the registered URL, so any
 * path under /api/webhooks/pix lands here. The body is a hint: it must be JSON, each end-to-end id it names
 * is queued once (a job keyed by it) and the PSP gets its answer at once; the worker, woken here, re-reads each Pix
 * from the PSP (`GET /pix/{e2eid}`) before storing it and settling its charge. A forged notification names Pix the
 * PSP does not know and changes nothing. The PSP's mutual TLS toward us, when it uses it, is the reverse proxy's to
 * check; nothing here trusts the caller.
 */
export async function POST(request: Request) {
  const provider = currentPixProvider();
  if (provider.kind === 'static') return NextResponse.json({ error: 'pix api not configured' }, { status: 404 });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return NextResponse.json({ error: 'invalid body' }, { status: 400 });
  }
  try {
    const queued = await queueNotificationNow(body);
    // A body naming no Pix (some PSPs test the address with one when it is registered) is answered, not queued.
    if (!queued) return NextResponse.json({ recebidos: 0 });
    wakeSoon();
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
