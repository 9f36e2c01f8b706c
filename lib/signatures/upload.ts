/** Document 001 §9: 10 MB (10485760 bytes), PDF only. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PDF_MIME = 'application/pdf';
export const MAX_DOCUMENT_NAME = 200;

/** §5: the browser's first check (the server checks the content itself). */
export function looksLikePdf(file: { name: string; type: string }): boolean {
  return file.type === PDF_MIME || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** §5: the name defaults to the file name without .pdf. */
export function defaultDocumentName(filename: string): string {
  return filename.replace(/\.pdf$/i, '').trim();
}

/** The first bytes of every PDF file. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** A complete PDF ends with %%EOF (possibly followed by line ends); a truncated download does not. */
export function hasPdfTrailer(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes('%%EOF');
}
