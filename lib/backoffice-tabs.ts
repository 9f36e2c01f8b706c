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
