import { NextResponse } from 'next/server';
import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { staffActor } from '@/lib/timeline/kinds';
import { dispatch } from '@/server/events/dispatch';
import { SESSION_EXPIRED } from '@/server/action';
import { staffRoute } from '@/server/auth/guard';
import { env } from '@/server/platform/env';
import { requestOrigin } from '@/server/signatures/request-origin';
import { REFUSALS, uploadSignatureDocument, type UploadRefusal } from '@/server/signatures/upload-document';

export const dynamic = 'force-dynamic';

// Room for the multipart envelope and the name field around a 10 MB file.
const BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024;

/** The body, read no further than BODY_LIMIT: a larger upload is refused without being buffered. */
async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > BODY_LIMIT) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    const from = new URL(origin).host;
    return from === host || from === new URL(env.appUrl).host;
  } catch {
    return false;
  }
}

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

  const body = await readCapped(request);
  if (body === 'too-large') return refusal(REFUSALS.size());
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
