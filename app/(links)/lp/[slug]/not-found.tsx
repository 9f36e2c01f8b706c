import { getTranslations } from 'next-intl/server';

/** Document 001 §2.15, §8: a missing or unpublished landing page. */
export default async function LandingNotFound() {
  const t = await getTranslations('landingPages.public');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <p aria-hidden="true" className="text-7xl font-extrabold text-slate-200">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('notFound')}</h1>
        <p className="mt-2 text-slate-600">{t('notFoundText')}</p>
        {/* A plain link: this boundary ships with every landing page, and next/link would add its code to them. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90"
        >
          {t('backHome')}
        </a>
      </div>
    </main>
  );
}
