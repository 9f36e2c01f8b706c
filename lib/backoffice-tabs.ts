/** Document 000 §2.5: the seven tabs of the client area and where each one goes. */
export const BACKOFFICE_TABS = [
  { key: 'propostas', href: '/clientes' },
  { key: 'contratos', href: '/contratos' },
  { key: 'projetos', href: '/projetos' },
  { key: 'assinaturas', href: '/assinaturas' },
  { key: 'cobrancas', href: '/cobrancas' },
  { key: 'landingPages', href: '/landing-pages' },
  { key: 'clientes', href: '/clientes?tab=clientes' },
] as const;

export type BackofficeTab = (typeof BACKOFFICE_TABS)[number]['key'];

/**
 * Back-office screens outside the seven tabs of the document: the payments dashboard (document 001 §2.12; it
 * was reachable only by typing its address, D50) and the contact messages (D10). They are entries of the one
 * navigation (BACKOFFICE_NAV), after the document's tabs.
 */
export const BACKOFFICE_HEADER_LINKS = [
  { key: 'pagamentos', href: '/pagamentos' },
  { key: 'contatos', href: '/contatos' },
] as const;

/** Document 000 §2.6: the board swallows sign-out errors silently; everywhere else they are shown. */
export function signOutIsSilent(pathname: string): boolean {
  return pathname === '/projetos' || pathname.startsWith('/projetos/');
}

const PREFIXES: Array<[string, BackofficeTab]> = [
  ['/contrato', 'contratos'],
  ['/projeto', 'projetos'],
  ['/assinaturas', 'assinaturas'],
  ['/cobrancas', 'cobrancas'],
  ['/landing-page', 'landingPages'],
  ['/proposta', 'propostas'],
];

/** Which tab a back-office path belongs to. */
export function activeTab(pathname: string, tabParam: string | null): BackofficeTab | null {
  if (pathname === '/clientes') return tabParam === 'clientes' ? 'clientes' : 'propostas';
  return PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}

/**
 * The back office's one navigation: the overview, the document's seven tabs, the screens outside them, the
 * settings and, for the owner only, the team (D68). `owner` marks an entry only the owner sees.
 */
export const BACKOFFICE_NAV = [
  { key: 'painel', href: '/painel', owner: false },
  ...BACKOFFICE_TABS.map((tab) => ({ ...tab, owner: false })),
  ...BACKOFFICE_HEADER_LINKS.map((link) => ({ ...link, owner: false })),
  { key: 'configuracoes', href: '/configuracoes', owner: false },
  { key: 'equipe', href: '/equipe', owner: true },
] as const;

export type BackofficeNavEntry = (typeof BACKOFFICE_NAV)[number]['key'];

const NAV_PREFIXES: Array<[string, BackofficeNavEntry]> = [
  ['/painel', 'painel'],
  ['/clientes', 'clientes'],
  ['/pagamentos', 'pagamentos'],
  ['/contatos', 'contatos'],
  ['/configuracoes', 'configuracoes'],
  ['/equipe', 'equipe'],
];

/** Which entry of the one navigation a back-office path belongs to: a document tab, else one of the others. */
export function activeNavEntry(pathname: string, tabParam: string | null): BackofficeNavEntry | null {
  const tab = activeTab(pathname, tabParam);
  if (tab) return tab;
  return NAV_PREFIXES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? null;
}
