import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The input's look; `bg-card` is its only background class (a read-only field may swap it). */
export const INPUT_CLASS =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm ' +
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 ' +
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20';

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  // Merged only when there is something to merge (see cx in lib/utils.ts).
  return (
    <input type={type} data-slot="input" className={className ? cn(INPUT_CLASS, className) : INPUT_CLASS} {...props} />
  );
}

export { Input };
