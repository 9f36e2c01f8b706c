import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_DEFAULTS } from '@/lib/agency';
import { m, siteText } from '@/lib/messages';
import { SESSION_EXPIRED, TOO_MANY_REQUESTS } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { leads } from '@/server/platform/db/schema';
import { markLeadHandled, sendContactMessage } from '@/server/leads/actions';
import { listLeads } from '@/server/leads/queries';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { deliverQueuedMail } from '../support/deliver-mail';
import { awayFromWindowEdge } from '../security/helpers';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const marker = `t${randomUUID().slice(0, 8)}`;
const form = (overrides: Record<string, string> = {}) => ({
  name: `Maria ${marker}`,
  email: 'Maria@Exemplo.com.br',
  phone: '11987654321',
  subject: `Orçamento ${marker}`,
  message: 'Gostaria de um site para a minha clínica.',
  service: 'site' as const,
  website: '',
  ...overrides,
});
/** Each visitor of these tests comes from an address of its own, so rate limits never mix. */
const newVisitor = () => resetRequest(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);

/** The first outbox mail holding `text`, once the queued e-mails are delivered (D146). */
async function waitForOutboxMail(text: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    await deliverQueuedMail();
    const files = await readdir(outboxDir()).catch(() => [] as string[]);
    for (const file of files) {
      const body = await readFile(path.join(outboxDir(), file), 'utf8');
      if (body.includes(text)) return body;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail containing ${text}`);
}

afterAll(async () => {
  const db = await getDb();
  await db.delete(leads).where(like(leads.subject, `%${marker}%`));
});

describe('contact form → leads (document 000 §3, §5; DECISIONS D10)', () => {
  beforeAll(() => newVisitor());

  it('stores a message as a lead with the phone normalised, and e-mails the agency through the outbox', async () => {
    const result = await sendContactMessage(form());
    expect(result).toEqual({ ok: true, data: { stored: true } });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(leads)
      .where(eq(leads.subject, `Orçamento ${marker}`));
    expect(row).toMatchObject({
      name: `Maria ${marker}`,
      email: 'maria@exemplo.com.br',
      phone: '(11) 98765-4321',
      service: 'site',
      handledAt: null,
    });
    const mail = await waitForOutboxMail(`Maria ${marker}`);
    expect(mail).toContain('Reply-To: maria@exemplo.com.br');
    expect(mail).toContain(`To: ${AGENCY_DEFAULTS.email}`);
    expect(mail).toMatch(/^Subject: /m);
  });

  it('keeps an unreadable optional phone as typed and stores an empty one as null', async () => {
    newVisitor();
    expect((await sendContactMessage(form({ subject: `Sem fone ${marker}`, phone: '' }))).ok).toBe(true);
    expect((await sendContactMessage(form({ subject: `Ramal ${marker}`, phone: 'ramal 204' }))).ok).toBe(true);
    const db = await getDb();
    const [empty] = await db
      .select()
      .from(leads)
      .where(eq(leads.subject, `Sem fone ${marker}`));
    const [ramal] = await db
      .select()
      .from(leads)
      .where(eq(leads.subject, `Ramal ${marker}`));
    expect(empty.phone).toBeNull();
    expect(ramal.phone).toBe('ramal 204');
  });

  it('refuses missing required fields, a bad e-mail and an unknown service with their messages', async () => {
    newVisitor();
    expect(await sendContactMessage(form({ name: '  ' }))).toMatchObject({
      ok: false,
      error: siteText.contact.validation.nameRequired,
    });
    expect(await sendContactMessage(form({ email: 'nao-e-email' }))).toMatchObject({
      ok: false,
      error: m.validation.email,
    });
    expect(await sendContactMessage(form({ subject: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { subject: siteText.contact.validation.subjectRequired },
    });
    expect(await sendContactMessage(form({ message: '' }))).toMatchObject({
      ok: false,
      error: siteText.contact.validation.messageRequired,
    });
    expect(await sendContactMessage({ ...form(), service: 'hacker' as 'site' })).toMatchObject({
      ok: false,
      error: siteText.contact.validation.serviceInvalid,
    });
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    newVisitor();
    const result = await sendContactMessage(form({ subject: `Robô ${marker}`, website: 'http://spam.example' }));
    expect(result).toEqual({ ok: true, data: { stored: false } });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(leads)
        .where(eq(leads.subject, `Robô ${marker}`)),
    ).toHaveLength(0);
  });

  it('limits each address to 5 messages in 10 minutes', async () => {
    await awayFromWindowEdge(10 * 60_000, 15_000);
    newVisitor();
    for (let i = 0; i < 5; i++)
      expect((await sendContactMessage(form({ subject: `Limite ${i} ${marker}` }))).ok).toBe(true);
    expect(await sendContactMessage(form({ subject: `Limite 6 ${marker}` }))).toEqual({
      ok: false,
      error: TOO_MANY_REQUESTS,
    });
    newVisitor();
    expect((await sendContactMessage(form({ subject: `Outro endereço ${marker}` }))).ok).toBe(true);
  });
});

describe('/contatos (D10): staff list and mark as handled', () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await signInAsNewStaff());
  });
  afterAll(async () => cleanup());

  it('lists leads newest first', async () => {
    const { rows, total, pending } = await listLeads();
    const mine = rows.filter((r) => r.subject.includes(marker));
    expect(mine[0].subject).toBe(`Outro endereço ${marker}`);
    expect(mine.at(-1)?.subject).toBe(`Orçamento ${marker}`);
    expect(total).toBeGreaterThanOrEqual(mine.length);
    expect(pending).toBeGreaterThanOrEqual(mine.length);
  });

  it('marks a lead as handled once, recording who and when', async () => {
    const { rows } = await listLeads();
    const lead = rows.find((r) => r.subject === `Orçamento ${marker}`)!;
    const first = await markLeadHandled({ id: lead.id });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const again = await markLeadHandled({ id: lead.id });
    expect(again).toEqual(first);
    const after = (await listLeads()).rows.find((r) => r.id === lead.id)!;
    expect(after.handledAt).not.toBeNull();
    expect(after.handledByName).toBe('Equipe Teste');
  });

  it('says so for an unknown lead and refuses a bad id', async () => {
    expect(await markLeadHandled({ id: randomUUID() })).toEqual({ ok: false, error: m.leads.notFound });
    expect(await markLeadHandled({ id: 'x' })).toMatchObject({ ok: false, error: m.leads.invalid });
  });

  it('refuses an anonymous caller and changes nothing', async () => {
    const { rows } = await listLeads();
    const lead = rows.find((r) => r.subject === `Ramal ${marker}`)!;
    resetRequest();
    expect(await markLeadHandled({ id: lead.id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listLeads()).rejects.toThrow();
    const db = await getDb();
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.handledAt).toBeNull();
  });
});
