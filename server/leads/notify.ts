import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { leads } from '@/server/platform/db/schema';
import { getAgency } from '@/server/agency/profile';
import { fill, siteText } from '@/lib/messages';
import type { Lead } from '@/server/platform/db/schema/leads';
import { sendMail } from '@/server/agency/mail';

/** D10: the agency hears of each new lead by e-mail. A failure is logged; the lead stays saved. */
export async function notifyAgencyOfLead(lead: Lead): Promise<void> {
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
  try {
    await sendMail({
      to: agency.email,
      replyTo: lead.email,
      subject: fill(siteText.contact.mailSubject, { subject: lead.subject }),
      text,
    });
  } catch (error) {
    console.error(`[leads] could not e-mail the agency about lead ${lead.id}`, error);
  }
}

/** The `lead.received` follow-up (server/events/effects.ts): the lead as committed. */
export async function notifyAgencyOfLeadById(leadId: string): Promise<void> {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (lead) await notifyAgencyOfLead(lead);
}
