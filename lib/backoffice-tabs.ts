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
 * Back-office screens outside the seven tabs of the document, linked from the header: the payments
 * dashboard (document 001 §2.12; it was reachable only by typing its address, D50) and
 * the contact messages (D10).
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
  ['/pagamentos', 'cobrancas'],
  ['/landing-page', 'landingPages'],
  ['/proposta', 'propostas'],
];

/** Which tab a back-office path belongs to. */
export function activeTab(pathname: string, tabParam: string | null): BackofficeTab | null {
  if (pathname === '/clientes') return tabParam === 'clientes' ? 'clientes' : 'propostas';
  return PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}
