import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { checkFieldValue } from '@/lib/signatures/fields';
import {
  checkPng,
  checkPngBase64,
  decodeBase64,
  inflatedSize,
  MAX_PNG_BYTES,
  MAX_PNG_HEIGHT,
  MAX_PNG_WIDTH,
} from '@/lib/signatures/png';
import { ZSignDocument } from '@/lib/validation/signatures';
import { honestPng, makePng, pngDataUrl } from '../support/png-fixtures';

const img = m.signatures.signatureImage;
const token = 'a'.repeat(43);

describe('signature PNG header check (D41)', () => {
  it('accepts an honest 8-bit RGBA image of the canvas size', () => {
    expect(checkPng(honestPng(1200, 400))).toEqual({
      ok: true,
      header: { width: 1200, height: 400, bitDepth: 8, colorType: 6, interlace: 0 },
    });
    expect(checkPng(honestPng(MAX_PNG_WIDTH, MAX_PNG_HEIGHT)).ok).toBe(true);
  });

  it('refuses a tiny file that declares 8000×8000 pixels', () => {
    const bomb = makePng({ width: 8000, height: 8000 });
    expect(bomb.length).toBeLessThan(500);
    expect(checkPng(bomb)).toEqual({ ok: false, reason: 'dimensions' });
  });

  it('refuses each dimension past its cap, and zero', () => {
    expect(checkPng(makePng({ width: MAX_PNG_WIDTH + 1, height: 10 }))).toEqual({ ok: false, reason: 'dimensions' });
    expect(checkPng(makePng({ width: 10, height: MAX_PNG_HEIGHT + 1 }))).toEqual({ ok: false, reason: 'dimensions' });
    expect(checkPng(makePng({ width: 0, height: 10 }))).toEqual({ ok: false, reason: 'dimensions' });
  });

  it('refuses 16-bit samples, unknown colour types and interlacing', () => {
    expect(checkPng(makePng({ width: 10, height: 10, bitDepth: 16 }))).toEqual({ ok: false, reason: 'format' });
    expect(checkPng(makePng({ width: 10, height: 10, colorType: 5 }))).toEqual({ ok: false, reason: 'format' });
    expect(checkPng(makePng({ width: 10, height: 10, interlace: 1 }))).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses what is not a PNG, a forged IHDR checksum, truncated or trailing data', () => {
    expect(checkPng(Buffer.from('GIF89a' + 'x'.repeat(60)))).toEqual({ ok: false, reason: 'notPng' });
    const forged = makePng({ width: 10, height: 10 });
    forged.writeUInt32BE(8000, 16);
    expect(checkPng(forged)).toEqual({ ok: false, reason: 'corrupt' });
    const png = makePng({ width: 10, height: 10 });
    expect(checkPng(png.subarray(0, png.length - 5))).toEqual({ ok: false, reason: 'corrupt' });
    expect(checkPng(makePng({ width: 10, height: 10, trailing: Buffer.from('junk') }))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
  });

  it('refuses files past the byte cap before reading them', () => {
    expect(checkPng(new Uint8Array(MAX_PNG_BYTES + 1))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkPngBase64('A'.repeat(Math.ceil(MAX_PNG_BYTES / 3) * 4 + 4))).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('computes the inflated size the server caps zlib at', () => {
    expect(inflatedSize({ width: 10, height: 2, bitDepth: 8, colorType: 6, interlace: 0 })).toBe(82);
    expect(inflatedSize({ width: 10, height: 2, bitDepth: 8, colorType: 2, interlace: 0 })).toBe(62);
  });

  it('decodes base64 without Buffer and refuses what is not base64', () => {
    expect(Array.from(decodeBase64('AQID')!)).toEqual([1, 2, 3]);
    expect(decodeBase64('AQ!D')).toBeNull();
    expect(decodeBase64('AQI')).toBeNull();
  });
});

describe('the signing form and action refuse a bad drawn signature with a clear message', () => {
  const tooLarge = img.tooLarge
    .replace('{width}', String(MAX_PNG_WIDTH))
    .replace('{height}', String(MAX_PNG_HEIGHT))
    .replace('{kb}', String(Math.round(MAX_PNG_BYTES / 1000)));

  it('field check (the form and the server share it)', () => {
    expect(checkFieldValue('signature', pngDataUrl(makePng({ width: 8000, height: 8000 })), true)).toEqual({
      ok: false,
      message: tooLarge,
    });
    expect(checkFieldValue('signature', pngDataUrl(makePng({ width: 10, height: 10, bitDepth: 16 })), true)).toEqual({
      ok: false,
      message: img.invalid,
    });
    expect(checkFieldValue('signature', pngDataUrl(honestPng(300, 100)), true)).toMatchObject({ ok: true });
  });

  it('zod schema of the action', () => {
    const parse = (value: string) => ZSignDocument.safeParse({ token, values: { f: value }, consent: true });
    expect(parse(pngDataUrl(makePng({ width: 8000, height: 8000 }))).error?.issues[0].message).toBe(tooLarge);
    expect(parse('data:image/jpeg;base64,/9j/4AAQSkZJRg==').error?.issues[0].message).toBe(img.invalid);
    expect(parse('data:image/svg+xml;base64,PHN2Zz4=').error?.issues[0].message).toBe(img.invalid);
    expect(parse(pngDataUrl(honestPng(300, 100))).success).toBe(true);
    expect(parse('Joana Conceição').success).toBe(true);
  });

  it('keeps the zlib cap honest: a small image whose data inflates past its header is still only header-checked here', () => {
    const zbomb = makePng({ width: 100, height: 100, idat: deflateSync(Buffer.alloc(5_000_000)) });
    expect(checkPng(zbomb).ok).toBe(true); // refused on the server by the inflate cap (tests/security)
  });
});
