import { NextResponse } from 'next/server';
import { fill, m } from '@/lib/messages';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_LABEL } from '@/lib/statement/ofx';
import { SESSION_EXPIRED } from '@/server/action';
import { staffRoute } from '@/server/auth/guard';
import { dispatch } from '@/server/events/dispatch';
import { readBoundedBody, UPLOAD_LIMITS } from '@/server/platform/http/bounded-body';
import { isSameOrigin } from '@/server/platform/http/same-origin';
import { importStatementUpload } from '@/server/pix/import-statement';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status = 200) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * "Importar extrato" on /cobrancas/conciliacao (D179): the OFX file's bytes as the body (`?nome=` its name), any
 * staff member. A route handler rather than a server action, so that the screen's 5 MB is the real limit: an action's
 * body stops at Next's 1 MB, and the file went there in base64. The body is read to 5 MB at an upload's pace (a larger
 * or stalled one is refused without being buffered); a bad file is refused with its Portuguese message and nothing
 * changes. Answers `{ ok, data }` as the action did.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return json({ ok: false, error: SESSION_EXPIRED }, 403);
  const staff = await staffRoute('member');
  if (!staff.ok) {
    const error = staff.reason === 'signed-out' ? SESSION_EXPIRED : await staff.response.text();
    return json({ ok: false, error }, staff.response.status);
  }
  const read = await readBoundedBody(request, { limit: MAX_STATEMENT_BYTES, ...UPLOAD_LIMITS });
  if ('error' in read) {
    const error =
      read.error === 'too-large'
        ? fill(m.pix.statement.tooLarge, { max: MAX_STATEMENT_LABEL })
        : m.pix.reconciliation.importError;
    return json({ ok: false, error }, read.error === 'too-large' ? 413 : 408);
  }
  const nome = (new URL(request.url).searchParams.get('nome') ?? '').slice(0, 200) || null;
  const result = await importStatementUpload(read.bytes, nome);
  if (!result.ok) return json({ ok: false, error: result.error }, result.status);
  await dispatch(result.events, 'request');
  return json({ ok: true, data: result.data });
}
