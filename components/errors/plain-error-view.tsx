'use client';

import { ArrowLeft, RotateCw } from 'lucide-react';
import Link from 'next/link';
import catalogue from '@/messages/pt-BR/errors.json';
import { ErrorFrame, type ErrorViewProps } from './error-frame';

const t = catalogue.errors;

/**
 * The error page of the pages a visitor or a client opens (the public site, the links): the same page as
 * ErrorView, with its two buttons drawn from the button classes of app/globals.css instead of `Button`. Every
 * error boundary is a chunk of its own, and the bundler copies `Button`'s Radix Slot into each one: 1.3 kB gzip more
 * on every public page's first load (D80).
 */
export function PlainErrorView({ retry, back = { href: '/', label: t.home }, ...frame }: ErrorViewProps) {
  return (
    <ErrorFrame {...frame}>
      {retry && (
        <button type="button" className="btn btn-default btn-md" onClick={() => retry()}>
          <RotateCw /> {t.retry}
        </button>
      )}
      <Link href={back.href} className="btn btn-outline btn-md">
        <ArrowLeft /> {back.label}
      </Link>
    </ErrorFrame>
  );
}
