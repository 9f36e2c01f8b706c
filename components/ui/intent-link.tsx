'use client';

import Link, { type LinkProps } from 'next/link';
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode, Ref, TouchEvent } from 'react';

type IntentLinkProps = Omit<LinkProps, 'prefetch'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & { ref?: Ref<HTMLAnchorElement>; children?: ReactNode };

/**
 * The back office's link: it asks for its page when the person reaches for it (the pointer over it, focus,
 * a touch) instead of as soon as it is on screen. A staff screen shows a dozen navigation links and a link
 * per row; prefetching each on every page load sent two requests a link to the server (its route tree,
 * then its loading state), dozens a page, none of which the person had asked for. A link reached for is
 * still ready by the time it is clicked.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const url = typeof href === 'string' ? href : null;
  const prefetch = () => {
    if (url?.startsWith('/')) router.prefetch(url);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
