import type { Role } from './roles';

/**
 * D68: the least role each back-office page needs, by path. requireStaff() reads it, the authorization
 * tests check every page of app/(backoffice) against it, and the role table of docs/operacao.md says the same.
 * First match wins; a staff page not listed is for every member.
 */
export const PAGE_ROLES: ReadonlyArray<{ pattern: RegExp; role: Role }> = [
  { pattern: /^\/equipe(\/|$)/, role: 'owner' },
  // The settings area's entry sends each role to the first page of its menu (lib/settings/menu.ts).
  { pattern: /^\/configuracoes\/?$/, role: 'member' },
  { pattern: /^\/configuracoes(\/|$)/, role: 'admin' },
];

export function pageRole(pathOrFrom: string): Role {
  const pathname = pathOrFrom.split(/[?#]/)[0] || '/';
  return PAGE_ROLES.find((entry) => entry.pattern.test(pathname))?.role ?? 'member';
}
