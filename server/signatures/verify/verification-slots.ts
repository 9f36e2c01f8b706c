import 'server-only';

/** Verification uploads checked at once by this process (D48); the rest wait for a 503. */
export const MAX_PARALLEL_VERIFICATIONS = 4;

/** Of those, at most this many from one address (its limit key): one address cannot take every slot. */
export const MAX_VERIFICATIONS_PER_ADDRESS = 1;

type Slots = { used: number; byAddress: Map<string, number> };
const state = globalThis as unknown as { __agencyVerificationSlots?: Slots };
const slots = () => (state.__agencyVerificationSlots ??= { used: 0, byAddress: new Map() });

/**
 * Takes one of the process's verification slots for `address`: a function that gives it back, or null when all are
 * taken or the address holds its share. Per process on purpose: it bounds this process's memory and CPU, which is
 * what a flood of uploads exhausts; the per-address limit in Postgres is shared by all instances.
 */
export function takeVerificationSlot(address = 'unknown'): (() => void) | null {
  const s = slots();
  const mine = s.byAddress.get(address) ?? 0;
  if (s.used >= MAX_PARALLEL_VERIFICATIONS || mine >= MAX_VERIFICATIONS_PER_ADDRESS) return null;
  s.used += 1;
  s.byAddress.set(address, mine + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    s.used = Math.max(0, s.used - 1);
    const left = (s.byAddress.get(address) ?? 1) - 1;
    if (left > 0) s.byAddress.set(address, left);
    else s.byAddress.delete(address);
  };
}
