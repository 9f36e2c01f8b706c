/**
 * The one clock of the app (ARCHITECTURE.md, "Beyond the documents"): automatic work asks it for "now" so that
 * tests can move time. Production never sets it. Every calendar "day" derived from it is the São Paulo day (D6):
 * use `todayInSaoPaulo(now())` from lib/format.
 */
const store = globalThis as unknown as { __agencyClock?: () => Date };

export function now(): Date {
  return store.__agencyClock ? store.__agencyClock() : new Date();
}

/** Tests only: fix the clock to an instant (or a function), `null` to go back to real time. */
export function setClock(value: Date | (() => Date) | null): void {
  if (value === null) store.__agencyClock = undefined;
  else store.__agencyClock = typeof value === 'function' ? value : () => new Date(value.getTime());
}
