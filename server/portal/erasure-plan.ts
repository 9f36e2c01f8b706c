import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ANON_NAME, ANON_TEXT, type KeptTable } from '@/lib/portal/erasure';
import {
  clientes,
  cobrancas,
  contratos,
  enviosEmail,
  lembretesCobranca,
  leads,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  signatureSigners,
  solicitacoesLgpd,
  timeline,
} from '@/server/platform/db/schema';

/**
 * What an LGPD erasure (art. 18, VI) does to each table, declared once (server/portal/erasure.ts carries it out):
 * the columns that hold the person's data and what replaces them, the text columns that do not (written by the
 * agency about the work, with no personal value), and which rows the law keeps as they are (`kept`, with the
 * reason shown to staff: lib/portal/erasure.ts KEPT_REASONS). A unit test holds every text and jsonb column of
 * these tables to one of the two lists, so a new column cannot be forgotten. No status column is ever touched.
 *
 * Files: the PDFs and page images of documents that are not kept (`signature_documents`) are deleted from
 * storage; mails written to the outbox for the client's address too (server/portal/erasure-files.ts).
 *
 * Deleted outright, not anonymised: the client's portal tokens and sessions, name links, and WhatsApp messages
 * and consent (server/whatsapp/erase.ts eraseWhatsAppData).
 */

/** What replaces a personal value. */
export type Replacement =
  | 'anonName'
  | 'anonText'
  /** A per-row address that delivers nowhere (`anonEmail(id)`), where the column may not be null. */
  | 'anonEmail'
  | 'null'
  | 'empty'
  | 'emptyObject'
  /** The accent-free search text rebuilt from a column that is not personal (the document's title). */
  | { searchOf: string }
  /** contratos.conteudo: the values typed into the template's fields (the contracting party's data). */
  | 'contractFieldValues'
  /** timeline.ator_nome: the client's name when the client acted; a staff member's or a step's name stays. */
  | 'clientActorName';

export type ErasureEntry = {
  table: PgTable;
  personal: Record<string, Replacement>;
  notPersonal: readonly string[];
  /** Rows kept by law (their personal columns stay): the key of KEPT_REASONS. */
  kept?: KeptTable;
};

export const ERASURE_PLAN = {
  clientes: {
    table: clientes,
    personal: {
      nome: 'anonName',
      email: 'null',
      telefone: 'null',
      documento: 'null',
      endereco: 'null',
      observacoes: 'null',
      assinanteNome: 'null',
      assinanteCpf: 'null',
      assinanteEmail: 'null',
      assinanteCelular: 'null',
      busca: 'empty',
    },
    notPersonal: [],
  },
  propostas: {
    table: propostas,
    personal: {
      cliente: 'anonName',
      aceitaPorNome: 'null',
      aceitaPorEmail: 'null',
      aceitaPorIp: 'null',
      // The accepted snapshot names the acceptor; its hash is a fingerprint of the same data.
      aceiteConteudo: 'null',
      aceiteHash: 'null',
      busca: { searchOf: 'nome' },
    },
    // D271: which parts of the proposal changed (keys such as 'escopo'), never who or what was typed.
    notPersonal: ['nome', 'status', 'slug', 'conteudo', 'planoPagamento', 'validaAte', 'versaoMudancas'],
  },
  contratos: {
    table: contratos,
    kept: 'contratos',
    personal: { cliente: 'anonName', conteudo: 'contractFieldValues', busca: { searchOf: 'nome' } },
    notPersonal: ['nome', 'descricao', 'status', 'planoPagamento', 'slug'],
  },
  signature_documents: {
    table: signatureDocuments,
    kept: 'signature_documents',
    personal: {
      recipientName: 'null',
      recipientEmail: 'null',
      recipientCpf: 'null',
      signerIp: 'null',
      signerUserAgent: 'null',
      busca: { searchOf: 'name' },
    },
    // The file keys name storage objects ({userId}/{time}.pdf); the files themselves are deleted.
    notPersonal: [
      'name',
      'originalFilename',
      'fileKey',
      'originalSha256',
      'status',
      'signedFileKey',
      'signedSha256',
      'verificationCode',
      'signingMode',
    ],
  },
  // A document's signers (D117): who they are and what their devices said, cleared with the document's other
  // personal data when it is not kept; the position, role and times stay.
  signature_signers: {
    table: signatureSigners,
    personal: {
      name: 'anonName',
      email: 'anonEmail',
      cpf: 'null',
      phone: 'null',
      ip: 'null',
      userAgent: 'null',
      refusalReason: 'null',
      tokenHash: 'null',
      codeHash: 'null',
    },
    notPersonal: ['role', 'status', 'authChannel', 'roundSha256'],
  },
  signature_fields: {
    table: signatureFields,
    personal: { value: 'null' },
    notPersonal: ['fieldType', 'label', 'placeholder'],
  },
  signature_events: {
    table: signatureEvents,
    personal: { ip: 'null', userAgent: 'null', detail: 'null' },
    notPersonal: ['event', 'actor'],
  },
  cobrancas: {
    table: cobrancas,
    kept: 'cobrancas',
    personal: { cliente: 'anonName', busca: { searchOf: 'titulo' } },
    // The beneficiary and the Pix key are the agency's.
    notPersonal: [
      'numeroCobranca',
      'titulo',
      'formaPagamento',
      'status',
      'descricao',
      'observacoes',
      'slug',
      'chavePix',
      'codigoPix',
      'nomeBeneficiario',
      'cidadeBeneficiario',
      'recorrencia',
      // The cobv at the PSP (D99): the agency's key, the amount and the PSP's state; the debtor stays at the PSP.
      'pixTxid',
      'pixCopiaECola',
      'pixLocation',
      'pixStatus',
      'pixErro',
    ],
  },
  pagamentos: {
    table: pagamentos,
    kept: 'pagamentos',
    personal: { nome: 'anonName', email: 'anonEmail', busca: 'empty' },
    notPersonal: [
      'descricao',
      'codigoPromocional',
      'metodoPagamento',
      'tipoPagamento',
      'status',
      'provider',
      'vencimentoFatura',
      'urlQrcode',
      'urlBoleto',
      'checkoutUrl',
      'stripeCheckoutId',
      'stripePaymentIntentId',
      'stripeSubscriptionId',
      'stripeInvoiceId',
      'moedaPaga',
    ],
  },
  projects: {
    table: projects,
    personal: { clientName: 'anonName' },
    notPersonal: [
      'name',
      'description',
      'status',
      'tags',
      'tasks',
      'paymentStatus',
      'installmentDetails',
      'paymentControlDates',
    ],
  },
  leads: {
    table: leads,
    personal: { name: 'anonName', email: 'anonEmail', phone: 'null', subject: 'anonText', message: 'anonText' },
    notPersonal: ['service'],
  },
  timeline: {
    table: timeline,
    // What happened and when stays; the payload may carry names and addresses.
    personal: { dados: 'emptyObject', atorNome: 'clientActorName' },
    notPersonal: ['tipo', 'assuntoTipo', 'assuntoId', 'atorTipo', 'chave'],
  },
  envios_email: {
    table: enviosEmail,
    personal: {
      para: 'anonEmail',
      assunto: 'anonText',
      erro: 'null',
      texto: 'null',
      html: 'null',
      responderPara: 'null',
      segredos: 'null',
    },
    notPersonal: ['assuntoTipo', 'assuntoId', 'tipo', 'resultado', 'via', 'chave', 'anexos'],
  },
  lembretes_cobranca: {
    table: lembretesCobranca,
    personal: { para: 'null' },
    notPersonal: ['dia', 'status', 'motivo'],
  },
  solicitacoes_lgpd: {
    table: solicitacoesLgpd,
    personal: { clienteNome: 'anonName' },
    notPersonal: ['tipo', 'status', 'mantidos'],
  },
} satisfies Record<string, ErasureEntry>;

export type ErasureTable = keyof typeof ERASURE_PLAN;

function column(table: PgTable, key: string): PgColumn {
  const found = (table as unknown as Record<string, PgColumn>)[key];
  if (!found) throw new Error(`erasure plan: ${key} is no column`);
  return found;
}

/** Every value a contract's template fields hold, replaced (a field left empty stays empty). */
function contractFieldValues(conteudo: PgColumn): SQL {
  return sql`case when jsonb_typeof(${conteudo}->'fields') = 'array' then jsonb_set(${conteudo}, '{fields}', coalesce((
    select jsonb_agg(case when coalesce(f->>'value', '') <> '' then jsonb_set(f, '{value}', to_jsonb(${ANON_TEXT}::text)) else f end order by n)
    from jsonb_array_elements(${conteudo}->'fields') with ordinality as e(f, n)), '[]'::jsonb)) else ${conteudo} end`;
}

function replacement(table: PgTable, key: string, how: Replacement): unknown {
  if (typeof how === 'object') return sql`lower(${column(table, how.searchOf)})`;
  switch (how) {
    case 'anonName':
      return ANON_NAME;
    case 'anonText':
      return ANON_TEXT;
    case 'null':
      return null;
    case 'empty':
      return '';
    case 'emptyObject':
      return {};
    case 'anonEmail':
      // lib/portal/erasure.ts anonEmail(id), in SQL: one statement for every row.
      return sql`'anonimizado-' || substr(replace(${column(table, 'id')}::text, '-', ''), 1, 12) || '@anonimizado.invalid'`;
    case 'contractFieldValues':
      return contractFieldValues(column(table, key));
    case 'clientActorName':
      return sql`case when ${column(table, 'atorTipo')} = 'cliente' then null else ${column(table, key)} end`;
  }
}

/**
 * The `.set()` of one table's erasure: each personal column and its replacement, plus `extra` (the row's
 * `updatedAt`), nothing else: never a status column.
 */
export function erasedValues(name: ErasureTable, extra: Record<string, unknown> = {}): Record<string, never> {
  const entry: ErasureEntry = ERASURE_PLAN[name];
  const values = Object.entries(entry.personal).map(([key, how]) => [key, replacement(entry.table, key, how)]);
  return Object.assign(Object.fromEntries(values), extra) as Record<string, never>;
}
