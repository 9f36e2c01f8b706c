'use server';

import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { PRIVACIDADE_SECAO, ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import { ZLeadRetention, ZLgpdRequestId, ZPortalClient } from '@/lib/validation/portal';
import { ActionError, staffAction } from '@/server/action';
import { clientes } from '@/server/platform/db/schema';
import { queueMail } from '@/server/platform/mail/outbox';
import { secretLink } from '@/lib/mail/secret-slots';
import { writeSettings } from '@/server/settings/store';
import { channelsFor } from '@/server/whatsapp/channels';
import { whatsappForStep } from '@/server/whatsapp/step';
import { carryOutErasureRequest, eraseClientFiles } from './erasure';
import { endAllPortalSessions } from './session';
import { activeStaffLink, issuePortalToken, portalEntryLink, revokeStaffLinks } from './tokens';
import { greetingName } from '@/lib/clients/greeting';

const t = m.portal.staff;
const p = m.portal.privacyAdmin;

/** The "Portal do cliente" dialog: whether a staff link works and until when. */
export const getPortalLinkState = staffAction(
  { name: 'getPortalLinkState', role: 'member', schema: ZPortalClient, errorMessage: t.error, transaction: false },
  async ({ clienteId }, { db }) => ({ active: await activeStaffLink(db, clienteId) }),
);

/**
 * "Enviar link do portal" / "Renovar" (D75): a new 30-day link e-mailed to the client, replacing the
 * previous one. The e-mail is queued with the link (D146), the link itself sealed until delivery.
 */
export const sendPortalLink = staffAction(
  { name: 'sendPortalLink', role: 'member', schema: ZPortalClient, errorMessage: t.error },
  async ({ clienteId }, { db, user, emit }) => {
    const [client] = await db
      .select({ nome: clientes.nome, assinanteNome: clientes.assinanteNome, email: clientes.email })
      .from(clientes)
      .where(eq(clientes.id, clienteId));
    if (!client) throw new ActionError(t.error);
    const plan = await channelsFor(db, clienteId, 'portal.link');
    if (!client.email && !plan.whatsapp) throw new ActionError(t.noEmail);
    const { token, expiraEm } = await issuePortalToken(db, clienteId, 'equipe', user.id);
    const agency = await getAgency();
    const link = secretLink('link', portalEntryLink(token));
    const values = { nome: greetingName(client), agency: agency.name, link: link.slot, date: formatDate(expiraEm) };
    const mail = client.email
      ? {
          to: client.email,
          subject: fill(t.mailSubject, { agency: agency.name }),
          text: fill(t.mailText, values),
          secrets: { link: link.value },
          assunto: { tipo: 'client', id: clienteId },
          tipo: 'portal-link',
          urgent: true,
        }
      : null;
    // D22: the link by the step's channel, queued once per link issued.
    const whatsapp = await whatsappForStep(db, {
      clienteId,
      step: 'portal.link',
      key: `portal.link:${clienteId}:${expiraEm.toISOString()}`,
      values,
      subject: { tipo: 'client', id: clienteId },
      mail,
    });
    if (mail && whatsapp.email) emit((await queueMail(db, mail)).events);
    const to = mail && whatsapp.email ? mail.to : (whatsapp.para ?? '');
    return { email: to, expiraEm: expiraEm.toISOString() };
  },
);

/** "Revogar": the staff link stops working and every open portal session of the client ends. */
export const revokePortalLink = staffAction(
  { name: 'revokePortalLink', role: 'member', schema: ZPortalClient, errorMessage: t.error },
  async ({ clienteId }, { db }) => {
    await revokeStaffLinks(db, clienteId);
    await endAllPortalSessions(db, clienteId);
    return { ok: true };
  },
);

/** "Executar eliminação" on /privacidade (LGPD art. 18, VI): admins only. */
export const executeErasure = staffAction(
  {
    name: 'executeErasure',
    role: 'admin',
    schema: ZLgpdRequestId,
    errorMessage: p.error,
  },
  async ({ id }, { db, user, emit }) => {
    const done = await carryOutErasureRequest(db, id, user.id);
    if (!done) throw new ActionError(p.error);
    // The files go before the commit: an erasure whose files could not be deleted is not done (staff retry).
    await eraseClientFiles(done.erasure);
    // The client's and its documents' events: their public pages, cached with the name, are revalidated.
    emit([...done.erasure.events, { type: 'lgpdRequest.changed', requestId: done.id }]);
    return { id: done.id, kept: done.erasure.kept };
  },
);

/** The contact-form retention period (settings section `privacidade`). */
export const saveLeadRetention = staffAction(
  {
    name: 'saveLeadRetention',
    role: 'admin',
    schema: ZLeadRetention,
    errorMessage: p.retentionError,
  },
  async (input, { db, user, emit }) => {
    const { row, events } = await writeSettings(db, PRIVACIDADE_SECAO, ZPrivacidadeSettings, input, user.id);
    emit(events);
    return row;
  },
);
