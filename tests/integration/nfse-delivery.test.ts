import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as staffDanfseRoute } from '@/app/(backoffice)/cobrancas/[id]/nota-fiscal/route';
import NotesPage from '@/app/(backoffice)/cobrancas/notas-fiscais/page';
import { GET as portalDanfseRoute } from '@/app/portal/nota-fiscal/[id]/route';
import { GET as portalXmlRoute } from '@/app/portal/nota-fiscal/[id]/xml/route';
import { setClock } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import type { Actor } from '@/lib/timeline/kinds';
import { signIn } from '@/server/auth/actions';
import { createCharge } from '@/server/charges/create-charge';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import { createClient } from '@/server/clients/create-client';
import { dispatch } from '@/server/events/dispatch';
import { runPass } from '@/server/jobs/worker';
import { saveFiscalProfile } from '@/server/nfse/actions';
import { groupedChave } from '@/server/nfse/danfse-pdf';
import { ISSUE_JOB } from '@/server/nfse/issue-note';
import { clientNotes, listNotes } from '@/server/nfse/note-queries';
import { resetNfseSandbox } from '@/server/nfse/sandbox-provider';
import { getDb, type Db } from '@/server/platform/db/client';
import { configuracoes, enviosEmail, jobs, nfsePerfil, notasFiscais } from '@/server/platform/db/schema';
import { DELIVER_JOB } from '@/server/platform/mail/outbox';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { enterPortal } from '@/server/portal/actions';
import { issuePortalToken } from '@/server/portal/tokens';
import { RECEIPT_WAIT_MS } from '@/server/pipeline/note-mail';
import { writeSettings } from '@/server/settings/store';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { mailParts } from '../support/mail-parts';
import { PRESTADOR_CNPJ, TOMADOR_CNPJ } from '../support/nfse-dps';
import { pdfText } from '../support/pdf-text';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D250–D253: the note delivered. The receipt e-mail waits for the charge's note and carries its DANFSe and XML (one
 * e-mail); past its wait it goes without, and the note follows in an e-mail of its own. The portal lists the client's
 * notes and serves only theirs; staff list every note. Against the offline sandbox (D211), through the worker's pass.
 */
const marker = randomUUID().slice(0, 8);
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste entrega NFS-e' };
const clientIds: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
const DESCRICAO = 'Desenvolvimento do site institucional';

const form = {
  inscricaoMunicipal: '1234567',
  municipioIbge: '3550308',
  opSimpNac: '3',
  regApTribSn: '1',
  cTribNac: '010701',
  cTribMun: '',
  aliquotaIss: '2',
  descricaoModelo: '{descricao} — {competencia}',
  serie: '1',
  proximoNumero: '1',
  ambiente: '2',
  emitirQuando: 'pagamento',
};

const db = (): Promise<Db> => getDb();

async function newClient(documento: string) {
  const d = await db();
  const n = clientIds.length;
  const written = await d.transaction((tx) =>
    createClient(tx as unknown as Db, SYSTEM, {
      nome: `Tomador ${marker} ${n}`,
      email: `tomador-${marker}-${n}@teste.dev`,
      documento,
    }),
  );
  clientIds.push(written.row.id);
  return written.row;
}

async function paidCharge(cliente: { id: string; nome: string }, valor: number) {
  const d = await db();
  const charge = (
    await d.transaction((tx) =>
      createCharge(tx as unknown as Db, SYSTEM, {
        titulo: `Site ${marker} ${valor}`,
        cliente: cliente.nome,
        clienteId: cliente.id,
        valor,
        dataVencimento: '2099-12-31',
        formaPagamento: 'pix',
        descricao: DESCRICAO,
      }),
    )
  ).row!;
  const paid = await d.transaction((tx) => markChargePaid(tx as unknown as Db, SYSTEM, charge.id));
  await dispatch(paid.events);
  return charge;
}

const issueNotes = () => runPass({ kinds: [ISSUE_JOB] });
const deliver = () => runPass({ kinds: [DELIVER_JOB] });
/** The worker's delivery pass as if `ms` had gone by. */
async function deliverAfter(ms: number) {
  setClock(new Date(Date.now() + ms));
  try {
    return await deliver();
  } finally {
    setClock(null);
  }
}

const outboxFiles = () => {
  try {
    return readdirSync(outboxDir());
  } catch {
    return [];
  }
};
/** The e-mails written to the outbox folder since `before`, to this address. */
function mailsTo(to: string, before: Set<string>) {
  return outboxFiles()
    .filter((f) => !before.has(f))
    .map((f) => readFileSync(path.join(outboxDir(), f), 'utf8'))
    .filter((raw) => raw.includes(to));
}

const mailRows = async (chargeId: string) =>
  (await db()).select().from(enviosEmail).where(eq(enviosEmail.assuntoId, chargeId));

const notesOf = async (chargeId: string) =>
  (await db()).select().from(notasFiscais).where(eq(notasFiscais.cobrancaId, chargeId));

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  const d = await db();
  await writeSettings(
    d,
    AGENCIA_SECTION,
    ZAgencia,
    { nomeFantasia: 'Agência Web Teste', razaoSocial: 'Agência Web Teste Ltda', cnpj: PRESTADOR_CNPJ },
    null,
  );
  const owner = await signInAsNewStaff('owner');
  cleanups.push(owner.cleanup);
  expect(await saveFiscalProfile(form)).toMatchObject({ ok: true });
  // The list is for whoever sees the charges: a member (D253).
  staff = await signInAsNewStaff('member');
  cleanups.push(staff.cleanup);
}, 240_000);

afterAll(async () => {
  setClock(null);
  const d = await db();
  await d.delete(jobs).where(inArray(jobs.tipo, [ISSUE_JOB, DELIVER_JOB]));
  await deleteClientsWithDocuments(d, clientIds);
  await d.delete(nfsePerfil);
  await d.delete(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
  for (const cleanup of cleanups.reverse()) await cleanup();
  resetNfseSandbox();
  resetRequest();
});

async function signInStaff() {
  resetRequest(`10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const result = await signIn({ email: staff.email, password: staff.password });
  if (!result.ok) throw new Error(result.error);
}

async function signInAsClient(clienteId: string) {
  resetRequest(`10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const { token } = await issuePortalToken(await db(), clienteId, 'email');
  const entered = await enterPortal({ token });
  if (!entered.ok) throw new Error(entered.error);
}

describe('staff: the list of notes (D253)', () => {
  it('is refused to a visitor without a staff session, and shows its empty state before any note', async () => {
    resetRequest();
    const refused = await NotesPage({ searchParams: Promise.resolve({}) }).then(
      () => null,
      (error: unknown) => error as { digest?: string },
    );
    expect(refused?.digest).toMatch(/NEXT_REDIRECT.*\/auth\?from=%2Fcobrancas%2Fnotas-fiscais/);
    expect(
      (await staffDanfseRoute(new Request('http://x'), { params: Promise.resolve({ id: randomUUID() }) })).status,
    ).toBe(401);
    await signInStaff();
    expect(await listNotes(10)).toEqual([]);
  });
});

describe('the receipt e-mail with the note (D250)', () => {
  it('waits for the note, then goes once with the DANFSe and the XML; the note’s own e-mail is left unsent', async () => {
    const cliente = await newClient(TOMADOR_CNPJ);
    const before = new Set(outboxFiles());
    const charge = await paidCharge(cliente, 150_000);

    // The note is not issued yet: the receipt waits (no attempt spent), nothing leaves.
    await deliver();
    expect(mailsTo(cliente.email!, before)).toEqual([]);
    const [receipt] = await mailRows(charge.id);
    expect(receipt).toMatchObject({ tipo: 'recibo', resultado: 'pendente' });
    const [job] = await (
      await db()
    )
      .select()
      .from(jobs)
      .where(eq(jobs.chave, `email:${receipt.id}`));
    expect(job).toMatchObject({ status: 'pendente', tentativas: 0 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    // The job issues the note; the next look of the receipt finds it.
    expect(await issueNotes()).toMatchObject({ ok: 1, failed: 0 });
    const [note] = await notesOf(charge.id);
    expect(note.status).toBe('emitida');
    await deliverAfter(60_000);

    const mails = mailsTo(cliente.email!, before);
    expect(mails).toHaveLength(1);
    const parts = mailParts(mails[0]);
    const pdfs = parts.filter((p) => p.contentType === 'application/pdf');
    expect(pdfs.map((p) => p.filename)).toEqual([expect.stringMatching(/^recibo/), `nfse-${note.chaveAcesso}.pdf`]);
    const text = (await pdfText(new Uint8Array(pdfs[1].body))).replace(/\s+/g, ' ');
    expect(text).toContain(groupedChave(note.chaveAcesso!));
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('01.761.135/0001-32');
    expect(text).toContain(formatMoney(150_000).replace(/\s+/g, ' '));
    expect(text).toContain(DESCRICAO);
    const xml = parts.find((p) => p.contentType === 'application/xml');
    expect(xml?.filename).toBe(`nfse-${note.chaveAcesso}.xml`);
    expect(xml!.body.toString('utf8').trim()).toBe(note.xmlAutorizado!.trim());

    // The receipt's row says it carried the note, so the note's own e-mail is left unsent for good.
    await deliverAfter(120_000);
    expect(mailsTo(cliente.email!, before)).toHaveLength(1);
    const rows = await mailRows(charge.id);
    expect(rows.find((r) => r.tipo === 'recibo')).toMatchObject({
      resultado: 'enviado',
      anexos: [
        { tipo: 'recibo-pdf', id: charge.id },
        { tipo: 'nfse', id: charge.id },
      ],
    });
    expect(rows.find((r) => r.tipo === 'nota-fiscal')).toMatchObject({ resultado: 'dispensado' });
  });

  it('past its wait the receipt goes without the note, and the note follows in a short e-mail of its own', async () => {
    const cliente = await newClient(TOMADOR_CNPJ);
    const before = new Set(outboxFiles());
    const charge = await paidCharge(cliente, 80_000);
    await deliverAfter(RECEIPT_WAIT_MS + 60_000);
    const [receiptMail] = mailsTo(cliente.email!, before);
    expect(receiptMail).toBeDefined();
    expect(mailParts(receiptMail).filter((p) => p.contentType === 'application/pdf')).toHaveLength(1);
    expect(mailParts(receiptMail).some((p) => p.contentType === 'application/xml')).toBe(false);
    expect((await mailRows(charge.id)).find((r) => r.tipo === 'recibo')?.anexos).toEqual([
      { tipo: 'recibo-pdf', id: charge.id },
    ]);

    await issueNotes();
    const [note] = await notesOf(charge.id);
    expect(note.status).toBe('emitida');
    await deliver();
    const mails = mailsTo(cliente.email!, before);
    expect(mails).toHaveLength(2);
    const noteMail = mails.find((raw) => raw !== receiptMail)!;
    expect(noteMail).toContain('Subject: Nota fiscal');
    const files = mailParts(noteMail).filter((p) => p.filename?.startsWith('nfse-'));
    expect(files.map((p) => p.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
  });
});

describe('the client portal’s notes (D252)', () => {
  it('lists the client’s own notes and serves their DANFSe and XML; another client’s note is 404', async () => {
    const [a, b] = [clientIds[0], clientIds[1]];
    const listed = await clientNotes(a);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'emitida', valor: 150_000, serie: '1', ambiente: '2' });
    expect(listed[0].emitidaEm).toBeTruthy();
    const [other] = await clientNotes(b);
    expect(other.valor).toBe(80_000);

    await signInAsClient(a);
    const params = (id: string) => ({ params: Promise.resolve({ id }) });
    const pdf = await portalDanfseRoute(new Request('http://x'), params(listed[0].id));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const xml = await portalXmlRoute(new Request('http://x'), params(listed[0].id));
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(await xml.text()).toContain('<NFSe');

    for (const id of [other.id, randomUUID(), 'nao-e-uuid']) {
      expect((await portalDanfseRoute(new Request('http://x'), params(id))).status).toBe(404);
      expect((await portalXmlRoute(new Request('http://x'), params(id))).status).toBe(404);
    }
    resetRequest();
    expect((await portalDanfseRoute(new Request('http://x'), params(listed[0].id))).status).toBe(401);
    expect((await portalXmlRoute(new Request('http://x'), params(listed[0].id))).status).toBe(401);
  });
});

describe('staff: the list of notes, with notes (D253)', () => {
  it('lists every note newest first with its client, value and status, and its DANFSe opens', async () => {
    await signInStaff();
    const notes = await listNotes(10);
    expect(notes.map((n) => [n.valor, n.status])).toEqual([
      [80_000, 'emitida'],
      [150_000, 'emitida'],
    ]);
    expect(notes[1].cliente).toBe(`Tomador ${marker} 0`);
    expect(notes[1].emitidaEm).toBeInstanceOf(Date);
    expect(await listNotes(1)).toHaveLength(1);
    // A member reaches the staff DANFSe of a listed note.
    const pdf = await staffDanfseRoute(new Request('http://x'), {
      params: Promise.resolve({ id: notes[0].cobrancaId }),
    });
    expect(pdf.status).toBe(200);
  });
});
