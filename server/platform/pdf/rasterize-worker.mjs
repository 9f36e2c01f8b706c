// The PDF page drawing of server/platform/pdf/rasterize.ts, in a worker thread of its own (plain JavaScript: it is
// loaded by Node as it is, outside the Next build). Parsing a PDF and painting its pages takes from a
// fraction of a second to several seconds of CPU; on the server's main thread that would stall every other
// request for as long. Messages: { id, bytes, width, quality } in; { id, pages } or { id, error } out.
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

/**
 * pdf.js 6 expects two things Node 22 has and Node 20 (the README's minimum) lacks. Both are defined only
 * when missing, in this thread only, with the behaviour pdf.js relies on (a copy; the source is never read again).
 */
function polyfill() {
  Promise.withResolvers ??= () => {
    let resolve, reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  const proto = ArrayBuffer.prototype;
  if (!proto.transferToFixedLength) {
    proto.transferToFixedLength = function (length) {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(copy.byteLength, this.byteLength)));
      return copy;
    };
  }
  proto.transfer ??= proto.transferToFixedLength;
}

polyfill();
const libraries = Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
const fonts = path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/');

/** Every page `width` pixels wide on white, as WebP. */
async function rasterize(bytes, width, quality) {
  const [{ getDocument }, { createCanvas }] = await libraries;
  const task = getDocument({ data: bytes, standardFontDataUrl: fonts, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport, background: '#ffffff' }).promise;
      pages.push({
        bytes: new Uint8Array(await canvas.encode('webp', quality)),
        width: canvas.width,
        height: canvas.height,
      });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async ({ id, bytes, width, quality }) => {
  try {
    const pages = await rasterize(bytes, width, quality);
    parentPort.postMessage(
      { id, pages },
      pages.map((page) => page.bytes.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
