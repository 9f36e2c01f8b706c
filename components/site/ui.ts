/**
 * Class names for the public site's buttons and links. The site's client islands use these instead of
 * components/ui/button (Radix Slot, tailwind-merge) to keep the JavaScript of public pages small.
 */
export const cx = (...classes: Array<string | false | null | undefined>) => classes.filter(Boolean).join(' ');

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  outline: 'border bg-white shadow-xs hover:bg-accent hover:text-accent-foreground',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  light: 'bg-white text-slate-900 shadow-lg hover:bg-slate-100',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-7 text-base [&_svg]:size-4',
  icon: 'size-10 [&_svg]:size-5',
} as const;

export function button(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra?: string,
): string {
  return cx(base, variants[variant], sizes[size], extra);
}
