import type { Role } from './roles';

/**
 * D68: whether a change to a person takes an active owner away (demoted or disabled), so the
 * caller must first make sure another active owner remains.
 */
export function removesAnOwner(
  before: { role: Role; disabledAt: Date | null },
  after: { role: Role; disabled: boolean },
): boolean {
  const wasActiveOwner = before.role === 'owner' && !before.disabledAt;
  const staysActiveOwner = after.role === 'owner' && !after.disabled;
  return wasActiveOwner && !staysActiveOwner;
}
