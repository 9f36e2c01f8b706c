import type * as React from 'react';
import { Counter } from '@/components/forms/counter';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * A label, its control and the field's message, wired for screen readers. A limited text field passes `counter`
 * (its value and the schema's limit, D268): the count shows beside the message, under id `{id}-counter`, which the
 * control names in its `aria-describedby` (`counterProps`).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  counter,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  counter?: { value: string | undefined; max: number | null };
  className?: string;
  children: React.ReactNode;
}) {
  const message = error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : hint ? (
    <p className="text-xs text-muted-foreground">{hint}</p>
  ) : null;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {counter?.max ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{message}</div>
          <Counter id={`${id}-counter`} value={counter.value ?? ''} max={counter.max} className="shrink-0" />
        </div>
      ) : (
        message
      )}
    </div>
  );
}

/** What a limited control adds: the browser's own limit and the counter as its description (D268). */
export function counterProps(id: string, max: number | null, error?: boolean) {
  if (!max) return {};
  return {
    maxLength: max,
    'aria-describedby': [error ? `${id}-error` : null, `${id}-counter`].filter(Boolean).join(' '),
  };
}
