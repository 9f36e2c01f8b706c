'use client';

import { useRef, useState, type ReactNode } from 'react';
import { PdfDocument } from '@/components/pdf/pdf-document';
import { useElementWidth } from '@/components/pdf/use-element-width';
import { isDrawnSignature } from '@/lib/signatures/signature-value';
import { fill } from '@/lib/fill';
import type { SigningViewField, SigningViewPage } from '@/lib/signatures/signing-view';
import { cx } from '@/lib/utils';

/** A field as drawn on its page: the signer's view of it, less the input's placeholder. */
export type PlacedField = Omit<SigningViewField, 'placeholder'>;

type Texts = { loadingPdf: string; pdfError: string; openPdf: string; pageImage: string };

/**
 * The document's pages, with each field drawn where it will be stamped (percentages of the page) and
 * the value shown inside once filled. Clicking a field takes the person to its input. The pages are the
 * images drawn on the server (D86: no pdf.js on the signer's phone); only when those could not be
 * drawn, or one of them cannot be loaded (its link expired while the page stayed open, say), does the
 * browser read the PDF itself.
 */
export function DocumentPages({
  url,
  pages,
  pageCount,
  fields,
  values,
  errors,
  labelFor,
  texts,
}: {
  url: string;
  pages: SigningViewPage[] | null;
  pageCount: number;
  fields: PlacedField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  labelFor: (field: PlacedField) => string;
  texts: Texts;
}) {
  const overlay = (page: number) =>
    fields
      .filter((f) => f.pageNumber === page)
      .map((field) => (
        <PlacedFieldBox
          key={field.id}
          field={field}
          value={values[field.id] ?? ''}
          invalid={Boolean(errors[field.id])}
          label={labelFor(field)}
        />
      ));

  const [imageFailed, setImageFailed] = useState(false);
  if (!pages || imageFailed) return <PdfPages url={url} pageCount={pageCount} overlay={overlay} texts={texts} />;
  return (
    <div className="grid gap-4" data-testid="signing-document">
      {pages.map((page, i) => (
        <div
          key={page.url}
          className="relative overflow-hidden rounded-lg border bg-white shadow-sm"
          data-testid="signing-page"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring link to a page drawn on the server */}
          <img
            src={page.url}
            width={page.width}
            height={page.height}
            alt={fill(texts.pageImage, { page: String(i + 1), count: String(pages.length) })}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding="async"
            onError={() => setImageFailed(true)}
            className="block h-auto w-full"
          />
          <div className="absolute inset-0" data-pdf-overlay="">
            {overlay(i + 1)}
          </div>
        </div>
      ))}
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {texts.openPdf}
      </a>
    </div>
  );
}

/** The fallback: the PDF read by pdf.js in the browser, loaded only when needed. */
function PdfPages({
  url,
  pageCount,
  overlay,
  texts,
}: {
  url: string;
  pageCount: number;
  overlay: (page: number) => ReactNode;
  texts: Texts;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 600);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div role="alert" className="grid place-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="font-medium">{texts.pdfError}</p>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {texts.openPdf}
        </a>
      </div>
    );
  }

  const placeholder = (
    <div className="grid aspect-[1/1.414] w-full place-items-center bg-muted text-sm text-muted-foreground">
      {texts.loadingPdf}
    </div>
  );
  return (
    <div ref={ref} data-testid="signing-document">
      <PdfDocument
        url={url}
        pageCount={pageCount}
        width={width}
        onError={() => setFailed(true)}
        pageClassName="overflow-hidden rounded-lg border"
        loading={placeholder}
        overlay={overlay}
      />
    </div>
  );
}

/** A field where it will be stamped, with the value once filled; it links to the field's input. */
function PlacedFieldBox({
  field,
  value,
  invalid,
  label,
}: {
  field: PlacedField;
  value: string;
  invalid: boolean;
  label: string;
}) {
  return (
    <a
      href={`#campo-${field.id}`}
      title={label}
      data-testid="placed-field"
      className={cx(
        'absolute flex items-center justify-center overflow-hidden rounded-sm border-2 text-[10px] leading-tight font-medium transition-colors',
        invalid
          ? 'border-destructive bg-destructive/10 text-destructive'
          : value
            ? 'border-emerald-500/70 bg-emerald-50/40'
            : 'border-primary/70 bg-primary/10 text-primary',
      )}
      style={{
        left: `${field.xPosition}%`,
        top: `${field.yPosition}%`,
        width: `${field.width}%`,
        height: `${field.height}%`,
      }}
    >
      {field.fieldType === 'signature' && isDrawnSignature(value) ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the signer
        <img src={value} alt="" className="size-full object-contain" />
      ) : value ? (
        <span
          className={cx('truncate px-1 text-[#0d1a59]', field.fieldType === 'signature' && 'font-serif text-sm italic')}
        >
          {value}
        </span>
      ) : (
        <span className="truncate px-1">
          {label}
          {field.isRequired ? ' *' : ''}
        </span>
      )}
    </a>
  );
}
