'use client';

import { useEffect } from 'react';

/** D7: counts the view after the page is shown, so that the page itself needs no per-visitor work. */
export function ViewBeacon({ slug }: { slug: string }) {
  useEffect(() => {
    const body = JSON.stringify({ slug });
    if (!navigator.sendBeacon?.('/api/beacons/proposal', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/beacons/proposal', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true });
    }
  }, [slug]);
  return null;
}
