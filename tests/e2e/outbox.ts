import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The e-mails to `to` in a server's mail outbox (D17: one .eml per message), newest first, written since `since`
 * (ms) when given, as text with the quoted-printable soft line breaks joined. No outbox yet: none.
 */
export function outboxMails(outbox: string, to: string, since = 0): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).map((f) => path.join(outbox, f));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
    .filter(({ mtime }) => mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ file }) => readFileSync(file, 'utf8').replace(/=\r?\n/g, ''))
    .filter((eml) => eml.includes(to));
}

/** A request the WhatsApp sandbox wrote (D22: one JSON file per message, the Cloud API's request body). */
export type SandboxWhatsApp = { wamid: string; request: { to: string; template?: { name: string }; text?: unknown } };

/**
 * The WhatsApp messages to the mobile `to` (digits, with 55) in a server's WhatsApp outbox, newest first, written
 * since `since` (ms) when given, each with its raw JSON. No outbox yet: none.
 */
export function outboxWhatsApp(outbox: string, to: string, since = 0): { json: string; message: SandboxWhatsApp }[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).map((f) => path.join(outbox, f));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
    .filter(({ mtime }) => mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ file }) => readFileSync(file, 'utf8'))
    .map((json) => ({ json, message: JSON.parse(json) as SandboxWhatsApp }))
    .filter(({ message }) => message.request.to === to);
}
