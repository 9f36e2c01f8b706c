import 'server-only';

/** Verification uploads checked at once by this process (issue 17 item 11); the rest wait for a 503. */
export const MAX_PARALLEL_VERIFICATIONS = 4;

const state = globalThis as unknown as { __agencyVerificationSlots?: number };

/**
 * Takes one of the process's verification slots: a function that gives it back, or null when all
 * are taken. Per process on purpose: it bounds this process's memory and CPU, which is what a flood
 * of uploads exhausts; the per-address limit in Postgres is shared by all instances.
 */
export function takeVerificationSlot(): (() => void) | null {
  const used = state.__agencyVerificationSlots ?? 0;
  if (used >= MAX_PARALLEL_VERIFICATIONS) return null;
  state.__agencyVerificationSlots = used + 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    state.__agencyVerificationSlots = Math.max(0, (state.__agencyVerificationSlots ?? 1) - 1);
  };
}
