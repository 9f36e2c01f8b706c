import 'server-only';
import path from 'node:path';

/** One page drawn as an image: WebP bytes and its size in pixels. */
export type PageImage = { bytes: Uint8Array; width: number; height: number };

/**
 * pdf.js 6 expects two things Node 22 has and Node 20 (the README's minimum) lacks. Both are defined only
 * when missing, with the behaviour pdf.js relies on (a copy; the source is never read again).
 */
function polyfill() {
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  promise.withResolvers ??= () => {
    let resolve: unknown, reject: unknown;
    const p = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise: p, resolve, reject };
  };
  const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (length?: number) => ArrayBuffer; transfer?: (length?: number) => ArrayBuffer };
  if (!proto.transferToFixedLength) {
    proto.transferToFixedLength = function (this: ArrayBuffer, length?: number) {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
      return copy;
    };
  }
  proto.transfer ??= proto.transferToFixedLength;
}

/**
 * Every page of a PDF drawn on the server (issue 22): pdf.js with the Skia canvas of `@napi-rs/canvas`, each
 * page `width` pixels wide on white, encoded as WebP. The signing page shows these images instead of
 * running pdf.js on the signer's phone. Throws when the file cannot be read.
 */
export async function rasterizePdf(bytes: Uint8Array, width: number, quality = 78): Promise<PageImage[]> {
  polyfill();
  const [{ getDocument }, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
  const fonts = path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/');
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages: PageImage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: canvas.getContext('2d') as unknown as CanvasRenderingContext2D,
        viewport,
        background: '#ffffff',
      }).promise;
      pages.push({ bytes: new Uint8Array(await canvas.encode('webp', quality)), width: canvas.width, height: canvas.height });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
