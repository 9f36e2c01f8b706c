'use client';

import { useEffect } from 'react';
import { sendLandingBeacon } from './beacon';

/** D7: counts the view after the page is shown, so that the page itself stays cached. */
export function LandingViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    sendLandingBeacon(slug, 'view');
  }, [slug]);
  return null;
}
