/** What a timed request answered: its status (0 when unanswered), how long it took, and its body. */
export type Answer = { what: string; status: number; ms: number; body: string };

/** One request, timed; a request still unanswered after 15 s counts as unanswered (status 0). */
export async function timed(what: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
    const body = await response.text();
    return { what, status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    return { what, status: 0, ms: performance.now() - started, body: String(error) };
  }
}

/** A page as a browser asks for it (a document), with a session cookie when given. */
export const timedPage = (base: string, what: string, pathname: string, cookie?: string) =>
  timed(what, base + pathname, {
    headers: { accept: 'text/html', 'sec-fetch-dest': 'document', ...(cookie ? { cookie } : {}) },
  });

/** A server action posted as the browser posts it (its id from the build's manifest, bench/lib/actions.ts). */
export const timedAction = (
  base: string,
  what: string,
  id: string,
  args: unknown[],
  headers: Record<string, string> = {},
) =>
  timed(what, `${base}/`, {
    method: 'POST',
    headers: {
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: base,
      ...headers,
    },
    body: JSON.stringify(args),
  });
