import 'server-only';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { getStorage } from '@/server/platform/storage';
import { pageImageKey, pageManifestKey } from '@/server/signatures/sign/page-images';

/** A document whose files an erasure removes: its PDF and the page images drawn from it. */
export type ErasedFile = { fileKey: string; pageCount: number };

/**
 * Deletes the PDFs and page images of documents that are not kept (LGPD erasure, server/portal/erasure.ts). A key
 * that a kept document also uses (a signed document made from the same upload) is left. Deleting what is already
 * gone is no error, so a second run does nothing.
 */
export async function deleteDocumentFiles(files: ErasedFile[], keptKeys: ReadonlySet<string>): Promise<number> {
  const storage = getStorage();
  const keys = new Set<string>();
  for (const { fileKey, pageCount } of files) {
    if (keptKeys.has(fileKey)) continue;
    keys.add(fileKey);
    keys.add(pageManifestKey(fileKey));
    for (let page = 1; page <= Math.max(1, pageCount); page++) keys.add(pageImageKey(fileKey, page));
  }
  for (const key of keys) await storage.delete(key);
  return keys.size;
}

const ADDRESS_HEADER = /^(to|cc|bcc|reply-to):/i;

/** The header block of a mail file, with folded lines joined. */
function headers(eml: string): string[] {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

/**
 * D17's outbox (no SMTP_URL): the mails written for this address, to it or with it to answer, are copies of what
 * the client received or wrote; an erasure deletes them. With SMTP there is no such folder. Answers how many.
 */
export async function forgetOutboxMail(address: string | null | undefined): Promise<number> {
  const wanted = address?.trim().toLowerCase();
  if (!wanted) return 0;
  const dir = outboxDir();
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const text = await readFile(file, 'utf8').catch(() => '');
    const mentions = headers(text).some((line) => ADDRESS_HEADER.test(line) && line.toLowerCase().includes(wanted));
    if (mentions) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
