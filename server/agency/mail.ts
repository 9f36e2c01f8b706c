import 'server-only';
import { type AutomaticMail, sendAutomaticMail as sendAutomaticMailAs } from '@/server/platform/mail/automatic-mail';
import { type Mail, type MailResult, sendMail as sendMailAs } from '@/server/platform/mail/send-mail';
import type { Db } from '@/server/platform/db/client';
import { getAgency } from './profile';

// The app's mail is sent in the agency's name: platform/mail takes the sender, this file supplies it (D151).
export type { AutomaticMail, Mail, MailResult };

export async function sendMail(mail: Mail): Promise<MailResult> {
  return sendMailAs(mail, await getAgency());
}

export async function sendAutomaticMail(db: Db, mail: AutomaticMail): Promise<MailResult> {
  return sendAutomaticMailAs(db, mail, await getAgency());
}
