import { ArrowLeft, ArrowRight, CalendarDays, CheckCircle2, Sparkles, Trophy, UserRound } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { GALLERY_SIZE, projectType } from '@/content/portfolio';
import { TAG_BENEFITS, TAG_INFO } from '@/content/tags';
import type { PortfolioProject } from '@/content/types';
import { adjacentProjects, galleryFor, relatedProjects } from '@/lib/portfolio';
import { BUILT_IN_IDS } from '@/lib/site/content';
import { ProjectCard, toCardData } from './project-card';
import { ProjectGallery } from './project-gallery';
import { button } from './ui';

/**
 * Document 000 §2.10: everything the portfolio detail shows. `all`: the visible projects, in order (related and
 * previous/next); `uploaded`: the project's uploaded pictures, when it has any (D106).
 */
export async function ProjectDetail({
  project,
  all,
  uploaded,
}: {
  project: PortfolioProject;
  all: readonly PortfolioProject[];
  uploaded: string[] | null;
}) {
  const t = await getTranslations('site');
  const type = TAG_INFO[projectType(project)];
  const benefits = TAG_BENEFITS[projectType(project)];
  const related = relatedProjects(project, all);
  const { previous, next } = adjacentProjects(project, all);
  const card = 'rounded-2xl border bg-white p-6 shadow-sm sm:p-8';

  return (
    <article>
      <header className="bg-gradient-to-b from-indigo-50 to-white pt-28 pb-10 sm:pt-32">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Link
            href="/#portfolio"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> {t('project.back')}
          </Link>
          <ul className="mt-6 flex flex-wrap gap-2">
            {project.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full px-3 py-1 text-xs font-semibold"
                style={{ backgroundColor: TAG_INFO[tag].soft, color: TAG_INFO[tag].colour }}
              >
                {TAG_INFO[tag].label}
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{project.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600">{project.description}</p>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            <div className="flex items-center gap-2">
              <UserRound aria-hidden className="size-4 text-slate-500" />
              <dt className="text-slate-500">{t('project.client')}:</dt>
              <dd className="font-semibold text-slate-900">{project.client || t('portfolio.confidential')}</dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 text-slate-500" />
              <dt className="text-slate-500">{t('project.year')}:</dt>
              <dd className="font-semibold text-slate-900">{project.year}</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-8">
          <ProjectGallery
            images={uploaded ?? galleryFor(project, BUILT_IN_IDS.has(project.id) ? GALLERY_SIZE : 0)}
            title={project.title}
            fallback={`/images/categories/${projectType(project)}.svg`}
            tint={type.soft}
            labels={{
              gallery: t('project.gallery'),
              previousImage: t('project.previousImage'),
              nextImage: t('project.nextImage'),
              showImage: t.raw('project.showImage') as string,
              imageAlt: t.raw('project.imageAlt') as string,
            }}
          />
          <section aria-labelledby="sobre" className={card}>
            <h2 id="sobre" className="text-2xl font-bold text-slate-900">
              {t('project.about')}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">{project.detailedDescription}</p>
            {project.achievements?.length ? (
              <>
                <h3 className="mt-8 flex items-center gap-2 text-lg font-bold text-slate-900">
                  <Trophy aria-hidden className="size-5 text-amber-500" /> {t('project.achievements')}
                </h3>
                <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                  {project.achievements.map((item) => (
                    <li key={item} className="rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>

        <aside aria-labelledby="detalhes" className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <section className={card}>
            <h2 id="detalhes" className="text-xl font-bold text-slate-900">
              {t('project.details')}
            </h2>
            <dl className="mt-5 space-y-5 text-sm">
              <div>
                <dt className="font-semibold text-slate-500">{t('project.type')}</dt>
                <dd className="mt-1 font-semibold" style={{ color: type.colour }}>
                  {type.label}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-500">{t('project.technologies')}</dt>
                <dd className="mt-2 flex flex-wrap gap-2">
                  {project.technologies.map((tech) => (
                    <span key={tech} className="rounded-md border bg-slate-50 px-2.5 py-1 font-medium text-slate-700">
                      {tech}
                    </span>
                  ))}
                </dd>
              </div>
              {project.features?.length ? (
                <div>
                  <dt className="font-semibold text-slate-500">{t('project.features')}</dt>
                  <dd>
                    <ul className="mt-2 space-y-2">
                      {project.features.map((feature) => (
                        <li key={feature} className="flex items-start gap-2 text-slate-700">
                          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section className="rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 p-6 text-white shadow-lg sm:p-8">
            <h2 className="text-xl font-bold">{t('project.ctaTitle')}</h2>
            <p className="mt-2 text-indigo-100">{t('project.ctaText')}</p>
            <Link href="/#contato" className={button('light', 'md', 'mt-5 w-full')}>
              {t('project.cta')}
            </Link>
          </section>
        </aside>
      </div>

      <section aria-labelledby="beneficios" className="render-later bg-slate-50 py-16 [--render-later-h:60rem]">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="beneficios" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {benefits.title}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {benefits.items.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border bg-white p-6 shadow-sm">
                <Sparkles aria-hidden className="size-6" style={{ color: type.colour }} />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-600">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {related.length > 0 && (
        <section aria-labelledby="relacionados" className="render-later py-16 [--render-later-h:60rem]">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="relacionados" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('project.related')}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-projects">
              {related.map((p) => (
                <li key={p.id}>
                  <ProjectCard project={toCardData(p)} confidentialLabel={t('portfolio.confidential')} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <nav aria-label={t('project.adjacent')} className="border-t bg-white">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:grid-cols-2 sm:px-6">
          <Link
            href={`/projeto/${previous.id}`}
            rel="prev"
            className="group rounded-2xl border p-5 transition hover:border-primary/40 hover:shadow-md"
          >
            <span className="flex items-center gap-1.5 text-sm text-slate-500">
              <ArrowLeft aria-hidden className="size-4 transition-transform group-hover:-translate-x-1" />{' '}
              {t('project.previousProject')}
            </span>
            <span className="mt-1 block font-bold text-slate-900">{previous.title}</span>
          </Link>
          <Link
            href={`/projeto/${next.id}`}
            rel="next"
            className="group rounded-2xl border p-5 text-right transition hover:border-primary/40 hover:shadow-md"
          >
            <span className="flex items-center justify-end gap-1.5 text-sm text-slate-500">
              {t('project.nextProject')}{' '}
              <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
            <span className="mt-1 block font-bold text-slate-900">{next.title}</span>
          </Link>
        </div>
      </nav>
    </article>
  );
}
