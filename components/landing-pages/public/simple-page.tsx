import { CtaLink } from './cta-link';
import { SectionBody, SectionHeading } from './sections';
import type { LandingViewProps } from './types';

/** basico, promocional, captura, produto: a hero with the call to action, then the sections. */
export function SimplePage({ page, ctaFallback, slug }: LandingViewProps) {
  const c = page.conteudo;
  const cta = c.cta_url || ctaFallback;
  return (
    <>
      <section className="bg-linear-to-b from-(--lp-primary) to-(--lp-secondary) px-5 py-20 text-center text-white @3xl:py-28">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">{page.nome}</p>
          <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-balance @3xl:text-5xl">{c.titulo || page.nome}</h1>
          {c.subtitulo && <p className="mt-4 text-xl text-pretty text-white/90">{c.subtitulo}</p>}
          {c.hero_text && <p className="mx-auto mt-5 max-w-2xl text-pretty text-white/80">{c.hero_text}</p>}
          <CtaLink href={cta} slug={slug} className="mt-8 inline-flex min-h-12 items-center justify-center rounded-xl bg-white px-7 py-3 font-semibold text-(--lp-secondary) shadow-lg">
            {c.cta_text}
          </CtaLink>
        </div>
      </section>
      {c.secoes.map((section, i) => (
        <section key={i} className="render-later px-5 py-14 [--render-later-h:30rem]">
          <div className="mx-auto max-w-5xl">
            <SectionHeading section={section} />
            <SectionBody section={section} />
          </div>
        </section>
      ))}
    </>
  );
}
