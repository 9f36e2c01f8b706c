import 'server-only';
import { inflateSync } from 'node:zlib';
import { m } from '@/lib/messages';
import { isDrawnSignature, PNG_DATA_URL_PREFIX } from '@/lib/signatures/fields';
import { checkPng, inflatedSize } from '@/lib/signatures/png';
import { ActionError } from '@/server/platform/action-error';

/**
 * D41, second line of defence right before pdf-lib: the header is checked again and the
 * image data is inflated with a cap of what its declared size needs, so a zlib "bomb" hidden in a small
 * PNG with honest dimensions is refused too (pdf-lib's inflater grows its buffer without a limit).
 */
export function assertSafePng(bytes: Uint8Array): void {
  const check = checkPng(bytes);
  if (!check.ok) throw new Error(`signature PNG refused: ${check.reason}`);
  const parts: Uint8Array[] = [];
  let at = 33;
  while (at + 12 <= bytes.length) {
    const length = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (name === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  try {
    inflateSync(Buffer.concat(parts), { maxOutputLength: inflatedSize(check.header) });
  } catch (error) {
    throw new Error('signature PNG refused: image data larger than its header declares', { cause: error });
  }
}

/** Drawn signatures whose image data inflates past their declared size are refused before any PDF work. */
export function refuseUnsafeImages(values: readonly (string | null)[]) {
  for (const value of values) {
    if (!value || !isDrawnSignature(value)) continue;
    try {
      assertSafePng(Buffer.from(value.slice(PNG_DATA_URL_PREFIX.length), 'base64'));
    } catch {
      throw new ActionError(m.signatures.signatureImage.invalid);
    }
  }
}
