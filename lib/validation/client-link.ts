import { z } from '@/lib/zod';
import { m } from '@/lib/messages';

/**
 * The client of the registry a document belongs to (D51): optional in every form, a uuid when
 * given. "" and null mean "not linked"; the action then checks that the client exists.
 */
export const ZClienteId = z
  .union([z.literal(''), z.null(), z.uuid(m.clientRecord.validation.clienteInvalido)])
  .optional()
  .transform((value) => value || null);

/** Where a document can be linked from the "Documentos sem cliente" list. */
export const LINKABLE_KINDS = ['proposal', 'contract', 'signature', 'charge', 'payment', 'project'] as const;
export type LinkableKind = (typeof LINKABLE_KINDS)[number];

export const ZLinkDocument = z.object({
  tipo: z.enum(LINKABLE_KINDS, m.clientRecord.validation.clienteInvalido),
  id: z.uuid(m.clientRecord.validation.clienteInvalido),
  clienteId: z.uuid(m.clientRecord.validation.clienteInvalido),
});

/** A document flagged as linked by name (server/clients/name-links.ts). */
export const ZNameLink = z.object({
  tipo: z.enum(LINKABLE_KINDS, m.clientRecord.validation.clienteInvalido),
  id: z.uuid(m.clientRecord.validation.clienteInvalido),
});

export const ZClientSearch = z.object({ q: z.string().max(100).default('') });
export const ZLeadConvert = z.object({ id: z.uuid(m.clientRecord.leads.notFound) });
