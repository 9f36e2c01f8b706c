import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_REASONS } from '@/lib/portal/erasure';
import { getDb } from '@/server/platform/db/client';
import {
  clientes,
  enviosEmail,
  lembretesCobranca,
  leads,
  pagamentos,
  propostas,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  timeline,
} from '@/server/platform/db/schema';
import { outboxDir, sendMail } from '@/server/platform/mail/send-mail';
import { getStorage } from '@/server/platform/storage';
import { uploadsDir } from '@/server/platform/storage/local';
import { enterPortal, requestErasure } from '@/server/portal/actions';
import { executeErasure } from '@/server/portal/staff-actions';
import { issuePortalToken } from '@/server/portal/tokens';
import { pageImageKey, pageManifestKey } from '@/server/signatures/sign/page-images';
import { removePortalClient, seedPortalClient, type SeededClient } from '../support/portal-seed';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * LGPD erasure with every kind of record a client can leave (server/portal/erasure-plan.ts): after it, no personal
 * value of the client is anywhere outside what the law keeps, in the database, in the files (uploads and the mail
 * outbox) or in a cached public page (every page that showed the name is revalidated).
 */
const label = `w${randomUUID().slice(0, 8)}`;
const ACCEPT_IP = '203.0.113.77';
const EVENT_IP = '203.0.113.231';
let s: SeededClient;
let other: SeededClient;
let extra: { unsignedFileKey: string; unsignedId: string; pendingPaymentId: string; looseLeadId: string };

async function pdfNaming(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return doc.save({ useObjectStreams: false });
}

/** Every row of every table of the public schema, as lower-case JSON text, with its table and id. */
async function everyRow(): Promise<Array<{ table: string; id: string; text: string }>> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows?: Array<{ table_name: string }> } & Array<{ table_name: string }>;
  const out: Array<{ table: string; id: string; text: string }> = [];
  for (const { table_name } of result.rows ?? result) {
    const rows = (await db.execute(sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`))) as unknown as {
      rows?: Array<{ j: string }>;
    } & Array<{ j: string }>;
    for (const { j } of rows.rows ?? rows)
      out.push({ table: table_name, id: (JSON.parse(j) as { id?: string }).id ?? '', text: j.toLowerCase() });
  }
  return out;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

beforeAll(async () => {
  const db = await getDb();
  s = await seedPortalClient(db, `${label}s`);
  other = await seedPortalClient(db, `${label}o`);
  const { nome, email } = { nome: s.client.nome, email: s.client.email! };

  // An accepted proposal: the snapshot of what was accepted names the acceptor.
  await db
    .update(propostas)
    .set({
      aceitaEm: new Date(),
      aceitaPorNome: nome,
      aceitaPorEmail: email,
      aceitaPorIp: ACCEPT_IP,
      aceiteConteudo: { proposta: { nome: s.proposal.nome }, aceite: { nome, email, ip: ACCEPT_IP } },
      aceiteHash: 'a'.repeat(64),
    })
    .where(eq(propostas.id, s.proposal.id));

  // A document sent but never signed, with a file of its own, its page images, a typed field and an audit row.
  const pdf = await pdfNaming(`Contratante: ${nome}`);
  const unsignedFileKey = `apagar-${label}/${randomBytes(4).toString('hex')}.pdf`;
  await getStorage().put(unsignedFileKey, pdf, 'application/pdf');
  await getStorage().put(pageImageKey(unsignedFileKey, 1), new TextEncoder().encode(`webp ${nome}`), 'image/webp');
  await getStorage().put(
    pageManifestKey(unsignedFileKey),
    new TextEncoder().encode('{"width":1000}'),
    'application/json',
  );
  const [unsigned] = await db
    .insert(signatureDocuments)
    .values({
      name: `Aditivo ${label}`,
      originalFilename: 'aditivo.pdf',
      fileKey: unsignedFileKey,
      fileSize: pdf.length,
      pageCount: 1,
      originalSha256: 'b'.repeat(64),
      status: 'sent',
      recipientName: nome,
      recipientEmail: email,
      recipientCpf: s.client.documento,
      clienteId: s.client.id,
      sentAt: new Date(),
    })
    .returning();
  await db.insert(signatureFields).values({
    documentId: unsigned.id,
    fieldType: 'text',
    label: 'Nome',
    xPosition: 10,
    yPosition: 10,
    width: 30,
    height: 5,
    value: nome,
  });
  await db.insert(signatureEvents).values({
    documentId: unsigned.id,
    event: 'viewed',
    actor: 'recipient',
    ip: EVENT_IP,
    userAgent: `Navegador de ${nome}`,
    detail: { email },
  });

  // The e-mail log and the reminder steps of the client's documents.
  await db.insert(enviosEmail).values([
    {
      assuntoTipo: 'proposal',
      assuntoId: s.proposal.id,
      tipo: 'proposta-acompanhamento',
      para: email,
      assunto: `Sua proposta, ${nome}`,
      resultado: 'enviado',
    },
    {
      assuntoTipo: 'charge',
      assuntoId: s.paidCharge.id,
      tipo: 'lembrete',
      para: email,
      assunto: `Cobrança de ${nome}`,
      resultado: 'falhou',
      erro: `550 ${email} unknown`,
    },
  ]);
  await db
    .insert(lembretesCobranca)
    .values({ cobrancaId: s.openCharge.id, etapa: -3, dia: '2099-12-28', status: 'enviado', para: email });

  // A checkout left open, and a contact message sent from the client's address before becoming a client.
  const [pending] = await db
    .insert(pagamentos)
    .values({
      nome,
      email,
      descricao: `Tentativa ${label}`,
      valor: 150000,
      valorFinal: 150000,
      status: 'pending',
      provider: 'sandbox',
      cobrancaId: s.openCharge.id,
      busca: `${nome} ${email}`.toLowerCase(),
    })
    .returning();
  const [loose] = await db
    .insert(leads)
    .values({ name: nome, email: email.toUpperCase(), phone: s.client.telefone, subject: 'Oi', message: `Sou ${nome}` })
    .returning();
  await db.insert(timeline).values({
    clienteId: s.client.id,
    tipo: 'charge.emailed',
    assuntoTipo: 'charge',
    assuntoId: s.openCharge.id,
    atorTipo: 'sistema',
    atorNome: 'régua',
    dados: { para: email, telefone: s.client.telefone, endereco: s.client.endereco },
  });

  // Mails in the outbox (D17): to the client, and the agency's notice of the client's message (Reply-To).
  await sendMail({ from: 'agencia@agencia.test', to: email, subject: `Olá, ${nome}`, text: `Seu link, ${nome}.` });
  await sendMail({
    from: 'agencia@agencia.test',
    to: 'agencia@agencia.test',
    replyTo: email,
    subject: 'Novo contato',
    text: `De ${nome}`,
  });
  await sendMail({
    from: 'agencia@agencia.test',
    to: other.client.email!,
    subject: `Olá, ${other.client.nome}`,
    text: 'Outro cliente.',
  });
  extra = { unsignedFileKey, unsignedId: unsigned.id, pendingPaymentId: pending.id, looseLeadId: loose.id };
}, 300_000);

afterAll(async () => {
  resetRequest();
  const db = await getDb();
  await db.delete(leads).where(eq(leads.id, extra.looseLeadId));
  await removePortalClient(db, s.client.id);
  await removePortalClient(db, other.client.id);
});

describe('LGPD erasure of a client with every kind of record', () => {
  it('leaves no personal value outside what the law keeps: rows, files, mails and cached pages', async () => {
    resetRequest('10.38.8.1');
    const { token } = await issuePortalToken(await getDb(), s.client.id, 'email');
    expect((await enterPortal({ token })).ok).toBe(true);
    const asked = await requestErasure({ chaveEnvio: randomUUID() });
    if (!asked.ok) throw new Error(asked.error);

    const admin = await signInAsNewStaff('admin');
    vi.mocked(revalidatePath).mockClear();
    try {
      const result = await executeErasure({ id: asked.data.id });
      if (!result.ok) throw new Error(result.error);
      expect(result.data.kept).toEqual([
        { tabela: 'contratos', quantidade: 1, motivo: KEPT_REASONS.contratos },
        { tabela: 'signature_documents', quantidade: 1, motivo: KEPT_REASONS.signature_documents },
        { tabela: 'cobrancas', quantidade: 1, motivo: KEPT_REASONS.cobrancas },
        { tabela: 'pagamentos', quantidade: 1, motivo: KEPT_REASONS.pagamentos },
      ]);
    } finally {
      await admin.cleanup();
    }

    const c = s.client;
    const personal = [c.nome, c.email!, c.telefone!, c.documento!, c.endereco!, c.observacoes!, ACCEPT_IP, EVENT_IP];
    const lower = personal.map((value) => value.toLowerCase());

    // The database: only the kept rows (signed contract, signed document, paid charge, its payment) hold them.
    const kept = new Set([s.signedContract.id, s.signedDocument.id, s.paidCharge.id, s.payment.id]);
    const rows = await everyRow();
    const leaks = rows.filter((r) => !kept.has(r.id) && lower.some((value) => r.text.includes(value)));
    expect(leaks.map((r) => `${r.table} ${r.id}: ${r.text.slice(0, 200)}`)).toEqual([]);
    const [proposal] = await (await getDb()).select().from(propostas).where(eq(propostas.id, s.proposal.id));
    expect(proposal).toMatchObject({ aceiteConteudo: null, aceiteHash: null, aceitaPorEmail: null });
    expect(proposal.aceitaEm).not.toBeNull(); // when it was accepted is no personal data
    const [unsigned] = await (
      await getDb()
    )
      .select({ status: signatureDocuments.status })
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, extra.unsignedId));
    expect(unsigned.status).toBe('sent'); // no status changes: erasure is no state transition

    // The files: the unsigned document's PDF and page images are gone; the kept document's file stays.
    for (const key of [
      extra.unsignedFileKey,
      pageImageKey(extra.unsignedFileKey, 1),
      pageManifestKey(extra.unsignedFileKey),
    ])
      expect(existsSync(path.join(uploadsDir(), key)), key).toBe(false);
    expect(existsSync(path.join(uploadsDir(), s.signedDocument.fileKey))).toBe(true);
    const keptFiles = new Set([path.join(uploadsDir(), s.signedDocument.fileKey)]);
    const fileLeaks = [...filesUnder(uploadsDir()), ...filesUnder(outboxDir())].filter((file) => {
      if (keptFiles.has(file)) return false;
      const text = readFileSync(file).toString('latin1').toLowerCase();
      return lower.some((value) => text.includes(value));
    });
    expect(fileLeaks).toEqual([]);
    // The other client's mail is untouched.
    const outbox = filesUnder(outboxDir()).map((file) => readFileSync(file, 'utf8'));
    expect(outbox.some((mail) => mail.includes(other.client.email!))).toBe(true);

    // The cached public pages that showed the name, and the staff pages of the client, are revalidated.
    const paths = vi.mocked(revalidatePath).mock.calls.map(([p]) => p);
    expect(paths).toEqual(
      expect.arrayContaining([
        `/proposta/${s.proposal.slug}`,
        `/c/${s.contract.slug}`,
        `/p/${s.openCharge.slug}`,
        `/clientes/${c.id}`,
        '/clientes',
        '/privacidade',
      ]),
    );
    expect(paths.some((p) => p.includes(other.proposal.slug) || p.includes(other.client.id))).toBe(false);

    // Nothing of the other client changed.
    const [otherRow] = await (await getDb()).select().from(clientes).where(eq(clientes.id, other.client.id));
    expect(otherRow.email).toBe(other.client.email);
  });
});
