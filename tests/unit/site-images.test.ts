import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkImageBytes,
  checkImageDimensions,
  imageVariant,
  MAX_IMAGE_BYTES,
  sniffImageType,
} from '@/lib/site/images';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#4338ca' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('uploaded site pictures: type by content', () => {
  it('recognises JPEG, PNG and WebP by their bytes', async () => {
    expect(sniffImageType(await picture('jpeg'))).toBe('jpeg');
    expect(sniffImageType(await picture('png'))).toBe('png');
    expect(sniffImageType(await picture('webp'))).toBe('webp');
  });

  it('refuses a GIF, an SVG and a PDF renamed .png, whatever their names say', async () => {
    expect(checkImageBytes(await picture('gif'))).toBe('type');
    expect(checkImageBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('type');
    expect(checkImageBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBe('type');
  });

  it('refuses an empty upload and one over 8 MB before reading it', async () => {
    expect(checkImageBytes(null)).toBe('missing');
    expect(checkImageBytes(new Uint8Array())).toBe('missing');
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await picture('png'));
    expect(checkImageBytes(big)).toBe('size');
    expect(checkImageBytes(await picture('png'))).toBeNull();
  });
});

describe('uploaded site pictures: dimensions', () => {
  it('caps each side at 6000 px', () => {
    expect(checkImageDimensions(6000, 4000)).toBeNull();
    expect(checkImageDimensions(6001, 4000)).toBe('tooLarge');
    expect(checkImageDimensions(800, 12000)).toBe('tooLarge');
  });

  it('asks for at least 600 × 400 px, and a readable header', () => {
    expect(checkImageDimensions(600, 400)).toBeNull();
    expect(checkImageDimensions(599, 400)).toBe('tooSmall');
    expect(checkImageDimensions(800, 399)).toBe('tooSmall');
    expect(checkImageDimensions(undefined, 400)).toBe('type');
  });
});

describe('uploaded site pictures: stored widths', () => {
  it('serves the smallest stored width at least as wide as asked, else the widest', () => {
    expect(imageVariant('/imagens/site/x', 384)).toBe('/imagens/site/x-480.webp');
    expect(imageVariant('/imagens/site/x', 768)).toBe('/imagens/site/x-960.webp');
    expect(imageVariant('/imagens/site/x', 1200)).toBe('/imagens/site/x-1600.webp');
    expect(imageVariant('/imagens/site/x', 3840)).toBe('/imagens/site/x-1600.webp');
  });
});
