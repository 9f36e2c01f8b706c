import { describe, expect, it } from 'vitest';
import {
  ensurePageImages,
  PAGE_IMAGE_WIDTH,
  pageImageKey,
  pageImagesFor,
  pageManifestKey,
  readPageImage,
} from '@/server/signatures/sign/page-images';
import { getStorage, StorageNotFoundError } from '@/server/platform/storage';
import { samplePdf } from '../support/pdf-fixtures';

const RIFF = [0x52, 0x49, 0x46, 0x46];

async function stored(key: string): Promise<Uint8Array | null> {
  try {
    return await getStorage().get(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

describe('signing page images (D86): the PDF drawn on the server', () => {
  it('draws every page once as WebP beside the file, with their sizes, even when asked twice at once', async () => {
    const storage = getStorage();
    const key = `page-images-test/${Date.now()}.pdf`;
    await storage.put(key, await samplePdf(3, 'Contrato com três páginas'), 'application/pdf');
    try {
      const [first, second] = await Promise.all([ensurePageImages(key), ensurePageImages(key)]);
      expect(second).toBe(first);
      expect(first.width).toBe(PAGE_IMAGE_WIDTH);
      expect(first.pages).toHaveLength(3);
      for (const [i, page] of first.pages.entries()) {
        expect(page.width).toBe(PAGE_IMAGE_WIDTH);
        // A4, the second page turned to landscape as the PDF says.
        expect(page.height / page.width).toBeCloseTo(i === 1 ? 595.28 / 841.89 : 841.89 / 595.28, 2);
        const bytes = (await stored(pageImageKey(key, i + 1)))!;
        expect([...bytes.subarray(0, 4)]).toEqual(RIFF);
        expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
      }
      expect(JSON.parse(new TextDecoder().decode((await stored(pageManifestKey(key)))!))).toEqual(first);

      const links = (await pageImagesFor(key, (page) => pageImageKey(key, page)))!;
      expect(links.map((l) => [l.width, l.height])).toEqual(first.pages.map((p) => [p.width, p.height]));
      expect(links[0].url).toContain(pageImageKey(key, 1));
      expect(
        Buffer.from((await readPageImage(key, 2))!).equals(Buffer.from((await stored(pageImageKey(key, 2)))!)),
      ).toBe(true);
      for (const page of [0, 4, 1.5]) expect(await readPageImage(key, page)).toBeNull();
    } finally {
      for (const k of [key, pageManifestKey(key), pageImageKey(key, 1), pageImageKey(key, 2), pageImageKey(key, 3)])
        await storage.delete(k).catch(() => undefined);
    }
  });

  it('answers null, never throws, for a file that is not a PDF or is missing (the page then reads the PDF itself)', async () => {
    const storage = getStorage();
    const key = `page-images-test/${Date.now()}-broken.pdf`;
    await storage.put(key, new TextEncoder().encode('isto não é um PDF'), 'application/pdf');
    try {
      expect(await pageImagesFor(key, (page) => pageImageKey(key, page))).toBeNull();
      expect(await readPageImage(key, 1)).toBeNull();
      expect(await stored(pageManifestKey(key))).toBeNull();
      expect(await pageImagesFor(`page-images-test/${Date.now()}-missing.pdf`, () => '')).toBeNull();
    } finally {
      await storage.delete(key).catch(() => undefined);
    }
  });
});
