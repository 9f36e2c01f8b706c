import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';

/**
 * Document 001 §3, Signature document (table signature_documents), extended for the e-signature
 * flow of D13: the sending link, the recipient, the sealed file and its verification code.
 *
 * - `fileKey` / `signedFileKey` are storage keys ({userId}/{timestamp}.pdf), never public URLs:
 *   files are only reachable through signed URLs or a staff session (server/platform/storage).
 * - `status` follows draft → sent → signed | expired | cancelled (lib/signatures/status.ts).
 * - Links live on the signers (`signature_signers.token_hash`, D117); the document has none of its own (D155).
 */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    originalFilename: text('original_filename').notNull(),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    pageCount: integer('page_count').notNull().default(1),
    originalSha256: text('original_sha256').notNull(),
    status: text('status').notNull().default('draft'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    recipientCpf: text('recipient_cpf'),
    /** The client of the registry this row belongs to (D51); the name text above stays what the screens show. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    /** Set when the document was made from a contract (D33); signing marks the contract "assinado". */
    contractId: uuid('contract_id'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    signedFileKey: text('signed_file_key'),
    signedSha256: text('signed_sha256'),
    verificationCode: text('verification_code'),
    /** D117: 'sequential' invites the next signer when the previous one signs; 'parallel' invites them all. */
    signingMode: text('signing_mode').notNull().default('sequential'),
    /** D118: every signer confirms a 6-digit code before signing. Off only on documents finished before D155. */
    requireCode: boolean('require_code').notNull().default(false),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    busca: text('busca').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_documents_created_idx').on(t.createdAt, t.id),
    index('signature_documents_status_idx').on(t.status),
    index('signature_documents_contract_idx').on(t.contractId),
    index('signature_documents_cliente_created_idx').on(
      t.clienteId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('signature_documents_verification_idx').on(t.verificationCode),
  ],
);

/**
 * Document 001 §3, Signature field. Positions and sizes are percentages (0–100) of the page as
 * displayed, page numbers start at 1. `value` is what the signer entered (a PNG data URL for a
 * drawn signature), written when the document is signed.
 */
export const signatureFields = pgTable(
  'signature_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => signatureDocuments.id, { onDelete: 'cascade' }),
    fieldType: text('field_type').notNull(),
    label: text('label').notNull().default(''),
    xPosition: real('x_position').notNull(),
    yPosition: real('y_position').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    pageNumber: integer('page_number').notNull().default(1),
    isRequired: boolean('is_required').notNull().default(true),
    placeholder: text('placeholder'),
    value: text('value'),
    /** D117: the signer who fills this field (colour-coded in the editor); null = the first signer. */
    signerId: uuid('signer_id').references(() => signatureSigners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signature_fields_document_idx').on(t.documentId, t.createdAt)],
);

/**
 * D117: the ordered signers of a document. Each has a role (parte, testemunha, aprovador, cópia), their own
 * link (`tokenHash`: SHA-256 of the /assinar/{token} token), own expiry and the evidence of their signature
 * (times, address, browser, the channel that delivered the confirmation code). `status` follows
 * waiting → invited → signed | refused | cancelled (lib/signatures/signers.ts). The code itself is never stored,
 * only its HMAC (`codeHash`, D118).
 */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => signatureDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role').notNull().default('parte'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    phone: text('phone'),
    /** A staff member who signs from the back office (the agency's representative, D119). */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('waiting'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    authChannel: text('auth_channel'),
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The sealed file after this signer's round (incremental update, D120). */
    roundSha256: text('round_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_signers_document_idx').on(t.documentId, t.position),
    uniqueIndex('signature_signers_token_idx').on(t.tokenHash),
  ],
);

/**
 * Audit trail (D31): created, fields_saved, sent, emailed, viewed, signed, cancelled, expired.
 * `actor` is 'staff', 'recipient' or 'system'; `actorUserId` is set for staff.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => signatureDocuments.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // D159: the order the rows were written. One step records several events at the same instant (sent, invited),
    // so the trail reads by (created_at, seq); a random id broke the ties at random.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('signature_events_document_idx').on(t.documentId, t.createdAt, t.seq),
    // D73: a person's recent actions on /equipe.
    index('signature_events_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

export type SignatureDocument = typeof signatureDocuments.$inferSelect;
export type SignatureField = typeof signatureFields.$inferSelect;
export type SignatureEvent = typeof signatureEvents.$inferSelect;
export type SignatureSigner = typeof signatureSigners.$inferSelect;
