'use client';

import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { normaliseMoneyField } from '@/lib/money/input';
import { cn } from '@/lib/utils';

/**
 * The one money field of every form: "R$" before the amount, a decimal keyboard on a phone, and on leaving the
 * field the amount written as the product writes money ("4.800,00"). Works with react-hook-form's register and
 * with a controlled value alike: the rewritten text goes through the field's own onChange.
 */
export function MoneyInput({ className, onBlur, onChange, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        R$
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={props.placeholder ?? '0,00'}
        className={cn('pl-9 tabular-nums', className)}
        onChange={onChange}
        onBlur={(event) => {
          const written = normaliseMoneyField(event.currentTarget.value);
          if (!props.readOnly && written !== event.currentTarget.value) {
            event.currentTarget.value = written;
            onChange?.(event as unknown as React.ChangeEvent<HTMLInputElement>);
          }
          onBlur?.(event);
        }}
      />
    </div>
  );
}
