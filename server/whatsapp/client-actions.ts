'use server';

import { m } from '@/lib/messages';
import { ZPortalWhatsApp, ZWhatsAppClient, ZWhatsAppReply } from '@/lib/validation/whatsapp';
import { ActionError, clientAction, staffAction } from '@/server/action';
import { recordOptIn, recordOptOut } from './record-consent';
import { sendReply } from './send-reply';

const f = m.whatsapp.ficha;

/** Staff record the client's opt-in (D22: date, source "equipe", who), on the client record. */
export const recordWhatsAppOptIn = staffAction(
  { name: 'recordWhatsAppOptIn', role: 'member', schema: ZWhatsAppClient, errorMessage: f.erro },
  async ({ clienteId }, { db, actor, emit }) => {
    const { events } = await recordOptIn(db, actor, { clienteId, origem: 'equipe' });
    emit(events);
    return { ok: true };
  },
);

/** Staff record that the client no longer wants automatic messages. */
export const recordWhatsAppOptOut = staffAction(
  { name: 'recordWhatsAppOptOut', role: 'member', schema: ZWhatsAppClient, errorMessage: f.erro },
  async ({ clienteId }, { db, actor, emit }) => {
    const { events } = await recordOptOut(db, actor, { clienteId, via: 'equipe' });
    emit(events);
    return { ok: true };
  },
);

/** A free-text answer inside the 24-hour window (send-reply.ts refuses it outside, saying so). */
export const replyOnWhatsApp = staffAction(
  { name: 'replyOnWhatsApp', role: 'member', schema: ZWhatsAppReply, errorMessage: f.erro },
  async ({ clienteId, texto }, { db, actor, emit }) => {
    if (actor.tipo !== 'staff') throw new ActionError(f.erro);
    const { row, events } = await sendReply(db, actor, { clienteId, texto });
    emit(events);
    return { id: row.id };
  },
);

/** The client, in the portal, opts in or out of automatic WhatsApp messages (D22, source "portal"). */
export const setPortalWhatsAppConsent = clientAction(
  { name: 'setPortalWhatsAppConsent', schema: ZPortalWhatsApp, errorMessage: f.erro },
  async ({ ativo }, { db, actor, emit, client }) => {
    const written = ativo
      ? await recordOptIn(db, actor, { clienteId: client.clienteId, origem: 'portal' })
      : await recordOptOut(db, actor, { clienteId: client.clienteId, via: 'portal' });
    emit(written.events);
    return { ativo };
  },
);
