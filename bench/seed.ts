/**
 * The benchmark data set: "ten times a busy agency", made with a fixed random seed so that every run
 * measures the same rows. Runs BEFORE the server starts (PGlite serves one process per folder):
 *   tsx --conditions=react-server bench/seed.ts   (DATA_DIR or DATABASE_URL, AUTH_SECRET, APP_URL set)
 * Writes the SeedInfo (staff cookie, some ids) as JSON to the file named by BENCH_SEED_OUT.
 *
 * One function per domain in DOMAINS: a later issue adds its table's seeder there, in one place.
 */
import { writeFileSync } from 'node:fs';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { coerceConteudo } from '@/lib/proposals/content';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import { PROPOSAL_STATUSES } from '@/lib/proposals/status';
import { slugWithSuffix } from '@/lib/slug';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import { formatCnpj, formatCpf } from '@/lib/validation/documento';
import { getAuth } from '@/server/auth/auth';
import { createClients } from '@/server/clients/create-client';
import { createLandingPages } from '@/server/landing-pages/create-landing-page';
import { receiveLeads } from '@/server/leads/receive-lead';
import { createProposals } from '@/server/proposals/create-proposal';
import { recordEvents } from '@/server/timeline/record';
import { closeDb, getDb, getDriver, type Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  codigosPromocionais,
  landingPages,
  leads,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
  user,
  contratos,
} from '@/server/platform/db/schema';
import { landingPreset } from '@/lib/landing-pages/presets';
import { createChargesBulk } from '@/server/charges/create-charge';
import { createPaymentsBulk } from '@/server/payments/create-payment';
import { createProjectsBulk } from '@/server/projects/create-project';
import { LANDING_FONTS } from '@/lib/landing-pages/rules';
import { createStaffUser } from '@/server/users/create-user';
import type { SeedInfo } from './config';
import { cookieHeader } from './lib/args';
import { createRandom, randomCnpj, randomCpf, randomMobile, type Random } from './lib/random';
import { seedContracts } from './seed-contracts';
import { seedSignatureDocuments } from './seed-signatures';
import { seedSigningLinks } from './seed-signing';

export const BENCH_SEED = 20_260_322;
export const BENCH_STAFF = {
  email: 'bench@bench.agencia.test',
  password: 'bench-senha-1234',
  name: 'Equipe Benchmark',
} as const;
/** Every seeded e-mail ends here, so a run on PostgreSQL can remove the previous run's rows. */
const MAIL_DOMAIN = 'bench.agencia.test';
const BATCH = 500;
const DAY = 86_400_000;

type SeedContext = {
  db: Db;
  random: Random;
  staffUserId: string;
  now: number;
  /** Ids (and names) handed to later domains and to the benchmark. */
  ids: Record<string, string[]>;
  clientNames: string[];
};

type SeedDomain = {
  name: string;
  /** Rows at ten times a busy agency (D24). */
  target: number;
  /** Inserts `target` rows and answers how many; null while the domain's table does not exist yet. */
  seed: ((ctx: SeedContext, target: number) => Promise<number>) | null;
  /** Removes the rows of a previous run (PostgreSQL only; PGlite starts from an empty folder). */
  clear?: (db: Db, staffUserId: string | null) => Promise<void>;
};

/** Who the seeded rows' timeline entries name: the bench staff member. */
const actorOf = (ctx: SeedContext): Actor => staffActor({ id: ctx.staffUserId, name: BENCH_STAFF.name });

async function insertInBatches<T extends Record<string, unknown>>(
  rows: T[],
  insert: (batch: T[]) => Promise<Array<{ id: string }>>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) ids.push(...(await insert(rows.slice(i, i + BATCH))).map((r) => r.id));
  return ids;
}

const BUSINESSES = [
  'Padaria',
  'Clínica',
  'Studio',
  'Mercado',
  'Oficina',
  'Escritório',
  'Pet Shop',
  'Academia',
  'Restaurante',
  'Loja',
  'Imobiliária',
  'Consultoria',
  'Escola',
  'Farmácia',
  'Ateliê',
  'Construtora',
  'Hotel',
  'Café',
];
const QUALIFIERS = [
  'Pão Dourado',
  'Sorriso Feliz',
  'Bela Vista',
  'Horizonte',
  'Boa Esperança',
  'Sol Nascente',
  'Primavera',
  'Ipê Amarelo',
  'Mar Azul',
  'Estrela',
  'Bom Gosto',
  'Ponto Certo',
  'Nova Era',
  'Vale Verde',
  'Sabor da Terra',
  'Aurora',
  'Cristal',
  'Jequitibá',
];
const FIRST = [
  'João',
  'Maria',
  'Ana',
  'Pedro',
  'Luísa',
  'Carlos',
  'Fernanda',
  'José',
  'Beatriz',
  'Rafael',
  'Juliana',
  'Marcos',
  'Camila',
  'Lucas',
  'Patrícia',
  'André',
];
const LAST = [
  'Araújo',
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
  'Gonçalves',
  'Ribeiro',
  'Carvalho',
  'Martins',
];
const STREETS = [
  'Rua das Flores',
  'Av. Paulista',
  'Rua XV de Novembro',
  'Av. Atlântica',
  'Rua da Consolação',
  'Av. Brasil',
  'Rua Augusta',
  'Av. Afonso Pena',
];
const CITIES = [
  'Pinheiros, São Paulo - SP',
  'Copacabana, Rio de Janeiro - RJ',
  'Savassi, Belo Horizonte - MG',
  'Batel, Curitiba - PR',
  'Moinhos de Vento, Porto Alegre - RS',
  'Boa Viagem, Recife - PE',
];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

async function seedClients(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  const rows = Array.from({ length: target }, (_, i) => {
    const company = random.chance(0.7);
    const nome = company
      ? `${random.pick(BUSINESSES)} ${random.pick(QUALIFIERS)}`
      : `${random.pick(FIRST)} ${random.pick(LAST)} ${random.pick(LAST)}`;
    // Every bench client has an e-mail: it is the mark by which a later run on PostgreSQL removes them.
    const email = `${slug(nome)}.${i}@${MAIL_DOMAIN}`;
    const telefone = random.chance(0.85) ? randomMobile(random) : null;
    const documento = random.chance(0.8)
      ? company
        ? formatCnpj(randomCnpj(random))
        : formatCpf(randomCpf(random))
      : null;
    const endereco = random.chance(0.6)
      ? `${random.pick(STREETS)}, ${random.int(10, 3000)} - ${random.pick(CITIES)}`
      : null;
    const observacoes = random.chance(0.3) ? 'Prefere contato por WhatsApp no período da tarde.' : null;
    const createdAt = new Date(now - random.int(0, 3 * 365) * DAY - random.int(0, DAY));
    return {
      nome,
      email,
      telefone,
      documento,
      endereco,
      observacoes,
      createdAt,
      updatedAt: createdAt,
    };
  });
  ctx.clientNames = rows.map((r) => r.nome);
  const ids = await insertInBatches(rows, async (batch) => (await createClients(ctx.db, actorOf(ctx), batch)).row);
  ctx.ids.clients = ids.slice(0, 500);
  return ids.length;
}

const PROJECT_KINDS = [
  'Site institucional',
  'Loja virtual',
  'Landing page',
  'Aplicação web',
  'SEO e marketing',
  'Chatbot de atendimento',
];
const TAGS = [
  'site-institucional',
  'ecommerce',
  'landing-page',
  'aplicacao-web',
  'seo-marketing',
  'automacao-chatbots',
  'wordpress',
  'next.js',
  'urgente',
];
const TASKS = [
  'Briefing',
  'Wireframes',
  'Layout',
  'Desenvolvimento',
  'Conteúdo',
  'Testes',
  'Publicação',
  'Treinamento',
];
const STATUSES = ['planejamento', 'em_desenvolvimento', 'em_revisao', 'concluido'] as const;
const STATUS_WEIGHTS = [0.2, 0.3, 0.15, 0.35];
const PAYMENT = [
  'paid_full',
  'awaiting_payment',
  'installment_payment',
  'overdue_payment',
  'negotiating',
  'not_paid',
  'payment_on_delivery',
];

function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  let roll = random.next();
  for (let i = 0; i < items.length; i++) {
    roll -= weights[i];
    if (roll < 0) return items[i];
  }
  return items[items.length - 1];
}

async function seedProjects(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  const order: Record<string, number> = {};
  const rows = Array.from({ length: target }, () => {
    const clientName = ctx.clientNames.length
      ? random.pick(ctx.clientNames)
      : `${random.pick(BUSINESSES)} ${random.pick(QUALIFIERS)}`;
    const status = weighted(random, STATUSES, STATUS_WEIGHTS);
    order[status] = (order[status] ?? 0) + 10;
    const start = now - random.int(-30, 720) * DAY;
    const done = status === 'concluido';
    const taskCount = random.int(0, TASKS.length);
    const tagCount = random.int(0, 4);
    const paymentStatus = random.pick(PAYMENT);
    const createdAt = new Date(start - random.int(1, 30) * DAY);
    return {
      name: `${random.pick(PROJECT_KINDS)} ${clientName}`,
      clientName,
      description: random.chance(0.7)
        ? 'Projeto completo com layout responsivo, painel administrativo e otimização para buscadores.'
        : null,
      status,
      orderIndex: order[status],
      tags: tagCount ? Array.from(new Set(Array.from({ length: tagCount }, () => random.pick(TAGS)))) : null,
      startDate: new Date(start),
      dueDate: random.chance(0.85) ? new Date(start + random.int(15, 120) * DAY) : null,
      clientId: ctx.staffUserId,
      tasks: TASKS.slice(0, taskCount).map((title, t) => ({
        id: `t${t + 1}`,
        title,
        completed: done || random.chance(0.5),
      })),
      paymentStatus,
      paymentDueDate: random.chance(0.6) ? new Date(now + random.int(-30, 60) * DAY) : null,
      paymentPredictionDate: random.chance(0.3) ? new Date(now + random.int(0, 60) * DAY) : null,
      installmentDetails:
        paymentStatus === 'installment_payment'
          ? { installments: 4, installment_value: 1250, paid_installments: random.int(0, 4) }
          : null,
      paymentControlDates: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertInBatches(rows, (batch) => createProjectsBulk(ctx.db, batch));
  ctx.ids.projects = ids.slice(0, 500);
  return ids.length;
}

const SERVICES = ['site', 'ecommerce', 'landing', 'aplicacao', 'outro'];

async function seedLeads(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  const rows = Array.from({ length: target }, (_, i) => {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const createdAt = new Date(now - random.int(0, 365) * DAY);
    return {
      name,
      email: `${slug(name)}.lead${i}@${MAIL_DOMAIN}`,
      phone: random.chance(0.7) ? randomMobile(random) : null,
      subject: random.pick([
        'Orçamento de site',
        'Loja virtual',
        'Dúvida sobre SEO',
        'Landing page para campanha',
        'Parceria',
      ]),
      message: 'Olá! Gostaria de saber prazos e valores para um projeto novo. Podem me ligar?',
      service: random.pick(SERVICES),
      handledAt: random.chance(0.6) ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
    };
  });
  const ids = await insertInBatches(rows, async (batch) => (await receiveLeads(ctx.db, batch)).row);
  ctx.ids.leads = ids.slice(0, 100);
  return ids.length;
}

const PRICES = ['R$ 2.900,00', 'R$ 4.500,00', 'R$ 7.800,00', 'R$ 14.800,00', 'R$ 22.000,00'];

async function seedProposals(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  const slugs = new Set<string>();
  const rows = Array.from({ length: target }, () => {
    const cliente = ctx.clientNames.length
      ? random.pick(ctx.clientNames)
      : `${random.pick(BUSINESSES)} ${random.pick(QUALIFIERS)}`;
    const nome = `${random.pick(PROJECT_KINDS)} ${cliente}`;
    let slug = slugWithSuffix(nome, random.next);
    while (slugs.has(slug)) slug = slugWithSuffix(nome, random.next);
    slugs.add(slug);
    const createdAt = new Date(now - random.int(0, 2 * 365) * DAY);
    return {
      nome,
      cliente,
      status: random.pick(PROPOSAL_STATUSES),
      slug,
      conteudo: coerceConteudo({
        ...SAMPLE_PROPOSAL.conteudo,
        valor: random.pick(PRICES),
        prazo: `${random.int(2, 12) * 10} dias`,
      }),
      visualizacoes: random.int(0, 40),
      dataCriacao: createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertInBatches(rows, async (batch) => (await createProposals(ctx.db, actorOf(ctx), batch)).row);
  ctx.ids.proposals = ids.slice(0, 100);
  ctx.ids.proposalSlugs = rows.slice(0, 100).map((row) => row.slug);
  return ids.length;
}

async function seedCharges(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  const titles = [
    'Desenvolvimento do site',
    'Manutenção mensal',
    'Landing page',
    'Loja virtual — parcela',
    'Consultoria de SEO',
    'Automação de atendimento',
  ];
  const statuses = ['pendente', 'pendente', 'pago', 'pago', 'vencido', 'cancelado'] as const;
  const methods = ['pix', 'pix', 'boleto', 'cartao', 'transferencia'] as const;
  const rows = Array.from({ length: target }, (_, i) => {
    const cliente = ctx.clientNames.length
      ? random.pick(ctx.clientNames)
      : `${random.pick(BUSINESSES)} ${random.pick(QUALIFIERS)}`;
    const titulo = `${random.pick(titles)} ${i + 1}`;
    const status = random.pick(statuses);
    const formaPagamento = random.pick(methods);
    const createdAt = new Date(now - random.int(0, 365) * DAY);
    return {
      numeroCobranca: `BENCH-${String(i + 1).padStart(5, '0')}`,
      titulo,
      cliente,
      valor: random.int(150, 25_000) * 100,
      dataVencimento: new Date(createdAt.getTime() + random.int(5, 60) * DAY).toISOString().slice(0, 10),
      dataCriacao: createdAt,
      dataPagamento: status === 'pago' ? new Date(createdAt.getTime() + random.int(1, 30) * DAY) : null,
      formaPagamento,
      status,
      descricao: 'Cobrança referente ao projeto combinado na proposta.',
      slug: slugWithSuffix(titulo, random.next),
      chavePix: formaPagamento === 'pix' ? 'financeiro@agenciadigital.dev' : null,
      createdBy: ctx.staffUserId,
    };
  });
  const ids = await insertInBatches(rows, (batch) => createChargesBulk(ctx.db, batch));
  ctx.ids.charges = ids.slice(0, 100);
  // The public page with its Pix QR code: an open Pix charge.
  ctx.ids.chargeSlugs = rows
    .filter((row) => row.formaPagamento === 'pix' && row.status === 'pendente')
    .slice(0, 20)
    .map((row) => row.slug);
  return ids.length;
}

const PAYMENT_STATUSES = ['paid', 'paid', 'paid', 'succeeded', 'pending', 'unpaid', 'failed', 'canceled'] as const;
const PAYMENT_METHODS = ['card', 'card', 'card', 'pix', 'pix', 'boleto', 'wallet'] as const;
const PAYMENT_TYPES = ['avulso', 'avulso', 'avulso', 'recorrente', 'fatura'] as const;

/** Payments of the form (D34), a tenth with a promo code; the first paid one opens /pagamento/sucesso. */
async function seedPayments(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  await ctx.db
    .insert(codigosPromocionais)
    .values({ codigo: 'BENCH10', tipo: 'percentual', valor: 10 })
    .onConflictDoNothing();
  const services = [
    'Site institucional',
    'Landing page',
    'Manutenção mensal',
    'Loja virtual',
    'Consultoria de SEO',
    'Hospedagem anual',
  ];
  const rows = Array.from({ length: target }, (_, i) => {
    const nome = random.pick(ctx.clientNames.length ? ctx.clientNames : ['Cliente Benchmark']);
    const email = `pagador${i + 1}@${MAIL_DOMAIN}`;
    const descricao = `${random.pick(services)} ${i + 1}`;
    const status = i === 0 ? 'paid' : random.pick(PAYMENT_STATUSES);
    const metodoPagamento = i === 0 ? 'card' : random.pick(PAYMENT_METHODS);
    const tipoPagamento = i === 0 ? 'avulso' : random.pick(PAYMENT_TYPES);
    const valor = random.int(50, 12_000) * 100;
    const promo = i % 10 === 0;
    const valorDesconto = promo ? Math.round(valor / 10) : 0;
    const createdAt = new Date(now - random.int(0, 365) * DAY - random.int(0, DAY));
    return {
      nome,
      email,
      descricao,
      valor,
      valorDesconto,
      codigoPromocional: promo ? 'BENCH10' : null,
      metodoPagamento,
      tipoPagamento,
      parcelas: metodoPagamento === 'card' && tipoPagamento === 'avulso' ? random.int(1, 12) : 1,
      status,
      provider: 'sandbox',
      createdAt,
      updatedAt: createdAt,
      dataPagamento: status === 'paid' || status === 'succeeded' ? createdAt : null,
      stripeCheckoutId: `sbx_bench${String(i + 1).padStart(24, '0')}`,
    };
  });
  const ids = await insertInBatches(rows, (batch) => createPaymentsBulk(ctx.db, batch));
  ctx.ids.payments = ids.slice(0, 100);
  ctx.ids.paymentSessions = [rows[0].stripeCheckoutId];
  return ids.length;
}

const LANDING_TEMPLATES = [
  'sites-profissionais',
  'site-barato',
  'basico',
  'promocional',
  'captura',
  'produto',
] as const;
const LANDING_STATUSES = ['publicada', 'publicada', 'rascunho', 'pausada', 'arquivada'] as const;

/** Landing pages of the bench staff member; the first three are one published page per renderer. */
async function seedLandingPages(ctx: SeedContext, target: number): Promise<number> {
  const { random, now } = ctx;
  const cta = 'https://wa.me/5511987654321?text=Ol%C3%A1';
  const rows = Array.from({ length: target }, (_, i) => {
    const templateUsado = i < 3 ? LANDING_TEMPLATES[i] : random.pick(LANDING_TEMPLATES);
    const preset = landingPreset(templateUsado === 'site-barato' ? 'site-barato' : 'sites-profissionais', cta)!;
    const createdAt = new Date(now - (i < 3 ? 0 : random.int(1, 365)) * DAY);
    return {
      nome: `${preset.nome} ${i + 1}`,
      urlSlug: `bench-lp-${i + 1}`,
      descricao: preset.descricao,
      status: i < 3 ? 'publicada' : random.pick(LANDING_STATUSES),
      templateUsado,
      conteudo: preset.conteudo,
      corPrimaria: preset.corPrimaria,
      corSecundaria: preset.corSecundaria,
      fonte: random.pick(LANDING_FONTS),
      visualizacoes: random.int(0, 5000),
      conversoes: random.int(0, 200),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertInBatches(rows, async (batch) => (await createLandingPages(ctx.db, actorOf(ctx), batch)).row);
  ctx.ids.landingPages = ids.slice(0, 100);
  // One published page per renderer: professional, site-barato, simple hero.
  ctx.ids.landingSlugs = rows.slice(0, 3).map((row) => row.urlSlug);
  return ids.length;
}

/**
 * D59: one busy client for /clientes/{id} — the first seeded client gets some of every document kind
 * and `target` timeline entries, as a client of several years would have.
 */
async function seedClientRecord(ctx: SeedContext, target: number): Promise<number> {
  const clienteId = ctx.ids.clients?.[0];
  if (!clienteId) return 0;
  const link = async (
    table:
      | typeof propostas
      | typeof cobrancas
      | typeof pagamentos
      | typeof projects
      | typeof contratos
      | typeof signatureDocuments,
    ids: string[] | undefined,
    n: number,
  ) => {
    if (ids?.length)
      await ctx.db
        .update(table)
        .set({ clienteId })
        .where(inArray(table.id, ids.slice(0, n)));
  };
  await link(propostas, ctx.ids.proposals, 15);
  await link(contratos, ctx.ids.contracts, 10);
  await link(signatureDocuments, ctx.ids.signatureDocuments, 5);
  await link(cobrancas, ctx.ids.charges, 30);
  await link(pagamentos, ctx.ids.payments, 20);
  await link(projects, ctx.ids.projects, 8);
  const kinds = [
    'proposal.sent',
    'proposal.viewed',
    'proposal.accepted',
    'contract.signed',
    'charge.created',
    'charge.emailed',
    'charge.paid',
    'payment.confirmed',
    'project.moved',
  ] as const;
  const system: Actor = { tipo: 'sistema', nome: 'Régua de cobrança' };
  await recordEvents(
    ctx.db,
    Array.from({ length: target }, (_, i) => ({
      clienteId,
      tipo: kinds[i % kinds.length],
      assunto: { tipo: 'charge' as const, id: ctx.ids.charges?.[i % (ctx.ids.charges?.length || 1)] ?? clienteId },
      ator: i % 3 === 0 ? system : actorOf(ctx),
      em: new Date(ctx.now - (target - i) * 6 * 3_600_000),
    })),
  );
  ctx.ids.clientRecord = [clienteId];
  return target;
}

/** The bench's data set (D24). A domain whose tables do not exist yet has `seed: null` until its seeder is added. */
export const DOMAINS: readonly SeedDomain[] = [
  {
    name: 'clients',
    target: 1000,
    seed: seedClients,
    clear: (db) =>
      db
        .delete(clientes)
        .where(like(clientes.email, `%@${MAIL_DOMAIN}`))
        .then(() => {}),
  },
  {
    name: 'projects',
    target: 2000,
    seed: seedProjects,
    clear: async (db, staffUserId) => {
      if (staffUserId) await db.delete(projects).where(eq(projects.clientId, staffUserId));
    },
  },
  {
    name: 'leads',
    target: 200,
    seed: seedLeads,
    clear: (db) =>
      db
        .delete(leads)
        .where(like(leads.email, `%@${MAIL_DOMAIN}`))
        .then(() => {}),
  },
  {
    name: 'proposals',
    target: 1000,
    seed: seedProposals,
    clear: async (db, staffUserId) => {
      if (staffUserId) await db.delete(propostas).where(eq(propostas.createdBy, staffUserId));
    },
  },
  {
    name: 'charges',
    target: 1000,
    seed: seedCharges,
    clear: async (db, staffUserId) => {
      if (staffUserId) await db.delete(cobrancas).where(eq(cobrancas.createdBy, staffUserId));
    },
  },
  {
    name: 'payments',
    target: 1000,
    seed: seedPayments,
    clear: (db) =>
      db
        .delete(pagamentos)
        .where(like(pagamentos.email, `%@${MAIL_DOMAIN}`))
        .then(() => {}),
  },
  {
    name: 'landing pages',
    target: 200,
    seed: seedLandingPages,
    clear: (db) =>
      db
        .delete(landingPages)
        .where(like(landingPages.urlSlug, 'bench-lp-%'))
        .then(() => {}),
  },
  {
    name: 'contracts',
    target: 1000,
    seed: seedContracts,
    clear: async (db, staffUserId) => {
      if (staffUserId) await db.delete(contratos).where(eq(contratos.createdBy, staffUserId));
    },
  },
  {
    name: 'signature documents',
    target: 500,
    seed: seedSignatureDocuments,
    clear: async (db, staffUserId) => {
      if (staffUserId) await db.delete(signatureDocuments).where(eq(signatureDocuments.userId, staffUserId));
    },
  },
  // D13: a sent link and a signed document for /assinar and /verificacao (removed with the ones above).
  { name: 'signing links', target: 2, seed: seedSigningLinks },
  // D59: its links go with the rows above; its timeline with the client (ON DELETE CASCADE).
  { name: 'client record', target: 300, seed: seedClientRecord },
];

async function main() {
  const started = Date.now();
  const out = process.env.BENCH_SEED_OUT;
  if (!out) throw new Error('BENCH_SEED_OUT não definido.');
  const db = await getDb();
  const driver = await getDriver();

  // A previous run on the same PostgreSQL database: remove its rows first (the seeded e-mails and the staff account's projects).
  const [previous] = await db.select({ id: user.id }).from(user).where(eq(user.email, BENCH_STAFF.email));
  if (driver === 'postgres') {
    // Dependents first: documents link to clients (ON DELETE RESTRICT), so clients go last.
    for (const domain of [...DOMAINS].reverse()) await domain.clear?.(db, previous?.id ?? null);
  }
  if (previous) await db.delete(user).where(inArray(user.id, [previous.id]));

  const staff = await createStaffUser(BENCH_STAFF);
  const ctx: SeedContext = {
    db,
    random: createRandom(BENCH_SEED),
    staffUserId: staff.id,
    now: Date.now(),
    ids: {},
    clientNames: [],
  };
  const domains: SeedInfo['domains'] = [];
  for (const domain of DOMAINS) {
    const t0 = Date.now();
    // BENCH_SEED_SCALE (tests only, e.g. 0.02): a few rows of each kind instead of the benchmark's volume.
    const target = Math.max(1, Math.ceil(domain.target * Number(process.env.BENCH_SEED_SCALE || 1)));
    const seeded = domain.seed ? await domain.seed(ctx, target) : null;
    domains.push({ name: domain.name, target: domain.target, seeded });
    console.error(
      seeded === null
        ? `[bench:seed] ${domain.name}: ainda sem tabela (alvo ${domain.target})`
        : `[bench:seed] ${domain.name}: ${seeded} linhas em ${Date.now() - t0} ms`,
    );
  }

  // Planner statistics for the seeded volume (D83): PGlite runs no autovacuum, and PostgreSQL's
  // would come minutes later, so without this the measured pages run on plans made for empty tables.
  await db.execute(sql`analyze`);

  // The signed-in cookie for staff pages: a real session row, signed with the server's AUTH_SECRET.
  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email: BENCH_STAFF.email, password: BENCH_STAFF.password },
    asResponse: true,
  });
  const cookie = cookieHeader(response.headers.getSetCookie());
  if (!response.ok || !cookie) throw new Error(`Login do benchmark falhou (${response.status}).`);

  const info: SeedInfo = { cookie, staffEmail: BENCH_STAFF.email, ids: ctx.ids, domains, seedMs: Date.now() - started };
  writeFileSync(out, JSON.stringify(info));
  await closeDb();
}

main().catch(async (error) => {
  console.error('[bench:seed] falhou:', error);
  await closeDb().catch(() => {});
  process.exit(1);
});
