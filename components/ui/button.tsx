import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * The classes live in app/globals.css (`.btn`, `.btn-<variant>`, `.btn-<size>`, in the components layer): a
 * list of 48 rows with two buttons each sent the same 480-byte Tailwind string 96 times (D87, staff HTML).
 * A caller's utilities still win over them, through the cascade layer, as tailwind-merge made them win before.
 */
const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  // Merged only when there is something to merge (see cx in lib/utils.ts).
  return (
    <Comp
      data-slot="button"
      className={className ? cn(buttonVariants({ variant, size }), className) : buttonVariants({ variant, size })}
      {...props}
    />
  );
}

export { Button, buttonVariants };
