'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useEffect, useState } from 'react';
import { button } from './ui';

/**
 * The service cards: a grid from 768 px, below it a looping carousel with previous and next buttons
 * (document 000 §2.3). Cards off screen are inert so that keyboard and screen readers skip them.
 */
export type CarouselLabels = { carousel: string; previous: string; next: string; slide: string };

const slideText = (template: string, current: number, total: number) =>
  template.replace('{current}', String(current)).replace('{total}', String(total));

export function ServicesCarousel({ children, labels }: { children: React.ReactNode; labels: CarouselLabels }) {
  const items = Children.toArray(children);
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [isMobile, setIsMobile] = useState(false);

  useEffect(() => {
    const query = window.matchMedia('(max-width: 767.98px)');
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <div role="region" aria-roledescription="carrossel" aria-label={labels.carousel}>
      <div className="-mx-1 overflow-hidden px-1 py-2 md:overflow-visible">
        <ul
          className="flex transition-transform duration-500 ease-out [transform:translateX(calc(var(--slide)*-100%))] motion-reduce:transition-none md:grid md:grid-cols-2 md:gap-6 md:[transform:none] lg:grid-cols-3"
          style={{ '--slide': index } as React.CSSProperties}
        >
          {items.map((item, i) => (
            <li
              key={i}
              className="w-full shrink-0 px-1 md:px-0"
              inert={isMobile && i !== index}
              aria-roledescription="slide"
              aria-label={slideText(labels.slide, i + 1, count)}
            >
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4 md:hidden">
        <button
          type="button"
          className={button('outline', 'icon', 'rounded-full')}
          aria-label={labels.previous}
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden />
        </button>
        <span className="min-w-16 text-center text-sm text-slate-600" aria-live="polite">
          {slideText(labels.slide, index + 1, count)}
        </span>
        <button
          type="button"
          className={button('outline', 'icon', 'rounded-full')}
          aria-label={labels.next}
          onClick={() => go(1)}
        >
          <ChevronRight aria-hidden />
        </button>
      </div>
    </div>
  );
}
