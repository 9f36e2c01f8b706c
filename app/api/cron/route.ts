import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { acceptsCronSecret } from '@/server/automation/revalidate-daily';
import { runPass } from '@/server/platform/jobs/worker';

/**
 * One worker pass for platforms without long-lived processes (issue 19 item 1): a scheduler calls
 * `GET /api/cron` with `Authorization: Bearer $CRON_SECRET` every few minutes. Without a secret the route is
 * off (404), so it can never be called anonymously. `?revalidar=cobrancas` only renders the public charge pages
 * again (the daily job asks for it: their amounts change with the São Paulo day).
 */
function authorized(header: string | null): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  return acceptsCronSecret(given.toString()).some((secret) => {
    const expected = Buffer.from(secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function GET(request: Request): Promise<Response> {
  if (acceptsCronSecret('x').length === 0) return new Response('Not Found', { status: 404 });
  if (!authorized(request.headers.get('authorization'))) return new Response('Unauthorized', { status: 401 });
  if (new URL(request.url).searchParams.get('revalidar') === 'cobrancas') {
    // The route's file path, route group included: the page's cache tags name it so ('/p/[slug]' matched nothing).
    revalidatePath('/(links)/p/[slug]', 'page');
    return Response.json({ revalidated: true }, { headers: { 'Cache-Control': 'no-store' } });
  }
  const result = await runPass({ maxJobs: 200 });
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
}

export const POST = GET;
