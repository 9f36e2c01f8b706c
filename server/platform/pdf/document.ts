import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

const FONT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf');
const fonts = new Map<string, Promise<Buffer>>();
const loadFont = (file: string) => {
  if (!fonts.has(file)) fonts.set(file, readFile(path.join(FONT_DIR, file)));
  return fonts.get(file)!;
};

/**
 * DejaVu Sans, regular and bold, embedded and subset (STACK-NOTES 14): pdf-lib's built-in fonts throw on some
 * characters (→, −, U+202F, emoji) that a client's text may hold. For a document laid out by its own code (the
 * DANFSe, D221) as much as for the flowing writer below.
 */
export async function embedDejaVu(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(await loadFont('DejaVuSans.ttf'), { subset: true }),
    doc.embedFont(await loadFont('DejaVuSans-Bold.ttf'), { subset: true }),
  ]);
  return { regular, bold };
}

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
export const BRAND = rgb(0.2, 0.23, 0.78);
const INK = rgb(0.12, 0.13, 0.2);
const MUTED = rgb(0.42, 0.44, 0.52);

/**
 * A small flowing-text writer over pdf-lib (STACK-NOTES 14): a TTF font embedded and subset so that any
 * Portuguese text, "R$", arrows and dashes print, with line wrapping and page breaks.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    readonly doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
    private footer: string,
  ) {
    this.addPage();
  }

  static async create(title: string, footer: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(title);
    doc.setCreator(footer);
    doc.setProducer(footer);
    const { regular, bold } = await embedDejaVu(doc);
    return new PdfWriter(doc, regular, bold, footer);
  }

  private addPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    this.page.drawText(this.footer, { x: MARGIN, y: 28, size: 8, font: this.regular, color: MUTED });
  }

  private ensure(space: number) {
    if (this.y - space < MARGIN) this.addPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          if (line) lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const x = MARGIN + (options.indent ?? 0);
    for (const line of this.wrap(text, font, size, A4.width - MARGIN - x)) {
      this.ensure(size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 4;
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 12;
    this.text(text, { size: 13, bold: true, color: BRAND, gap: 6 });
  }

  bullet(text: string) {
    this.ensure(16);
    this.page.drawCircle({ x: MARGIN + 4, y: this.y - 7.5, size: 1.8, color: BRAND });
    this.text(text, { indent: 14, gap: 2 });
  }

  async image(png: Uint8Array, size: number) {
    const image = await this.doc.embedPng(png);
    this.ensure(size + 8);
    this.y -= size;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width: size, height: size });
    this.y -= 8;
  }

  /**
   * The agency's letterhead on the first page: its logo (a PNG, drawn at most 40 pt high and 140 pt wide, its
   * proportions kept) beside its name and the lines under it (razão social, CNPJ, contacts).
   */
  async letterhead(head: { png: Uint8Array | null; name: string; lines: string[] }) {
    const height = 40;
    let x = MARGIN;
    if (head.png) {
      const image = await this.doc.embedPng(head.png);
      const scale = Math.min(height / image.height, 140 / image.width);
      const w = image.width * scale;
      const h = image.height * scale;
      this.page.drawImage(image, { x, y: this.y - h - (height - h) / 2, width: w, height: h });
      x += w + 12;
    }
    const block = 13 + head.lines.length * 11;
    let y = this.y - (height - block) / 2 - 12;
    this.page.drawText(head.name, { x, y, size: 12, font: this.bold, color: INK });
    for (const line of head.lines) {
      y -= 11;
      this.page.drawText(line, { x, y, size: 8, font: this.regular, color: MUTED });
    }
    this.y -= Math.max(height, block) + 4;
    this.rule();
    this.y -= 6;
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: rgb(0.86, 0.87, 0.92),
    });
    this.y -= 6;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

export { MUTED };
