import type { SignatureStatus } from './transitions';

export const DEFAULT_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** SIGNATURE_LINK_DAYS, passed in by `env.signatureLinkDays` (a whole number of days, 1–365); anything else gives the default of 30. */
export function linkDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_LINK_DAYS;
}

export function linkExpiresAt(sentAt: Date, days: number): Date {
  return new Date(sentAt.getTime() + days * DAY_MS);
}

/** A sent document whose link time is over: it becomes "expired" when next touched (lazily). */
export function isPastExpiry(doc: { status: string; tokenExpiresAt: Date | null }, now: Date = new Date()): boolean {
  return doc.status === 'sent' && doc.tokenExpiresAt !== null && doc.tokenExpiresAt.getTime() <= now.getTime();
}

export type LinkState = 'open' | 'signed' | 'expired' | 'cancelled' | 'unavailable';

/** What /assinar/{token} shows for a document found by its token. */
export function linkState(doc: { status: string; tokenExpiresAt: Date | null }, now: Date = new Date()): LinkState {
  if (isPastExpiry(doc, now)) return 'expired';
  const status = doc.status as SignatureStatus;
  if (status === 'sent') return 'open';
  if (status === 'signed' || status === 'expired' || status === 'cancelled') return status;
  return 'unavailable';
}
