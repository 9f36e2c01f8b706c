import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false } };

/** Document 001 §2.17. Debug details only in development (D9). */
export default function NotFound() {
  return <NotFoundView showDebug={process.env.NODE_ENV === 'development'} />;
}
