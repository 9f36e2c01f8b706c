import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * D146: every e-mail goes through the outbox, so only its delivery talks to the mail server. This reads the source
 * and names any other file that calls `sendMail` (server/platform/mail/send-mail.ts) or builds a nodemailer
 * transport.
 */
const ROOTS = ['app', 'server', 'lib', 'components', 'scripts'];
const ALLOWED = new Set(['server/platform/mail/outbox.ts', 'server/platform/mail/send-mail.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Whether a source calls the mail server directly. */
function talksToSmtp(text: string): boolean {
  return /\bsendMail\s*\(/.test(text) || /from ['"]nodemailer['"]/.test(text);
}

describe('the outbox guard (D146)', () => {
  it('finds a direct call, and none outside the outbox', () => {
    expect(talksToSmtp("await sendMail({ to: 'a@b.c' })")).toBe(true);
    expect(talksToSmtp("import nodemailer from 'nodemailer';")).toBe(true);
    expect(talksToSmtp('await queueMail(db, mail)')).toBe(false);
    const offenders = ROOTS.flatMap(sources)
      .filter((file) => !ALLOWED.has(file.split(path.sep).join('/')))
      .filter((file) => talksToSmtp(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
