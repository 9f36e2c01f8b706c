'use server';

import { m } from '@/lib/messages';
import { ZLeadConvert } from '@/lib/validation/client-link';
import { staffAction } from '@/server/action';
import * as convert from './convert-lead';

/** "Converter em cliente" on /contatos (D53; server/leads/convert-lead.ts has the rules). */
export const convertLead = staffAction(
  { name: 'convertLead', role: 'member', schema: ZLeadConvert, errorMessage: m.clientRecord.leads.convertError },
  async ({ id }, { db, actor, emit }) => {
    const { row, events } = await convert.convertLead(db, actor, id);
    emit(events);
    return row;
  },
);
