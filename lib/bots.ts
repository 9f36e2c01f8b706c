/** Known crawlers, link previewers and headless tools: their visits are not views (D7). */
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|discord|headless|lighthouse|curl|wget|python|axios|node-fetch|go-http/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** Prefetches and prerenders announce themselves; they are not views either. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = headers.get('sec-purpose') || headers.get('purpose') || headers.get('x-purpose') || '';
  return /prefetch|prerender/i.test(purpose) || headers.get('next-router-prefetch') === '1';
}
