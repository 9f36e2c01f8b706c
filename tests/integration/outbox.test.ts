import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { AUTOMACOES_SECTION, ZAutomacoes } from '@/lib/settings/automacoes';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { sha256Hex } from '@/lib/signatures/token';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import { notifyAgencyOfLeadById } from '@/server/leads/notify';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  configuracoes,
  enviosEmail,
  jobs,
  leads,
  signatureDocuments,
  signatureFields,
  signatureSigners,
  whatsappMensagens,
} from '@/server/platform/db/schema';
import { DELIVER_JOB } from '@/server/platform/mail/outbox';
import { getStorage } from '@/server/platform/storage';
import { sendPortalLink } from '@/server/portal/staff-actions';
import { readSettings, writeSettings } from '@/server/settings/store';
import { confirmSignerCode } from '@/server/signatures/sign/confirm-signer-code';
import { sendSignerCode } from '@/server/signatures/sign/send-signer-code';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { signAsSigner } from '@/server/signatures/sign/sign-as-signer';
import { hashSignerCode } from '@/server/signatures/signer-rows';
import { messagesOfClient } from '@/server/whatsapp/queries';
import { recordOptIn } from '@/server/whatsapp/record-consent';
import { whatsappOutboxDir } from '@/server/whatsapp/sandbox';
import { runPass } from '@/server/jobs/worker';
import { deliverQueuedMail } from '../support/deliver-mail';
import { samplePdf, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { startSmtp } from '../support/smtp';
import { signInAsNewStaff } from '../support/staff';

/**
 * The outbox (D146): every e-mail is a row written in the transaction of the change that causes it and delivered by
 * the job queue after the commit, with retries; secrets (a code, a link's token) are sealed until delivery and never
 * stored or shown in clear.
 */
const marker = `ob${randomUUID().slice(0, 8)}`;
const ORIGIN = { ip: '198.51.100.30', userAgent: 'Mozilla/5.0 (iPhone) teste' };
let db: Db;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;
let original: Uint8Array;
const savedSmtp = process.env.SMTP_URL;

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> => db.transaction((t) => write(t as unknown as Db));

/** A port where nothing listens: every delivery fails at once with a refused connection. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs the delivery jobs as if their back-off had passed (the clock moved past it), then puts the clock back. */
async function deliverAfterBackOff(): Promise<number> {
  setClock(new Date(Date.now() + 2 * 3_600_000));
  try {
    return await deliverQueuedMail();
  } finally {
    setClock(null);
  }
}

const person = (n: number): TSigner => ({
  name: `Pessoa ${n} ${marker}`,
  email: `p${n}.${marker}@exemplo.com.br`,
  cpf: null,
  phone: null,
  role: 'parte',
  userId: null,
});

async function sentDocument(signers: TSigner[], clienteId: string | null = null): Promise<string> {
  const key = `${marker}/${randomUUID()}.pdf`;
  await getStorage().put(key, original, 'application/pdf');
  const [doc] = await db
    .insert(signatureDocuments)
    .values({
      name: `Contrato ${marker}`,
      originalFilename: 'contrato.pdf',
      fileKey: key,
      fileSize: original.length,
      pageCount: 1,
      originalSha256: sha256Hex(original),
      busca: marker,
      clienteId,
    })
    .returning({ id: signatureDocuments.id });
  await tx((t) => setSignatureSigners(t, actor, { id: doc.id, mode: 'sequential', signers }));
  await tx((t) => sendToSigners(t, actor, { id: doc.id }, new Date()));
  return doc.id;
}

async function signersOf(documentId: string) {
  return db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId))
    .orderBy(signatureSigners.position);
}

async function sign(signerId: string) {
  await tx((t) => sendSignerCode(t, signerId));
  await db
    .update(signatureSigners)
    .set({ codeHash: hashSignerCode(signerId, '123456') })
    .where(eq(signatureSigners.id, signerId));
  expect(await tx((t) => confirmSignerCode(t, { signerId, code: '123456', ...ORIGIN }))).toEqual({ ok: true });
  const fields = await db
    .select({ id: signatureFields.id })
    .from(signatureFields)
    .where(eq(signatureFields.signerId, signerId));
  const values = Object.fromEntries(fields.map((f) => [f.id, SIGNATURE_PNG]));
  return tx((t) => signAsSigner(t, { tipo: 'cliente' }, { signerId, values, ...ORIGIN }));
}

const rowsOf = (assuntoId: string) => db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, assuntoId));

beforeAll(async () => {
  db = await getDb();
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  original = await samplePdf(1);
  const off = { cobrancas: false, emailCobranca: false, projeto: false, avisoEquipe: false };
  await writeSettings(db, AUTOMACOES_SECTION, ZAutomacoes, off, null);
});

afterAll(async () => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await db.delete(configuracoes).where(inArray(configuracoes.secao, [AUTOMACOES_SECTION, WHATSAPP_SECTION]));
  await staff.cleanup();
});

describe('the outbox (D146)', () => {
  it('retries the agency’s new-lead e-mail after the mail server refused it, and sends it once it answers', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const [lead] = await db
      .insert(leads)
      .values({
        name: `Visitante ${marker}`,
        email: `lead.${marker}@exemplo.com.br`,
        subject: `Orçamento ${marker}`,
        message: 'Olá',
        service: 'site',
      })
      .returning();
    const events = await notifyAgencyOfLeadById(lead.id);
    expect(events.map((e) => e.type)).toEqual(['mail.queued']);
    // With the server refusing, nothing is delivered (on PostgreSQL the other files' leftovers are tried too).
    expect(await deliverQueuedMail()).toBe(0);
    const [failed] = await rowsOf(lead.id);
    expect(failed).toMatchObject({ resultado: 'pendente', tipo: 'lead.aviso', tentativas: 1 });
    expect(failed.erro).toMatch(/ECONNREFUSED|connect/i);
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.chave, `email:${failed.id}`));
    expect(job).toMatchObject({ tipo: DELIVER_JOB, status: 'pendente', tentativas: 1 });

    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      expect(await deliverAfterBackOff()).toBeGreaterThanOrEqual(1);
      expect(smtp.received.filter((r) => r.raw.includes(lead.email))).toHaveLength(1);
      const [sent] = await rowsOf(lead.id);
      expect(sent).toMatchObject({ resultado: 'enviado', via: 'smtp', erro: null, tentativas: 2 });
      // A second run (a retried job, another worker) sends nothing again.
      await deliverAfterBackOff();
      expect(smtp.received.filter((r) => r.raw.includes(lead.email))).toHaveLength(1);
    } finally {
      await smtp.stop();
      process.env.SMTP_URL = savedSmtp ?? '';
      if (savedSmtp === undefined) delete process.env.SMTP_URL;
    }
  }, 60_000);

  it('keeps the last signature when the mail server refuses while it is made; the copies go on retry', async () => {
    const id = await sentDocument([person(1), person(2)]);
    const [s1, s2] = await signersOf(id);
    await sign(s1.id);
    await deliverQueuedMail();
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const last = await sign(s2.id);
    expect(last.row.documentSigned).toBe(true);
    expect(await deliverQueuedMail()).toBe(0);
    const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
    expect(doc.status).toBe('signed');
    const copies = (await rowsOf(id)).filter((r) => r.tipo === 'assinatura-copia');
    expect(copies).toHaveLength(2);
    expect(copies.every((r) => r.resultado === 'pendente' && r.erro)).toBe(true);

    const smtp = await startSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      expect(await deliverAfterBackOff()).toBeGreaterThanOrEqual(2);
      for (const s of [s1, s2]) {
        const mails = smtp.received.filter((r) => r.to.includes(s.email)).map((r) => r.raw.replace(/=\r?\n/g, ''));
        expect(mails.some((raw) => raw.includes(doc.verificationCode!))).toBe(true);
      }
      expect(
        (await rowsOf(id)).filter((r) => r.tipo === 'assinatura-copia').every((r) => r.resultado === 'enviado'),
      ).toBe(true);
    } finally {
      await smtp.stop();
      if (savedSmtp === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = savedSmtp;
    }
  }, 90_000);

  it('stores no code and no token of a signing code, a portal link or a signing link sent by e-mail and WhatsApp', async () => {
    const settings = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
    const etapas = { ...settings.etapas };
    for (const step of ['portal.link', 'assinatura.codigo', 'assinatura.pedido'] as const)
      etapas[step] = { ...etapas[step], canal: 'ambos' };
    await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, { ...settings, etapas }, null);
    // A São Paulo morning: no quiet hours hold the WhatsApp messages back.
    const morning = new Date();
    morning.setUTCHours(13, 0, 0, 0);
    setClock(morning);
    const email = `cliente.${marker}@exemplo.com.br`;
    const [client] = await db
      .insert(clientes)
      .values({ nome: `Cliente ${marker}`, email, telefone: `(21) 98${String(Date.now()).slice(-3)}-4321` })
      .returning();
    await tx((t) =>
      recordOptIn(
        t,
        { tipo: 'staff', usuarioId: staff.id, nome: 'Equipe Teste' },
        { clienteId: client.id, origem: 'equipe' },
      ),
    );

    // A signing link and a code to the client, a portal link from the client's record.
    const id = await sentDocument([{ ...person(9), name: client.nome, email }], client.id);
    const [signer] = await signersOf(id);
    const code = await tx((t) => sendSignerCode(t, signer.id));
    expect(code.channel).toBe('whatsapp');
    expect(await sendPortalLink({ clienteId: client.id })).toMatchObject({ ok: true });
    await deliverQueuedMail();
    await runPass({ kinds: ['whatsapp.enviar'] });

    const mails = await db.select().from(enviosEmail).where(eq(enviosEmail.para, email));
    expect(mails.map((r) => r.tipo).sort()).toEqual(['assinatura-codigo', 'assinatura-convite', 'portal-link']);
    const messages = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.clienteId, client.id));
    // The invitation goes by the client's channel too (D166): on 'ambos', by both.
    expect(messages.map((r) => r.etapa).sort()).toEqual(['assinatura.codigo', 'assinatura.pedido', 'portal.link']);

    // What was delivered carries the real code and links…
    const delivered = readdirSync(whatsappOutboxDir())
      .map((f) => readFileSync(`${whatsappOutboxDir()}/${f}`, 'utf8'))
      .filter((body) => body.includes(client.telefone!.replace(/\D/g, '').slice(-8)));
    const realCode = delivered.map((b) => /\b(\d{6})\b/.exec(b)?.[1]).find(Boolean);
    expect(realCode).toMatch(/^\d{6}$/);
    // …and nothing the database keeps, nor what the client record shows, does.
    const stored = JSON.stringify([mails, messages]);
    expect(stored).not.toContain(realCode);
    expect(stored).not.toMatch(/token=[A-Za-z0-9_%-]{20,}|\/assinar\/[A-Za-z0-9_-]{43}/);
    expect(mails.every((r) => r.resultado === 'enviado' && r.segredos === null)).toBe(true);
    expect(messages.every((r) => r.segredos === null)).toBe(true);
    const shown = JSON.stringify(await messagesOfClient(db, client.id));
    expect(shown).toContain('código de verificação');
    expect(shown).not.toContain(realCode);
    expect(shown).not.toContain('[[');
    setClock(null);
  }, 90_000);
});
