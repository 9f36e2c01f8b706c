'use server';

import { and, eq, isNull } from 'drizzle-orm';
import { after } from 'next/server';
import { m } from '@/lib/messages';
import { HONEYPOT_FIELD, ZContactForm, ZLeadId } from '@/lib/validation/contact';
import { ActionError, publicAction, staffAction } from '@/server/platform/action';
import { leads, type Lead } from '@/server/platform/db/schema';
import { notifyAgencyOfLead } from './notify';

/** After the response where Next gives us a request; straight away elsewhere (scripts, tests). */
function inBackground(task: () => Promise<void>) {
  try {
    after(task);
  } catch {
    void task();
  }
}

/**
 * The home page's contact form (document 000 §2.3, §3, §5; DECISIONS D10): stores the message as a
 * lead and e-mails the agency. Public, rate limited per address; a filled honeypot is answered as a
 * success and nothing is stored, so that a bot learns nothing.
 */
export const sendContactMessage = publicAction(
  {
    name: 'sendContactMessage',
    schema: ZContactForm,
    errorMessage: m.contact.errorText,
    rateLimit: { limit: 5, windowMs: 10 * 60 * 1000 },
    revalidate: ['/contatos'],
    idempotent: true,
  },
  async ({ [HONEYPOT_FIELD]: honeypot, ...input }, { db }) => {
    if (honeypot) {
      console.warn('[leads] honeypot filled; message dropped');
      return { stored: false };
    }
    const [lead] = await db.insert(leads).values(input).returning();
    inBackground(() => notifyAgencyOfLead(lead));
    return { stored: true };
  },
);

/** /contatos: staff mark a lead as handled (once; a second click changes nothing). */
export const markLeadHandled = staffAction(
  {
    name: 'markLeadHandled',
    role: 'member',
    schema: ZLeadId,
    errorMessage: m.leads.markError,
    revalidate: ['/contatos'],
  },
  async ({ id }, { db, user }): Promise<Pick<Lead, 'id' | 'handledAt'>> => {
    const [updated] = await db
      .update(leads)
      .set({ handledAt: new Date(), handledBy: user.id })
      .where(and(eq(leads.id, id), isNull(leads.handledAt)))
      .returning({ id: leads.id, handledAt: leads.handledAt });
    if (updated) return updated;
    const [existing] = await db
      .select({ id: leads.id, handledAt: leads.handledAt })
      .from(leads)
      .where(eq(leads.id, id));
    if (!existing) throw new ActionError(m.leads.notFound);
    return existing;
  },
);
