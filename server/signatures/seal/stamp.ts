import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { degrees, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { isDrawnSignature, PNG_DATA_URL_PREFIX } from '@/lib/signatures/fields';
import { assertSafePng } from '../sign/png-guard';

const FONT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf');
const INK = rgb(0.05, 0.1, 0.35);

export type StampField = {
  fieldType: string;
  value: string | null;
  /** Percentages (0–100) of the page as displayed, from its top-left corner (document 001 §3). */
  xPosition: number;
  yPosition: number;
  width: number;
  height: number;
  pageNumber: number;
};

type Box = { left: number; top: number; width: number; height: number };

/**
 * Maps a point given from the top-left of the page as displayed (after /Rotate, inside the crop box)
 * to PDF user space (STACK-NOTES 15). The page is shown turned clockwise by `rotation`.
 */
function displayToUser(page: PDFPage, dx: number, dy: number): { x: number; y: number } {
  const crop = page.getCropBox();
  switch (((page.getRotation().angle % 360) + 360) % 360) {
    case 90:
      return { x: crop.x + dy, y: crop.y + dx };
    case 180:
      return { x: crop.x + crop.width - dx, y: crop.y + dy };
    case 270:
      return { x: crop.x + crop.width - dy, y: crop.y + crop.height - dx };
    default:
      return { x: crop.x + dx, y: crop.y + crop.height - dy };
  }
}

function displaySize(page: PDFPage): { width: number; height: number } {
  const crop = page.getCropBox();
  const quarter = (((page.getRotation().angle % 360) + 360) % 360) % 180 === 90;
  return quarter ? { width: crop.height, height: crop.width } : { width: crop.width, height: crop.height };
}

function fieldBox(page: PDFPage, field: StampField): Box {
  const size = displaySize(page);
  return {
    left: (field.xPosition / 100) * size.width,
    top: (field.yPosition / 100) * size.height,
    width: (field.width / 100) * size.width,
    height: (field.height / 100) * size.height,
  };
}

/** Draws the content so that it reads upright on the displayed page, its bottom-left at the box's. */
function anchor(page: PDFPage, box: Box) {
  const point = displayToUser(page, box.left, box.top + box.height);
  return { ...point, rotate: degrees(page.getRotation().angle) };
}

function fitText(font: PDFFont, text: string, box: Box, max: number): number {
  let size = Math.min(max, box.height * 0.62);
  while (size > 5 && font.widthOfTextAtSize(text, size) > box.width * 0.96) size -= 0.5;
  return size;
}

async function drawText(page: PDFPage, font: PDFFont, text: string, box: Box, max: number) {
  const size = fitText(font, text, box, max);
  // Vertically centred: the baseline sits a little above the middle's lower half.
  const baseline: Box = {
    ...box,
    left: box.left + box.width * 0.02,
    height: box.height / 2 + size * 0.35,
    top: box.top,
  };
  page.drawText(text, { ...anchor(page, baseline), size, font, color: INK });
}

async function drawSignatureImage(doc: PDFDocument, page: PDFPage, dataUrl: string, box: Box) {
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  assertSafePng(bytes);
  const image = await doc.embedPng(bytes);
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const fitted: Box = {
    left: box.left + (box.width - width) / 2,
    top: box.top + (box.height - height) / 2,
    width,
    height,
  };
  page.drawImage(image, { ...anchor(page, fitted), width, height });
}

export async function embedFonts(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  const [sans, script] = await Promise.all([
    readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONT_DIR, 'DejaVuSerif-Italic.ttf')),
  ]);
  // Fixed names: the same input gives the same bytes (no random subset suffix).
  return {
    sans: await doc.embedFont(sans, { subset: true, customName: 'AGSIGN+DejaVuSans' }),
    script: await doc.embedFont(script, { subset: true, customName: 'AGSIGN+DejaVuSerif-Italic' }),
  };
}

/**
 * D30: every value at its percentage position. A drawn signature is the recipient's PNG,
 * a typed one is set in an italic serif; every other value is plain text.
 */
export async function stampFields(doc: PDFDocument, fields: readonly StampField[]): Promise<void> {
  const filled = fields.filter((f) => f.value);
  if (filled.length === 0) return;
  const fonts = await embedFonts(doc);
  const pages = doc.getPages();
  for (const field of filled) {
    const page = pages[Math.min(Math.max(field.pageNumber, 1), pages.length) - 1];
    const box = fieldBox(page, field);
    const value = field.value!;
    if (field.fieldType === 'signature' && isDrawnSignature(value)) await drawSignatureImage(doc, page, value, box);
    else if (field.fieldType === 'signature') await drawText(page, fonts.script, value, box, 22);
    else await drawText(page, fonts.sans, value, box, 11);
  }
}
