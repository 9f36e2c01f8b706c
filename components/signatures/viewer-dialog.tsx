'use client';

import { AlertTriangle, Bug, Download, ExternalLink, Loader2, RotateCcw } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { PdfPage } from '@/components/pdf/pdf-page';
import { useElementWidth } from '@/components/pdf/use-element-width';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  FALLBACK_METHODS,
  chainExhausted,
  initialChain,
  type ChainState,
  type FallbackMethod,
} from '@/lib/signatures/pdf-fallback';
import { recipientLabel } from '@/lib/signatures/status';
import { PageNav } from './page-nav';
import { PdfFallback } from './pdf-fallback';
import { SignatureStatusBadge } from './signature-status-badge';
import { useOpenDocument, type OpenedDocument } from './use-open-document';

type Mode = { kind: 'pdfjs'; key: number } | { kind: 'fallback'; key: number; method?: FallbackMethod };

/**
 * "Ver" (document 001 §2.4): title, status badge, recipient, Debug PDF, Abrir em Nova Aba, Download
 * (original file name). Pages drawn by pdf.js; if that fails, the §4 fallback chain.
 * `actions` and `children` let the sending flow (D13) add buttons and sections (audit trail…).
 */
export function ViewerDialog({
  documentId,
  onOpenChange,
  actions,
  children,
}: {
  documentId: string | null;
  onOpenChange: (open: boolean) => void;
  actions?: (doc: OpenedDocument) => ReactNode;
  children?: (doc: OpenedDocument) => ReactNode;
}) {
  const t = useTranslations('signatures.viewer');
  const { data, error, loading, reload } = useOpenDocument(documentId);
  return (
    <Dialog open={Boolean(documentId)} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-5xl" aria-describedby={undefined}>
        {data ? (
          <ViewerBody key={data.document.id} doc={data} actions={actions}>
            {children?.(data)}
          </ViewerBody>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('loading')}</DialogTitle>
            </DialogHeader>
            {loading && <Loader2 className="mx-auto my-16 size-8 animate-spin text-muted-foreground" aria-hidden />}
            {error && (
              <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-destructive">
                <p>{error === 'network' ? t('loadError') : error}</p>
                <Button variant="outline" onClick={reload}>
                  <RotateCcw /> {t('retry')}
                </Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({
  doc,
  actions,
  children,
}: {
  doc: OpenedDocument;
  actions?: (doc: OpenedDocument) => ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('signatures.viewer');
  const { document, viewUrl, downloadUrl, fields } = doc;
  const [mode, setMode] = useState<Mode>({ kind: 'pdfjs', key: 0 });
  const [chain, setChain] = useState<ChainState>(initialChain);
  const [debug, setDebug] = useState(false);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(document.pageCount);
  const [pdfjsError, setPdfjsError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const width = Math.min(900, useElementWidth(container, 720));

  const force = (method: 'pdfjs' | FallbackMethod) =>
    setMode((m) =>
      method === 'pdfjs' ? { kind: 'pdfjs', key: m.key + 1 } : { kind: 'fallback', key: m.key + 1, method },
    );
  const onPdfjsError = useCallback((e: Error) => {
    setPdfjsError(e.message);
    setMode((m) => (m.kind === 'pdfjs' ? { kind: 'fallback', key: m.key + 1 } : m));
  }, []);
  const exhausted = mode.kind === 'fallback' && chainExhausted(chain);
  const methodsTried = chain.tried + (pdfjsError ? 1 : 0);
  const pageLabels = { page: t('page', { page, count: pageCount }), previous: t('previous'), next: t('next') };

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader className="pr-8">
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle className="break-words">{document.name}</DialogTitle>
          <SignatureStatusBadge status={document.status} />
        </div>
        <DialogDescription>
          {t('recipient')}: <span className="font-medium text-foreground">{recipientLabel(document)}</span>
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={debug ? 'secondary' : 'outline'}
          size="sm"
          onClick={() => setDebug((d) => !d)}
          aria-pressed={debug}
        >
          <Bug /> {t('debug')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={viewUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink /> {t('openTab')}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={downloadUrl} download={document.originalFilename}>
            <Download /> {t('download')}
          </a>
        </Button>
        {actions?.(doc)}
        {mode.kind === 'pdfjs' && (
          <div className="ml-auto">
            <PageNav page={page} count={pageCount} onPage={setPage} labels={pageLabels} />
          </div>
        )}
      </div>

      {debug && (
        <section
          aria-label={t('debugTitle')}
          className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-xs"
          data-testid="pdf-debug"
        >
          <p className="font-semibold">{t('debugTitle')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t('debugMethod')}</dt>
            <dd>{mode.kind === 'pdfjs' ? t('methods.pdfjs') : t(`methods.${chain.method}`)}</dd>
            <dt className="text-muted-foreground">{t('debugState')}</dt>
            <dd>
              {mode.kind === 'pdfjs'
                ? pdfjsError
                  ? t('states.error')
                  : t('states.success')
                : t(`states.${chain.state}`)}
            </dd>
            <dt className="text-muted-foreground">{t('debugUrl')}</dt>
            <dd className="break-all font-mono">{viewUrl}</dd>
          </dl>
          {(pdfjsError || chain.log.length > 0) && (
            <pre className="max-h-32 overflow-auto rounded bg-background p-2 font-mono whitespace-pre-wrap">
              {[pdfjsError && `pdf.js: ${pdfjsError}`, ...(mode.kind === 'fallback' ? chain.log : [])]
                .filter(Boolean)
                .join('\n')}
            </pre>
          )}
          <div className="flex flex-wrap gap-1">
            {(['pdfjs', ...FALLBACK_METHODS] as const).map((method) => (
              <Button
                key={method}
                type="button"
                variant="outline"
                size="sm"
                className="h-7 text-xs"
                onClick={() => force(method)}
              >
                {t(`methods.${method}`)}
              </Button>
            ))}
          </div>
        </section>
      )}

      <div ref={container} className="min-h-64 min-w-0 overflow-x-auto rounded-lg bg-muted/40 p-2 sm:p-4">
        {mode.kind === 'pdfjs' ? (
          <PdfPage
            key={mode.key}
            url={viewUrl}
            pageNumber={Math.min(page, pageCount)}
            width={Math.max(240, width - 32)}
            onPageCount={setPageCount}
            onError={onPdfjsError}
            loading={
              <Loader2 className="mx-auto my-24 size-8 animate-spin text-muted-foreground" aria-label={t('loading')} />
            }
          >
            {() =>
              fields
                .filter((f) => f.pageNumber === page)
                .map((f) => (
                  <div
                    key={f.id}
                    className="absolute flex items-center overflow-hidden rounded-sm border border-dashed border-primary/70 bg-primary/5 px-1 text-[10px] font-medium text-primary"
                    style={{
                      left: `${f.xPosition}%`,
                      top: `${f.yPosition}%`,
                      width: `${f.width}%`,
                      height: `${f.height}%`,
                    }}
                  >
                    <span className="truncate">{f.label}</span>
                  </div>
                ))
            }
          </PdfPage>
        ) : exhausted ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <AlertTriangle className="size-10 text-destructive" aria-hidden />
            <p className="text-lg font-semibold">{t('errorTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('errorTried', { count: methodsTried })}</p>
            <p className="text-sm text-muted-foreground">{t('unsupported')}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setPdfjsError(null);
                  force('pdfjs');
                }}
              >
                <RotateCcw /> {t('retry')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => force('iframe')}>
                {t('forceIframe')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => force('object')}>
                {t('forceObject')}
              </Button>
            </div>
          </div>
        ) : (
          <PdfFallback url={viewUrl} start={{ key: mode.key, method: mode.method }} onChange={setChain} />
        )}
      </div>
      {children}
    </div>
  );
}
