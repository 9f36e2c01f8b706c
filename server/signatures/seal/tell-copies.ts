import 'server-only';
import { fill, m } from '@/lib/messages';
import { verificationPath } from '@/lib/signatures/verification';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import type { SignatureSigner } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMails } from '@/server/platform/mail/outbox';

const t = m.signatures.signers;

/**
 * When the last signer signs (D117): everyone on the list — the copies, who never sign, and the signers — gets the
 * signed PDF attached and the verification link, where the file can be checked and downloaded again (D166). The
 * attachment is a reference drawn at delivery (server/pipeline/mail-attachments.ts). Queued with the signature
 * (D146): a mail server refusing never undoes the last signature; the outbox retries the copies.
 */
export async function tellCopies(
  db: Db,
  doc: { id: string; name: string },
  signers: readonly SignatureSigner[],
  code: string,
): Promise<DomainEvent[]> {
  const link = `${env.appUrl}${verificationPath(code)}`;
  return queueMails(
    db,
    signers
      .filter((s) => s.status !== 'cancelled')
      .map((s) => ({
        to: s.email,
        subject: fill(t.copySubject, { name: doc.name }),
        text: fill(t.copyText, { recipient: s.name, name: doc.name, link }),
        attachments: [{ tipo: 'assinatura-pdf', id: code }],
        assunto: { tipo: 'signature', id: doc.id },
        tipo: 'assinatura-copia',
        chave: `assinatura-copia:${s.id}:${code}`,
      })),
  );
}
