'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Children, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The service cards: a grid from 768 px, below it a looping carousel with previous and next buttons
 * (document 000 §2.3). Cards off screen are inert so that keyboard and screen readers skip them.
 */
export function ServicesCarousel({ children }: { children: React.ReactNode }) {
  const t = useTranslations('site.services');
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
    <div role="region" aria-roledescription="carrossel" aria-label={t('carousel')}>
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
              aria-label={t('slide', { current: i + 1, total: count })}
            >
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4 md:hidden">
        <Button variant="outline" size="icon" className="rounded-full" aria-label={t('previous')} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <span className="min-w-16 text-center text-sm text-slate-600" aria-live="polite">
          {t('slide', { current: index + 1, total: count })}
        </span>
        <Button variant="outline" size="icon" className="rounded-full" aria-label={t('next')} onClick={() => go(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
