import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { isPrefetch } from '@/lib/bots';
import { readPublicJson } from '@/server/platform/http/bounded-body';
import { gateBeacon } from '@/server/beacons/gate';
import { recordSigningView } from '@/server/signatures/sign/signer-link';

const ZBeacon = z.object({ token: z.string().min(1).max(100) });

/**
 * D31: the signing page reports its first opening, with the recipient's IP and browser, once
 * it is shown in a browser (mail scanners that only fetch the link do not count). Only the first
 * opening is recorded; D42 adds the origin check and the per-address limit. Otherwise 204.
 */
export async function POST(request: NextRequest) {
  const gate = await gateBeacon(request);
  if (gate.refused) return gate.refused;
  // D175: at most 64 KB, read within a few seconds.
  const body = await readPublicJson(request);
  if ('refused' in body) return body.refused;
  const parsed = ZBeacon.safeParse(body.json);
  if (parsed.success && !isPrefetch(request.headers)) {
    await recordSigningView(parsed.data.token, gate.ip, gate.userAgent || '-').catch((error: unknown) =>
      console.error('[beacons/signature] could not record the view', error),
    );
  }
  return new Response(null, { status: 204 });
}
