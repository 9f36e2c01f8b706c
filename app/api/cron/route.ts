import { timingSafeEqual } from 'node:crypto';
import { runPass } from '@/server/jobs/worker';

/**
 * One worker pass for platforms without long-lived processes (issue 19 item 1): a scheduler calls
 * `GET /api/cron` with `Authorization: Bearer $CRON_SECRET` every few minutes. Without CRON_SECRET the route is
 * off (404), so it can never be called anonymously.
 */
function authorized(header: string | null): boolean {
  const secret = process.env.CRON_SECRET;
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function GET(request: Request): Promise<Response> {
  if (!process.env.CRON_SECRET) return new Response('Not Found', { status: 404 });
  if (!authorized(request.headers.get('authorization'))) return new Response('Unauthorized', { status: 401 });
  const result = await runPass({ maxJobs: 200 });
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
}

export const POST = GET;
