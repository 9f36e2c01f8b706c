import { ArrowRight, CheckCircle2, ChevronDown, ChevronRight } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { TAG_INFO } from '@/content/tags';
import { SERVICE_TAGS, type PortfolioProject, type ServicePage as Page } from '@/content/types';
import { projectsWithTag } from '@/lib/portfolio';
import { ProjectCard, toCardData } from './project-card';
import { SiteImage } from './site-image';
import { button } from './ui';

/**
 * Hero picture by tag; a generic one for an unknown tag (document 001 §2.16). The hero copies carry no text of
 * their own (the category pictures draw a page with words), so nothing reads behind the headline.
 */
export const heroImageFor = (tag: string) =>
  (SERVICE_TAGS as readonly string[]).includes(tag)
    ? `/images/categories/hero/${tag}.svg`
    : '/images/categories/hero/generic.svg';

/**
 * The service-page template (document 001 §2.16): hero by tag with a button to /#contato, Benefícios,
 * optional extra content, Nosso Processo, up to 3 related projects, Perguntas Frequentes, closing call.
 */
export async function ServicePageView({ page, projects }: { page: Page; projects: readonly PortfolioProject[] }) {
  const t = await getTranslations('site');
  const info = TAG_INFO[page.tag];
  const cta = page.ctaText ?? t('servicePage.cta');
  const related = projectsWithTag(projects, page.tag);

  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 pt-28 pb-16 text-white sm:pt-32 lg:pb-24">
        <div className="absolute inset-0 opacity-50">
          <SiteImage
            sources={[heroImageFor(page.tag)]}
            alt=""
            fill
            priority
            sizes="100vw"
            tint={info.colour}
            className="object-cover"
          />
        </div>
        <div
          aria-hidden
          className="absolute inset-0 bg-gradient-to-r from-slate-950 via-slate-950/85 to-slate-950/20"
        />
        <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
          <nav aria-label={t('project.breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-300">
              <li>
                <Link href="/" className="hover:text-white">
                  {t('servicePage.home')}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-4" />
              </li>
              <li>
                <Link href="/#servicos" className="hover:text-white">
                  {t('servicePage.services')}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-white">
                {page.subtitle}
              </li>
            </ol>
          </nav>
          <p className="mt-8 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20">
            {page.subtitle}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {page.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{page.description}</p>
          <Link href="/#contato" className={button('light', 'lg', 'mt-8')}>
            {cta} <ArrowRight aria-hidden />
          </Link>
        </div>
      </section>

      <section aria-labelledby="beneficios" className="render-later py-20 [--render-later-h:90rem]">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="beneficios" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('servicePage.benefits')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                <CheckCircle2 aria-hidden className="size-7" style={{ color: info.colour }} />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-600">{benefit.description}</p>
              </li>
            ))}
          </ul>
          {page.extra && (
            <div className="mt-12 rounded-2xl p-6 sm:p-8" style={{ backgroundColor: info.soft }}>
              <h3 className="text-xl font-bold text-slate-900">{page.extra.title}</h3>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {page.extra.items.map((item) => (
                  <li key={item} className="flex items-center gap-2 font-medium text-slate-800">
                    <CheckCircle2 aria-hidden className="size-5 shrink-0" style={{ color: info.colour }} /> {item}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="processo" className="render-later bg-slate-50 py-20 [--render-later-h:70rem]">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="processo" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('servicePage.process')}
          </h2>
          <ol className="mt-10 space-y-4">
            {page.process.map((step, i) => (
              <li key={step.step} className="flex gap-5 rounded-2xl border bg-white p-5 shadow-sm">
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
                  style={{ backgroundColor: info.colour }}
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{step.step}</h3>
                  <p className="mt-1 text-slate-600">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {related.length > 0 && (
        <section aria-labelledby="relacionados" className="render-later py-20 [--render-later-h:60rem]">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="relacionados" className="text-3xl font-extrabold tracking-tight text-slate-900">
                {t('servicePage.related')}
              </h2>
              <Link
                href="/#portfolio"
                className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
              >
                {t('servicePage.viewPortfolio')} <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.id}>
                  <ProjectCard project={toCardData(p)} confidentialLabel={t('portfolio.confidential')} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="faq" className="render-later bg-slate-50 py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('servicePage.faq')}
          </h2>
          <div className="mt-10 space-y-3">
            {page.faq.map((item) => (
              <details key={item.question} className="group rounded-2xl border bg-white open:shadow-md">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-600">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="render-later bg-gradient-to-br from-indigo-700 to-violet-800 py-20 text-center text-white [--render-later-h:25rem]">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('servicePage.closingTitle')}</h2>
          <p className="mt-4 text-lg text-indigo-100">{t('servicePage.closingText')}</p>
          <Link href="/#contato" className={button('light', 'lg', 'mt-8 text-indigo-800')}>
            {t('servicePage.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
