'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cx } from './ui';
import { SiteImage } from './site-image';

/** Portfolio detail gallery (document 000 §2.10): previous/next arrows and thumbnails. */
export type GalleryLabels = {
  gallery: string;
  previousImage: string;
  nextImage: string;
  showImage: string;
  imageAlt: string;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function ProjectGallery({
  images,
  title,
  fallback,
  tint,
  labels,
}: {
  images: string[];
  title: string;
  fallback: string;
  tint: string;
  labels: GalleryLabels;
}) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <div role="region" aria-roledescription="galeria" aria-label={labels.gallery}>
      <div className="relative overflow-hidden rounded-2xl bg-slate-100 shadow-xl ring-1 ring-slate-900/5">
        <div className="relative aspect-[3/2]">
          <SiteImage
            key={images[index]}
            sources={[images[index], fallback]}
            alt={fill(labels.imageAlt, { title, n: index + 1, total })}
            fill
            priority={index === 0}
            tint={tint}
            sizes="(min-width: 1280px) 768px, (min-width: 1024px) 60vw, 100vw"
            className="object-cover"
          />
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label={labels.previousImage}
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-3 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white"
            >
              <ChevronLeft aria-hidden />
            </button>
            <button
              type="button"
              aria-label={labels.nextImage}
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-3 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white"
            >
              <ChevronRight aria-hidden />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-medium text-white"
              aria-live="polite"
            >
              {index + 1} / {total}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="mt-4 grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={fill(labels.showImage, { n: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cx(
                  'relative block aspect-[3/2] w-full overflow-hidden rounded-lg ring-2 transition',
                  i === index ? 'ring-primary' : 'opacity-70 ring-transparent hover:opacity-100',
                )}
              >
                <SiteImage sources={[src, fallback]} alt="" fill tint={tint} sizes="160px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
