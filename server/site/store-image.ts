import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  checkImageBytes,
  checkImageDimensions,
  IMAGE_WIDTHS,
  MAX_IMAGE_SIDE,
  type ImageRefusal,
} from '@/lib/site/images';
import { getStorage } from '@/server/platform/storage';

/** Where an uploaded site picture's stored widths live: `site/{id}-{width}.webp`. */
export const siteImageKey = (id: string, width: number) => `site/${id}-${width}.webp`;

export type StoredImage = { ok: true; path: string } | { ok: false; refusal: ImageRefusal };

/**
 * One picture for the public site (D106): its bytes and header are checked before anything is decoded, then it
 * is stored as WebP in each of IMAGE_WIDTHS (never enlarged), metadata stripped. Answers its public base path.
 */
export async function storeSiteImage(bytes: Uint8Array | null): Promise<StoredImage> {
  const early = checkImageBytes(bytes);
  if (early) return { ok: false, refusal: early };
  const input = Buffer.from(bytes!);
  const options = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    return { ok: false, refusal: 'type' };
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) return { ok: false, refusal: 'type' };
  // EXIF rotation swaps the sides a person sees.
  const rotated = (meta.orientation ?? 1) >= 5;
  const dims = checkImageDimensions(rotated ? meta.height : meta.width, rotated ? meta.width : meta.height);
  if (dims) return { ok: false, refusal: dims };

  const id = randomUUID();
  const storage = getStorage();
  try {
    for (const width of IMAGE_WIDTHS) {
      const out = await sharp(input, options)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(siteImageKey(id, width), out, 'image/webp');
    }
  } catch {
    return { ok: false, refusal: 'type' };
  }
  return { ok: true, path: `/imagens/site/${id}` };
}
