import 'server-only';
import { eq } from 'drizzle-orm';
import type { Values } from '@/lib/whatsapp/render';
import type { AutomaticStep } from '@/lib/whatsapp/steps';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { clientes, type SignatureSigner } from '@/server/platform/db/schema';
import { queueMail, type OutgoingMail } from '@/server/platform/mail/outbox';
import { whatsappForStep } from '@/server/whatsapp/step';

/**
 * Whether this signer is the document's client, the one person whose WhatsApp consent the agency holds (D22, D166):
 * their e-mail or their mobile is the client record's. Anyone else on the list (the agency's representative, a
 * witness, a copy) is written to by e-mail only.
 */
export async function isClientSigner(
  db: Db,
  clienteId: string | null,
  signer: Pick<SignatureSigner, 'email' | 'phone'>,
): Promise<boolean> {
  if (!clienteId) return false;
  const [client] = await db
    .select({ email: clientes.email, telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  if (!client) return false;
  const same = (a: string | null, b: string | null) =>
    Boolean(a && b) && a!.trim().toLowerCase() === b!.trim().toLowerCase();
  if (same(client.email, signer.email)) return true;
  const mine = normalizeMobile(signer.phone);
  const theirs = normalizeMobile(client.telefone);
  return mine.ok && theirs.ok && mine.e164 === theirs.e164;
}

export type SignerDelivery = { channel: 'email' | 'whatsapp'; events: DomainEvent[]; to: string };

/**
 * One message to one signer by the channel the settings give (D166): the step's WhatsApp template when the signer
 * is the client and the client consented for the record's mobile, the e-mail otherwise (and also, when the step is
 * on both). Both are queued in the caller's transaction and leave after the commit (D146). `onlyNow` (a code, D167)
 * takes WhatsApp only when it would go at once.
 */
export async function deliverToSigner(
  db: Db,
  input: {
    doc: { id: string; clienteId: string | null };
    signer: Pick<SignatureSigner, 'email' | 'phone'>;
    step: AutomaticStep;
    key: string;
    values: Values;
    mail: OutgoingMail;
    onlyNow?: boolean;
  },
): Promise<SignerDelivery> {
  const events: DomainEvent[] = [];
  if (!(await isClientSigner(db, input.doc.clienteId, input.signer))) {
    events.push(...(await queueMail(db, input.mail)).events);
    return { channel: 'email', events, to: input.mail.to };
  }
  const whatsapp = await whatsappForStep(db, {
    clienteId: input.doc.clienteId,
    step: input.step,
    key: input.key,
    values: input.values,
    subject: { tipo: 'signature', id: input.doc.id },
    mail: input.mail,
    onlyNow: input.onlyNow,
  });
  if (whatsapp.email) events.push(...(await queueMail(db, input.mail)).events);
  return whatsapp.messageId
    ? { channel: 'whatsapp', events, to: whatsapp.para ?? '' }
    : { channel: 'email', events, to: input.mail.to };
}
