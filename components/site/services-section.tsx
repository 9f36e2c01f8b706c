import { ArrowRight, ChevronDown, MessageSquare } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { PROCESS_STEPS } from '@/content/process';
import type { ServiceCard } from '@/content/types';
import { SectionHeading } from './section-heading';
import { ServiceIcon } from './service-icon';
import { ServicesCarousel } from './services-carousel';
import { button } from './ui';

/** Home services (document 000 §2.3): six cards with Saiba mais, then the Como Trabalhamos accordion. */
export async function ServicesSection({ services }: { services: readonly ServiceCard[] }) {
  const t = await getTranslations('site.services');
  return (
    <section
      id="servicos"
      aria-labelledby="servicos-titulo"
      className="render-later bg-white py-20 [--render-later-h:150rem] sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="servicos-titulo" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
        <div className="mt-12">
          <ServicesCarousel
            labels={{
              carousel: t('carousel'),
              previous: t('previous'),
              next: t('next'),
              slide: t.raw('slide') as string,
            }}
          >
            {services.map((service) => (
              <article
                key={service.slug}
                className="group flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transform-none"
              >
                <span
                  className="flex size-12 items-center justify-center rounded-xl"
                  style={{ backgroundColor: `${service.colour}14`, color: service.colour }}
                >
                  <ServiceIcon icon={service.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{service.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-600">{service.description}</p>
                <Link
                  href={service.href}
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
                  style={{ color: service.colour }}
                >
                  {t('learnMore')}
                  <span className="sr-only"> {t('learnMoreAbout', { service: service.title })}</span>
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
                </Link>
              </article>
            ))}
          </ServicesCarousel>
        </div>

        <div className="mt-24 grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div>
            <h3 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('processTitle')}</h3>
            <p className="mt-4 text-lg text-slate-600">{t('processSubtitle')}</p>
            <Link href="/#contato" className={button('primary', 'lg', 'mt-8')}>
              <MessageSquare aria-hidden /> {t('talkToExpert')}
            </Link>
          </div>
          <div className="space-y-3">
            {PROCESS_STEPS.map((step) => (
              <details
                key={step.number}
                name="como-trabalhamos"
                open={step.number === 1}
                className="group rounded-2xl border bg-slate-50/60 open:bg-white open:shadow-md"
              >
                <summary className="flex cursor-pointer list-none items-center gap-4 p-5 [&::-webkit-details-marker]:hidden">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                    {step.number}
                  </span>
                  <span className="flex-1 text-lg font-semibold text-slate-900">{step.title}</span>
                  <ChevronDown
                    aria-hidden
                    className="size-5 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="px-5 pb-5 pl-[4.75rem]">
                  <p className="text-slate-600">{step.description}</p>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {step.details.map((detail) => (
                      <li key={detail} className="flex items-center gap-2 text-sm text-slate-700">
                        <span aria-hidden className="size-1.5 rounded-full bg-primary" />
                        {detail}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
