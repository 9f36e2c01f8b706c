'use client';

import { opensInNewTab, safeHref } from '@/lib/landing-pages/links';
import { sendLandingBeacon } from './beacon';

/**
 * The call to action (document 001 §2.15): http links open in a new tab, anything else navigates in
 * place. A click counts one conversion (D7) by a beacon, which survives the navigation.
 */
export function CtaLink({ href, slug, className, children }: { href: string; slug: string | null; className?: string; children: React.ReactNode }) {
  const target = safeHref(href);
  const external = opensInNewTab(target);
  return (
    <a
      href={target}
      className={className}
      data-cta=""
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={() => {
        if (slug) sendLandingBeacon(slug, 'conversion');
      }}
    >
      {children}
    </a>
  );
}
