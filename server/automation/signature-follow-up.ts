import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { secretLink } from '@/lib/mail/secret-slots';
import { fill, m } from '@/lib/messages';
import { ACOMPANHAMENTO_SECTION, ZAcompanhamento } from '@/lib/settings/acompanhamento';
import { isPastExpiry } from '@/lib/signatures/expiry';
import { clientSignerOf } from '@/lib/signatures/client-signer';
import { mustSign } from '@/lib/signatures/signers';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';
import type { DomainEvent } from '@/server/events/types';
import { recordEvent as recordAudit } from '@/server/signatures/audit';
import { expireSignatureDocuments } from '@/server/signatures/follow-up/expire-signature-documents';
import { currentSignerLink } from '@/server/signatures/send/invite-signers';
import { lockDocument, signersOf } from '@/server/signatures/signer-rows';
import { recordEvent } from '@/server/timeline/record';
import { whatsappForStep } from '@/server/whatsapp/step';
import { runMailStep } from './mail-step';

const SISTEMA = { tipo: 'sistema' as const, nome: m.followups.sistema.assinatura };
const t = m.followups.signature;
const skip = m.followups.skipped;

/**
 * The document, locked for the step, and the signers a reminder goes to: those invited (their turn) with an e-mailed
 * link, not the staff who sign from the back office (D119). Null unless it still waits for someone and is open.
 */
async function openDocument(tx: Db, id: string, at: Date) {
  const doc = await lockDocument(tx, id);
  if (!doc || doc.status !== 'sent' || !doc.sentAt || !doc.tokenExpiresAt || isPastExpiry(doc, at)) return null;
  const pending = (await signersOf(tx, doc.id)).filter(
    (s) => s.status === 'invited' && mustSign(s.role) && !s.userId && !(s.tokenExpiresAt && s.tokenExpiresAt <= at),
  );
  return pending.length ? { doc, pending } : null;
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
    const open = await openDocument(tx, documentoId, at);
    if (!open) return { pulado: skip.fechado };
    if (!allowed(await settingsOf(tx))) return { pulado: skip.desligado };
    const { doc } = open;
    const agency = (await getAgency()).name;
    const sentTo: string[] = [];
    let subject = '';
    // The WhatsApp consent is the record's own mobile's (D153): only a signer known by the record's own contacts is
    // written to there.
    const client = clientSignerOf(open.pending, await clientContacts(tx, doc.clienteId));
    // D155: each pending signer is reminded with their own link, the one their invitation carried.
    for (const signer of open.pending) {
      // The link carries its token: sealed until delivery, the rows keep it without the token (D147).
      const current = await currentSignerLink(tx, signer, 'lembrete', { actor: 'system' }, at);
      const link = secretLink('link', current.link);
      const values = {
        recipient: signer.name,
        agency,
        name: doc.name,
        link: link.slot,
        expires: formatDate(signer.tokenExpiresAt ?? doc.tokenExpiresAt!),
      };
      subject = fill(kind.subject, values);
      const mail = {
        to: signer.email,
        subject,
        text: fill(kind.text, values),
        secrets: { link: link.value },
        assunto: { tipo: 'signature', id: doc.id },
        tipo: kind.tipo,
      };
      // D22: the client's own signer by the step's channel, queued once per (signer, reminder); the others by e-mail.
      const whatsapp =
        client?.id === signer.id
          ? await whatsappForStep(tx, {
              clienteId: doc.clienteId,
              step: 'assinatura.lembrete',
              key: `${kind.etapa}:${signer.id}`,
              values,
              subject: { tipo: 'signature', id: doc.id },
              mail,
            })
          : { email: true, messageId: null, para: null };
      const to = whatsapp.email ? mail.to : `WhatsApp ${whatsapp.para}`;
      if (whatsapp.email) {
        await send(mail);
        await recordAudit(
          tx,
          doc.id,
          'emailed',
          { actor: 'system' },
          { to, tipo: kind.tipo, signerId: signer.id, ...(kind.numero ? { lembrete: kind.numero } : {}) },
          at,
        );
      }
      sentTo.push(to);
    }
    const to = sentTo.join(', ');
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

async function clientContacts(db: Db, clienteId: string | null) {
  if (!clienteId) return null;
  const [row] = await db
    .select({ email: clientes.email, telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  return row ?? null;
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
