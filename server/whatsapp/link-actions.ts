'use server';

import { linkWithoutToken } from '@/lib/mail/secret-slots';
import { m } from '@/lib/messages';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { ZSendByWhatsApp } from '@/lib/validation/whatsapp';
import { ActionError, staffAction } from '@/server/action';
import { issuePortalValues, linkSubject } from './link-subjects';
import { prepareLink } from './prepare-link';
import { recordLinkSend } from './record-message';

const r = m.whatsapp.recusas;

/**
 * "Enviar por WhatsApp" (D22: no configuration, no consent, a person sends it): the kind's text from the settings
 * filled with the e-mail's values, to the client's mobile from the record; refused with the reason when there is
 * none. The send goes on the client's timeline as this staff member's; the screen opens the answered address.
 */
export const sendByWhatsApp = staffAction(
  { name: 'sendByWhatsApp', role: 'member', schema: ZSendByWhatsApp, errorMessage: m.whatsapp.link.erro },
  async ({ kind, id }, { db, actor, emit, user }) => {
    if (actor.tipo !== 'staff') throw new ActionError(m.whatsapp.link.erro);
    const subject = await linkSubject(db, kind, id);
    if (!subject.clienteId) throw new ActionError(r.semClienteVinculado);
    const mobile = normalizeMobile(subject.telefone);
    if (!mobile.ok) throw new ActionError(`${r.semCelular} ${mobile.message}`);
    const values =
      kind === 'portal' ? { ...subject.values, ...(await issuePortalValues(db, id, user.id)) } : subject.values;
    const prepared = await prepareLink(db, { telefone: subject.telefone, kind, values });
    if (!prepared.ok) throw new ActionError(prepared.message);
    // A portal or signing link carries its token: the record keeps the text without it (D146).
    const secret = kind === 'portal' || kind === 'assinatura' ? String(values.link ?? '') : '';
    const { events } = await recordLinkSend(db, actor, {
      clienteId: subject.clienteId,
      tipo: kind,
      telefone: prepared.to,
      texto: secret ? prepared.texto.split(secret).join(linkWithoutToken(secret)) : prepared.texto,
      assunto: subject.assunto,
    });
    emit(events);
    return { url: prepared.url, to: prepared.to };
  },
);
