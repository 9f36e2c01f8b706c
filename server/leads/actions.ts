'use server';

import { m, siteText } from '@/lib/messages';
import { HONEYPOT_FIELD, ZContactForm, ZLeadId } from '@/lib/validation/contact';
import { publicAction, staffAction } from '@/server/action';
import type { Lead } from '@/server/platform/db/schema';
import { receiveLead } from './receive-lead';
import * as update from './update-lead';

/**
 * The home page's contact form (document 000 §2.3, §3, §5; DECISIONS D10): stores the message as a lead, whose
 * `lead.received` event e-mails the agency. Public, rate limited per address; a filled honeypot is answered as a
 * success and nothing is stored, so that a bot learns nothing.
 */
export const sendContactMessage = publicAction(
  {
    name: 'sendContactMessage',
    schema: ZContactForm,
    errorMessage: siteText.contact.errorText,
    rateLimit: { limit: 5, windowMs: 10 * 60 * 1000 },
    idempotent: true,
  },
  async ({ [HONEYPOT_FIELD]: honeypot, ...input }, { db, emit }) => {
    if (honeypot) {
      console.warn('[leads] honeypot filled; message dropped');
      return { stored: false };
    }
    emit((await receiveLead(db, input)).events);
    return { stored: true };
  },
);

/** /contatos: staff mark a lead as handled (once; a second click changes nothing). */
export const markLeadHandled = staffAction(
  { name: 'markLeadHandled', role: 'member', schema: ZLeadId, errorMessage: m.leads.markError },
  async ({ id }, { db, actor, emit }): Promise<Pick<Lead, 'id' | 'handledAt'>> => {
    const { row, events } = await update.markLeadHandled(db, actor, id);
    emit(events);
    return row;
  },
);
