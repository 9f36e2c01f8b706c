/**
 * Pictures uploaded for the public site (D106): checked by their content (never by the
 * name or the browser's type), their size and their dimensions, then stored as WebP in the widths the pages ask
 * for: a portfolio card is at most 384 px wide (768 px on a dense screen), the gallery 768 px (1536 px).
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** A decoded 6000 × 6000 picture is ~144 MB of pixels: the ceiling of what one upload may make the server hold. */
export const MAX_IMAGE_SIDE = 6000;
export const MIN_IMAGE_WIDTH = 600;
export const MIN_IMAGE_HEIGHT = 400;
/** The stored widths, smallest first; a narrower original is stored at its own width under each name (no upscaling). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_PROJECT_IMAGES = 6;

export type ImageType = 'jpeg' | 'png' | 'webp';
export type ImageRefusal = 'type' | 'size' | 'tooLarge' | 'tooSmall' | 'missing';

const starts = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The picture's format by its first bytes; null for anything else (SVG, GIF, a renamed PDF…). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Before decoding: there is a file, it is not too big, and its bytes say it is a picture we take. */
export function checkImageBytes(bytes: Uint8Array | null | undefined): ImageRefusal | null {
  if (!bytes || bytes.byteLength === 0) return 'missing';
  if (bytes.byteLength > MAX_IMAGE_BYTES) return 'size';
  return sniffImageType(bytes) ? null : 'type';
}

/** After reading the header: the dimensions are within bounds (the decoder has not run yet). */
export function checkImageDimensions(width: number | undefined, height: number | undefined): ImageRefusal | null {
  if (!width || !height) return 'type';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return 'tooLarge';
  if (width < MIN_IMAGE_WIDTH || height < MIN_IMAGE_HEIGHT) return 'tooSmall';
  return null;
}

/** The stored file for a wanted width: the smallest stored one at least that wide, else the widest. */
export function imageVariant(base: string, width: number, stored: readonly number[] = IMAGE_WIDTHS): string {
  const w = stored.find((s) => s >= width) ?? stored[stored.length - 1];
  return `${base}-${w}.webp`;
}
