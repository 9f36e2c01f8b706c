import { Home } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { button } from '@/components/site/ui';

/** Document 000 §2.10, §8: an unknown portfolio id shows "Projeto não encontrado" with a link to /. */
export default async function ProjectNotFound() {
  const t = await getTranslations('site.project');
  return (
    <section className="flex min-h-[70dvh] items-center justify-center bg-gradient-to-b from-indigo-50 to-white px-4 pt-28 pb-16">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('notFound')}</h1>
        <p className="mt-3 text-slate-600">{t('notFoundText')}</p>
        <Link href="/" className={button('primary', 'lg', 'mt-8')}>
          <Home aria-hidden /> {t('notFoundHome')}
        </Link>
      </div>
    </section>
  );
}
