'use client';

import { ArrowLeft, Home } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useSyncExternalStore } from 'react';

type Texts = Record<
  'code' | 'title' | 'text' | 'back' | 'home' | 'debugTitle' | 'debugPath' | 'debugUrl' | 'debugQuery' | 'debugHash',
  string
>;
type Location = { path: string; url: string; query: string; hash: string };

const subscribe = () => () => {};
const readLocation = (): string =>
  JSON.stringify({
    path: window.location.pathname,
    url: window.location.href,
    query: window.location.search,
    hash: window.location.hash,
  });

// Plain classes (no cva/tailwind-merge): this view ships with every page as the 404 boundary.
const BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none [&_svg]:size-4';

export function NotFoundView({ texts, showDebug }: { texts: Texts; showDebug: boolean }) {
  const snapshot = useSyncExternalStore(subscribe, readLocation, () => '');
  const location: Location | null = snapshot ? JSON.parse(snapshot) : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-16">
      <div className="w-full max-w-md text-center">
        <p className="bg-gradient-to-r from-primary to-violet-500 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent">
          {texts.code}
        </p>
        <h1 className="mt-4 text-2xl font-bold">{texts.title}</h1>
        <p className="mt-2 text-muted-foreground">{texts.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => window.history.back()}
            className={`${BUTTON} border bg-background shadow-xs hover:bg-accent`}
          >
            <ArrowLeft /> {texts.back}
          </button>
          <Link href="/" className={`${BUTTON} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`}>
            <Home /> {texts.home}
          </Link>
        </div>
        {showDebug && location && (
          <dl className="mt-10 rounded-lg border bg-card p-4 text-left font-mono text-xs">
            <p className="mb-2 font-sans text-sm font-semibold">{texts.debugTitle}</p>
            {(
              [
                [texts.debugPath, location.path],
                [texts.debugUrl, location.url],
                [texts.debugQuery, location.query || '-'],
                [texts.debugHash, location.hash || '-'],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex gap-2 py-0.5">
                <dt className="shrink-0 text-muted-foreground">{label}:</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </main>
  );
}
