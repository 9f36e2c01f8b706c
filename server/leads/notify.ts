import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { leads } from '@/server/platform/db/schema';
import { getAgency } from '@/server/agency/profile';
import { fill, siteText } from '@/lib/messages';
import type { Lead } from '@/server/platform/db/schema/leads';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { queueMail } from '@/server/platform/mail/outbox';

/**
 * D10: the agency hears of each new lead by e-mail, queued once per lead (D146): a mail server down delays it, the
 * outbox retries it, and the lead stays saved either way.
 */
export async function notifyAgencyOfLead(db: Db, lead: Lead): Promise<DomainEvent[]> {
  const agency = await getAgency();
  const service = siteText.contact.services[lead.service as keyof typeof siteText.contact.services] ?? lead.service;
  const text = [
    `${siteText.contact.name}: ${lead.name}`,
    `${siteText.contact.email}: ${lead.email}`,
    `${siteText.contact.phone}: ${lead.phone ?? '-'}`,
    `${siteText.contact.service}: ${service}`,
    `${siteText.contact.subject}: ${lead.subject}`,
    '',
    lead.message,
  ].join('\n');
  const queued = await queueMail(db, {
    to: agency.email,
    replyTo: lead.email,
    subject: fill(siteText.contact.mailSubject, { subject: lead.subject }),
    text,
    assunto: { tipo: 'lead', id: lead.id },
    tipo: 'lead.aviso',
    chave: `lead.aviso:${lead.id}`,
  });
  return queued.events;
}

/** The `lead.received` follow-up (server/events/effects.ts): the lead as committed. */
export async function notifyAgencyOfLeadById(leadId: string): Promise<DomainEvent[]> {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  return lead ? notifyAgencyOfLead(db, lead) : [];
}
