import 'server-only';
import { renderEmailHtml } from '@/lib/email/layout';
import { fill, m } from '@/lib/messages';
import { now } from '@/lib/clock';
import type { Db } from '@/server/platform/db/client';
import { enviosEmail } from '@/server/platform/db/schema';
import { sendMail, type MailResult, type Sender } from './send-mail';

export type AutomaticMail = {
  to: string;
  subject: string;
  text: string;
  /** The document it belongs to, where the send is recorded. */
  assunto: { tipo: string; id: string };
  tipo: string;
};

/**
 * Sends one automatic e-mail (HTML with the agency's name and colours + plain text, Reply-To the agency) and
 * records the send, whatever its outcome, on its document (`envios_email`). A failed send is recorded and
 * thrown again so that the job retries it.
 */
export async function sendAutomaticMail(db: Db, mail: AutomaticMail, agency: Sender): Promise<MailResult> {
  const html = renderEmailHtml({
    agencyName: agency.name,
    subject: mail.subject,
    text: mail.text,
    footer: fill(m.automation.email.footer, { agency: agency.name }),
  });
  const record = {
    assuntoTipo: mail.assunto.tipo,
    assuntoId: mail.assunto.id,
    tipo: mail.tipo,
    para: mail.to,
    assunto: mail.subject,
  };
  try {
    const result = await sendMail(
      { to: mail.to, subject: mail.subject, text: mail.text, html, replyTo: agency.email },
      agency,
    );
    await db.insert(enviosEmail).values({ ...record, resultado: 'enviado', via: result.via, enviadoEm: now() });
    return result;
  } catch (error) {
    await db.insert(enviosEmail).values({
      ...record,
      resultado: 'falhou',
      erro: String(error instanceof Error ? error.message : error).slice(0, 1000),
      enviadoEm: now(),
    });
    throw error;
  }
}
