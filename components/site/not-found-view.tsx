'use client';

import { ArrowLeft, Home } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

type Location = { path: string; url: string; query: string; hash: string };
const subscribe = () => () => {};
const readLocation = (): string =>
  JSON.stringify({ path: window.location.pathname, url: window.location.href, query: window.location.search, hash: window.location.hash });

export function NotFoundView({ showDebug }: { showDebug: boolean }) {
  const t = useTranslations('notFound');
  const snapshot = useSyncExternalStore(subscribe, readLocation, () => '');
  const location: Location | null = snapshot ? JSON.parse(snapshot) : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-16">
      <div className="w-full max-w-md text-center">
        <p className="bg-gradient-to-r from-primary to-violet-500 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent">
          {t('code')}
        </p>
        <h1 className="mt-4 text-2xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => window.history.back()}>
            <ArrowLeft /> {t('back')}
          </Button>
          <Button asChild>
            <Link href="/">
              <Home /> {t('home')}
            </Link>
          </Button>
        </div>
        {showDebug && location && (
          <dl className="mt-10 rounded-lg border bg-card p-4 text-left font-mono text-xs">
            <p className="mb-2 font-sans text-sm font-semibold">{t('debugTitle')}</p>
            {(
              [
                ['debugPath', location.path],
                ['debugUrl', location.url],
                ['debugQuery', location.query || '-'],
                ['debugHash', location.hash || '-'],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex gap-2 py-0.5">
                <dt className="shrink-0 text-muted-foreground">{t(key)}:</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </main>
  );
}
