'use client';

import { useEffect } from 'react';

/**
 * D11: ?layout=mobile|desktop forces a layout. Read in the browser so that the page itself stays the
 * same for everyone (and cacheable); the CSS in app/globals.css hides the other layout.
 */
export function LayoutOverride() {
  useEffect(() => {
    const forced = new URLSearchParams(window.location.search).get('layout');
    if (forced === 'mobile' || forced === 'desktop') document.documentElement.dataset.forceLayout = forced;
    return () => {
      delete document.documentElement.dataset.forceLayout;
    };
  }, []);
  return null;
}
