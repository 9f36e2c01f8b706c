import { selectOne } from '@/server/platform/db/health';
import { isDraining } from '@/server/platform/http/drain';

export const dynamic = 'force-dynamic';

/** How long the database has to answer before the instance counts as unhealthy. */
const DATABASE_WAIT_MS = 2_000;

const answer = (status: number, state: string) =>
  Response.json({ status: state }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The load balancer's health check (docs/operacao.md, Reinício sem erros): 200 only while this instance takes
 * requests and its database answers; 503 once it is stopping (SIGTERM), so that no new request is sent here, and while
 * the database does not answer within DATABASE_WAIT_MS.
 */
export async function GET(): Promise<Response> {
  if (isDraining()) return answer(503, 'encerrando');
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      selectOne(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DATABASE_WAIT_MS);
      }),
    ]);
  } catch {
    return answer(503, 'banco-indisponivel');
  } finally {
    clearTimeout(timer);
  }
  return isDraining() ? answer(503, 'encerrando') : answer(200, 'ok');
}
