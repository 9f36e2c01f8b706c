import 'server-only';
import { OVERVIEW_TAG } from '@/server/overview/cache';
import { SERVICES } from '@/content/services';
import { PROPOSAL_WORDING_TAG, SITE_CONTENT_TAG } from '@/lib/site/cache-tags';
import type { Db } from '@/server/platform/db/client';
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
  SettingsSection,
  SignatureEvent,
  WhatsAppEvent,
} from './types';

/**
 * What each domain event causes once its transaction has committed: the one table of the write model
 * (decision D21). `paths` and `tags` are the cached pages and data that show the fact (`layouts`: a layout and
 * every page under it); `followUps` are the steps that follow from it, in order. Nothing else revalidates a page
 * after a write, and no caller edits an event list to steer what follows: a fact that must not cause a step says so
 * in its data, and the step's `applies` reads it (D154). A follow-up must be idempotent (a run-once key, a timeline key, an
 * e-mail log key): the job queue runs it again when it failed and `retry` is set, and a retry or a race must
 * never do anything twice.
 *
 * Follow-ups load their module when they run, so that this table (read by every action) pulls in no domain
 * code and no import cycle through the action wrapper.
 */
export type FollowUp<E> = {
  /** Stable name: the retry job and the logs use it. */
  name: string;
  /** Whether the event calls for it; unset: always. One that does not apply is neither run nor queued. */
  applies?: (event: E) => boolean;
  /** Answers its writers' events (none for a step that only sends); the dispatcher dispatches them too. */
  run: (event: E) => Promise<DomainEvent[]>;
  /** Queue a retry when it fails (e-mails, pipeline steps); leave unset for what the next use redoes anyway. */
  retry?: boolean;
  /** `later`: once the response is sent (inside a request); default: before the caller gets its answer. */
  when?: 'now' | 'later';
};

type Effect<E> = {
  paths?: (event: E) => Array<string | null | undefined | false>;
  layouts?: (event: E) => string[];
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
/** D253: the list of notes, and the charge's page that shows its note (D238). */
const NOTES_LIST = '/cobrancas/notas-fiscais';
const notePaths = (e: { chargeId: string }) => [NOTES_LIST, `/cobrancas/${e.chargeId}`];
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

/**
 * What each settings section's save refreshes (server/settings/store.ts, D154): every section is listed, so a new
 * one cannot be saved without saying what it refreshes.
 */
export const SETTINGS_EFFECTS: Record<SettingsSection, { paths: string[]; layouts?: string[]; tags?: string[] }> = {
  // The profile: its screen and the overview's checklist and Pix notice. Every public page, PDF and e-mail reads it
  // too: the whole site's layout is revalidated (static pages, cached link pages).
  agencia: { paths: ['/configuracoes/agencia', '/painel'], layouts: ['/'], tags: [OVERVIEW_TAG] },
  acompanhamento: { paths: ['/configuracoes/acompanhamento'] },
  automacoes: { paths: ['/configuracoes/automacoes'] },
  cobranca: { paths: ['/configuracoes/cobranca'] },
  equipe: { paths: ['/equipe'] },
  painel: { paths: ['/painel'] },
  // D172: the bank's last answer to the webhook registration, on Integrações.
  pix: { paths: ['/configuracoes/integracoes'] },
  privacidade: { paths: ['/privacidade'] },
  // Every public proposal states the wording (document 000 §9's benefit and payment texts).
  propostas: { paths: ['/configuracoes/propostas'], tags: [PROPOSAL_WORDING_TAG] },
  // D105: the public pages that show the site's content; the project pages (any id) carry SITE_CONTENT_TAG.
  site: { paths: ['/configuracoes/site', '/', '/recentes', ...SERVICES.map((s) => s.href)], tags: [SITE_CONTENT_TAG] },
  // D150: how long finished jobs are kept, on the tasks screen.
  tarefas: { paths: ['/configuracoes/tarefas'] },
  whatsapp: { paths: ['/configuracoes/whatsapp'] },
};

/** A follow-up that only sends or warms something: it writes no domain row, so it reports no event. */
async function noEvents(work: Promise<unknown>): Promise<DomainEvent[]> {
  await work;
  return [];
}

// ---- follow-ups -------------------------------------------------------------------------------------------------

/** A saved agency profile with a Pix key lets the signed contracts waiting for it make their charges. */
const runStepsWaitingForPix: FollowUp<EventOf<'settings.updated'>> = {
  name: 'pipeline.etapasAguardandoPix',
  retry: true,
  applies: (e) => e.section === 'agencia',
  run: async () => (await import('@/server/pipeline/on-contract-signed')).runStepsWaitingForPix(),
};

/** D172: a saved profile whose key (or the address) the bank has not accepted yet registers the webhook again. */
const registerPixWebhook: FollowUp<EventOf<'settings.updated'>> = {
  name: 'pix.registrarWebhook',
  when: 'later',
  applies: (e) => e.section === 'agencia',
  run: async () => (await (await import('@/server/pix/webhook-registration')).registerWebhook({ force: false })).events,
};

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

/** D99: a charge an automatic step made gets its cobv at the PSP (the form asked first: nothing left to do). */
const registerCobv: FollowUp<EventOf<'charge.created'>> = {
  name: 'pix.registrarCobv',
  retry: true,
  run: async (e) => (await import('@/server/pix/charge-psp')).registerPendingCobv(e.chargeId),
};

/** D182: a cancelled charge is told to the client, with the reason staff gave. */
const cancelNotice: FollowUp<EventOf<'charge.cancelled'>> = {
  name: 'cobranca.avisoCancelamento',
  retry: true,
  run: async (e) => (await import('@/server/pipeline/charge-notices')).sendCancelNotice(e),
};

/** D182: a reactivated charge gets a cobv again (its old one was removed) and the client is told it counts again. */
const registerCobvAgain: FollowUp<EventOf<'charge.reactivated'>> = {
  name: 'pix.registrarCobvReativada',
  retry: true,
  run: async (e) => (await import('@/server/pix/charge-psp')).registerPendingCobv(e.chargeId),
};

const reactivationNotice: FollowUp<EventOf<'charge.reactivated'>> = {
  name: 'cobranca.avisoReativacao',
  retry: true,
  run: async (e) => (await import('@/server/pipeline/charge-notices')).sendReactivationNotice(e),
};

/** D184: a refund the PSP settled is told to the client, with the net amount the charge now shows. */
const refundNotice: FollowUp<EventOf<'pix.refundUpdated'>> = {
  name: 'pix.avisoDevolucao',
  retry: true,
  applies: (e) => e.status === 'DEVOLVIDO' && !!e.chargeId,
  run: async (e) => (await import('@/server/pipeline/charge-notices')).sendRefundNotice(e.refundId),
};

/** D162: a charge a received Pix paid is told to the agency ("Pix recebido de …"), unless the owner turned it off. */
const pixReceivedNotice: FollowUp<EventOf<'charge.paid'>> = {
  name: 'cobranca.avisoPixRecebido',
  when: 'later',
  retry: true,
  applies: (e) => !!e.endToEndId,
  run: async (e) => (await import('@/server/pipeline/charge-notices')).sendPixReceivedNotice(e),
};

/**
 * D233: a paid charge's NFS-e is queued as a job of its own (`nfse.emitir`) when the fiscal profile says to issue on
 * payment and can issue; the job asks the Sefin, never this follow-up, so the payment's other steps never wait on it.
 */
const queueNfse: FollowUp<EventOf<'charge.paid'>> = {
  name: 'nfse.agendarEmissao',
  retry: true,
  run: async (e) => {
    const [{ queueNoteIssue }, { getDb }, { wakeWorker }] = await Promise.all([
      import('@/server/nfse/issue-note'),
      import('@/server/platform/db/client'),
      import('@/server/jobs/worker'),
    ]);
    if (await queueNoteIssue(await getDb(), e.chargeId, 'pagamento')) wakeWorker();
    return [];
  },
};

/** D235: a rejected note staff reset is queued again, under a key of its own (the first job may still be kept). */
const queueNfseRetry: FollowUp<EventOf<'nfse.reset'>> = {
  name: 'nfse.agendarNovaTentativa',
  retry: true,
  run: async (e) => {
    const [{ queueNoteIssue }, { getDb }, { wakeWorker }] = await Promise.all([
      import('@/server/nfse/issue-note'),
      import('@/server/platform/db/client'),
      import('@/server/jobs/worker'),
    ]);
    if (await queueNoteIssue(await getDb(), e.chargeId, 'retry')) wakeWorker();
    return [];
  },
};

/**
 * D242: a settled refund that, with the charge's other refunds, covers its issued note queues the job `nfse.cancelar`
 * (the event 101101 at the Sefin); the job asks the Sefin, never this follow-up.
 */
const queueNfseCancel: FollowUp<EventOf<'pix.refundUpdated'>> = {
  name: 'nfse.agendarCancelamento',
  retry: true,
  applies: (e) => e.status === 'DEVOLVIDO' && !!e.chargeId,
  run: async (e) => {
    const [{ queueNoteCancelForRefund }, { getDb }, { wakeWorker }] = await Promise.all([
      import('@/server/nfse/cancel-note'),
      import('@/server/platform/db/client'),
      import('@/server/jobs/worker'),
    ]);
    if (await queueNoteCancelForRefund(await getDb(), e.chargeId!)) wakeWorker();
    return [];
  },
};

/** D245: a note issued or cancelled goes on its client's timeline, after the note's commit (keyed, so once). */
const noteTimeline = (kind: 'issued' | 'cancelled'): FollowUp<EventOf<'nfse.issued' | 'nfse.cancelled'>> => ({
  name: kind === 'issued' ? 'nfse.linhaDoTempoEmitida' : 'nfse.linhaDoTempoCancelada',
  retry: true,
  run: async (e) => {
    const [{ recordNoteTimeline }, { getDb }] = await Promise.all([
      import('@/server/timeline/nfse-events'),
      import('@/server/platform/db/client'),
    ]);
    await recordNoteTimeline(await getDb(), e.notaId, kind, e.type === 'nfse.cancelled' ? e.por : null);
    return [];
  },
});

/**
 * D250: an issued note is e-mailed to the client on its own only when the receipt did not carry it; the outbox's
 * delivery decides (server/pipeline/note-mail.ts), so this only queues.
 */
const noteMail: FollowUp<EventOf<'nfse.issued'>> = {
  name: 'nfse.enviarNota',
  retry: true,
  run: async (e) => (await import('@/server/pipeline/note-mail')).queueNoteMail(e.chargeId, e.notaId),
};

/** D131: a charge paid otherwise than by its own Pix has its cobv removed at the PSP, after the commit. */
const withdrawCobv: FollowUp<EventOf<'charge.paid'>> = {
  name: 'pix.removerCobv',
  when: 'later',
  retry: true,
  run: async (e) => (await import('@/server/pix/withdraw-paid-cobv')).withdrawPaidCobv(e.chargeId),
};

/**
 * D20, D99: a Pix the PSP confirmed settles the charge its txid names, through the one "charge paid" writer; one its
 * caller settled in the same transaction (D130) has nothing left to settle.
 */
const settlePix: FollowUp<EventOf<'pix.received'>> = {
  name: 'pix.conciliar',
  retry: true,
  applies: (e) => !e.settledHere,
  run: async (e) => {
    const [{ settleReceivedPix }, { getDb }] = await Promise.all([
      import('@/server/pix/settle-received-pix'),
      import('@/server/platform/db/client'),
    ]);
    return (await getDb()).transaction((tx) => settleReceivedPix(tx as unknown as Db, e.pixId));
  },
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
  run: async (e) => noEvents((await import('@/server/signatures/sign/page-images')).warmPageImages(e.documentId)),
};

const whatsappFallbackEmail: FollowUp<EventOf<'whatsapp.failed'>> = {
  name: 'whatsapp.emailReserva',
  when: 'later',
  retry: true,
  run: async (e) => (await import('@/server/whatsapp/fallback-email')).sendFallbackEmail(e),
};

const notifyStaffOfWhatsApp: FollowUp<EventOf<'whatsapp.received'>> = {
  name: 'whatsapp.avisoEquipe',
  when: 'later',
  retry: true,
  run: async (e) => (await import('@/server/whatsapp/notify-received')).notifyStaffOfIncoming(e),
};

/**
 * An e-mail was queued (D146): the in-process worker delivers it now instead of at its next interval. Nothing to
 * retry: without an in-process worker the separate one or the cron route finds the job at its next pass.
 */
const deliverMail: FollowUp<EventOf<'mail.queued'>> = {
  name: 'mail.entregar',
  run: async () => {
    (await import('@/server/jobs/worker')).wakeWorker();
    return [];
  },
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
  'contract.stepsRun': { paths: (e) => ['/contratos', `/contratos/${e.contractId}`] },
  'contractTemplate.changed': { paths: () => ['/contratos/modelos', '/contrato/novo'] },

  'signature.created': { paths: signaturePaths },
  'signature.updated': { paths: signaturePaths },
  'signature.sent': { paths: signaturePaths, followUps: [warmSigningPages] },
  'signature.viewed': { paths: signaturePaths },
  'signature.signed': { paths: signaturePaths },
  'signature.cancelled': { paths: signaturePaths },
  'signature.expired': { paths: signaturePaths },
  'signature.deleted': { paths: signaturePaths },
  'signature.refused': { paths: signaturePaths },
  'signature.signerChanged': { paths: signaturePaths },

  'charge.created': { paths: chargePaths, tags: overview, followUps: [registerCobv] },
  'charge.updated': { paths: chargePaths, tags: overview },
  'charge.paid': {
    paths: chargePaths,
    tags: overview,
    followUps: [chargePaidPipeline, receiptMail, withdrawCobv, pixReceivedNotice, queueNfse],
  },
  'charge.cancelled': { paths: chargePaths, tags: overview, followUps: [cancelNotice] },
  'charge.reactivated': { paths: chargePaths, tags: overview, followUps: [registerCobvAgain, reactivationNotice] },
  'charge.overdue': { paths: chargePaths, tags: overview },
  'charge.deleted': { paths: chargePaths, tags: overview },

  'payment.created': { paths: paymentPaths, tags: overview },
  'payment.confirmed': { paths: paymentPaths, tags: overview },
  'payment.failed': { paths: paymentPaths, tags: overview },
  'payment.updated': { paths: paymentPaths, tags: overview },

  'pix.received': { paths: pixPaths, followUps: [settlePix] },
  'pix.updated': { paths: pixPaths, tags: overview },
  // D184: the public page and the receipt show the net amount once a refund is settled.
  'pix.refundUpdated': {
    paths: (e) => [...pixPaths(e), e.chargeSlug && `/p/${e.chargeSlug}`, e.chargeId && `/p/${e.chargeId}`],
    tags: overview,
    followUps: [refundNotice, queueNfseCancel],
  },
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
  'whatsapp.failed': { paths: whatsappPaths, followUps: [whatsappFallbackEmail] },
  'whatsapp.received': { paths: whatsappPaths, followUps: [notifyStaffOfWhatsApp] },
  'whatsapp.optedIn': { paths: clientPaths },
  'whatsapp.optedOut': { paths: clientPaths },

  'settings.updated': {
    paths: (e) => SETTINGS_EFFECTS[e.section].paths,
    layouts: (e) => SETTINGS_EFFECTS[e.section].layouts ?? [],
    tags: (e) => SETTINGS_EFFECTS[e.section].tags ?? [],
    followUps: [runStepsWaitingForPix, registerPixWebhook],
  },

  // D226: the fiscal profile's own screen; nothing else reads it yet.
  'nfseProfile.changed': { paths: () => ['/configuracoes/fiscal'] },
  // D231: a charge's note shows on the charge's page, and in the list of notes (D253).
  'nfse.reserved': { paths: notePaths },
  'nfse.issued': {
    paths: (e) => [...notePaths(e), e.clienteId && `/clientes/${e.clienteId}`],
    followUps: [noteTimeline('issued'), noteMail],
  },
  'nfse.rejected': { paths: notePaths },
  'nfse.reset': { paths: notePaths, followUps: [queueNfseRetry] },
  'nfse.cancelled': {
    paths: (e) => [...notePaths(e), e.clienteId && `/clientes/${e.clienteId}`],
    followUps: [noteTimeline('cancelled')],
  },

  // Staff screens whose rows no domain event describes (D154): the screen each one lists on.
  'team.changed': { paths: () => ['/equipe'] },
  'account.changed': { paths: () => ['/conta'] },
  'promoCode.changed': { paths: () => ['/pagamentos'] },
  'clientLink.changed': { paths: () => ['/clientes/vincular'] },
  'lgpdRequest.changed': { paths: () => ['/privacidade', '/portal'] },
  'job.retried': { paths: () => ['/configuracoes/tarefas'] },

  'mail.queued': { followUps: [deliverMail] },
};

/** Every follow-up name, for the retry job's check. */
export function followUpNames(): string[] {
  return Object.values(EFFECTS).flatMap((effect) => (effect.followUps ?? []).map((f) => f.name));
}

export type { DomainEvent };
