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
