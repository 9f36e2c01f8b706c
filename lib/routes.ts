import { resolveAppPath } from './app-path';

/**
 * DECISIONS D1: every screen has one canonical path; the other readings the documents give answer
 * with a permanent (308) redirect, query string kept. This is the one place where they are listed.
 * Dynamic readings that depend on the caller (/proposta/{id} for staff, /projeto/{uuid} for staff)
 * are resolved by their pages.
 */
export const ROUTE_REDIRECTS: ReadonlyArray<{ source: string; destination: string }> = [
  { source: '/login', destination: '/auth' },
  { source: '/propostas', destination: '/clientes' },
  { source: '/propostas/nova', destination: '/proposta/nova' },
  { source: '/propostas/:id/editar', destination: '/proposta/:id/editar' },
  { source: '/propostas/:slug', destination: '/proposta/:slug' },
  { source: '/projetos/:id/edit', destination: '/projeto/:id/editar' },
  { source: '/contratos/novo', destination: '/contrato/novo' },
  { source: '/contratos/:id/edit', destination: '/contrato/:id/editar' },
  { source: '/cobrancas/:id/editar', destination: '/cobrancas/:id/edit' },
  { source: '/pagamento/sucesso/:slug', destination: '/pagamento/sucesso?slug=:slug' },
  { source: '/pagamento/erro/:slug', destination: '/pagamento/erro?slug=:slug' },
  { source: '/landing-pages/nova', destination: '/landing-page/nova' },
  { source: '/landing-pages/:id/edit', destination: '/landing-page/:id/editar' },
  { source: '/servicos/ecommerce', destination: '/servicos/e-commerce' },
];

/** Staff (back-office) paths of D1/D2. A path matching one of these needs a signed-in staff member. */
const STAFF_PATTERNS: readonly RegExp[] = [
  /^\/clientes(\/|$)/,
  /^\/painel(\/|$)/,
  /^\/configuracoes(\/|$)/,
  /^\/projetos(\/|$)/,
  /^\/projeto\/[^/]+\/editar\/?$/,
  /^\/proposta\/nova\/?$/,
  /^\/proposta\/[^/]+\/(editar|abrir)\/?$/,
  /^\/contratos(\/|$)/,
  /^\/contrato(\/|$)/,
  /^\/assinaturas(\/|$)/,
  /^\/privacidade(\/|$)/,
  /^\/cobrancas(\/|$)/,
  /^\/pagamentos(\/|$)/,
  /^\/landing-pages(\/|$)/,
  /^\/landing-page(\/|$)/,
  /^\/contatos(\/|$)/,
  // D68: the team, one's own account, settings, and the page a too-small role lands on.
  /^\/equipe(\/|$)/,
  /^\/conta(\/|$)/,
  /^\/configuracoes(\/|$)/,
  /^\/sem-acesso\/?$/,
];

export function isStaffPath(pathname: string): boolean {
  return STAFF_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Default destination after sign-in (document 000 §9). */
/** D58: the overview is the first screen after sign-in (document 000 §9 said /clientes). */
export const DEFAULT_AFTER_SIGN_IN = '/painel';

/**
 * The "from" value of /auth, made safe (D39): only a path on this site is followed
 * (lib/app-path.ts `resolveAppPath`), so a crafted link cannot send a person to another site right after
 * signing in; /auth itself is not a destination.
 */
export function safeFrom(from: string | null | undefined): string {
  const url = resolveAppPath(from);
  if (!url || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function signInPath(from: string): string {
  return `/auth?from=${encodeURIComponent(from)}`;
}

const BOARD_PROJECT = /^\/projeto\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** D1: /projeto/{uuid} (a board project, not a portfolio id 1..21) leads staff to its edit screen. */
export function staffProjectEditPath(pathname: string): string | null {
  const match = BOARD_PROJECT.exec(pathname);
  return match ? `/projeto/${match[1]}/editar` : null;
}

const PROPOSAL_BY_ID = /^\/proposta\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** D1: /proposta/{id} leads staff to the proposal's public page, through a staff page that finds its slug. */
export function staffProposalOpenPath(pathname: string): string | null {
  const match = PROPOSAL_BY_ID.exec(pathname);
  return match ? `/proposta/${match[1]}/abrir` : null;
}
