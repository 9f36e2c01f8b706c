'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useEffect, useReducer, useRef } from 'react';
import {
  ALL_FAILED,
  METHOD_TIMEOUT,
  NEXT_METHOD_DELAY,
  chainReducer,
  emptinessCheckDelay,
  initialChain,
  type ChainState,
  type FallbackMethod,
} from '@/lib/signatures/pdf-fallback';

/** An iframe's document is readable only on the same origin; a readable one with nothing in it failed. */
function isEmptyFrame(element: HTMLIFrameElement | HTMLObjectElement | null): boolean {
  if (!element) return true;
  try {
    const doc = element.contentDocument;
    if (!doc) return false;
    const body = doc.body;
    return !body || (body.children.length === 0 && !body.textContent?.trim());
  } catch {
    return false;
  }
}

/**
 * Document 001 §4 "PDF viewer loading": iframe, restricted iframe, object, new tab, each with the time-outs
 * and emptiness check of §9 and 1 s between methods. Used when pdf.js cannot draw the document, or when
 * a method is forced from the debug panel.
 */
export function PdfFallback({
  url,
  start,
  onChange,
}: {
  url: string;
  /** The method to force (no moving on), or undefined to run the whole chain. Changing `start.key` restarts. */
  start: { key: number; method?: FallbackMethod };
  onChange?: (chain: ChainState) => void;
}) {
  const t = useTranslations('signatures.viewer');
  const [chain, dispatch] = useReducer(chainReducer, initialChain);
  const frame = useRef<HTMLIFrameElement | HTMLObjectElement | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    dispatch({ type: 'start', method: start.method, forced: Boolean(start.method) });
  }, [start.key, start.method]);

  useEffect(() => onChange?.(chain), [chain, onChange]);

  // One method at a time: its time-out, its emptiness check, or opening the new tab.
  useEffect(() => {
    if (chain.state !== 'loading') return;
    loaded.current = false;
    if (chain.method === 'newTab') {
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      dispatch(opened ? { type: 'success' } : { type: 'fail', reason: 'popup blocked' });
      return;
    }
    const timeout = METHOD_TIMEOUT[chain.method] ?? 0;
    const check = emptinessCheckDelay(chain.method) ?? timeout;
    const checkTimer = setTimeout(() => {
      if (isEmptyFrame(frame.current)) dispatch({ type: 'fail', reason: 'empty' });
      else if (loaded.current) dispatch({ type: 'success' });
    }, check);
    const timeoutTimer = setTimeout(
      () => dispatch(loaded.current ? { type: 'success' } : { type: 'fail', reason: 'timeout' }),
      timeout,
    );
    return () => {
      clearTimeout(checkTimer);
      clearTimeout(timeoutTimer);
    };
  }, [chain.method, chain.state, chain.tried, url]);

  // §4: wait 1 s after a failure, then the next method (or ALL_FAILED).
  useEffect(() => {
    if (chain.state !== 'error' || chain.log.at(-1) === ALL_FAILED) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), NEXT_METHOD_DELAY);
    return () => clearTimeout(timer);
  }, [chain.state, chain.log]);

  const onLoad = () => {
    loaded.current = true;
  };
  const onError = () => dispatch({ type: 'fail', reason: 'error' });
  const box = 'h-[70dvh] w-full rounded-md border bg-white';

  if (chain.state === 'error' || chain.method === 'newTab') {
    return chain.method === 'newTab' && chain.state === 'success' ? (
      <p className="py-10 text-center text-sm text-muted-foreground">{t('openedInTab')}</p>
    ) : null;
  }
  switch (chain.method) {
    case 'iframe':
      return (
        <iframe
          key={`i${chain.tried}`}
          ref={(el) => void (frame.current = el)}
          src={url}
          title={t('methods.iframe')}
          className={box}
          onLoad={onLoad}
          onError={onError}
          data-pdf-method="iframe"
        />
      );
    case 'restricted':
      return (
        <iframe
          key={`r${chain.tried}`}
          ref={(el) => void (frame.current = el)}
          src={url}
          title={t('methods.restricted')}
          sandbox="allow-same-origin allow-downloads"
          referrerPolicy="no-referrer"
          className={box}
          onLoad={onLoad}
          onError={onError}
          data-pdf-method="restricted"
        />
      );
    case 'object':
      return (
        <object
          key={`o${chain.tried}`}
          ref={(el) => void (frame.current = el)}
          data={url}
          type="application/pdf"
          className={box}
          onLoad={onLoad}
          onError={onError}
          data-pdf-method="object"
        >
          <p className="p-6 text-center text-sm text-muted-foreground">{t('unsupported')}</p>
        </object>
      );
  }
}
