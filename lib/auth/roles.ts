/**
 * Staff roles (D68), smallest first. A staff action or page declares the least role it needs; a person
 * passes when their role is at least that. The full table of what each role may do is in docs/operacao.md.
 */
export const ROLES = ['member', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export function hasRole(actual: Role, needed: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(needed);
}
