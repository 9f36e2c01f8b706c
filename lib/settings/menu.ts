import { pageRole } from '@/lib/auth/page-roles';
import { hasRole, type Role } from '@/lib/auth/roles';

/**
 * The settings area's menu (D103 in docs/decisions.md), in order. Each entry is shown to the roles its page
 * admits (lib/auth/page-roles.ts), so a menu never offers a page that would refuse. Equipe and Privacidade keep
 * their own addresses (linked from elsewhere too); Site and Propostas e contratos edit the public site's content
 * and the proposal wording.
 */
export const SETTINGS_MENU = [
  { key: 'agencia', href: '/configuracoes/agencia' },
  { key: 'fiscal', href: '/configuracoes/fiscal' },
  { key: 'site', href: '/configuracoes/site' },
  { key: 'propostas', href: '/configuracoes/propostas' },
  { key: 'cobranca', href: '/configuracoes/cobranca' },
  { key: 'acompanhamento', href: '/configuracoes/acompanhamento' },
  { key: 'automacoes', href: '/configuracoes/automacoes' },
  { key: 'tarefas', href: '/configuracoes/tarefas' },
  { key: 'equipe', href: '/equipe' },
  { key: 'privacidade', href: '/privacidade' },
  { key: 'whatsapp', href: '/configuracoes/whatsapp' },
  { key: 'integracoes', href: '/configuracoes/integracoes' },
] as const;

export type SettingsMenuKey = (typeof SETTINGS_MENU)[number]['key'];

/** The entries a role may open. */
export function settingsMenuFor(role: Role) {
  return SETTINGS_MENU.filter((item) => hasRole(role, pageRole(item.href)));
}

/** Where /configuracoes sends a role: its first entry. */
export function settingsHome(role: Role): string {
  return settingsMenuFor(role)[0]?.href ?? '/painel';
}
