import 'server-only';
import { formatMoney } from '@/lib/format';
import { formatCnpj } from '@/lib/settings/agencia';
import { getAgency } from '@/server/agency/profile';
import { env } from '@/server/platform/env';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { queueMail } from '@/server/platform/mail/outbox';
import { recordEvent } from '@/server/timeline/record';
import { chargeDue, chargePixCode, getPublicCharge, type PublicCharge } from './public';

/**
 * The charge e-mail (D13, D17): the client gets the public link and the charge's PDF, drawn when the message is
 * delivered (D146). Used by "Enviar por Email" and by the signed-contract step that e-mails the first charge of a
 * plan; queued in the caller's transaction.
 */
export async function mailCharge(db: Db, charge: PublicCharge & { id: string }, email: string): Promise<DomainEvent[]> {
  const link = `${env.appUrl}/p/${charge.slug}`;
  const agency = await getAgency();
  const intro = `Olá, ${charge.cliente}!`;
  const body = `Segue a cobrança "${charge.titulo}" no valor de ${formatMoney(charge.valor)}.`;
  // The agency signs with its profile: name, razão social and CNPJ; the HTML part shows its logo.
  const legal = [agency.razaoSocial, agency.cnpj && `CNPJ ${formatCnpj(agency.cnpj)}`].filter(Boolean).join(' · ');
  const signature = [agency.name, legal].filter(Boolean);
  const logo = agency.logoUrl ? `${env.appUrl}${agency.logoUrl.pequeno}` : null;
  // D170: the charge's one payable Pix, the same code as its page, its PDF and its reminders.
  const code = (await chargePixCode(charge, chargeDue(charge).total))?.brCode ?? null;
  const pixText = code ? `\n\nPix copia e cola:\n${code}` : '';
  const queued = await queueMail(db, {
    to: email,
    assunto: { tipo: 'charge', id: charge.id },
    tipo: 'cobranca',
    urgent: true,
    subject: `Cobrança ${charge.numeroCobranca}: ${charge.titulo}`,
    text: `${intro}\n\n${body}\nVeja os dados e pague por aqui: ${link}${pixText}\n\nO PDF da cobrança segue em anexo.\n\n${signature.join('\n')}`,
    html: [
      logo ? `<p><img src="${escapeHtml(logo)}" alt="${escapeHtml(agency.name)}" width="96"></p>` : '',
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(body)}<br>Veja os dados e pague por aqui: `,
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      code ? `<p>Pix copia e cola:<br><code>${escapeHtml(code)}</code></p>` : '',
      '<p>O PDF da cobrança segue em anexo.</p>',
      `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    ].join(''),
    attachments: [{ tipo: 'cobranca-pdf', id: charge.slug }],
  });
  return queued.events;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Staff send the charge e-mail (D13, D186): "Enviar por Email" on the charge page, and "Enviar agora" when the
 * charge is saved, whose message is the charge's first send that the régua waits for. Queued with the timeline
 * entry in the caller's transaction (D146); null when there is no such charge.
 */
export async function emailChargeToClient(
  db: Db,
  actor: Actor,
  charge: { id: string; slug: string; clienteId: string | null },
  email: string,
): Promise<DomainEvent[] | null> {
  const row = await getPublicCharge(charge.slug, db);
  if (!row) return null;
  const events = await mailCharge(db, { ...row, id: charge.id }, email);
  await recordEvent(db, {
    clienteId: charge.clienteId,
    tipo: 'charge.emailed',
    assunto: { tipo: 'charge', id: charge.id },
    ator: actor,
    dados: { email },
    visivelCliente: true,
  });
  return events;
}
