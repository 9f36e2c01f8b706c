import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { deliverQueuedMail } from './deliver-mail';

/** The first URL matching `pattern` in the newest outbox mail to `to` (D17), quoted-printable undone. */
export async function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    await deliverQueuedMail();
    const dir = outboxDir();
    const names = await readdir(dir).catch(() => [] as string[]);
    const files = await Promise.all(
      names.map(async (n) => ({ file: path.join(dir, n), at: (await stat(path.join(dir, n))).mtimeMs })),
    );
    for (const { file } of files.sort((a, b) => b.at - a.at)) {
      const eml = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!eml.includes(to)) continue;
      const match = pattern.exec(eml);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
