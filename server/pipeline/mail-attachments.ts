import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { getPublicCharge, refundedOf } from '@/server/charges/public';
import { getDb } from '@/server/platform/db/client';
import { env } from '@/server/platform/env';
import { cobrancas } from '@/server/platform/db/schema';
import type { MailAttachment } from '@/server/platform/mail/send-mail';
import type { AttachmentRef, DeliveryDeps } from '@/server/platform/mail/outbox';
import { renderChargePdf } from '@/server/charges/charge-pdf';
import { receiptFilename, renderReceiptPdf } from '@/server/charges/receipt-pdf';
import { getSignedFile } from '@/server/signatures/verify/verification';
import { drawNoteFiles, holdForNote } from './note-mail';

const PDF = 'application/pdf';

/**
 * The files of a queued e-mail, drawn when it is delivered (D146): the outbox keeps what they are of, never their
 * bytes, so a row stays small and the PDF shows the fact as it is at delivery (a charge paid meanwhile is paid).
 */
async function draw(ref: AttachmentRef): Promise<MailAttachment[]> {
  // D250: the charge's note (its DANFSe and XML) when issued by now; nothing while it is not.
  if (ref.tipo === 'nfse') return drawNoteFiles(ref.id);
  return [await drawOne(ref)];
}

async function drawOne(ref: AttachmentRef): Promise<MailAttachment> {
  if (ref.tipo === 'assinatura-pdf') {
    // D166: the final signed file, by the document's verification code (the id of this reference).
    const file = await getSignedFile(ref.id);
    if (!file) throw new Error(`documento assinado ${ref.id} não encontrado para o anexo`);
    return { filename: file.filename, content: file.bytes, contentType: PDF };
  }
  if (ref.tipo === 'cobranca-pdf') {
    const charge = await getPublicCharge(ref.id);
    if (!charge) throw new Error(`cobrança ${ref.id} não encontrada para o anexo`);
    return {
      filename: `cobranca-${charge.numeroCobranca}.pdf`,
      content: await renderChargePdf(charge),
      contentType: PDF,
    };
  }
  const db = await getDb();
  const [charge] = await db.select().from(cobrancas).where(eq(cobrancas.id, ref.id));
  if (!charge) throw new Error(`cobrança ${ref.id} não encontrada para o recibo`);
  return {
    filename: receiptFilename(charge),
    content: await renderReceiptPdf(charge, await refundedOf(charge.id, db), db),
    contentType: PDF,
  };
}

/**
 * What the outbox's delivery job needs from the domains: the agency as sender, the attachments, and the wait of a
 * message for its charge's note (D250).
 */
export const mailDeliveryDeps: DeliveryDeps = {
  sender: async () => {
    const agency = await getAgency();
    // D270: the logo's public address, as a mail reader fetches it (the profile's is relative to the site).
    const logoUrl = agency.logoUrl ? `${env.appUrl}${agency.logoUrl.grande}` : null;
    return { name: agency.name, email: agency.email, logoUrl, color: agency.corMarca };
  },
  attachments: (refs) => Promise.all(refs.map(draw)),
  hold: holdForNote,
};
