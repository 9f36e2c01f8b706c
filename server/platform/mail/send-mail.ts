import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env, readEnv } from '@/server/platform/env';

export type MailAttachment = { filename: string; content: Buffer | Uint8Array; contentType?: string };
export type Mail = {
  /** The sender as the header reads (`"Agência" <contato@…>`), given by the outbox. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type MailResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

// One transport per SMTP_URL: a new address (a test's own server, a changed setting) gets its own.
let smtp: { url: string; transport: Transporter } | undefined;

export function outboxDir(): string {
  return path.join(env.dataDir, 'outbox');
}

/**
 * Every wait on the mail server is bounded (D146): a server that accepts the connection and never answers fails the
 * delivery job after these, and the queue retries it; nothing else waits for it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * DECISIONS D17: with SMTP_URL the mail is sent; without it, it is written as a .eml file to
 * DATA_DIR/outbox and the file is named in the log. STACK-NOTES 19 for the outbox transport. Only the outbox's
 * delivery job calls it (D146): everything else queues a message (outbox.ts).
 */
export async function sendMail(mail: Mail): Promise<MailResult> {
  const message = {
    ...mail,
    attachments: mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
  };
  const url = readEnv().SMTP_URL;
  if (url) {
    if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
    const info = await smtp.transport.sendMail(message);
    return { via: 'smtp', messageId: info.messageId };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await stream.sendMail(message);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, info.message as Buffer);
  console.info(`[mail] written to the outbox: ${file}`);
  return { via: 'outbox', file };
}
