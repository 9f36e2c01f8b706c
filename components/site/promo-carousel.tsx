'use client';

import { ArrowRight, ChevronLeft, ChevronRight, Gem, Handshake, ShieldCheck } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useEffect, useState } from 'react';
import type { PromoSlide } from '@/content/types';
import { cx } from './ui';

/** Document 000 §9: the promo carousel advances every 5000 ms. */
export const PROMO_INTERVAL_MS = 5000;
const ICONS = [Gem, Handshake, ShieldCheck];

/**
 * The rotating promo carousel (document 000 §2.3, §4): index cycles 0 to 2 every 5 s, paused while
 * hovered or while keyboard focus is inside; dots and arrows; each slide's button goes to #contato.
 */
export type PromoLabels = { label: string; previous: string; next: string; goTo: string; slide: string };

export function PromoCarousel({ slides, labels }: { slides: readonly PromoSlide[]; labels: PromoLabels }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), PROMO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length, index]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={labels.label}
      data-paused={paused}
      className="render-later relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-800 to-slate-900 py-20 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-20 size-96 bg-[radial-gradient(closest-side,var(--color-violet-500),transparent)] opacity-40"
      />
      <div className="relative mx-auto max-w-5xl px-4 sm:px-6">
        <div className="grid">
          {slides.map((slide, i) => {
            const Icon = ICONS[i % ICONS.length];
            const active = i === index;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide.replace('{current}', String(i + 1)).replace('{total}', String(slides.length))}
                aria-hidden={!active}
                inert={!active}
                data-active={active}
                className={cx(
                  'col-start-1 row-start-1 flex flex-col items-center px-10 text-center transition-opacity duration-700 motion-reduce:transition-none sm:px-16',
                  active ? 'opacity-100' : 'opacity-0',
                )}
              >
                <span className="flex size-14 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20">
                  <Icon aria-hidden className="size-7 text-amber-300" />
                </span>
                <p className="mt-5 text-sm font-semibold tracking-widest text-amber-300 uppercase">{slide.eyebrow}</p>
                <h2 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{slide.title}</h2>
                <p className="mt-4 max-w-2xl text-lg text-indigo-100">{slide.text}</p>
                <Link
                  href="/#contato"
                  className="mt-8 inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 font-semibold text-indigo-800 shadow-lg transition hover:bg-indigo-50"
                >
                  {slide.cta} <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            );
          })}
        </div>
        <button
          type="button"
          aria-label={labels.previous}
          onClick={() => go(index - 1)}
          className="absolute top-1/2 left-0 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/25 transition hover:bg-white/20 sm:left-2"
        >
          <ChevronLeft aria-hidden />
        </button>
        <button
          type="button"
          aria-label={labels.next}
          onClick={() => go(index + 1)}
          className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/25 transition hover:bg-white/20 sm:right-2"
        >
          <ChevronRight aria-hidden />
        </button>
        <div className="mt-10 flex justify-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={labels.goTo.replace('{n}', String(i + 1))}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group flex size-8 items-center justify-center"
            >
              <span
                className={cx(
                  'h-2.5 rounded-full transition-all',
                  i === index ? 'w-8 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
