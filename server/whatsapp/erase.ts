import 'server-only';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { whatsappConsentimentos, whatsappMensagens } from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { whatsappOutboxDir } from './sandbox';

/**
 * A client's WhatsApp data on erasure (LGPD art. 18, VI): the messages (numbers and texts) and the consent row go.
 * The timeline keeps that consent was given and withdrawn, as it keeps the other entries the erasure anonymises.
 * Answers the client's numbers (E.164), for the outbox files (forgetOutboxWhatsApp) once the transaction commits.
 */
export async function eraseWhatsAppData(db: Db, clienteId: string): Promise<string[]> {
  const [messages, consents] = await Promise.all([
    db
      .selectDistinct({ telefone: whatsappMensagens.telefone })
      .from(whatsappMensagens)
      .where(eq(whatsappMensagens.clienteId, clienteId)),
    db
      .select({ telefone: whatsappConsentimentos.telefone })
      .from(whatsappConsentimentos)
      .where(eq(whatsappConsentimentos.clienteId, clienteId)),
  ]);
  await db.delete(whatsappMensagens).where(eq(whatsappMensagens.clienteId, clienteId));
  await db.delete(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, clienteId));
  return [...new Set([...messages, ...consents].map((r) => r.telefone).filter((t): t is string => Boolean(t)))];
}

const digitsOf = (number: string) => number.replace(/\D/g, '');

async function filesIn(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(extension)).map((name) => path.join(dir, name));
}

/**
 * The sandbox's copies of what went to these numbers (D143): each request in DATA_DIR/whatsapp-outbox addressed to
 * one of them, and each mail of D17's outbox naming one (the staff's notice of a client's message quotes it with
 * the number, notify-received.ts). With the Cloud API and SMTP there are no such folders. Answers how many.
 */
export async function forgetOutboxWhatsApp(numbers: string[]): Promise<number> {
  const wanted = new Set(numbers.map(digitsOf).filter((d) => d.length >= 10));
  if (wanted.size === 0) return 0;
  let removed = 0;
  for (const file of await filesIn(whatsappOutboxDir(), '.json')) {
    const text = await readFile(file, 'utf8').catch(() => '');
    let to = '';
    try {
      to = String((JSON.parse(text) as { request?: { to?: unknown } }).request?.to ?? '');
    } catch {
      continue;
    }
    if (wanted.has(digitsOf(to))) {
      await rm(file, { force: true });
      removed++;
    }
  }
  const e164 = [...wanted].map((d) => `+${d}`);
  for (const file of await filesIn(outboxDir(), '.eml')) {
    // Quoted-printable soft line breaks would split a number.
    const text = (await readFile(file, 'utf8').catch(() => '')).replace(/=\r?\n/g, '');
    if (e164.some((number) => text.includes(number))) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
