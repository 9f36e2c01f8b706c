import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from '@/lib/zod';
import { CHARGE_PAGES } from '@/server/automation/revalidate-daily';
import { acceptsCronSecret } from '@/server/platform/cache/internal-secret';
import { readPublicJson } from '@/server/platform/http/bounded-body';
import { runPass } from '@/server/jobs/worker';

/**
 * One worker pass for platforms without long-lived processes: a scheduler calls `GET /api/cron` with
 * `Authorization: Bearer $CRON_SECRET` every few minutes. Without a secret the route is off (404), so it can never
 * be called anonymously. `POST ?revalidar=caminhos` with `{ paths, tags, layouts }` revalidates what background work
 * changed (server/platform/cache/revalidate.ts): Next only revalidates inside a request to its own server.
 */
function authorized(header: string | null): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  return acceptsCronSecret(given.toString()).some((secret) => {
    const expected = Buffer.from(secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const ZRevalidate = z.object({
  paths: z.array(z.string().startsWith('/').max(300)).max(500).default([]),
  tags: z.array(z.string().max(200)).max(100).default([]),
  layouts: z.array(z.string().startsWith('/').max(300)).max(50).default([]),
});

const noStore = { headers: { 'Cache-Control': 'no-store' } };

export async function GET(request: Request): Promise<Response> {
  if (acceptsCronSecret('x').length === 0) return new Response('Not Found', { status: 404 });
  if (!authorized(request.headers.get('authorization'))) return new Response('Unauthorized', { status: 401 });
  const mode = new URL(request.url).searchParams.get('revalidar');
  if (mode === 'cobrancas') {
    revalidatePath(CHARGE_PAGES, 'page');
    return Response.json({ revalidated: true }, noStore);
  }
  if (mode === 'caminhos') {
    // D175: bounded like every public body (500 paths fit well within 64 KB).
    const body = await readPublicJson(request);
    if ('refused' in body) return body.refused;
    const parsed = ZRevalidate.safeParse(body.json);
    if (!parsed.success) return Response.json({ error: 'Dados inválidos' }, { status: 400, ...noStore });
    for (const path of parsed.data.paths) {
      if (path === CHARGE_PAGES) revalidatePath(path, 'page');
      else revalidatePath(path);
    }
    for (const layout of parsed.data.layouts) revalidatePath(layout, 'layout');
    for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
    return Response.json({ revalidated: true }, noStore);
  }
  const result = await runPass({ maxJobs: 200 });
  return Response.json(result, noStore);
}

export const POST = GET;
