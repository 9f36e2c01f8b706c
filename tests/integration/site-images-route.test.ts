import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/imagens/site/[file]/route';
import { POST } from '@/app/api/site/imagens/route';
import { m } from '@/lib/messages';
import { MAX_IMAGE_BYTES } from '@/lib/site/images';
import { SESSION_EXPIRED } from '@/server/action';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const t = m.siteSettings.image;
const siteFiles = () => {
  const dir = path.join(process.env.DATA_DIR!, 'uploads', 'site');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#be185d' } })
    .png()
    .toBuffer();

function upload(bytes: Uint8Array | Buffer | null, name = 'foto.png', headers: Record<string, string> = {}) {
  const form = new FormData();
  if (bytes) form.set('file', new File([Buffer.from(bytes)], name, { type: 'image/png' }));
  return POST(new Request('http://localhost/api/site/imagens', { method: 'POST', body: form, headers }));
}

describe('POST /api/site/imagens (D106)', () => {
  let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
  beforeAll(async () => {
    staff = await signInAsNewStaff('member');
  });
  afterAll(async () => staff.cleanup());

  it('stores a picture for any staff member and serves its widths publicly', async () => {
    const response = await upload(await png(1000, 700));
    expect(response.status).toBe(200);
    const { ok, path: stored } = (await response.json()) as { ok: boolean; path: string };
    expect(ok).toBe(true);
    expect(stored).toMatch(/^\/imagens\/site\/[a-f0-9-]{36}$/);
    const file = `${stored.split('/').pop()}-960.webp`;
    const served = await GET(new Request(`http://localhost${stored}-960.webp`), { params: Promise.resolve({ file }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960);
  });

  it('refuses, in Portuguese and storing nothing: no file, not a picture, too small, too big', async () => {
    const before = siteFiles();
    const cases: Array<[Response, number, string]> = [
      [await upload(null), 422, t.missing],
      [await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'), 422, t.type],
      [await upload(await png(500, 300)), 422, t.tooSmall],
      [await upload(Buffer.alloc(MAX_IMAGE_BYTES + 70 * 1024)), 413, t.size],
    ];
    for (const [response, status, error] of cases) {
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ ok: false, error });
    }
    expect(siteFiles()).toBe(before);
  });

  it('refuses an upload posted from another site, and an anonymous caller', async () => {
    const evil = await upload(await png(800, 600), 'a.png', { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    resetRequest();
    const anonymous = await upload(await png(800, 600));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ ok: false, error: SESSION_EXPIRED });
  });

  it('answers 404 for a name that is not a stored width', async () => {
    const answer = await GET(new Request('http://localhost/imagens/site/x'), {
      params: Promise.resolve({ file: '../../etc-passwd.webp' }),
    });
    expect(answer.status).toBe(404);
  });
});
