import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings, type TWhatsappSettings } from '@/lib/settings/whatsapp';
import { sha256Hex } from '@/lib/signatures/token';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  enviosEmail,
  signatureDocuments,
  signatureSigners,
  whatsappMensagens,
} from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { readSettings, writeSettings } from '@/server/settings/store';
import { confirmSignerCode } from '@/server/signatures/sign/confirm-signer-code';
import { remindSigner } from '@/server/signatures/follow-up/remind-signer';
import { sendSignerCode } from '@/server/signatures/sign/send-signer-code';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { renderSignersCertificate } from '@/server/signatures/seal/signers-certificate';
import { hashSignerCode } from '@/server/signatures/signer-rows';
import { recordOptIn } from '@/server/whatsapp/record-consent';
import { samplePdf } from '../support/pdf-fixtures';
import { pdfText } from '../support/pdf-text';
import { signInAsNewStaff } from '../support/staff';

/** Signers served to the end (D165–D169): codes that cannot be ground down, the channel, userId, the certificate. */
const marker = `sv${randomUUID().slice(0, 8)}`;
const ORIGIN = { ip: '198.51.100.20', userAgent: 'Mozilla/5.0 (iPhone) teste' };
const ENV = {
  WHATSAPP_TOKEN: 'EAAG-token-servidos',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242924',
  WHATSAPP_APP_SECRET: 'segredo-servidos',
  WHATSAPP_VERIFY_TOKEN: 'verifica-servidos',
};
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;
let original: Uint8Array;
let before: TWhatsappSettings;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  original = await samplePdf(1);
  before = await readSettings(await getDb(), WHATSAPP_SECTION, ZWhatsappSettings);
});
afterAll(async () => {
  setClock(null);
  const db = await getDb();
  await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, before, null);
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  for (const key of Object.keys(ENV)) delete process.env[key];
  await staff.cleanup();
});

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((t) => write(t as unknown as Db));

const person = (n: number, extra: Partial<TSigner> = {}): TSigner => ({
  name: `Pessoa ${n} ${marker}`,
  email: `p${n}.${marker}@exemplo.com.br`,
  cpf: null,
  phone: null,
  role: 'parte',
  userId: null,
  ...extra,
});

async function sentTo(signers: TSigner[], clienteId: string | null = null, now = new Date()) {
  const key = `${marker}/${randomUUID()}.pdf`;
  await getStorage().put(key, original, 'application/pdf');
  const [doc] = await (
    await getDb()
  )
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
      userId: staff.id,
    })
    .returning({ id: signatureDocuments.id });
  await tx((db) => setSignatureSigners(db, actor, { id: doc.id, mode: 'sequential', signers }));
  await tx((db) => sendToSigners(db, actor, { id: doc.id }, now));
  const rows = await (
    await getDb()
  )
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, doc.id))
    .orderBy(asc(signatureSigners.position));
  return { id: doc.id, signers: rows };
}

/** A code sent at `at`, its hash replaced by a known one (the real code is only in the message). */
async function codeAt(signerId: string, at: Date) {
  await tx((db) => sendSignerCode(db, signerId, at));
  await (
    await getDb()
  )
    .update(signatureSigners)
    .set({ codeHash: hashSignerCode(signerId, '123456') })
    .where(eq(signatureSigners.id, signerId));
}
const wrong = (signerId: string, at: Date) =>
  tx((db) => confirmSignerCode(db, { signerId, code: '000000', ...ORIGIN }, at));
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe('codes that cannot be ground down (D165)', () => {
  it('locks the link after 10 wrong tries across resends; staff reissuing it opens it again', async () => {
    const { id, signers } = await sentTo([person(1), person(2)]);
    const s = signers[0];
    const t0 = new Date();
    const answers = [];
    // Four wrong tries on each of two codes (never the fifth: that would be the 15-minute lock of one code).
    for (const round of [0, 1]) {
      await codeAt(s.id, later(t0, round * 61));
      for (let i = 0; i < 4; i++) answers.push(await wrong(s.id, later(t0, round * 61 + 1 + i)));
    }
    expect(answers[0]).toMatchObject({ ok: false, message: 'Código incorreto. Restam 4 tentativas.' });
    expect(answers[4]).toMatchObject({ message: 'Código incorreto. Restam 4 tentativas.' });
    await codeAt(s.id, later(t0, 122));
    expect(await wrong(s.id, later(t0, 123))).toMatchObject({ message: 'Código incorreto. Resta 1 tentativa.' });
    const tenth = await wrong(s.id, later(t0, 124));
    expect(tenth).toMatchObject({ ok: false, locked: true, message: m.signatures.code.linkLocked });
    expect(tenth.events?.length).toBeGreaterThan(0);

    // The right code no longer helps, a new code is refused, and hours later too: the lock lasts as long as the link.
    await expect(tx((db) => sendSignerCode(db, s.id, later(t0, 4 * 3600)))).rejects.toThrow(
      m.signatures.code.linkLocked,
    );
    await expect(
      tx((db) => confirmSignerCode(db, { signerId: s.id, code: '123456', ...ORIGIN }, later(t0, 130))),
    ).rejects.toThrow(m.signatures.code.linkLocked);
    const [notice] = await (
      await getDb()
    )
      .select()
      .from(enviosEmail)
      .where(and(eq(enviosEmail.assuntoId, id), eq(enviosEmail.tipo, 'assinatura-bloqueio')));
    expect(notice.para).toBe(staff.email);

    // Staff reissue the link: a new invitation, and the signer may ask for a code again.
    const reissued = await tx((db) => remindSigner(db, actor, { signerId: s.id, kind: 'convite' }, later(t0, 200)));
    expect(reissued.row.channel).toBe('email');
    const sent = await tx((db) => sendSignerCode(db, s.id, later(t0, 201)));
    expect(sent.channel).toBe('email');
  }, 60_000);

  it('refuses a sixth code in a day', async () => {
    const { signers } = await sentTo([person(3)]);
    const t0 = new Date();
    for (let i = 0; i < 5; i++) await tx((db) => sendSignerCode(db, signers[0].id, later(t0, i * 61)));
    await expect(tx((db) => sendSignerCode(db, signers[0].id, later(t0, 5 * 61)))).rejects.toThrow(
      m.signatures.code.dailyCodes,
    );
  }, 30_000);

  it('refuses a staff account attached by hand to somebody else’s row; the server sets it from the e-mail', async () => {
    await expect(sentTo([person(4, { userId: staff.id })])).rejects.toThrow(m.signatures.signers.userIdRefused);
    const { signers } = await sentTo([person(5), person(6, { email: staff.email })]);
    expect(signers.map((s) => s.userId)).toEqual([null, staff.id]);
  });
});

describe('the signer’s channel (D166, D167)', () => {
  it('sends a code asked for in the quiet hours by e-mail at once; in the day, by WhatsApp', async () => {
    Object.assign(process.env, ENV);
    const db = await getDb();
    const current = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
    const etapas = {
      ...current.etapas,
      'assinatura.codigo': { ...current.etapas['assinatura.codigo'], canal: 'whatsapp' as const },
      'assinatura.pedido': { ...current.etapas['assinatura.pedido'], canal: 'whatsapp' as const },
    };
    await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, { ...current, etapas }, null);
    const [client] = await db
      .insert(clientes)
      .values({ nome: `Cliente ${marker}`, email: `cliente.${marker}@exemplo.com.br`, telefone: '(41) 98765-4321' })
      .returning();
    await tx((t) => recordOptIn(t, actor, { clienteId: client.id, origem: 'equipe' }));

    // 22:00 in São Paulo: inside the default quiet hours (20:00–08:00).
    const night = new Date('2026-03-10T01:00:00Z');
    setClock(night);
    const { id, signers } = await sentTo([person(7, { email: client.email! })], client.id, night);
    const code = await tx((t) => sendSignerCode(t, signers[0].id, night));
    expect(code.channel).toBe('email');
    const mails = await db
      .select()
      .from(enviosEmail)
      .where(and(eq(enviosEmail.assuntoId, id), eq(enviosEmail.tipo, 'assinatura-codigo')));
    expect(mails.map((r) => r.para)).toEqual([client.email]);
    const codes = await db
      .select()
      .from(whatsappMensagens)
      .where(and(eq(whatsappMensagens.clienteId, client.id), eq(whatsappMensagens.etapa, 'assinatura.codigo')));
    expect(codes).toHaveLength(0);

    // 10:00 in São Paulo: the code goes by WhatsApp, now.
    const morning = new Date('2026-03-10T13:00:00Z');
    setClock(morning);
    const day = await tx((t) => sendSignerCode(t, signers[0].id, morning));
    expect(day.channel).toBe('whatsapp');
    setClock(null);
  }, 30_000);
});

describe('the certificate (D168)', () => {
  it('masks CPF, mobile, e-mail and address as the public page does', async () => {
    const at = new Date('2026-03-10T13:00:00Z');
    const text = await pdfText(
      await renderSignersCertificate({
        agencyName: 'Agência',
        documentName: 'Contrato',
        originalPageCount: 1,
        sentAt: at,
        signers: [
          {
            position: 1,
            role: 'parte',
            name: 'Maria Silva',
            email: 'maria.silva@exemplo.com.br',
            cpf: '123.456.789-09',
            phone: '(41) 98765-4321',
            ip: '198.51.100.20',
            userAgent: 'Mozilla/5.0',
            viewedAt: at,
            authenticatedAt: at,
            signedAt: at,
            authChannel: 'email',
          },
        ],
        originalSha256: 'a'.repeat(64),
        stampedSha256: 'b'.repeat(64),
        verificationCode: 'ABCD-EFGH-JKLM',
        verificationUrl: 'https://agencia.test/verificacao/ABCD-EFGH-JKLM',
        hasDigitalSignature: false,
      }),
    );
    expect(text).toContain('***.456.789-**');
    expect(text).toContain('ma***@exemplo.com.br');
    expect(text).toContain('(41) 9****-4321');
    expect(text).toContain('198.51.100.***');
    for (const full of ['123.456.789-09', '98765-4321', 'maria.silva@', '198.51.100.20'])
      expect(text).not.toContain(full);
  });
});
