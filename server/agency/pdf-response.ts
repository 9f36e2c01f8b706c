import 'server-only';
import { getAgency } from '@/server/agency/profile';
import { m } from '@/lib/messages';
import { etagMatches, pdfEtag } from '@/lib/pdf-etag';
import { clientLimitKey } from '@/server/action';
import { hit } from '@/server/platform/rate-limit';

/** PDF downloads per address per minute, all documents together (D48). */
export const PDF_REQUESTS_PER_MINUTE = 20;

/**
 * The per-address limit of the PDF routes, checked before anything is read: a 429 with the usual
 * text, or null to go on. Revalidations (304) count too: each still reads the database.
 */
export async function pdfRateLimit(): Promise<Response | null> {
  if ((await hit(`pdf:${await clientLimitKey()}`, 60_000)) <= PDF_REQUESTS_PER_MINUTE) return null;
  return new Response(m.common.tooManyRequests, {
    status: 429,
    headers: { 'Retry-After': '60', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

type PdfOptions = {
  /** Names the document type in the ETag. */
  kind: string;
  /** Everything the PDF shows, as read for it: same content, same ETag, no rebuild. */
  content: unknown;
  filename: string;
  robots: string;
  render: () => Promise<Uint8Array>;
};

/**
 * Answers 304 when the browser already holds this version (If-None-Match), else renders. `private,
 * no-cache` lets the browser keep the copy but ask each time, so a change is never missed.
 */
export async function pdfResponse(request: Request, options: PdfOptions): Promise<Response> {
  const etag = pdfEtag(options.kind, [options.content, await getAgency()]);
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': options.robots };
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const bytes = await options.render();
  return new Response(Buffer.from(bytes), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${options.filename}"`,
    },
  });
}
