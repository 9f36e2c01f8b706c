'use client';

import dynamic from 'next/dynamic';
import type { PdfDocumentProps } from './pdf-document-view';

export type { PdfDocumentProps } from './pdf-document-view';

/**
 * All pages of a PDF, read once, each with an overlay layer (see pdf-document-view.tsx). pdf.js runs only in
 * the browser (STACK-NOTES 13), so it loads after the page; meanwhile the first page's placeholder holds
 * its place.
 */
export const PdfDocument = dynamic<PdfDocumentProps>(() => import('./pdf-document-view'), {
  ssr: false,
  loading: () => (
    <div className="mx-auto aspect-[1/1.414] w-full max-w-full animate-pulse rounded-lg border bg-muted" />
  ),
});
