'use client';

import { Monitor, Smartphone } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useEffect, useRef, useState } from 'react';
import { LandingView } from '@/components/landing-pages/public/landing-view';
import type { LandingViewData } from '@/components/landing-pages/public/types';
import { WhatsappButton } from '@/components/landing-pages/public/whatsapp-button';
import { cn } from '@/lib/utils';

const WIDTHS = { desktop: 1280, mobile: 390 } as const;
const FRAME_HEIGHT = 640;

/**
 * The live preview (D37): the public renderer itself, drawn at a real phone or desktop
 * width and scaled to fit the pane. Nothing in it counts views or conversions.
 */
export function EditorPreview({ page, ctaFallback }: { page: LandingViewData; ctaFallback: string }) {
  const t = useTranslations('landingPages');
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const [paneWidth, setPaneWidth] = useState(0);
  const pane = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = pane.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setPaneWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const texts = { whatsapp: t('public.whatsapp'), rights: t('public.rights') };
  const width = WIDTHS[device];
  const scale = paneWidth ? Math.min(1, paneWidth / width) : 1;
  return (
    <div className="grid gap-3" data-testid="landing-preview">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold whitespace-nowrap">{t('editor.preview')}</h2>
        <div className="inline-flex rounded-lg border bg-muted p-0.5" role="group" aria-label={t('editor.preview')}>
          {(['desktop', 'mobile'] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1 text-sm',
                device === d ? 'bg-card font-medium shadow-xs' : 'text-muted-foreground',
              )}
            >
              {d === 'desktop' ? <Monitor className="size-4" /> : <Smartphone className="size-4" />}
              {d === 'desktop' ? t('editor.previewDesktop') : t('editor.previewMobile')}
            </button>
          ))}
        </div>
      </div>
      <div
        ref={pane}
        className="overflow-hidden rounded-xl border bg-muted/40 shadow-xs"
        style={{ height: FRAME_HEIGHT }}
      >
        <div className="mx-auto h-full" style={{ width: width * scale }}>
          {/* Links in the preview never navigate away from the unsaved form. */}
          <div
            className="relative origin-top-left"
            style={{ width, height: FRAME_HEIGHT / scale, transform: `scale(${scale})` }}
            onClickCapture={(event) => {
              if ((event.target as HTMLElement).closest('a')) event.preventDefault();
            }}
          >
            <div className="h-full overflow-y-auto bg-white">
              <LandingView page={page} ctaFallback={ctaFallback} slug={null} texts={texts} isPreview />
            </div>
            <WhatsappButton href={ctaFallback} label={texts.whatsapp} isPreview />
          </div>
        </div>
      </div>
    </div>
  );
}
