/**
 * The screens whose data /painel aggregates (D58): contact messages (leads), clients and proposals,
 * contracts, charges and payments, and the LGPD erasure (/privacidade, which anonymises the names the overview
 * lists). A write that revalidates one of these paths may change the overview (a count,
 * a sum, or a name, title or status in its lists), so it also expires the overview's cache. Deciding from the
 * paths each write already names keeps one list here instead of one call in every action.
 */
const OVERVIEW_SOURCES = [
  '/contatos',
  '/clientes',
  '/proposta',
  '/contratos',
  '/contrato',
  '/c',
  '/cobrancas',
  '/p',
  '/pagamentos',
  '/pagamento',
  '/privacidade',
];

/** True when one of the revalidated paths belongs to a screen whose data the overview reads. */
export function touchesOverview(paths: readonly string[]): boolean {
  return paths.some((path) => OVERVIEW_SOURCES.some((source) => path === source || path.startsWith(`${source}/`)));
}
