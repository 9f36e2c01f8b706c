'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Document 000 §9: anchors stop 80 px below the top; a hash in the address is scrolled to after 100 ms. */
export const ANCHOR_OFFSET = 80;
export const HASH_SCROLL_DELAY = 100;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Blocks below the first screen are laid out only when they near the viewport (`render-later`, D87): until
 * then their height is a guess. The ones above the target are laid out now, so that its position is the real one.
 */
function layOutBlocksAbove(target: Element) {
  for (const block of document.querySelectorAll<HTMLElement>('.render-later')) {
    if (block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING && !block.contains(target))
      block.style.contentVisibility = 'visible';
  }
}

export function scrollToId(id: string, smooth = true): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  layOutBlocksAbove(target);
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' });
  return true;
}

/**
 * Document 000 §2.3: on the home page, anchor links scroll smoothly with the offset and update the
 * address; a hash present on arrival is scrolled to after 100 ms; every path change scrolls to the top.
 */
export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'auto' });
      return;
    }
    const timer = window.setTimeout(() => scrollToId(decodeURIComponent(hash)), HASH_SCROLL_DELAY);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash) return;
      if (!scrollToId(decodeURIComponent(url.hash.slice(1)))) return;
      // Next's Link leaves a prevented click alone; other handlers (the mobile menu closing) still run.
      event.preventDefault();
      window.history.pushState(window.history.state, '', url.hash);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
