'use client';

import { useEffect } from 'react';

/** D31: tells the server the link was opened in a browser (the 'viewed' audit row). */
export function SigningViewBeacon({ token }: { token: string }) {
  useEffect(() => {
    void fetch('/api/beacons/signature', {
      method: 'POST',
      body: JSON.stringify({ token }),
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    });
  }, [token]);
  return null;
}
