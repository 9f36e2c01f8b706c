'use client';

import { ArrowLeft, RotateCw } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import catalogue from '@/messages/pt-BR/errors.json';
import { ErrorFrame, type ErrorViewProps } from './error-frame';

const t = catalogue.errors;

/** The error page of the back office and the root: its buttons are the back office's own `Button`. */
export function ErrorView({ retry, back = { href: '/', label: t.home }, ...frame }: ErrorViewProps) {
  return (
    <ErrorFrame {...frame}>
      {retry && (
        <Button onClick={() => retry()}>
          <RotateCw /> {t.retry}
        </Button>
      )}
      <Button asChild variant="outline">
        <Link href={back.href}>
          <ArrowLeft /> {back.label}
        </Link>
      </Button>
    </ErrorFrame>
  );
}
