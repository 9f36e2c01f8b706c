import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { secretLink } from '@/lib/mail/secret-slots';
import { fill, m } from '@/lib/messages';
import { ACOMPANHAMENTO_SECTION, ZAcompanhamento } from '@/lib/settings/acompanhamento';
import { isPastExpiry } from '@/lib/signatures/expiry';
import { hashToken } from '@/lib/signatures/token';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, type SignatureDocument } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';
import type { DomainEvent } from '@/server/events/types';
import { recordEvent as recordAudit } from '@/server/signatures/audit';
import { expireSignatureDocuments } from '@/server/signatures/expire-signature-documents';
import { signingLink } from '@/server/signatures/send-signature-document';
import { signingTokenFor } from '@/server/signatures/signing-token';
import { recordEvent } from '@/server/timeline/record';
import { whatsappForStep } from '@/server/whatsapp/step';
import { runMailStep } from './mail-step';

const SISTEMA = { tipo: 'sistema' as const, nome: m.followups.sistema.assinatura };
const t = m.followups.signature;
const skip = m.followups.skipped;

/** The document, locked for the step; null unless it still waits for its signer and its link is open. */
async function openDocument(tx: Db, id: string, at: Date): Promise<SignatureDocument | null> {
  const [doc] = await tx.select().from(signatureDocuments).where(eq(signatureDocuments.id, id)).for('update');
  if (
    !doc ||
    doc.status !== 'sent' ||
    !doc.sentAt ||
    !doc.recipientEmail ||
    !doc.tokenExpiresAt ||
    isPastExpiry(doc, at) ||
    // D117: a document sent to several signers has no link of its own (each signer has theirs); reissuing one here
    // would turn their links into a single-recipient one. Per-signer reminders are not built yet.
    doc.requireCode
  )
    return null;
  return doc;
}

/**
 * The link of this sending. It is the first e-mail's own link (signing-token.ts); when the stored hash differs
 * (the portal issued a link, a document sent before links were derived, a changed AUTH_SECRET), the document gets
 * this sending's link back, with a 'reissued' audit row.
 */
async function currentLink(tx: Db, doc: SignatureDocument, at: Date): Promise<string> {
  const token = signingTokenFor(doc.id, doc.sentAt!);
  if (doc.tokenHash !== hashToken(token)) {
    await tx
      .update(signatureDocuments)
      .set({ tokenHash: hashToken(token), updatedAt: at })
      .where(eq(signatureDocuments.id, doc.id));
    await recordAudit(tx, doc.id, 'reissued', { actor: 'system' }, { via: 'lembrete' }, at);
  }
  return signingLink(token);
}

type Kind = {
  etapa: string;
  tipo: 'assinatura-lembrete' | 'assinatura-aviso';
  subject: string;
  text: string;
  numero?: number;
};

async function remind(
  db: Db,
  documentoId: string,
  kind: Kind,
  allowed: (s: Awaited<ReturnType<typeof settingsOf>>) => boolean,
) {
  return runMailStep(db, kind.etapa, documentoId, async (tx, send) => {
    const at = now();
    const doc = await openDocument(tx, documentoId, at);
    if (!doc) return { pulado: skip.fechado };
    if (!allowed(await settingsOf(tx))) return { pulado: skip.desligado };
    // The link carries its token: sealed until delivery, the rows keep it without the token (D147).
    const link = secretLink('link', await currentLink(tx, doc, at));
    const values = {
      recipient: doc.recipientName ?? '',
      agency: (await getAgency()).name,
      name: doc.name,
      link: link.slot,
      expires: formatDate(doc.tokenExpiresAt),
    };
    const subject = fill(kind.subject, values);
    const mail = {
      to: doc.recipientEmail!,
      subject,
      text: fill(kind.text, values),
      secrets: { link: link.value },
      assunto: { tipo: 'signature', id: doc.id },
      tipo: kind.tipo,
    };
    // D22: the reminder by the step's channel, queued once per (document, reminder).
    const whatsapp = await whatsappForStep(tx, {
      clienteId: doc.clienteId,
      step: 'assinatura.lembrete',
      key: `${kind.etapa}:${doc.id}`,
      values,
      subject: { tipo: 'signature', id: doc.id },
      mail,
    });
    const to = whatsapp.email ? mail.to : `WhatsApp ${whatsapp.para}`;
    if (whatsapp.email) {
      await send(mail);
      await recordAudit(
        tx,
        doc.id,
        'emailed',
        { actor: 'system' },
        { to, tipo: kind.tipo, ...(kind.numero ? { lembrete: kind.numero } : {}) },
        at,
      );
    }
    await recordEvent(tx, {
      clienteId: doc.clienteId,
      tipo: 'signature.reminded',
      assunto: { tipo: 'signature', id: doc.id },
      ator: SISTEMA,
      dados: { tipo: kind.tipo, numero: kind.numero ?? null, para: to, assunto: subject },
      visivelCliente: true,
      chave: `signature.reminded:${doc.id}:${kind.etapa}`,
      em: at,
    });
    return { para: to };
  });
}

const settingsOf = (db: Db) => readSettings(db, ACOMPANHAMENTO_SECTION, ZAcompanhamento);

/** Job `assinatura.lembrete`: reminder `numero` to the pending signer, with the signing link; once per document. */
export function sendSignatureReminder(db: Db, job: { documentoId: string; numero: number }) {
  const kind: Kind = {
    etapa: `assinatura.lembrete:${job.numero}`,
    tipo: 'assinatura-lembrete',
    subject: t.reminderSubject,
    text: t.reminderText,
    numero: job.numero,
  };
  return remind(db, job.documentoId, kind, (s) => s.lembretesAssinatura && job.numero <= s.assinaturaMaxLembretes);
}

/** Job `assinatura.aviso`: the warning some days before the link expires; once per document. */
export function sendExpiryWarning(db: Db, job: { documentoId: string }) {
  const kind: Kind = {
    etapa: 'assinatura.aviso-expiracao',
    tipo: 'assinatura-aviso',
    subject: t.warningSubject,
    text: t.warningText,
  };
  return remind(db, job.documentoId, kind, (s) => s.avisoExpiracao);
}

/**
 * Job `assinatura.expirar`: the link's time is over, so the document becomes "expired" on time (not only when
 * its link or the list is next opened), with its audit row and the `signature.expired` timeline entry
 * (expireSignatureDocuments). The conditional update makes a second run, or a race with the lazy path, a no-op.
 * Answers the events, which the worker dispatches.
 */
export async function expireSignatureDocument(db: Db, documentoId: string): Promise<DomainEvent[]> {
  const at = now();
  const { events } = await db.transaction((tx) =>
    expireSignatureDocuments(tx as unknown as Db, { at, documentId: documentoId }),
  );
  return events;
}
