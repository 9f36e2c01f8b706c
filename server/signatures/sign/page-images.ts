import 'server-only';
import { rasterizePdf } from '@/server/platform/pdf/rasterize';
import { eq } from 'drizzle-orm';
import type { SigningViewPage } from '@/lib/signatures/signing-view';
import { getDb } from '@/server/platform/db/client';
import { signatureDocuments } from '@/server/platform/db/schema';
import { getStorage, isValidStorageKey, StorageNotFoundError } from '@/server/platform/storage';

/**
 * Pixels across each page image: sharp on a phone (a 412 px screen at 1.75 device pixels is 721) and on a
 * desktop column (about 850 px), and about 100–200 kB per page of text.
 */
export const PAGE_IMAGE_WIDTH = 1000;

type Manifest = { width: number; pages: { width: number; height: number }[] };

/** The images sit beside the PDF they come from: `{fileKey}.p{n}.webp`, and their sizes in `{fileKey}.pages.json`. */
export function pageImageKey(fileKey: string, page: number): string {
  return `${fileKey}.p${page}.webp`;
}

export function pageManifestKey(fileKey: string): string {
  return `${fileKey}.pages.json`;
}

/** An uploaded file never changes under its key: its manifest is read once per process. */
const manifests = new Map<string, Manifest>();
/** One drawing per file at a time in this process; another instance drawing too writes the same bytes. */
const drawing = new Map<string, Promise<Manifest>>();
const MAX_REMEMBERED = 500;
/** Files that could not be drawn, until when not to try again: each opening would otherwise re-run pdf.js. */
const failures = new Map<string, number>();
const RETRY_AFTER_MS = 10 * 60_000;

function remember(fileKey: string, manifest: Manifest) {
  if (manifests.size >= MAX_REMEMBERED) manifests.delete(manifests.keys().next().value!);
  manifests.set(fileKey, manifest);
}

async function readManifest(fileKey: string): Promise<Manifest | null> {
  try {
    const manifest = JSON.parse(new TextDecoder().decode(await getStorage().get(pageManifestKey(fileKey)))) as Manifest;
    return manifest.width === PAGE_IMAGE_WIDTH && Array.isArray(manifest.pages) && manifest.pages.length > 0
      ? manifest
      : null;
  } catch (error) {
    if (error instanceof StorageNotFoundError || error instanceof SyntaxError) return null;
    throw error;
  }
}

async function draw(fileKey: string): Promise<Manifest> {
  const storage = getStorage();
  const images = await rasterizePdf(await storage.get(fileKey), PAGE_IMAGE_WIDTH);
  await Promise.all(images.map((image, i) => storage.put(pageImageKey(fileKey, i + 1), image.bytes, 'image/webp')));
  const manifest: Manifest = { width: PAGE_IMAGE_WIDTH, pages: images.map(({ width, height }) => ({ width, height })) };
  // Written last: a manifest means every image it lists is stored.
  await storage.put(pageManifestKey(fileKey), new TextEncoder().encode(JSON.stringify(manifest)), 'application/json');
  return manifest;
}

/**
 * The pages of an uploaded PDF as images (D86), drawn on the first call and kept in storage beside
 * the file. Safe to call twice at once: in one process the second call waits for the first drawing.
 */
export async function ensurePageImages(fileKey: string): Promise<Manifest> {
  const known = manifests.get(fileKey) ?? (await readManifest(fileKey));
  if (known) {
    remember(fileKey, known);
    return known;
  }
  let pending = drawing.get(fileKey);
  if (!pending) {
    pending = draw(fileKey).finally(() => drawing.delete(fileKey));
    drawing.set(fileKey, pending);
  }
  const manifest = await pending;
  remember(fileKey, manifest);
  return manifest;
}

/**
 * The sizes of a document's page images, drawn first when needed, or null when they cannot be drawn. Never
 * throws: a file that failed is not tried again for a while (each opening would otherwise re-run pdf.js).
 */
async function drawnPages(fileKey: string): Promise<Manifest['pages'] | null> {
  if (!isValidStorageKey(pageManifestKey(fileKey))) return null;
  if ((failures.get(fileKey) ?? 0) > Date.now()) return null;
  try {
    return (await ensurePageImages(fileKey)).pages;
  } catch (error) {
    console.error('[signatures] page images', fileKey, error);
    if (failures.size >= MAX_REMEMBERED) failures.delete(failures.keys().next().value!);
    failures.set(fileKey, Date.now() + RETRY_AFTER_MS);
    return null;
  }
}

/**
 * The page images of a document with their sizes, each at the address `urlFor` gives it, or null when they
 * cannot be drawn (the signing page then falls back to reading the PDF in the browser).
 */
export async function pageImagesFor(
  fileKey: string,
  urlFor: (page: number) => string,
): Promise<SigningViewPage[] | null> {
  const pages = await drawnPages(fileKey);
  return pages && pages.map((page, i) => ({ url: urlFor(i + 1), ...page }));
}

/** The bytes of one page image of a document, drawn first when needed; null when it has no such page or cannot be drawn. */
export async function readPageImage(fileKey: string, page: number): Promise<Uint8Array | null> {
  const pages = await drawnPages(fileKey);
  if (!pages || !Number.isInteger(page) || page < 1 || page > pages.length) return null;
  try {
    return await getStorage().get(pageImageKey(fileKey, page));
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

/** After "Enviar": the pages are drawn while the e-mail travels, so the recipient's first opening is quick. */
export async function warmPageImages(documentId: string): Promise<void> {
  const db = await getDb();
  const [doc] = await db
    .select({ fileKey: signatureDocuments.fileKey })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, documentId));
  // Drawn and stored only: no links to sign. A failure is logged, and the first opening falls back to pdf.js.
  if (doc)
    await ensurePageImages(doc.fileKey).catch((error: unknown) =>
      console.error('[signatures] page images', doc.fileKey, error),
    );
}
