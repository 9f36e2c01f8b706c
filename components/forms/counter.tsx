'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { cn } from '@/lib/utils';

/**
 * "12 de 60 caracteres" under a limited field (D268): the schema's limit (lib/validation/max-length.ts), seen
 * while typing rather than in a refusal after saving. The field carries the same number as `maxLength`, and
 * `aria-describedby` points here, so a screen reader hears the limit once with the field, not at every key.
 */
export function Counter({ id, value, max, className }: { id: string; value: string; max: number; className?: string }) {
  const t = useTranslations('forms');
  const over = value.length > max;
  return (
    <p
      id={id}
      data-testid="field-counter"
      className={cn('text-right text-xs tabular-nums', over ? 'text-destructive' : 'text-muted-foreground', className)}
    >
      {t('counter', { n: value.length, max })}
    </p>
  );
}
