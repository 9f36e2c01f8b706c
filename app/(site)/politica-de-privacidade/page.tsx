import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { getAgency } from '@/server/agency/profile';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy');
  return pageMetadata({
    path: '/politica-de-privacidade',
    title: t('title'),
    description: t('intro', { agency: (await getAgency()).name }).slice(0, 155),
  });
}

type Section = { title: string; items: string[] };

/** D78: the privacy policy (LGPD art. 9): what is collected, why, for how long, whom to ask. */
export default async function PrivacyPolicyPage() {
  const t = await getTranslations('privacy');
  const agency = await getAgency();
  const sections = t.raw('sections') as Section[];
  return (
    <article className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('updated')}</p>
      <p className="mt-6 text-lg text-slate-700">{t('intro', { agency: agency.name })}</p>
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <section className="mt-10 rounded-xl border bg-slate-50 p-6" aria-labelledby="contato-dados">
        <h2 id="contato-dados" className="text-xl font-semibold text-slate-900">
          {t('contactTitle')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t('contactText', { agency: agency.name, email: agency.email, phone: agency.phone })}
        </p>
        <p className="mt-4">
          <a className="font-medium text-indigo-700 underline" href={`mailto:${agency.email}`}>
            {agency.email}
          </a>
          {' · '}
          <Link className="font-medium text-indigo-700 underline" href="/portal">
            {t('portalLink')}
          </Link>
        </p>
      </section>
    </article>
  );
}
