import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false } };

/**
 * Document 001 §2.17. Debug details only in development (D9). The texts are passed as props: this
 * boundary is part of every page's bundle, so it must not bring the message formatter along.
 */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  const keys = [
    'code',
    'title',
    'text',
    'back',
    'home',
    'debugTitle',
    'debugPath',
    'debugUrl',
    'debugQuery',
    'debugHash',
  ] as const;
  const texts = Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>;
  return <NotFoundView texts={texts} showDebug={process.env.NODE_ENV === 'development'} />;
}
