'use client';

import { useState, type ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';

// STACK-NOTES 13: react-pdf's own pdfjs-dist worker, served hashed by the bundler.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export type PdfPageSize = { width: number; height: number };

export type PdfPageProps = {
  /** A same-origin or CORS-enabled URL (a signed /api/files link). */
  url: string;
  /** 1-based. */
  pageNumber: number;
  /** Rendered width in CSS pixels; the height follows the page's proportions. */
  width: number;
  /** Called once the document is parsed. */
  onPageCount?: (count: number) => void;
  /** Called when the document or the page cannot be loaded or rendered. */
  onError?: (error: Error) => void;
  /** Shown while loading, and in place of the page on failure. */
  loading?: ReactNode;
  error?: ReactNode;
  /** The overlay above the page (fields, signatures), given the rendered page size. */
  children?: (size: PdfPageSize) => ReactNode;
  className?: string;
};

/**
 * One page of a PDF drawn by pdf.js on a canvas, with an absolutely positioned layer on top whose
 * size is the page's (so fields placed in % of it map onto the PDF page). Load it through
 * components/pdf/pdf-page.tsx (no server rendering).
 */
export default function PdfPageView({
  url,
  pageNumber,
  width,
  onPageCount,
  onError,
  loading,
  error,
  children,
  className,
}: PdfPageProps) {
  const [ratio, setRatio] = useState<number | null>(null);
  const size = ratio ? { width, height: Math.round(width * ratio) } : null;
  return (
    <Document
      file={url}
      onLoadSuccess={(pdf) => onPageCount?.(pdf.numPages)}
      onLoadError={(e) => onError?.(e)}
      onSourceError={(e) => onError?.(e)}
      loading={loading ?? null}
      error={error ?? null}
      className={className}
    >
      <div className="relative mx-auto bg-white shadow-sm" style={{ width, height: size?.height }}>
        <Page
          pageNumber={pageNumber}
          width={width}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          loading={loading ?? null}
          error={error ?? null}
          onLoadSuccess={(page) => setRatio(page.originalHeight / page.originalWidth)}
          onLoadError={(e) => onError?.(e)}
          onRenderError={(e) => onError?.(e)}
        />
        {size && children ? (
          <div className="absolute inset-0" data-pdf-overlay="">
            {children(size)}
          </div>
        ) : null}
      </div>
    </Document>
  );
}
