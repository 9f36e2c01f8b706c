import { randomUUID } from 'node:crypto';
import { emptyConteudo } from '@/lib/proposals/content';

/** An address of the test's own (TEST-NET-3 plus a random part), so that limits never mix runs. */
export function freshAddress(prefix = '203.0'): string {
  return `${prefix}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
}

/**
 * Rate limits count in fixed windows (server/platform/rate-limit.ts): a test that straddled a window's end would see its
 * attempts split between two counts. Call before a burst so that it starts well inside a window (waiting at
 * most `marginMs`, rarely): the calling test's or hook's timeout must exceed `marginMs` plus the burst, or the wait
 * itself fails the test once an hour.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 20_000): Promise<void> {
  const into = Date.now() % windowMs;
  if (into > windowMs - marginMs) await new Promise((r) => setTimeout(r, windowMs - into + 100));
}

export const marker = () => `sec${randomUUID().slice(0, 8)}`;

/** A proposal as the form sends it; `enviada` so that it can be accepted. */
export function proposalForm(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    nome: `Site Segurança ${tag}`,
    cliente: `Cliente ${tag}`,
    status: 'enviada' as const,
    slug: '',
    conteudo: { ...emptyConteudo(), descricao: 'Um site.', escopo: ['Home'], valor: 'R$ 1.000,00', prazo: '10 dias' },
    ...overrides,
  };
}

/** The request a browser on our own page sends to a beacon (APP_URL is http://localhost:3000 in tests). */
export function beaconRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ...headers,
    },
  });
}
