import { NextResponse } from 'next/server';
import { dispatch } from '@/server/events/dispatch';
import { ingestNotification } from '@/server/pix/ingest-pix';
import { currentPixProvider } from '@/server/pix/providers';

/**
 * The API Pix webhook (D20, D99; docs/operacao.md, "Pix"). PSPs append `/pix` to the registered URL, so any path
 * under /api/webhooks/pix lands here. The body is a hint: each Pix it names is read again from the PSP
 * (`GET /pix/{e2eid}`) before it is stored, once; settling its charge is the `pix.received` follow-up. A forged
 * notification names Pix the PSP does not know and changes nothing. The PSP's mutual TLS toward us, when it
 * uses it, is the reverse proxy's to check; nothing here trusts the caller.
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
    const result = await ingestNotification(provider, body);
    await dispatch(result.events, 'request');
    return NextResponse.json({ recebidos: result.novos.length, repetidos: result.repetidos.length });
  } catch (error) {
    // Not stored: the PSP notifies again, and the reconciliation job lists it anyway.
    console.error('[webhook pix] processing failed', error);
    return NextResponse.json({ error: 'processing failed' }, { status: 500 });
  }
}
