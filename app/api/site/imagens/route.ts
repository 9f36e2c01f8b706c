import { NextResponse } from 'next/server';
import { MAX_IMAGE_BYTES } from '@/lib/site/images';
import { m } from '@/lib/messages';
import { staffRoute } from '@/server/auth/guard';
import { SESSION_EXPIRED } from '@/server/action';
import { readBoundedBody, UPLOAD_LIMITS } from '@/server/platform/http/bounded-body';
import { isSameOrigin } from '@/server/platform/http/same-origin';
import { storeSiteImage } from '@/server/site/store-image';

export const dynamic = 'force-dynamic';

const BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
const t = m.siteSettings.image;

/**
 * Uploads one picture for the public site or a proposal (D106): multipart `file`, any staff member (the proposal
 * form is theirs; attaching a picture to the site is an admin's settings action, D68). Answers `{ ok, path }` or a
 * Portuguese refusal; nothing is stored on a refusal.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return NextResponse.json({ ok: false, error: SESSION_EXPIRED }, { status: 403 });
  const staff = await staffRoute('member');
  if (!staff.ok) {
    const error = staff.reason === 'signed-out' ? SESSION_EXPIRED : await staff.response.text();
    return NextResponse.json({ ok: false, error }, { status: staff.response.status });
  }
  const read = await readBoundedBody(request, { limit: BODY_LIMIT, ...UPLOAD_LIMITS });
  if ('error' in read)
    return NextResponse.json({ ok: false, error: t.size }, { status: read.error === 'too-large' ? 413 : 408 });
  const body = read.bytes;
  let file: File | null = null;
  try {
    const form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    const value = form.get('file');
    file = value instanceof File ? value : null;
  } catch {
    file = null;
  }
  const stored = await storeSiteImage(file ? new Uint8Array(await file.arrayBuffer()) : null);
  if (!stored.ok) {
    const status = stored.refusal === 'size' ? 413 : 422;
    return NextResponse.json({ ok: false, error: t[stored.refusal] }, { status });
  }
  return NextResponse.json({ ok: true, path: stored.path });
}
