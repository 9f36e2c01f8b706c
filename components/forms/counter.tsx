'use client';

import { fill, m } from '@/lib/messages';
import { cn } from '@/lib/utils';

/**
 * "12 de 60 caracteres" under a limited field (D268): the schema's limit (lib/validation/max-length.ts), seen
 * while typing rather than in a refusal after saving. The field carries the same number as `maxLength`, and
 * `aria-describedby` points here, so a screen reader hears the limit once with the field, not at every key. The text
 * comes from the staff catalogue itself: the site editor's own provider does not carry `forms`.
 */
export function Counter({ id, value, max, className }: { id: string; value: string; max: number; className?: string }) {
  const over = value.length > max;
  return (
    <p
      id={id}
      data-testid="field-counter"
      className={cn('text-right text-xs tabular-nums', over ? 'text-destructive' : 'text-muted-foreground', className)}
    >
      {fill(m.forms.counter, { n: String(value.length), max: String(max) })}
    </p>
  );
}
