'use client';

import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
// The boundaries sit outside every message provider (global-error even replaces the root layout), so
// they read their own small namespace instead of the whole catalogue.
import catalogue from '@/messages/pt-BR/errors.json';

const t = catalogue.errors;

export type ErrorViewProps = {
  error: unknown;
  retry?: () => void;
  /** Overrides the generic title (the charge screens keep their texts of document 001 §8). */
  title?: string;
  text?: string | null;
  back?: { href: string; label: string };
};

/** Details are for developers only (D9): production shows none, not even Next's digest. */
function details(error: unknown): string | null {
  if (process.env.NODE_ENV !== 'development') return null;
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return String(error);
}

/** The Portuguese error page of every boundary (D49): what happened and a way on (the buttons, `children`). */
export function ErrorFrame({
  error,
  title = t.title,
  text = t.text,
  children,
}: Pick<ErrorViewProps, 'error' | 'title' | 'text'> & { children: ReactNode }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const debug = details(error);
  return (
    <div role="alert" className="mx-auto my-10 grid max-w-xl gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h1 className="flex items-center gap-2 text-xl font-bold">
        <AlertTriangle className="size-6 shrink-0 text-destructive" aria-hidden /> {title}
      </h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      <div className="flex flex-wrap gap-3">{children}</div>
      {debug && (
        <details className="rounded-lg bg-muted p-3 text-xs">
          <summary className="cursor-pointer font-medium">{t.details}</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{debug}</pre>
        </details>
      )}
    </div>
  );
}
