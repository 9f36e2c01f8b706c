/**
 * The request that integration tests run in: its cookies and caller address. `next/headers` is
 * answered from here (tests/support/integration-setup.ts), so server actions run as they would
 * behind Next, session check included.
 */
const jar = new Map<string, string>();
let ip = '127.0.0.1';
/** Headers the caller wrote itself (a forged X-Forwarded-For, a browser's Origin…), kept until reset. */
const sent = new Map<string, string>();

export function cookieHeader(): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function setCookie(name: string, value: string, maxAge?: number): void {
  if (value === '' || (maxAge !== undefined && maxAge <= 0)) jar.delete(name);
  else jar.set(name, value);
}

export function getCookie(name: string): string | undefined {
  return jar.get(name);
}

export function allCookies(): Array<{ name: string; value: string }> {
  return [...jar].map(([name, value]) => ({ name, value }));
}

export function deleteCookie(name: string): void {
  jar.delete(name);
}

/** A new anonymous visitor, optionally from another address. */
export function resetRequest(address = '127.0.0.1'): void {
  jar.clear();
  sent.clear();
  ip = address;
}

/** A header as the client sent it; the TCP peer stays callerIp() (what server/platform/peer-address.ts writes). */
export function setRequestHeader(name: string, value: string): void {
  sent.set(name.toLowerCase(), value);
}

/** The request's headers as the app sees them behind `next start`: the client's, then the peer's. */
export function requestHeaders(): Headers {
  const h = new Headers({ 'user-agent': 'vitest', ...Object.fromEntries(sent) });
  h.set('cookie', cookieHeader());
  // Overwritten from the socket whatever the client sent (server/platform/peer-address.ts).
  h.set('x-agency-peer-address', ip);
  return h;
}

export function callerIp(): string {
  return ip;
}
