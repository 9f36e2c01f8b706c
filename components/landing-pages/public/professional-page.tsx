import { carouselIntervals } from '@/lib/landing-pages/sections';
import { CtaLink } from './cta-link';
import { SectionBody, SectionCarousel, SectionHeading } from './sections';
import type { LandingViewProps } from './types';

function BrowserMockup() {
  return (
    <div aria-hidden="true" className="relative rotate-1 rounded-2xl bg-white/95 p-3 shadow-2xl ring-1 ring-white/40">
      <div className="flex gap-1.5 pb-3"><span className="size-2.5 rounded-full bg-red-400" /><span className="size-2.5 rounded-full bg-amber-400" /><span className="size-2.5 rounded-full bg-green-400" /></div>
      <div className="grid gap-3 rounded-xl bg-slate-50 p-5">
        <div className="h-3 w-1/3 rounded-full bg-(--lp-secondary)/80" />
        <div className="h-6 w-4/5 rounded-md bg-slate-800/85" />
        <div className="h-3 w-3/5 rounded-full bg-slate-300" />
        <div className="mt-1 h-8 w-32 rounded-lg bg-(--lp-primary)" />
        <div className="mt-2 grid grid-cols-3 gap-2">
          {[0, 1, 2].map((i) => <div key={i} className="h-16 rounded-lg bg-white shadow-sm ring-1 ring-slate-200" />)}
        </div>
      </div>
    </div>
  );
}

/** sites-profissionais: a desktop layout and a phone layout whose card rows are carousels. */
export function ProfessionalPage({ page, ctaFallback, slug }: LandingViewProps) {
  const c = page.conteudo;
  const cta = c.cta_url || ctaFallback;
  const intervals = carouselIntervals(c.secoes);
  const button = 'inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 text-base font-semibold shadow-lg transition hover:-translate-y-0.5';
  return (
    <>
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4">
          <span className="truncate text-lg font-bold text-white">{page.nome}</span>
          <CtaLink href={cta} slug={slug} className="hidden rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/25 @3xl:inline-flex">
            {c.cta_text}
          </CtaLink>
        </div>
      </header>
      <section className="relative overflow-hidden bg-linear-to-br from-(--lp-secondary) to-(--lp-primary) px-5 pt-24 pb-16 text-white @3xl:pt-32 @3xl:pb-24">
        <div className="mx-auto grid max-w-6xl items-center gap-12 @3xl:grid-cols-[1.1fr_0.9fr]">
          <div className="text-center @3xl:text-left">
            {c.subtitulo && <p className="mx-auto inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium ring-1 ring-white/25 @3xl:mx-0">{c.subtitulo}</p>}
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance @3xl:text-5xl @5xl:text-6xl">{c.titulo || page.nome}</h1>
            {c.hero_text && <p className="mt-5 text-lg text-pretty text-white/90 @3xl:text-xl">{c.hero_text}</p>}
            <div className="mt-8">
              <CtaLink href={cta} slug={slug} className={`${button} bg-white text-(--lp-secondary)`}>{c.cta_text}</CtaLink>
            </div>
          </div>
          <div className="hidden @3xl:block"><BrowserMockup /></div>
        </div>
      </section>
      {c.secoes.map((section, i) => (
        <section key={i} className={`render-later px-5 py-16 [--render-later-h:30rem] @3xl:py-20 ${i % 2 ? 'bg-slate-50' : 'bg-white'}`}>
          <div className="mx-auto max-w-6xl">
            <SectionHeading section={section} />
            {intervals[i] ? (
              <>
                <div className="hidden @3xl:block"><SectionBody section={section} /></div>
                <div className="@3xl:hidden"><SectionCarousel section={section} intervalMs={intervals[i]} /></div>
              </>
            ) : (
              <SectionBody section={section} />
            )}
          </div>
        </section>
      ))}
      <section className="render-later bg-(--lp-secondary) px-5 py-16 text-center text-white [--render-later-h:20rem]">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-3xl font-bold tracking-tight text-balance">{c.titulo || page.nome}</h2>
          {c.subtitulo && <p className="mt-3 text-lg text-white/85">{c.subtitulo}</p>}
          <CtaLink href={cta} slug={slug} className={`${button} mt-8 bg-(--lp-primary) text-white`}>{c.cta_text}</CtaLink>
        </div>
      </section>
    </>
  );
}
