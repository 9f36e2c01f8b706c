import { CtaLink } from './cta-link';
import { SectionBody, SectionHeading } from './sections';
import type { LandingViewProps } from './types';

/** site-barato: a multi-section page, each section followed by a call to action. */
export function BaratoPage({ page, ctaFallback, slug }: LandingViewProps) {
  const c = page.conteudo;
  const cta = c.cta_url || ctaFallback;
  const button = 'inline-flex min-h-12 items-center justify-center rounded-full bg-(--lp-primary) px-7 py-3 text-base font-bold text-white shadow-md transition hover:brightness-110';
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-5 py-3">
          <span className="truncate font-bold text-(--lp-secondary)">{page.nome}</span>
          <CtaLink href={cta} slug={slug} className="shrink-0 rounded-full border-2 border-(--lp-primary) px-4 py-1.5 text-sm font-semibold text-(--lp-secondary)">{c.cta_text}</CtaLink>
        </div>
      </header>
      <section className="bg-(--lp-secondary) px-5 py-16 text-center text-white @3xl:py-24">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance @3xl:text-5xl">{c.titulo || page.nome}</h1>
          {c.subtitulo && <p className="mt-4 text-xl font-medium text-pretty text-white/90">{c.subtitulo}</p>}
          {c.hero_text && <p className="mx-auto mt-5 max-w-2xl text-pretty text-white/80">{c.hero_text}</p>}
          <CtaLink href={cta} slug={slug} className={`${button} mt-8 ring-4 ring-white/20`}>{c.cta_text}</CtaLink>
        </div>
      </section>
      {c.secoes.map((section, i) => (
        <section key={i} className={`render-later px-5 py-14 [--render-later-h:30rem] @3xl:py-20 ${i % 2 ? 'bg-white' : 'bg-slate-50'}`}>
          <div className="mx-auto max-w-5xl">
            <SectionHeading section={section} />
            <SectionBody section={section} />
            {section.tipo !== 'perguntas' && (
              <div className="mt-10 text-center">
                <CtaLink href={cta} slug={slug} className={button}>{c.cta_text}</CtaLink>
              </div>
            )}
          </div>
        </section>
      ))}
    </>
  );
}
