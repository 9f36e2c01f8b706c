/** D7: one request to the counter route; sendBeacon where it exists, so it survives a navigation. */
export function sendLandingBeacon(slug: string, event: 'view' | 'conversion') {
  const body = JSON.stringify({ slug, event });
  if (!navigator.sendBeacon?.('/api/beacons/landing-page', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/beacons/landing-page', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true });
  }
}
