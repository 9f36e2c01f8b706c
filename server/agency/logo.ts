import 'server-only';
import { randomBytes } from 'node:crypto';
import { checkImage, type ImageInfo, type ImageProblem } from '@/lib/images/check';
import type { TLogo } from '@/lib/settings/agencia';
import { getStorage } from '@/server/platform/storage';
import type SharpDefault from 'sharp';

/** The two renditions the pages use: the header/e-mail mark (small) and documents and the site (large). */
export const LOGO_SIZES = { grande: 512, pequeno: 128 } as const;

export type LogoResult = { ok: true; logo: TLogo } | { ok: false; problem: ImageProblem | 'falhou' };

type Sharp = typeof SharpDefault;

/** sharp when installed (Next brings it), else null: the upload then keeps the checked original. */
async function loadSharp(): Promise<Sharp | null> {
  try {
    return (await import('sharp')).default;
  } catch {
    return null;
  }
}

async function renditions(bytes: Uint8Array, info: ImageInfo) {
  const sharp = await loadSharp();
  if (!sharp) {
    const ext = info.type === 'jpeg' ? 'jpg' : info.type;
    return { ext, grande: bytes, pequeno: bytes };
  }
  // Fit inside the box without enlarging; EXIF orientation applied and metadata dropped (rotate()).
  const render = (side: number) =>
    sharp(bytes, { limitInputPixels: 4000 * 4000 })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  const [grande, pequeno] = await Promise.all([render(LOGO_SIZES.grande), render(LOGO_SIZES.pequeno)]);
  return { ext: 'webp', grande: new Uint8Array(grande), pequeno: new Uint8Array(pequeno) };
}

/**
 * Checks an uploaded logo by its content (type, 2 MB, 4000 px: lib/images/check.ts) and stores its two WebP
 * renditions under agencia/logo-{version}-{size}.webp. A file sharp cannot decode is refused as invalid.
 */
export async function storeLogo(bytes: Uint8Array): Promise<LogoResult> {
  const checked = checkImage(bytes);
  if (!checked.ok) return checked;
  let made: Awaited<ReturnType<typeof renditions>>;
  try {
    made = await renditions(bytes, checked.info);
  } catch {
    return { ok: false, problem: 'invalida' };
  }
  const versao = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const key = (size: keyof typeof LOGO_SIZES) => `agencia/logo-${versao}-${size}.${made.ext}`;
  const type = made.ext === 'webp' ? 'image/webp' : made.ext === 'png' ? 'image/png' : 'image/jpeg';
  try {
    const storage = getStorage();
    await storage.put(key('grande'), made.grande, type);
    await storage.put(key('pequeno'), made.pequeno, type);
  } catch (error) {
    console.error('[agency] logo not stored', error);
    return { ok: false, problem: 'falhou' };
  }
  return { ok: true, logo: { grande: key('grande'), pequeno: key('pequeno'), versao } };
}

/** Removes a replaced logo's files; a failure only leaves an orphan file behind. */
export async function deleteLogo(logo: TLogo | null): Promise<void> {
  if (!logo) return;
  await Promise.all(
    [logo.grande, logo.pequeno].map((key) =>
      getStorage()
        .delete(key)
        .catch(() => undefined),
    ),
  );
}
