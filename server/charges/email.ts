import 'server-only';
import { formatMoney } from '@/lib/format';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/platform/mail/send-mail';
import { renderChargePdf } from '@/server/platform/pdf/charge-pdf';
import type { PublicCharge } from './public';

/**
 * The charge e-mail (D13, D17): the client gets the public link and the charge's PDF. Used by "Enviar por
 * Email" and by the signed-contract step that e-mails the first charge of a plan.
 */
export async function mailCharge(charge: PublicCharge, email: string): Promise<void> {
  const link = `${env.appUrl}/p/${charge.slug}`;
  const pdf = await renderChargePdf(charge);
  await sendMail({
    to: email,
    subject: `Cobrança ${charge.numeroCobranca}: ${charge.titulo}`,
    text: `Olá, ${charge.cliente}!\n\nSegue a cobrança "${charge.titulo}" no valor de ${formatMoney(charge.valor)}.\nVeja os dados e pague por aqui: ${link}\n\nO PDF da cobrança segue em anexo.`,
    attachments: [{ filename: `cobranca-${charge.numeroCobranca}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
}
