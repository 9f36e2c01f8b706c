'use client';

import dynamic from 'next/dynamic';
import type { PdfPageProps } from './pdf-page-view';

export type { PdfPageProps, PdfPageSize } from './pdf-page-view';

/**
 * A page of a PDF with an overlay layer (see pdf-page-view.tsx). pdf.js runs only in the browser
 * (STACK-NOTES 13: rendering it on the server breaks the build), so it loads after the page.
 */
export const PdfPage = dynamic<PdfPageProps>(() => import('./pdf-page-view'), {
  ssr: false,
  loading: () => <div className="mx-auto aspect-[1/1.414] w-full max-w-full animate-pulse rounded bg-muted" />,
});
