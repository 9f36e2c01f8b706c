/**
 * D41: a drawn signature's PNG is checked from its bytes before anything decodes it.
 * pdf-lib inflates a PNG into width × height × 4 bytes whatever the file's size, so a 100-byte PNG that
 * declares 8000×8000 would allocate ~1 GB inside the signing transaction. Pure code (no Buffer, no
 * zlib): the signing page and the server run the same check.
 */

/** The signing canvas is 3:1 and its pixel ratio is capped so that it never exceeds these. */
export const MAX_PNG_WIDTH = 2000;
export const MAX_PNG_HEIGHT = 1000;
/** Bytes of the decoded file; a drawn signature of the canvas above stays far below. */
export const MAX_PNG_BYTES = 280_000;

export type PngHeader = { width: number; height: number; bitDepth: number; colorType: number; interlace: number };
export type PngRefusal = 'notPng' | 'tooLarge' | 'dimensions' | 'format' | 'corrupt';
export type PngCheck = { ok: true; header: PngHeader } | { ok: false; reason: PngRefusal };

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Colour types of the PNG specification (§11.2.2); 8 bits per sample is what a canvas writes. */
const COLOR_TYPES = new Set([0, 2, 3, 4, 6]);

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const type = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);

/**
 * The file's header and chunk layout: PNG signature, IHDR first (13 bytes, valid CRC), dimensions within
 * the caps, 8-bit samples of a known colour type, no interlacing, then chunks that fit the file and end
 * with IEND. Nothing is inflated.
 */
export function checkPng(bytes: Uint8Array): PngCheck {
  if (bytes.length > MAX_PNG_BYTES) return { ok: false, reason: 'tooLarge' };
  if (bytes.length < 8 + 25 + 12 || SIGNATURE.some((byte, i) => bytes[i] !== byte))
    return { ok: false, reason: 'notPng' };
  if (u32(bytes, 8) !== 13 || type(bytes, 12) !== 'IHDR' || crc32(bytes, 12, 29) !== u32(bytes, 29))
    return { ok: false, reason: 'corrupt' };
  const header: PngHeader = {
    width: u32(bytes, 16),
    height: u32(bytes, 20),
    bitDepth: bytes[24],
    colorType: bytes[25],
    interlace: bytes[28],
  };
  if (header.width < 1 || header.height < 1 || header.width > MAX_PNG_WIDTH || header.height > MAX_PNG_HEIGHT)
    return { ok: false, reason: 'dimensions' };
  if (
    header.bitDepth !== 8 ||
    !COLOR_TYPES.has(header.colorType) ||
    header.interlace !== 0 ||
    bytes[26] !== 0 ||
    bytes[27] !== 0
  ) {
    return { ok: false, reason: 'format' };
  }
  let at = 33;
  let idat = 0;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const name = type(bytes, at + 4);
    if (!/^[A-Za-z]{4}$/.test(name) || at + 12 + length > bytes.length) return { ok: false, reason: 'corrupt' };
    if (name === 'IHDR') return { ok: false, reason: 'corrupt' };
    if (name === 'IDAT') idat += length;
    if (name === 'IEND')
      return at + 12 === bytes.length && idat > 0 ? { ok: true, header } : { ok: false, reason: 'corrupt' };
    at += 12 + length;
  }
  return { ok: false, reason: 'corrupt' };
}

/** The bytes an inflated image of this header may take (filter byte per row included): the server's zlib cap. */
export function inflatedSize(header: PngHeader): number {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[header.colorType] ?? 4;
  return (header.width * channels + 1) * header.height;
}

/** Base64 to bytes without Buffer (the browser has none); null when it is not base64. */
export function decodeBase64(base64: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A PNG data URL's payload, checked before it is ever fully decoded (base64 length bounds the bytes). */
export function checkPngBase64(base64: string): PngCheck {
  if (base64.length > Math.ceil(MAX_PNG_BYTES / 3) * 4) return { ok: false, reason: 'tooLarge' };
  const bytes = decodeBase64(base64);
  return bytes ? checkPng(bytes) : { ok: false, reason: 'notPng' };
}
