import 'server-only';
import { OVERVIEW_TAG } from '@/server/overview/cache';
import { SERVICES } from '@/content/services';
import { PROPOSAL_WORDING_TAG, SITE_CONTENT_TAG } from '@/lib/site/cache-tags';
import type {
  ChargeEvent,
  ContractEvent,
  DomainEvent,
  EventOf,
  EventType,
  LandingPageEvent,
  PaymentEvent,
  PixEvent,
  ProjectEvent,
  RefundEvent,
  ProposalEvent,
  SignatureEvent,
  WhatsAppEvent,
} from './types';

/**
 * What each domain event causes once its transaction has committed: the one table of the write model
 * (decision D21). `paths` and `tags` are the cached pages and data that show the fact; `followUps` are the
 * steps that follow from it, in order. A follow-up must be idempotent (a run-once key, a timeline key, an
 * e-mail log key): the job queue runs it again when it failed and `retry` is set, and a retry or a race must
 * never do anything twice.
 *
 * Follow-ups load their module when they run, so that this table (read by every action) pulls in no domain
 * code and no import cycle through the action wrapper.
 */
export type FollowUp<E> = {
  /** Stable name: the retry job and the logs use it. */
  name: string;
  /** A follow-up that writes (a pipeline step) answers its writers' events; the dispatcher dispatches them too. */
  run: (event: E) => Promise<unknown>;
  /** Queue a retry when it fails (e-mails, pipeline steps); leave unset for what the next use redoes anyway. */
  retry?: boolean;
  /** `later`: once the response is sent (inside a request); default: before the caller gets its answer. */
  when?: 'now' | 'later';
};

type Effect<E> = {
  paths?: (event: E) => Array<string | null | undefined | false>;
  tags?: (event: E) => string[];
  followUps?: FollowUp<E>[];
};

/** The /painel aggregate reads leads, clients, proposals, contracts, charges and payments (server/overview). */
const overview = () => [OVERVIEW_TAG];

const clientPaths = (e: { clienteId?: string | null }) => ['/clientes', e.clienteId && `/clientes/${e.clienteId}`];
const proposalPaths = (e: ProposalEvent) => [
  '/clientes',
  `/proposta/${e.slug}`,
  e.previousSlug && e.previousSlug !== e.slug && `/proposta/${e.previousSlug}`,
  e.clienteId && `/clientes/${e.clienteId}`,
];
const contractPaths = (e: ContractEvent) => [
  '/contratos',
  `/contratos/${e.contractId}`,
  e.slug && `/c/${e.slug}`,
  e.clienteId && `/clientes/${e.clienteId}`,
];
const signaturePaths = (e: SignatureEvent) => [
  '/assinaturas',
  e.contractId && '/contratos',
  e.contractId && `/contratos/${e.contractId}`,
];
const chargePaths = (e: ChargeEvent) => [
  '/cobrancas',
  `/cobrancas/${e.chargeId}`,
  `/p/${e.slug}`,
  `/p/${e.chargeId}`,
  e.clienteId && `/clientes/${e.clienteId}`,
];
const paymentPaths = (e: PaymentEvent) => ['/pagamentos', e.chargeId && `/cobrancas/${e.chargeId}`];
/** The reconciliation screen lists received Pix and statement credits; a matched charge shows them too. */
const RECONCILIATION = '/cobrancas/conciliacao';
const pixPaths = (e: PixEvent | RefundEvent | { chargeId?: string | null }) => [
  RECONCILIATION,
  e.chargeId && `/cobrancas/${e.chargeId}`,
];
const projectPaths = (e: ProjectEvent) => ['/projetos', `/projeto/${e.projectId}/editar`];
/** A WhatsApp message shows on its client's record and on its document's page (the régua's history). */
const whatsappPaths = (e: WhatsAppEvent) => [
  e.clienteId && `/clientes/${e.clienteId}`,
  e.subject?.tipo === 'charge' && `/cobrancas/${e.subject.id}`,
];
const landingPagePaths = (e: LandingPageEvent) => [
  '/landing-pages',
  `/lp/${e.slug}`,
  e.previousSlug && e.previousSlug !== e.slug && `/lp/${e.previousSlug}`,
];

/** The settings screens, by section of the settings table (server/settings/store.ts). */
const SETTINGS_PATHS: Record<string, string[]> = {
  cobranca: ['/configuracoes/cobranca'],
  acompanhamento: ['/configuracoes/acompanhamento'],
  automacoes: ['/configuracoes/automacoes'],
  tarefas: ['/configuracoes/tarefas'],
  whatsapp: ['/configuracoes/whatsapp'],
  equipe: ['/equipe'],
  // D89: the public pages that show the site's content; the project pages (any id) carry SITE_CONTENT_TAG.
  site: ['/configuracoes/site', '/', '/recentes', ...SERVICES.map((s) => s.href)],
  propostas: ['/configuracoes/propostas'],
};

/** Cached data and pages of a settings section that every page of a kind reads (D89). */
const SETTINGS_TAGS: Record<string, string[]> = {
  site: [SITE_CONTENT_TAG],
  // Every public proposal states the wording (document 000 §9's benefit and payment texts).
  propostas: [PROPOSAL_WORDING_TAG],
};

// ---- follow-ups -------------------------------------------------------------------------------------------------

const notifyAgencyOfLead: FollowUp<EventOf<'lead.received'>> = {
  name: 'lead.avisarAgencia',
  when: 'later',
  retry: true,
  run: async (e) => (await import('@/server/leads/notify')).notifyAgencyOfLeadById(e.leadId),
};

const notifyAgencyOfAcceptance: FollowUp<EventOf<'proposal.accepted'>> = {
  name: 'proposta.avisarAgencia',
  when: 'later',
  retry: true,
  run: async (e) => (await import('@/server/proposals/notify-acceptance')).notifyAgencyOfAcceptance(e.proposalId),
};

const receiptMail: FollowUp<EventOf<'charge.paid'>> = {
  name: 'cobranca.recibo',
  retry: true,
  run: async (e) => (await import('@/server/portal/receipt-mail')).sendReceiptMail(e.chargeId),
};

const chargePaidPipeline: FollowUp<EventOf<'charge.paid'>> = {
  name: 'pipeline.cobrancaPaga',
  retry: true,
  run: async (e) => (await import('@/server/pipeline/on-charge-paid')).onChargePaidEvent(e),
};

const contractSignedPipeline: FollowUp<EventOf<'contract.signed'>> = {
  name: 'pipeline.contratoAssinado',
  when: 'later',
  retry: true,
  run: async (e) => (await import('@/server/pipeline/on-contract-signed')).onContractSignedEvent(e),
};

const warmSigningPages: FollowUp<EventOf<'signature.sent'>> = {
  name: 'assinatura.paginas',
  when: 'later',
  run: async (e) => (await import('@/server/signatures/page-images')).warmPageImages(e.documentId),
};

// ---- the table --------------------------------------------------------------------------------------------------

export const EFFECTS: { [K in EventType]: Effect<EventOf<K>> } = {
  'client.created': { paths: clientPaths, tags: overview },
  'client.updated': { paths: clientPaths, tags: overview },
  'client.deleted': { paths: clientPaths, tags: overview },
  'client.erased': { paths: (e) => [...clientPaths(e), '/privacidade', '/portal'], tags: overview },

  'lead.received': { paths: () => ['/contatos'], tags: overview, followUps: [notifyAgencyOfLead] },
  'lead.updated': { paths: () => ['/contatos'], tags: overview },
  'lead.converted': { paths: (e) => ['/contatos', ...clientPaths(e)], tags: overview },
  'lead.deleted': { paths: () => ['/contatos'], tags: overview },

  'proposal.created': { paths: proposalPaths, tags: overview },
  'proposal.updated': { paths: proposalPaths, tags: overview },
  'proposal.sent': { paths: proposalPaths, tags: overview },
  'proposal.accepted': { paths: proposalPaths, tags: overview, followUps: [notifyAgencyOfAcceptance] },
  'proposal.refused': { paths: proposalPaths, tags: overview },
  'proposal.deleted': { paths: proposalPaths, tags: overview },

  'contract.created': { paths: contractPaths, tags: overview },
  'contract.updated': { paths: contractPaths, tags: overview },
  'contract.sent': { paths: contractPaths, tags: overview },
  'contract.signed': { paths: contractPaths, tags: overview, followUps: [contractSignedPipeline] },
  'contract.deleted': { paths: contractPaths, tags: overview },
  'contractTemplate.changed': { paths: () => ['/contratos/modelos', '/contrato/novo'] },

  'signature.created': { paths: signaturePaths },
  'signature.updated': { paths: signaturePaths },
  'signature.sent': { paths: signaturePaths, followUps: [warmSigningPages] },
  'signature.viewed': { paths: signaturePaths },
  'signature.signed': { paths: signaturePaths },
  'signature.cancelled': { paths: signaturePaths },
  'signature.expired': { paths: signaturePaths },
  'signature.deleted': { paths: signaturePaths },

  'charge.created': { paths: chargePaths, tags: overview },
  'charge.updated': { paths: chargePaths, tags: overview },
  'charge.paid': { paths: chargePaths, tags: overview, followUps: [chargePaidPipeline, receiptMail] },
  'charge.cancelled': { paths: chargePaths, tags: overview },
  'charge.overdue': { paths: chargePaths, tags: overview },
  'charge.deleted': { paths: chargePaths, tags: overview },

  'payment.created': { paths: paymentPaths, tags: overview },
  'payment.confirmed': { paths: paymentPaths, tags: overview },
  'payment.failed': { paths: paymentPaths, tags: overview },
  'payment.updated': { paths: paymentPaths, tags: overview },

  // Phase 2 of the Pix work adds the follow-ups (settling a charge from a received Pix, following a refund).
  'pix.received': { paths: pixPaths },
  'pix.updated': { paths: pixPaths, tags: overview },
  'pix.refundUpdated': { paths: pixPaths, tags: overview },
  'statement.imported': { paths: pixPaths },
  'statement.updated': { paths: pixPaths },

  'project.created': { paths: projectPaths },
  'project.updated': { paths: projectPaths },
  // A drop (document 000 §4): the board already shows it and takes the answer; revalidating would make the action
  // re-send every card of the board with each drop. An edit that changes the column also reports `project.updated`.
  'project.moved': {},
  'project.paid': { paths: projectPaths },
  'project.deleted': { paths: projectPaths },

  'landingPage.created': { paths: landingPagePaths },
  'landingPage.updated': { paths: landingPagePaths },
  'landingPage.deleted': { paths: landingPagePaths },

  'whatsapp.sent': { paths: whatsappPaths },
  'whatsapp.status': { paths: whatsappPaths },
  'whatsapp.failed': { paths: whatsappPaths },
  'whatsapp.received': { paths: whatsappPaths },
  'whatsapp.optedIn': { paths: clientPaths },
  'whatsapp.optedOut': { paths: clientPaths },

  'settings.updated': { paths: (e) => SETTINGS_PATHS[e.section] ?? [], tags: (e) => SETTINGS_TAGS[e.section] ?? [] },
};

/** Every follow-up name, for the retry job's check. */
export function followUpNames(): string[] {
  return Object.values(EFFECTS).flatMap((effect) => (effect.followUps ?? []).map((f) => f.name));
}

export type { DomainEvent };
