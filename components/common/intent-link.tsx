'use client';

import Link, { type LinkProps } from 'next/link';
import { useRouter } from 'next/navigation';
import { isAppPath } from '@/lib/app-path';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode, Ref, TouchEvent } from 'react';

type IntentLinkProps = Omit<LinkProps, 'prefetch'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & {
    ref?: Ref<HTMLAnchorElement>;
    children?: ReactNode;
  };

/**
 * A link that asks for its page when the person reaches for it (the pointer over it, focus, a touch)
 * instead of as soon as it is on screen. A staff screen shows a dozen navigation links and a link per
 * row; the public site's header, menu, footer and cards link to every service page and project. Next's
 * default prefetched each one on every page load: requests nobody had asked for (on the public site, a
 * phone's data) and their parsing on the main thread while the page was still starting. A link reached
 * for is still ready by the time it is clicked.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const url = typeof href === 'string' ? href : null;
  const prefetch = () => {
    if (isAppPath(url)) router.prefetch(url);
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
