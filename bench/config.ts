/**
 * What the benchmark measures: the pages and the server actions, one line each. Each later issue adds
 * its pages and actions here (and its domain to the seeder in bench/seed.ts).
 */
import type { PartName } from './lib/args';

/** What the seeder hands to the benchmark: the staff cookie and ids of seeded rows. */
export type SeedInfo = {
  cookie: string;
  staffEmail: string;
  /** Ids of some seeded rows per domain (clients, projects, leads, ...), for pages and writes that need them. */
  ids: Record<string, string[]>;
  /** Per domain: how many rows were seeded, or null when the domain's table does not exist yet. */
  domains: Array<{ name: string; target: number; seeded: number | null }>;
  seedMs: number;
};

export type PagePart = Extract<PartName, 'lighthouse' | 'js-size' | 'throughput'>;
const ALL: readonly PagePart[] = ['lighthouse', 'js-size', 'throughput'];
/** A second page of a type already loaded by autocannon (same route and caching): quality and size only. */
const QUALITY: readonly PagePart[] = ['lighthouse', 'js-size'];
/** The other staff screens: first-load size only. */
const SIZE: readonly PagePart[] = ['js-size'];

export type BenchPage = {
  name: string;
  /** A path, or one built from the seeded data (null: nothing to open yet). */
  path: string | ((seed: SeedInfo) => string | null);
  access: 'public' | 'staff';
  parts: readonly PagePart[];
  /** The status the page should answer (the not-found page answers 404). Any other 404 skips the page. */
  status?: number;
};

/**
 * Public pages first (Lighthouse and throughput keep this order and stop at the caps below), then
 * the main staff screens. A page that answers 404 is skipped with a note until its issue builds it.
 */
export const PAGES: readonly BenchPage[] = [
  { name: 'Início', path: '/', access: 'public', parts: ALL },
  { name: 'Serviço', path: '/servicos/sites-institucionais', access: 'public', parts: ALL },
  { name: 'Portfólio (projeto)', path: '/projeto/1', access: 'public', parts: ALL },
  { name: 'Trabalhos recentes', path: '/recentes', access: 'public', parts: ALL },
  {
    name: 'Proposta (pública)',
    path: (seed) => (seed.ids.proposalSlugs?.[0] ? `/proposta/${seed.ids.proposalSlugs[0]}` : null),
    access: 'public',
    parts: ALL,
  },
  {
    name: 'Contrato (público)',
    path: (seed) => (seed.ids.contractSlugs?.[0] ? `/c/${seed.ids.contractSlugs[0]}` : null),
    access: 'public',
    parts: ALL,
  },
  {
    name: 'Cobrança (pública, Pix)',
    path: (seed) => (seed.ids.chargeSlugs?.[0] ? `/p/${seed.ids.chargeSlugs[0]}` : null),
    access: 'public',
    parts: ALL,
  },
  ...(['profissional', 'site barato', 'simples'] as const).map((kind, i) => ({
    name: `Landing page (${kind})`,
    path: (seed: SeedInfo) => (seed.ids.landingSlugs?.[i] ? `/lp/${seed.ids.landingSlugs[i]}` : null),
    access: 'public' as const,
    parts: i === 0 ? ALL : QUALITY,
  })),
  {
    name: 'Assinar documento',
    path: (seed) => (seed.ids.signingTokens?.[0] ? `/assinar/${seed.ids.signingTokens[0]}` : null),
    access: 'public',
    parts: ALL,
  },
  {
    name: 'Verificação de assinatura',
    path: (seed) => (seed.ids.verificationCodes?.[0] ? `/verificacao/${seed.ids.verificationCodes[0]}` : null),
    access: 'public',
    parts: ALL,
  },
  { name: 'Entrar', path: '/auth', access: 'public', parts: QUALITY },
  {
    name: 'Não encontrada (404)',
    path: '/bench-pagina-inexistente',
    access: 'public',
    parts: ['lighthouse', 'js-size'],
    status: 404,
  },
  { name: 'Formulário de pagamento', path: '/pagamento', access: 'public', parts: ALL },
  {
    name: 'Pagamento (sucesso)',
    path: (seed) =>
      seed.ids.paymentSessions?.[0] ? `/pagamento/sucesso?session_id=${seed.ids.paymentSessions[0]}` : null,
    access: 'public',
    parts: ALL,
  },
  { name: 'Pagamento (erro)', path: '/pagamento/erro?tipo=cartao', access: 'public', parts: QUALITY },
  { name: 'Visão geral', path: '/painel', access: 'staff', parts: ALL },
  {
    name: 'Cliente (ficha)',
    path: (seed) => (seed.ids.clientRecord?.[0] ? `/clientes/${seed.ids.clientRecord[0]}` : null),
    access: 'staff',
    parts: ALL,
  },
  { name: 'Propostas (aba)', path: '/clientes', access: 'staff', parts: ALL },
  { name: 'Clientes', path: '/clientes?tab=clientes', access: 'staff', parts: SIZE },
  { name: 'Projetos (quadro)', path: '/projetos', access: 'staff', parts: ALL },
  { name: 'Cobranças', path: '/cobrancas', access: 'staff', parts: ALL },
  { name: 'Contratos', path: '/contratos', access: 'staff', parts: SIZE },
  { name: 'Assinaturas', path: '/assinaturas', access: 'staff', parts: SIZE },
  { name: 'Landing Pages', path: '/landing-pages', access: 'staff', parts: SIZE },
  { name: 'Painel de Pagamentos', path: '/pagamentos', access: 'staff', parts: ALL },
];

/**
 * Caps on the pages measured (Lighthouse ~11 s a run, throughput ~22 s a page). With every issue's pages the
 * run takes about 22 minutes on 2 cores with --runs 3; the caps only guard against a list that keeps growing.
 */
export const MAX_LIGHTHOUSE_PAGES = 24;
export const MAX_THROUGHPUT_PAGES = 20;

export type BenchWrite = {
  name: string;
  /** The file that defines the action and its exported name; several names may be given while it is being built. */
  file: string;
  names: readonly string[];
  access: 'public' | 'staff';
  /** Page to post to; default: the first static page that uses the action (from the build's manifest). */
  path?: string;
  /** The action's arguments for call number i (null: nothing to call, the row is skipped). */
  args: (i: number, seed: SeedInfo, run: string) => unknown[] | null;
};

const BOARD_STATUSES = ['planejamento', 'em_desenvolvimento', 'em_revisao', 'concluido'] as const;

/** Server actions that staff repeat most, and the public contact form; a row whose action is missing is skipped. */
export const WRITES: readonly BenchWrite[] = [
  {
    name: 'Salvar cliente (novo)',
    file: 'server/clients/actions.ts',
    names: ['createClient'],
    access: 'staff',
    args: (i, _seed, run) => [
      {
        nome: `Cliente Bench ${run}-${i}`,
        email: `novo-${run}-${i}@bench.agencia.test`,
        telefone: '(11) 98765-4321',
        documento: '',
        endereco: 'Rua das Flores, 120 - Pinheiros, São Paulo - SP',
        observacoes: '',
      },
    ],
  },
  {
    name: 'Salvar cliente (edição)',
    file: 'server/clients/actions.ts',
    names: ['updateClient'],
    access: 'staff',
    args: (i, seed) => {
      const ids = seed.ids.clients ?? [];
      if (!ids.length) return null;
      return [
        {
          id: ids[i % ids.length],
          nome: `Cliente Editado ${i}`,
          email: `editado-${i}@bench.agencia.test`,
          telefone: '(21) 3456-7890',
          documento: '',
          endereco: '',
          observacoes: `Edição ${i} do benchmark.`,
        },
      ];
    },
  },
  {
    name: 'Mover card do quadro',
    file: 'server/projects/actions.ts',
    names: ['moveProject'],
    access: 'staff',
    // A card dropped at the end of another column (prevId/nextId: the neighbours the person saw).
    args: (i, seed) => {
      const ids = seed.ids.projects ?? [];
      if (!ids.length) return null;
      return [
        { id: ids[i % ids.length], status: BOARD_STATUSES[i % BOARD_STATUSES.length], prevId: null, nextId: null },
      ];
    },
  },
  {
    name: 'Formulário de contato',
    file: 'server/leads/actions.ts',
    names: ['sendContactMessage'],
    access: 'public',
    args: (i, _seed, run) => [
      {
        name: `Visitante ${i}`,
        email: `contato-${run}-${i}@bench.agencia.test`,
        phone: '(11) 98765-4321',
        subject: 'Orçamento de site',
        message: 'Olá! Gostaria de um orçamento para um site institucional com blog e formulário de contato.',
        service: 'site',
        website: '',
      },
    ],
  },
];

/** Sequential calls per action. */
export const WRITE_CALLS = 200;
