/**
 * Uploaded images are judged by their bytes, never by their name or declared type: the signature (magic
 * number) gives the format, the header gives the dimensions. Caps: 2 MB and 4000 px a side, enough for a logo
 * or a portfolio picture and small enough that resizing one cannot exhaust the server.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 4000;

export type ImageType = 'png' | 'jpeg' | 'webp';
export type ImageInfo = { type: ImageType; width: number; height: number };
export type ImageProblem = 'tipo' | 'tamanho' | 'dimensoes' | 'invalida';

const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

/** The format from the first bytes, or null. */
export function imageType(b: Uint8Array): ImageType | null {
  if (b.length >= 8 && be32(b, 0) === 0x89504e47 && be32(b, 4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  return null;
}

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Start-of-frame markers (baseline, progressive, …) carry the size; DHT (C4), JPG (C8) and DAC (CC) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: be16(b, at + 5), width: be16(b, at + 7) };
    at += 2 + be16(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

/** Format and dimensions from the header, or null when the bytes are no image we take. */
export function inspectImage(b: Uint8Array): ImageInfo | null {
  const type = imageType(b);
  if (!type) return null;
  const size =
    type === 'png'
      ? b.length >= 24 && ascii(b, 12, 4) === 'IHDR'
        ? { width: be32(b, 16), height: be32(b, 20) }
        : null
      : type === 'jpeg'
        ? jpegSize(b)
        : webpSize(b);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { type, ...size };
}

/** The first reason to refuse an upload, checked cheapest first: size, then type, then dimensions. */
export function checkImage(
  b: Uint8Array,
  caps: { maxBytes?: number; maxSide?: number } = {},
): { ok: true; info: ImageInfo } | { ok: false; problem: ImageProblem } {
  if (b.length > (caps.maxBytes ?? MAX_IMAGE_BYTES)) return { ok: false, problem: 'tamanho' };
  if (!imageType(b)) return { ok: false, problem: 'tipo' };
  const info = inspectImage(b);
  if (!info) return { ok: false, problem: 'invalida' };
  const max = caps.maxSide ?? MAX_IMAGE_SIDE;
  if (info.width > max || info.height > max) return { ok: false, problem: 'dimensoes' };
  return { ok: true, info };
}
