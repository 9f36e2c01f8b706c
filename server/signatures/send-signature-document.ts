import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { linkExpiresAt } from '@/lib/signatures/expiry';
import { documentSearchText } from '@/lib/signatures/search';
import { hashToken } from '@/lib/signatures/token';
import { canTransition } from '@/lib/signatures/transitions';
import type { Actor } from '@/lib/timeline/kinds';
import { ActionError } from '@/server/platform/action-error';
import { requireClient } from '@/server/clients/link';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMail } from '@/server/platform/mail/outbox';
import { secretLink } from '@/lib/mail/secret-slots';
import { whatsappForStep } from '@/server/whatsapp/step';
import { auditActor, recordEvent } from './audit';
import { signingTokenFor } from './signing-token';

const s = m.signatures;

export type SendInput = {
  id: string;
  recipientName: string;
  recipientEmail: string;
  recipientCpf: string | null;
  clienteId?: string | null;
};

/** Where a document with no fields gets its one signature field: the foot of its last page. */
export const DEFAULT_SIGNATURE_FIELD = {
  fieldType: 'signature',
  label: 'Assinatura',
  xPosition: 10,
  yPosition: 82,
  width: 35,
  height: 8,
  isRequired: true,
} as const;

export function signingLink(token: string): string {
  return `${env.appUrl}/assinar/${token}`;
}

/**
 * "Enviar" (D13, D28): draft → sent with a new link, and the e-mail to the recipient. The e-mail is written before
 * the transaction commits: when it cannot be sent, nothing changes. Its event draws the signing page's images once
 * the answer is sent (server/events/effects.ts).
 */
export async function sendDocument(
  db: Db,
  actor: Actor,
  input: SendInput,
  now: Date = new Date(),
): Promise<Written<{ id: string; recipientEmail: string; expiresAt: string }>> {
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, input.id)).for('update');
  if (!doc) throw new ActionError(s.send.errorText);
  if (!canTransition(doc.status, 'sent')) throw new ActionError(s.transition);
  const clienteId =
    input.clienteId === undefined ? doc.clienteId : ((await requireClient(db, input.clienteId))?.id ?? null);

  const fields = await db
    .select({ id: signatureFields.id })
    .from(signatureFields)
    .where(eq(signatureFields.documentId, doc.id))
    .orderBy(asc(signatureFields.createdAt));
  if (fields.length === 0) {
    await db
      .insert(signatureFields)
      .values({ documentId: doc.id, ...DEFAULT_SIGNATURE_FIELD, pageNumber: Math.max(doc.pageCount, 1) });
  }

  // Derived from the document and this sending (signing-token.ts), so that reminders can repeat the same link.
  const token = signingTokenFor(doc.id, now);
  const expiresAt = linkExpiresAt(now, env.signatureLinkDays);
  await db
    .update(signatureDocuments)
    .set({
      status: 'sent',
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      recipientCpf: input.recipientCpf,
      clienteId,
      tokenHash: hashToken(token),
      tokenExpiresAt: expiresAt,
      sentAt: now,
      updatedAt: now,
      busca: documentSearchText({
        name: doc.name,
        originalFilename: doc.originalFilename,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
      }),
    })
    .where(eq(signatureDocuments.id, doc.id));
  // D117: a single-recipient sending is a document with one signer holding the same link (no code, D118).
  await db.update(signatureFields).set({ signerId: null }).where(eq(signatureFields.documentId, doc.id));
  await db.delete(signatureSigners).where(eq(signatureSigners.documentId, doc.id));
  const [signer] = await db
    .insert(signatureSigners)
    .values({
      documentId: doc.id,
      position: 1,
      role: 'parte',
      name: input.recipientName,
      email: input.recipientEmail,
      cpf: input.recipientCpf,
      status: 'invited',
      tokenHash: hashToken(token),
      tokenExpiresAt: expiresAt,
      invitedAt: now,
      createdAt: now,
    })
    .returning({ id: signatureSigners.id });
  await db.update(signatureFields).set({ signerId: signer.id }).where(eq(signatureFields.documentId, doc.id));
  await recordEvent(
    db,
    doc.id,
    'sent',
    auditActor(actor),
    { recipientEmail: input.recipientEmail, expiresAt: expiresAt.toISOString() },
    now,
  );

  const agency = await getAgency();
  // The link is sealed until delivery (D146): the rows keep it without its token.
  const link = secretLink('link', signingLink(token));
  const values = {
    recipient: input.recipientName,
    agency: agency.name,
    name: doc.name,
    link: link.slot,
    expires: formatDate(expiresAt),
  };
  const mail = {
    to: input.recipientEmail,
    subject: fill(s.send.mailSubject, { name: doc.name }),
    text: fill(s.send.mailText, values),
    secrets: { link: link.value },
    assunto: { tipo: 'signature', id: doc.id },
    tipo: 'assinatura-pedido',
  };
  const events: DomainEvent[] = [];
  // D22: the request by the step's channel, queued once per sending (a new sending is a new link).
  const whatsapp = await whatsappForStep(db, {
    clienteId,
    step: 'assinatura.pedido',
    key: `signature.sent:${doc.id}:${now.toISOString()}`,
    values,
    subject: { tipo: 'signature', id: doc.id },
    mail,
  });
  if (whatsapp.email) {
    events.push(...(await queueMail(db, mail)).events);
    await recordEvent(
      db,
      doc.id,
      'emailed',
      { actor: 'system' },
      { to: input.recipientEmail, via: 'fila' },
      new Date(Math.max(Date.now(), now.getTime() + 1)),
    );
  }
  return {
    row: { id: doc.id, recipientEmail: input.recipientEmail, expiresAt: expiresAt.toISOString() },
    events: [{ type: 'signature.sent', documentId: doc.id, contractId: doc.contractId, clienteId }, ...events],
  };
}
