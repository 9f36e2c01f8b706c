import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** One page drawn as an image: WebP bytes and its size in pixels. */
export type PageImage = { bytes: Uint8Array; width: number; height: number };

type Reply = { id: number; pages?: PageImage[]; error?: string };
type Pending = { resolve: (pages: PageImage[]) => void; reject: (error: Error) => void };

/** Outside the Next build, read by Node as it is (next to this file in the repository). */
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/platform/pdf/rasterize-worker.mjs');

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The drawing thread, started on first use and kept; idle, it never holds the process open. */
function drawingThread(): Worker {
  if (worker) return worker;
  const thread = new Worker(WORKER_FILE);
  thread.unref();
  thread.on('message', ({ id, pages, error }: Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    // Held open only while a drawing is awaited (a script's last await must not end the process early).
    if (pending.size === 0) thread.unref();
    if (!call) return;
    if (pages) call.resolve(pages);
    else call.reject(new Error(`PDF não desenhado: ${error}`));
  });
  const fail = (error: Error) => {
    if (worker === thread) worker = null;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`a thread de desenho terminou (código ${code})`)));
  worker = thread;
  return thread;
}

/**
 * Every page of a PDF drawn on the server (D86): pdf.js with the Skia canvas of `@napi-rs/canvas`, each
 * page `width` pixels wide on white, encoded as WebP, in a worker thread (server/platform/pdf/rasterize-worker.mjs) so
 * the server goes on answering while it draws. The signing page shows these images instead of running pdf.js
 * on the signer's phone. Rejects when the file cannot be read.
 */
export function rasterizePdf(bytes: Uint8Array, width: number, quality = 78): Promise<PageImage[]> {
  const thread = drawingThread();
  const id = ++nextId;
  return new Promise<PageImage[]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    // A copy of its own: the caller's bytes stay theirs.
    const copy = new Uint8Array(bytes);
    thread.postMessage({ id, bytes: copy, width, quality }, [copy.buffer]);
  });
}
