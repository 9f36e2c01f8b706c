'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PdfPageSize } from './pdf-page-view';

// STACK-NOTES 13: react-pdf's own pdfjs-dist worker, served hashed by the bundler.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export type PdfDocumentProps = {
  /** A same-origin or CORS-enabled URL (a signed /api/files link). */
  url: string;
  /** The page count known before the file is read (the placeholders drawn meanwhile). */
  pageCount: number;
  /** Rendered width of each page in CSS pixels; the height follows the page's proportions. */
  width: number;
  /** Called once the document is parsed, with its real page count. */
  onPageCount?: (count: number) => void;
  /** Called when the document or a page cannot be loaded or rendered. */
  onError?: (error: Error) => void;
  /** A page's placeholder: while the file loads, and until the page comes near the screen. */
  loading: ReactNode;
  /** The frame of each page. */
  pageClassName?: string;
  /** The layer above a page (fields, signatures), given its number and rendered size. */
  overlay?: (pageNumber: number, size: PdfPageSize) => ReactNode;
};

/**
 * Every page of one PDF, read once: one download, one pdf.js worker and one parse for the whole file
 * (a `PdfPage` per page would do each of them once per page). A page is drawn when it comes within a
 * screen's height of the view, so a long contract on a phone does not draw pages nobody has reached yet.
 * Load it through components/pdf/pdf-document.tsx (no server rendering).
 */
export default function PdfDocumentView({
  url,
  pageCount,
  width,
  onPageCount,
  onError,
  loading,
  pageClassName,
  overlay,
}: PdfDocumentProps) {
  const [count, setCount] = useState(pageCount);
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <Document
      file={url}
      onLoadSuccess={(pdf) => {
        setCount(pdf.numPages);
        onPageCount?.(pdf.numPages);
      }}
      onLoadError={(e) => onError?.(e)}
      onSourceError={(e) => onError?.(e)}
      loading={
        <div className="grid gap-4">
          {pages.map((n) => (
            <div key={n} className={pageClassName}>
              {loading}
            </div>
          ))}
        </div>
      }
      error={null}
      className="grid gap-4"
    >
      {pages.map((n) => (
        <DocumentPage
          key={n}
          pageNumber={n}
          width={width}
          loading={loading}
          className={pageClassName}
          overlay={overlay}
          onError={onError}
        />
      ))}
    </Document>
  );
}

function DocumentPage({
  pageNumber,
  width,
  loading,
  className,
  overlay,
  onError,
}: {
  pageNumber: number;
  width: number;
  loading: ReactNode;
  className?: string;
  overlay?: (pageNumber: number, size: PdfPageSize) => ReactNode;
  onError?: (error: Error) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(pageNumber === 1);
  const [ratio, setRatio] = useState<number | null>(null);
  const size = ratio ? { width, height: Math.round(width * ratio) } : null;

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} className={className}>
      {near ? (
        <div className="relative mx-auto bg-white shadow-sm" style={{ width, height: size?.height }}>
          <Page
            pageNumber={pageNumber}
            width={width}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={loading}
            error={null}
            onLoadSuccess={(page) => setRatio(page.originalHeight / page.originalWidth)}
            onLoadError={(e) => onError?.(e)}
            onRenderError={(e) => onError?.(e)}
          />
          {size && overlay ? (
            <div className="absolute inset-0" data-pdf-overlay="">
              {overlay(pageNumber, size)}
            </div>
          ) : null}
        </div>
      ) : (
        loading
      )}
    </div>
  );
}
