import 'server-only';
import { fill, m } from '@/lib/messages';
import { verificationPath } from '@/lib/signatures/verification';
import type { SignatureSigner } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/agency/mail';

const t = m.signatures.signers;

/**
 * When the last signer signs (D117): everyone on the list — the copies, who never sign, and the signers — gets the
 * verification link of the signed document, where the file can be checked.
 */
export async function tellCopies(name: string, signers: readonly SignatureSigner[], code: string) {
  const link = `${env.appUrl}${verificationPath(code)}`;
  for (const s of signers) {
    if (s.status === 'cancelled') continue;
    await sendMail({
      to: s.email,
      subject: fill(t.copySubject, { name }),
      text: fill(t.copyText, { recipient: s.name, name, link }),
    });
  }
}
