import 'server-only';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFString,
} from 'pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import type { P12Config } from './p12';

// @signpdf's own values (its utils package is not ours to import): the placeholder SignPdf looks for, the room kept
// for the PKCS#7, the AcroForm's SigFlags (SignaturesExist | AppendOnly) and the widget's Print flag.
const DEFAULT_BYTE_RANGE_PLACEHOLDER = '**********';
const DEFAULT_SIGNATURE_LENGTH = 8192;
const SIG_FLAGS_SET = 1 | 2;
const PRINT_FLAG = 4;

const LOAD = { updateMetadata: false } as const;
const latin1 = (text: string) => Buffer.from(text, 'latin1');

function bytesOf(object: PDFObject): Buffer {
  const out = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(out, 0);
  return Buffer.from(out);
}

/** Where the file's last cross-reference section starts: the `/Prev` of the next one. */
function lastXrefOffset(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  const at = text.lastIndexOf('startxref');
  const match = at < 0 ? null : /startxref\s+(\d+)/.exec(text.slice(at));
  if (!match) throw new Error('PDF without startxref');
  return Number(match[1]);
}

/** The largest /Size any cross-reference section of the file declares. */
function declaredSize(pdf: Uint8Array): number {
  let size = 0;
  for (const match of Buffer.from(pdf)
    .toString('latin1')
    .matchAll(/\/Size\s+(\d+)/g))
    size = Math.max(size, Number(match[1]));
  return size;
}

export type RoundSignature = {
  p12: P12Config;
  fieldName: string;
  reason: string;
  contactInfo: string;
  name: string;
  signingTime: Date;
};

/**
 * A signature placeholder as @signpdf's pdf-lib helper makes it, but with the field's own name: each round adds a
 * field of its own to the same AcroForm, so that the earlier signatures stay listed (D120).
 */
function addPlaceholder(doc: PDFDocument, sig: RoundSignature) {
  const byteRange = PDFArray.withContext(doc.context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));
  const dict = doc.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of(String.fromCharCode(0).repeat(DEFAULT_SIGNATURE_LENGTH)),
    Reason: PDFString.of(sig.reason),
    M: PDFString.fromDate(sig.signingTime),
    ContactInfo: PDFString.of(sig.contactInfo),
    Name: PDFString.of(sig.name),
    Location: PDFString.of('Brasil'),
  });
  // Written as it is (never inside an object stream), so that the signer finds its placeholder in the bytes.
  const sigRef = doc.context.register(PDFInvalidObject.of(bytesOf(dict)));
  const page = doc.getPages()[0];
  const widget = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: sigRef,
      T: PDFString.of(sig.fieldName),
      F: PRINT_FLAG,
      P: page.ref,
    }),
  );
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? doc.context.obj([]);
  annots.push(widget);
  page.node.set(PDFName.of('Annots'), annots);
  let form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!form) {
    form = doc.context.obj({ Fields: [] });
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.register(form));
  }
  const flags = form.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  form.set(PDFName.of('SigFlags'), PDFNumber.of(flags | SIG_FLAGS_SET));
  const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? doc.context.obj([]);
  fields.push(widget);
  form.set(PDFName.of('Fields'), fields);
}

/**
 * Appends one incremental update to a PDF (ISO 32000-1 §7.5.6, D120): the file's bytes are kept as they are and
 * only the objects `change` adds or modifies are written after them, with their own cross-reference section that
 * points back to the previous one. Every earlier signature still covers exactly the bytes it signed. With a
 * signature, the update carries a new signature field and the PKCS#7 is computed over the whole resulting file.
 */
export async function appendUpdate(
  previous: Uint8Array,
  change: (doc: PDFDocument) => Promise<void>,
  signature?: RoundSignature | null,
): Promise<Uint8Array> {
  const base = await PDFDocument.load(previous, LOAD);
  const doc = await PDFDocument.load(previous, LOAD);
  // New objects get numbers past every number the file used: pdf-lib forgets the object and cross-reference
  // streams it unpacked, and reusing their numbers would hide the objects they hold from a reader.
  doc.context.largestObjectNumber = Math.max(doc.context.largestObjectNumber, declaredSize(previous) - 1);
  await change(doc);
  if (signature) addPlaceholder(doc, signature);
  await doc.flush();

  const changed: { number: number; generation: number; bytes: Buffer }[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const bytes = bytesOf(object);
    const before = base.context.lookup(ref);
    if (before && bytesOf(before).equals(bytes)) continue;
    changed.push({ number: ref.objectNumber, generation: ref.generationNumber, bytes });
  }
  changed.sort((a, b) => a.number - b.number);

  const head = Buffer.from(previous);
  const parts: Buffer[] = [head, latin1('\n')];
  let offset = head.length + 1;
  const xref: string[] = [];
  for (const object of changed) {
    xref.push(
      `${object.number} 1\n${String(offset).padStart(10, '0')} ${String(object.generation).padStart(5, '0')} n\r\n`,
    );
    const chunk = Buffer.concat([
      latin1(`${object.number} ${object.generation} obj\n`),
      object.bytes,
      latin1('\nendobj\n'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  }
  const trailer = doc.context.trailerInfo;
  const entries = [
    `/Size ${doc.context.largestObjectNumber + 1}`,
    `/Root ${String(trailer.Root)}`,
    trailer.Info ? `/Info ${trailer.Info.toString()}` : '',
    trailer.ID ? `/ID ${trailer.ID.toString()}` : '',
    `/Prev ${lastXrefOffset(previous)}`,
  ].filter(Boolean);
  parts.push(latin1(`xref\n${xref.join('')}trailer\n<< ${entries.join(' ')} >>\nstartxref\n${offset}\n%%EOF`));
  const unsigned = Buffer.concat(parts);
  if (!signature) return new Uint8Array(unsigned);
  const signed = await new SignPdf().sign(
    unsigned,
    new P12Signer(signature.p12.bytes, { passphrase: signature.p12.passphrase }),
    signature.signingTime,
  );
  return new Uint8Array(signed);
}
