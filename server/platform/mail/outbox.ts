import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { now } from '@/lib/clock';
import { renderEmailHtml } from '@/lib/email/layout';
import { fillSecretSlots, showSecretSlots } from '@/lib/mail/secret-slots';
import { fill, m } from '@/lib/messages';
import type { DomainEvent, Written } from '@/server/events/types';
import { openJson, sealJson } from '@/server/platform/crypto/seal';
import type { Db } from '@/server/platform/db/client';
import { enviosEmail } from '@/server/platform/db/schema';
import { enqueue, type Job } from '@/server/platform/jobs/queue';
import { readEnv } from '@/server/platform/env';
import { sendMail, type MailAttachment, type MailResult } from './send-mail';

/** A file drawn when the message is delivered, from the fact it names (server/pipeline/mail-attachments.ts). */
export type AttachmentRef = { tipo: 'cobranca-pdf' | 'recibo-pdf' | 'assinatura-pdf' | 'nfse'; id: string };

/**
 * An e-mail to queue (D146). `subject` and `text` may hold secret slots (lib/mail/secret-slots.ts) whose values go in `secrets`:
 * they are stored sealed and filled in only when the message is sent.
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  secrets?: Readonly<Record<string, string>>;
  /** An HTML part of the caller's own instead (never with secrets). */
  html?: string;
  replyTo?: string;
  attachments?: AttachmentRef[];
  /** The document it belongs to, where the send is shown. */
  assunto: { tipo: string; id: string };
  /** What kind of e-mail: lembrete, recibo, assinatura-codigo… */
  tipo: string;
  /** Idempotency key: the same key queues one message, ever. */
  chave?: string;
  /** Someone waits for it (a code, a link they asked for): claimed before the other jobs (D145). */
  urgent?: boolean;
};

/** The job that delivers one queued e-mail. */
export const DELIVER_JOB = 'email.enviar';
export const ZDeliverJob = z.object({ envioId: z.uuid() });
const ATTEMPTS = 8;

/**
 * The one writer of `envios_email` (D21, D146): queues an e-mail in the caller's transaction, with its delivery job,
 * so that it leaves only if the change that causes it commits, and no transaction waits for a mail server. Answers
 * null (and no event) when its key was already used.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<Written<{ id: string } | null>> {
  const secrets = mail.secrets && Object.keys(mail.secrets).length > 0 ? sealJson(mail.secrets) : null;
  const [row] = await db
    .insert(enviosEmail)
    .values({
      assuntoTipo: mail.assunto.tipo,
      assuntoId: mail.assunto.id,
      tipo: mail.tipo,
      para: mail.to,
      assunto: mail.subject,
      resultado: 'pendente',
      enviadoEm: null,
      chave: mail.chave ?? null,
      texto: mail.text,
      html: mail.html ?? null,
      // D270: every e-mail wears the agency's band (its logo and name) around its text, unless it brings its own HTML.
      comLayout: !mail.html,
      responderPara: mail.replyTo ?? null,
      anexos: mail.attachments ?? [],
      segredos: secrets,
      criadoEm: now(),
    })
    .onConflictDoNothing({ target: enviosEmail.chave })
    .returning({ id: enviosEmail.id });
  if (!row) return { row: null, events: [] };
  await enqueue(db, {
    tipo: DELIVER_JOB,
    chave: `email:${row.id}`,
    dados: { envioId: row.id },
    maxTentativas: ATTEMPTS,
    prioridade: mail.urgent ? 1 : 0,
  });
  return { row, events: [{ type: 'mail.queued', envioId: row.id }] };
}

/** Queues several e-mails; their events together. */
export async function queueMails(db: Db, list: readonly OutgoingMail[]): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  for (const mail of list) events.push(...(await queueMail(db, mail)).events);
  return events;
}

/** A queued message as its caller's `hold` reads it (D250). */
export type HeldMail = { tipo: string; assunto: { tipo: string; id: string }; anexos: AttachmentRef[]; criadoEm: Date };

/**
 * What delivery needs from outside the mail layer: the sender, the attachments' files (each reference answers the
 * files it drew now, none for a fact that has none yet, such as a charge's note not issued), and, optionally, whether
 * a message waits: a later instant to try again, `skip` to leave it unsent for good, null to send it now (D250).
 */
export type DeliveryDeps = {
  sender: () => Promise<{ name: string; email: string; logoUrl?: string | null; color?: string | null }>;
  attachments: (refs: readonly AttachmentRef[]) => Promise<MailAttachment[][]>;
  hold?: (mail: HeldMail) => Promise<Date | 'skip' | null>;
};

/** D250: what a delivery did; `waits` is the instant the job is to be claimed again, with no attempt spent. */
export type DeliveryOutcome = MailResult | { waits: Date } | null;

/**
 * Job `email.enviar`: renders the queued e-mail (its secrets filled in, its layout, its attachments), sends it with
 * no transaction open, and records the outcome on its row. A failure is recorded and thrown so the queue retries it
 * with back-off; the last attempt's failure marks it `falhou`, and the secrets go once it is delivered or given up.
 * A worker that dies after the send and before the record sends it again on the next claim: at least once.
 */
export async function deliverQueuedMail(
  db: Db,
  envioId: string,
  job: Pick<Job, 'tentativas' | 'maxTentativas'> | undefined,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const [row] = await db.select().from(enviosEmail).where(eq(enviosEmail.id, envioId));
  if (!row || row.resultado !== 'pendente' || row.texto === null) return null;
  const refs = row.anexos as AttachmentRef[];
  // D250: a message may wait for a fact its caller expects soon (a receipt for its charge's note), or be left unsent
  // when what it would say was already said; a wait is bounded by the caller and spends no attempt.
  const held = deps.hold
    ? await deps.hold({
        tipo: row.tipo,
        assunto: { tipo: row.assuntoTipo, id: row.assuntoId },
        anexos: refs,
        criadoEm: row.criadoEm,
      })
    : null;
  if (held === 'skip') {
    await db
      .update(enviosEmail)
      .set({ resultado: 'dispensado', segredos: null, enviadoEm: now() })
      .where(eq(enviosEmail.id, row.id));
    return null;
  }
  if (held && held.getTime() > now().getTime()) return { waits: held };
  let result: MailResult;
  // What the message carried, as drawn now (D250): the row says it afterwards, so a later e-mail knows.
  let carried: AttachmentRef[] = refs;
  try {
    const secrets = row.segredos ? openJson<Record<string, string>>(row.segredos) : {};
    const text = fillSecretSlots(row.texto, secrets);
    const subject = fillSecretSlots(row.assunto, secrets);
    const agency = await deps.sender();
    const html = row.comLayout
      ? renderEmailHtml({
          agencyName: agency.name,
          logoUrl: agency.logoUrl,
          color: agency.color,
          subject,
          text,
          footer: fill(m.automation.email.footer, { agency: agency.name }),
        })
      : (row.html ?? undefined);
    result = await sendMail({
      from: readEnv().MAIL_FROM || `"${agency.name}" <${agency.email}>`,
      to: row.para,
      subject,
      text,
      html,
      replyTo: row.responderPara ?? (row.comLayout ? agency.email : undefined),
      attachments: await drawn(refs, deps, (kept) => (carried = kept)),
    });
  } catch (error) {
    const spent = job ? job.tentativas >= job.maxTentativas : false;
    await db
      .update(enviosEmail)
      .set({
        erro: describe(error),
        tentativas: sql`${enviosEmail.tentativas} + 1`,
        ...(spent ? { resultado: 'falhou', segredos: null, enviadoEm: now() } : {}),
      })
      .where(eq(enviosEmail.id, row.id));
    throw error;
  }
  await db
    .update(enviosEmail)
    .set({
      resultado: 'enviado',
      via: result.via,
      anexos: carried,
      erro: null,
      segredos: null,
      enviadoEm: now(),
      tentativas: sql`${enviosEmail.tentativas} + 1`,
    })
    .where(eq(enviosEmail.id, row.id));
  return result;
}

/** The files of the references, and (through `keep`) the references that drew at least one. */
async function drawn(
  refs: AttachmentRef[],
  deps: DeliveryDeps,
  keep: (kept: AttachmentRef[]) => void,
): Promise<MailAttachment[] | undefined> {
  if (refs.length === 0) return undefined;
  const files = await deps.attachments(refs);
  keep(refs.filter((_, i) => files[i].length > 0));
  const all = files.flat();
  return all.length > 0 ? all : undefined;
}

/** A failure as stored and shown: its class and message, never the message's text (which may name a person). */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return showSecretSlots(text).slice(0, 1000);
}
