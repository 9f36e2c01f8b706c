/**
 * The text a PDF shows, read with pdfjs (the copy react-pdf brings; never another version). Our PDFs
 * embed subset fonts, so their content streams hold glyph ids, not the letters: only a real PDF reader
 * gives the text back.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdfjs 6 expects Node 22; on Node 20 it needs this one helper.
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (value: unknown) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}
