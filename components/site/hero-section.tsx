import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import type { HeroText } from '@/lib/site/content';
import { SiteImage } from './site-image';
import { TypingText } from './typing-text';
import { button } from './ui';

/**
 * Home hero (document 000 §2.3): typing animation over eight phrases, Ver Portfólio, Solicitar Orçamento. Every
 * other line and statistic is the agency's (D261); an empty line and a hidden statistic are not drawn.
 */
export async function HeroSection({ phrases, hero }: { phrases: readonly string[]; hero: HeroText }) {
  const t = await getTranslations('site.hero');
  const stats = hero.stats.filter((stat) => !stat.hidden);
  return (
    <section
      id="inicio"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white pt-28 pb-16 sm:pt-32 lg:pt-36 lg:pb-24"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-[28rem] bg-[radial-gradient(closest-side,var(--color-violet-200),transparent)] opacity-60"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute top-40 -left-32 size-[24rem] bg-[radial-gradient(closest-side,var(--color-sky-200),transparent)] opacity-50"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr]">
        <div>
          {hero.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-3 py-1 text-sm font-medium text-indigo-800">
              <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
              {hero.eyebrow}
            </p>
          )}
          <h1 className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {hero.title}{' '}
            <TypingText
              phrases={phrases}
              className="block min-h-[1.1em] bg-gradient-to-r from-indigo-700 to-violet-700 bg-clip-text text-transparent"
            />
            {hero.titleEnd && <span className="block">{hero.titleEnd}</span>}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/#portfolio" className={button('primary', 'lg', 'shadow-lg shadow-indigo-600/20')}>
              {t('viewPortfolio')} <ArrowRight aria-hidden />
            </Link>
            <Link href="/#contato" className={button('outline', 'lg')}>
              {t('requestQuote')}
            </Link>
          </div>
          {stats.length > 0 && (
            <ul className="mt-10 grid gap-3 sm:grid-cols-3" data-testid="hero-estatisticas">
              {stats.map(({ value, label }, i) => (
                <li key={i} className="flex items-start gap-2" data-testid="hero-estatistica">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  <span className="text-sm text-slate-600">
                    <strong className="block text-base font-bold text-slate-900">{value}</strong>
                    {label}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="relative hidden lg:block">
          <div className="rotate-1 overflow-hidden rounded-2xl shadow-2xl shadow-indigo-900/20 ring-1 ring-slate-900/5">
            <SiteImage
              sources={['/images/portfolio/1/1.svg']}
              alt=""
              width={1200}
              height={800}
              loading="eager"
              sizes="(min-width: 1024px) 560px, 0px"
              className="h-auto w-full"
            />
          </div>
          <div className="absolute -bottom-8 -left-8 w-56 -rotate-3 overflow-hidden rounded-xl shadow-xl ring-1 ring-slate-900/5">
            <SiteImage
              sources={['/images/portfolio/2/4.svg']}
              alt=""
              width={1200}
              height={800}
              sizes="224px"
              className="h-auto w-full"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
