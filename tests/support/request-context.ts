/**
 * The request that integration tests run in: its cookies and caller address. `next/headers` is
 * answered from here (tests/support/integration-setup.ts), so server actions run as they would
 * behind Next, session check included.
 */
const jar = new Map<string, string>();
let ip = '127.0.0.1';

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
  ip = address;
}

export function callerIp(): string {
  return ip;
}
