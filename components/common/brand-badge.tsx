import { cn } from '@/lib/utils';

/** "Agência Digital" → "AD": the first letters of the name's first two words, for an agency without a logo. */
export function brandInitials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words
    .slice(0, 2)
    .map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('');
  return letters.toLocaleUpperCase('pt-BR') || '•';
}

/**
 * The agency's badge beside its name in the site's header and footer and the back office's header (D270): its logo
 * when the profile has one (the small WebP rendition of its own route), its initials otherwise. Decorative: the
 * name is always written next to it, so the picture has an empty alt.
 */
export function BrandBadge({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  if (logo)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a small WebP from our own route, already sized
      <img
        src={logo}
        alt=""
        width={36}
        height={36}
        data-testid="brand-logo"
        className={cn('size-9 shrink-0 rounded-lg object-contain', className)}
      />
    );
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-violet-600 text-sm font-bold text-white shadow-sm',
        className,
      )}
    >
      {brandInitials(name)}
    </span>
  );
}
