import 'server-only';
import { PDFDocument, rgb } from 'pdf-lib';
import { fill, m } from '@/lib/messages';
import { embedFonts } from '../seal/stamp';

const c = m.signatures.contract;
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.12, 0.13, 0.2);
const MUTED = rgb(0.42, 0.44, 0.52);

/** Where the client signs on the signature page, in percentages of the page (document 001 §3). */
export const SIGNATURE_PAGE_FIELD = { xPosition: 10, yPosition: 30, width: 45, height: 10 } as const;

function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A contract's PDF with one signature page appended (D33): the contract's own last page
 * has no fixed place for a signature (its length follows the filled text), so the client signs on a
 * page of known layout: the contract's name, the client, a box for the signature on a line.
 */
export async function withSignaturePage(
  contractPdf: Uint8Array,
  contract: { nome: string; cliente: string },
  agencyName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(contractPdf, { updateMetadata: false });
  const { sans } = await embedFonts(doc);
  const page = doc.addPage([A4.width, A4.height]);
  const text = (value: string, x: number, y: number, size: number, color = INK) =>
    page.drawText(value, { x, y, size, font: sans, color });

  let y = A4.height - MARGIN - 14;
  text(c.pageTitle, MARGIN, y, 16);
  y -= 28;
  for (const line of wrap(fill(c.pageContract, { nome: contract.nome }), A4.width - 2 * MARGIN, (s) =>
    sans.widthOfTextAtSize(s, 11),
  )) {
    text(line, MARGIN, y, 11);
    y -= 16;
  }
  y -= 4;
  for (const line of wrap(c.pageText, A4.width - 2 * MARGIN, (s) => sans.widthOfTextAtSize(s, 9.5))) {
    text(line, MARGIN, y, 9.5, MUTED);
    y -= 14;
  }

  // The line under the signature box, then who signs there.
  const boxBottom = A4.height * (1 - (SIGNATURE_PAGE_FIELD.yPosition + SIGNATURE_PAGE_FIELD.height) / 100);
  const left = (A4.width * SIGNATURE_PAGE_FIELD.xPosition) / 100;
  const right = left + (A4.width * SIGNATURE_PAGE_FIELD.width) / 100;
  page.drawLine({
    start: { x: left, y: boxBottom - 2 },
    end: { x: right, y: boxBottom - 2 },
    thickness: 0.8,
    color: INK,
  });
  text(`CONTRATANTE: ${contract.cliente}`.slice(0, 90), left, boxBottom - 16, 10);
  text(agencyName, MARGIN, 28, 8, MUTED);
  return doc.save({ useObjectStreams: false });
}
