import { NextResponse } from 'next/server';
import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { staffActor } from '@/lib/timeline/kinds';
import { dispatch } from '@/server/events/dispatch';
import { SESSION_EXPIRED } from '@/server/action';
import { staffRoute } from '@/server/auth/guard';
import { readBoundedBody, UPLOAD_LIMITS } from '@/server/platform/http/bounded-body';
import { isSameOrigin } from '@/server/platform/http/same-origin';
import { requestOrigin } from '@/server/signatures/request-origin';
import { REFUSALS, uploadSignatureDocument, type UploadRefusal } from '@/server/signatures/draft/upload-document';

export const dynamic = 'force-dynamic';

// Room for the multipart envelope and the name field around a 10 MB file.
const BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024;

function refusal(r: UploadRefusal) {
  return NextResponse.json({ ok: false, error: r.title, description: r.description }, { status: r.status });
}

/**
 * "Novo Documento" (D27, document 001 §5): multipart `file` + `name`, sent by XHR so that
 * the dialog can show upload progress. Checks the staff session itself (D2).
 */
export async function POST(request: Request) {
  // Server actions check the origin themselves; a route handler must: no upload from another site's form.
  if (!isSameOrigin(request)) return NextResponse.json({ ok: false, error: SESSION_EXPIRED }, { status: 403 });
  const staff = await staffRoute();
  if (!staff.ok) {
    const error = staff.reason === 'signed-out' ? SESSION_EXPIRED : await staff.response.text();
    return NextResponse.json({ ok: false, error }, { status: staff.response.status });
  }

  const read = await readBoundedBody(request, { limit: BODY_LIMIT, ...UPLOAD_LIMITS });
  if ('error' in read) return refusal(read.error === 'too-large' ? REFUSALS.size() : REFUSALS.incomplete());
  const body = read.bytes;
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return refusal(REFUSALS.incomplete());
  }
  const file = form.get('file');
  const name = form.get('name');
  const origin = await requestOrigin();
  try {
    const result = await uploadSignatureDocument({
      actor: staffActor(staff.user),
      userId: staff.user.id,
      file: file instanceof File ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
      name: typeof name === 'string' ? name : null,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    if (!result.ok) return refusal(result);
    await dispatch(result.events, 'request');
    return NextResponse.json({ ok: true, data: { id: result.id, name: result.name, pageCount: result.pageCount } });
  } catch (error) {
    console.error('[api/signatures/upload] failed', error);
    return refusal(REFUSALS.failed());
  }
}
