import 'server-only';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { leads, type Lead } from '@/server/platform/db/schema';

/** A message of the contact form (document 000 §3), already validated: the phone normalised when readable. */
export type LeadInput = {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  service: string;
};

/**
 * A contact-form message kept as a lead (decision D10; D21: the one insert of `leads`). Its `lead.received` event
 * e-mails the agency once the response is sent (server/events/effects.ts). No timeline entry yet: the timeline is
 * a client's, and the message gets its entry, dated when it came, when it is converted into a client.
 */
export async function receiveLead(db: Db, input: LeadInput): Promise<Written<Lead>> {
  const [lead] = await db.insert(leads).values(input).returning();
  return { row: lead, events: [{ type: 'lead.received', leadId: lead.id }] };
}

/**
 * The bulk variant (seeds): messages received in the past, some already handled. Their events are answered for
 * completeness; a seed does not dispatch them (no e-mail for messages of the past).
 */
export async function receiveLeads(
  db: Db,
  inputs: ReadonlyArray<LeadInput & { createdAt?: Date; handledAt?: Date | null; clienteId?: string | null }>,
): Promise<Written<Array<{ id: string }>>> {
  if (inputs.length === 0) return { row: [], events: [] };
  const rows = await db
    .insert(leads)
    .values([...inputs])
    .returning({ id: leads.id });
  const events: DomainEvent[] = rows.map((row) => ({ type: 'lead.received', leadId: row.id }));
  return { row: rows, events };
}
