'use client';

import { useRef, useState } from 'react';
import { PdfDocument } from '@/components/pdf/pdf-document';
import { useElementWidth } from '@/components/pdf/use-element-width';
import { isDrawnSignature } from '@/lib/signatures/signature-value';
import type { SigningViewField } from '@/lib/signatures/signing-view';
import { cn } from '@/lib/utils';

/** A field as drawn on its page: the signer's view of it, less the input's placeholder. */
export type PlacedField = Omit<SigningViewField, 'placeholder'>;

/**
 * The document's pages, with each field drawn where it will be stamped (percentages of the page) and
 * the value shown inside once filled. Clicking a field takes the person to its input.
 */
export function DocumentPages({
  url,
  pageCount,
  fields,
  values,
  errors,
  labelFor,
  texts,
}: {
  url: string;
  pageCount: number;
  fields: PlacedField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  labelFor: (field: PlacedField) => string;
  texts: { loadingPdf: string; pdfError: string; openPdf: string };
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 600);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div role="alert" className="grid place-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="font-medium">{texts.pdfError}</p>
        <a href={url} target="_blank" rel="noreferrer" className="text-sm font-medium text-primary underline-offset-4 hover:underline">{texts.openPdf}</a>
      </div>
    );
  }

  const placeholder = <div className="grid aspect-[1/1.414] w-full place-items-center bg-muted text-sm text-muted-foreground">{texts.loadingPdf}</div>;
  return (
    <div ref={ref} data-testid="signing-document">
      <PdfDocument
        url={url}
        pageCount={pageCount}
        width={width}
        onError={() => setFailed(true)}
        pageClassName="overflow-hidden rounded-lg border"
        loading={placeholder}
        overlay={(page) =>
          fields
            .filter((f) => f.pageNumber === page)
            .map((field) => {
              const value = values[field.id] ?? '';
              return (
                <a
                  key={field.id}
                  href={`#campo-${field.id}`}
                  title={labelFor(field)}
                  data-testid="placed-field"
                  className={cn(
                    'absolute flex items-center justify-center overflow-hidden rounded-sm border-2 text-[10px] leading-tight font-medium transition-colors',
                    errors[field.id] ? 'border-destructive bg-destructive/10 text-destructive' : value ? 'border-emerald-500/70 bg-emerald-50/40' : 'border-primary/70 bg-primary/10 text-primary',
                  )}
                  style={{ left: `${field.xPosition}%`, top: `${field.yPosition}%`, width: `${field.width}%`, height: `${field.height}%` }}
                >
                  {field.fieldType === 'signature' && isDrawnSignature(value) ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the signer
                    <img src={value} alt="" className="size-full object-contain" />
                  ) : value ? (
                    <span className={cn('truncate px-1 text-[#0d1a59]', field.fieldType === 'signature' && 'font-serif text-sm italic')}>{value}</span>
                  ) : (
                    <span className="truncate px-1">{labelFor(field)}{field.isRequired ? ' *' : ''}</span>
                  )}
                </a>
              );
            })
        }
      />
    </div>
  );
}
