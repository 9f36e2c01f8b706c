import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { readNfseXml } from '@/lib/nfse/nfse-xml';
import { getAgency } from '@/server/agency/profile';
import type { DomainEvent } from '@/server/events/types';
import { renderDanfse } from '@/server/nfse/danfse-pdf';
import { profileCanIssue } from '@/server/nfse/issue-note';
import { chargeNote, chargeNoteXml } from '@/server/nfse/note-queries';
import { readFiscalProfile } from '@/server/nfse/queries';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, enviosEmail, pagamentos } from '@/server/platform/db/schema';
import type { MailAttachment } from '@/server/platform/mail/send-mail';
import type { HeldMail } from '@/server/platform/mail/outbox';
import { queueMail } from '@/server/platform/mail/outbox';
import { greetingName } from '@/lib/clients/greeting';

/**
 * D250: the client gets one e-mail with the charge's note. The receipt names the charge's note as an attachment
 * (`{ tipo: 'nfse', id: <charge> }`), drawn at delivery; while the note is on its way (pending, or not reserved yet
 * by a profile that issues on payment) the receipt's delivery waits, a step at a time, up to `RECEIPT_WAIT_MS` after
 * it was queued, then goes without it. The note's own short e-mail (`nota-fiscal`, queued when the note is issued)
 * then goes only when the receipt did not carry the note: the receipt's row says what it carried once sent.
 */
export const RECEIPT_WAIT_MS = 10 * 60_000;
/** How often a waiting receipt looks again: about two passes of the in-process worker (15 s). */
export const WAIT_STEP_MS = 30_000;
/** How long the note's e-mail waits on a receipt still queued (a mail server down) before going anyway. */
export const NOTE_MAIL_WAIT_MS = 30 * 60_000;

const NOTE_MAIL = 'nota-fiscal';
const later = (until: number) => new Date(Math.min(now().getTime() + WAIT_STEP_MS, until));

/** The charge's issued note as its two files, the DANFSe and the authorised XML; none when it is not issued. */
export async function drawNoteFiles(chargeId: string): Promise<MailAttachment[]> {
  const note = await chargeNoteXml(chargeId);
  // A note cancelled before the e-mail left is not sent as if it were valid (the portal keeps it, watermarked).
  if (!note || note.cancelled) return [];
  return [
    {
      filename: `nfse-${note.chaveAcesso}.pdf`,
      content: await renderDanfse(readNfseXml(note.xml)),
      contentType: 'application/pdf',
    },
    {
      filename: `nfse-${note.chaveAcesso}.xml`,
      content: Buffer.from(note.xml, 'utf8'),
      contentType: 'application/xml',
    },
  ];
}

/** Whether the charge's note is still to come: pending, or not reserved yet by a profile that issues on payment. */
async function noteOnItsWay(chargeId: string): Promise<boolean> {
  const note = await chargeNote(chargeId);
  if (note) return note.status === 'pendente';
  const profile = await readFiscalProfile(await getDb());
  return profileCanIssue(profile) && profile.emitirQuando === 'pagamento';
}

/** The outbox's `hold` (D250): when a message naming a charge's note goes. */
export async function holdForNote(mail: HeldMail): Promise<Date | 'skip' | null> {
  const ref = mail.anexos.find((a) => a.tipo === 'nfse');
  if (!ref) return null;
  const queuedAt = mail.criadoEm.getTime();
  if (mail.tipo !== NOTE_MAIL) {
    if (now().getTime() >= queuedAt + RECEIPT_WAIT_MS) return null;
    return (await noteOnItsWay(ref.id)) ? later(queuedAt + RECEIPT_WAIT_MS) : null;
  }
  const note = await chargeNote(ref.id);
  if (note?.status !== 'emitida') return 'skip';
  const db = await getDb();
  const [receipt] = await db
    .select({ resultado: enviosEmail.resultado, anexos: enviosEmail.anexos })
    .from(enviosEmail)
    .where(eq(enviosEmail.chave, `recibo:${ref.id}`));
  if (!receipt) return null;
  if (receipt.resultado === 'pendente')
    return now().getTime() < queuedAt + NOTE_MAIL_WAIT_MS ? later(queuedAt + NOTE_MAIL_WAIT_MS) : null;
  if (receipt.resultado === 'enviado' && receipt.anexos.some((a) => a.tipo === 'nfse')) return 'skip';
  return null;
}

/**
 * The follow-up of `nfse.issued` (D250): queues the note's short e-mail to the client (the receipt's address: the
 * client's, else the payer's), once per note. Whether it leaves is decided at delivery (`holdForNote`).
 */
export async function queueNoteMail(chargeId: string, notaId: string): Promise<DomainEvent[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(cobrancas).where(eq(cobrancas.id, chargeId));
    if (!charge) return [];
    const [client] = charge.clienteId
      ? await tx
          .select({ email: clientes.email, nome: clientes.nome, assinanteNome: clientes.assinanteNome })
          .from(clientes)
          .where(eq(clientes.id, charge.clienteId))
      : [];
    const [payer] = await tx
      .select({ email: pagamentos.email })
      .from(pagamentos)
      .where(eq(pagamentos.cobrancaId, chargeId));
    const to = client?.email || payer?.email;
    if (!to) return [];
    const agency = await getAgency();
    const t = m.portal.noteMail;
    const values = {
      cliente: greetingName(client, charge.cliente),
      titulo: charge.titulo,
      valor: formatMoney(charge.valor),
      agency: agency.name,
    };
    const queued = await queueMail(tx as unknown as Db, {
      to,
      subject: fill(t.subject, values),
      text: fill(t.text, values),
      attachments: [{ tipo: 'nfse', id: chargeId }],
      assunto: { tipo: 'charge', id: chargeId },
      tipo: NOTE_MAIL,
      chave: `nfse-email:${notaId}`,
    });
    return queued.events;
  });
}
