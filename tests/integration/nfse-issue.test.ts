import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as danfseRoute } from '@/app/(backoffice)/cobrancas/[id]/nota-fiscal/route';
import { isChaveAcesso } from '@/lib/nfse/chave';
import { readNfseXml } from '@/lib/nfse/nfse-xml';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import type { Actor } from '@/lib/timeline/kinds';
import { createCharge } from '@/server/charges/create-charge';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import { createClient } from '@/server/clients/create-client';
import { updateClient } from '@/server/clients/update-client';
import { dispatch } from '@/server/events/dispatch';
import { runPass } from '@/server/jobs/worker';
import { saveFiscalProfile } from '@/server/nfse/actions';
import { readPkcs12 } from '@/server/nfse/certificate';
import { CADASTRO_ERROR, ISSUE_JOB, issueNoteForCharge } from '@/server/nfse/issue-note';
import { resetNfseSandbox } from '@/server/nfse/sandbox-provider';
import { sefinNfseProvider } from '@/server/nfse/sefin-provider';
import { storeNfseCertificate } from '@/server/nfse/write-fiscal-profile';
import { reserveNote, resetRejectedNote } from '@/server/nfse/write-note';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  cobrancas,
  configuracoes,
  historicoPerfilProtegido,
  jobs,
  nfsePerfil,
  notasFiscais,
} from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { startFakeSefin, type FakeSefin } from '../support/fake-sefin';
import { PRESTADOR_CNPJ, TOMADOR_CPF } from '../support/nfse-dps';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D231–D237: the NFS-e issued by itself when a charge is paid: the charge paid through THE "charge paid" writer, its
 * `charge.paid` dispatched, the queued `nfse.emitir` job run by the worker's pass, against the offline sandbox and
 * the stand-in Sefin.
 */
const marker = randomUUID().slice(0, 8);
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste NFS-e' };
const clientIds: string[] = [];
const cleanups: Array<() => Promise<void>> = [];

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
  proximoNumero: '41',
  ambiente: '2',
  emitirQuando: 'pagamento',
};

async function db(): Promise<Db> {
  return getDb();
}

async function newClient(documento: string | null) {
  const d = await db();
  const written = await d.transaction((tx) =>
    createClient(tx as unknown as Db, SYSTEM, {
      nome: `Tomador ${marker} ${clientIds.length}`,
      email: `tomador-${marker}-${clientIds.length}@teste.dev`,
      documento,
    }),
  );
  clientIds.push(written.row.id);
  return written.row;
}

async function newCharge(cliente: { id: string; nome: string }, valor = 150_000) {
  const d = await db();
  const written = await d.transaction((tx) =>
    createCharge(tx as unknown as Db, SYSTEM, {
      titulo: `Site ${marker}`,
      cliente: cliente.nome,
      clienteId: cliente.id,
      valor,
      dataVencimento: '2099-12-31',
      formaPagamento: 'pix',
      descricao: 'Desenvolvimento do site institucional',
    }),
  );
  return written.row!;
}

/** THE "charge paid" writer, then the dispatcher, as an action or a webhook does. */
async function pay(chargeId: string) {
  const d = await db();
  const written = await d.transaction((tx) => markChargePaid(tx as unknown as Db, SYSTEM, chargeId));
  await dispatch(written.events);
  return written;
}

const runJobs = () => runPass({ kinds: [ISSUE_JOB] });

async function notesOf(chargeId: string) {
  return (await db()).select().from(notasFiscais).where(eq(notasFiscais.cobrancaId, chargeId));
}

let sefin: FakeSefin;
let owner: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  const d = await db();
  await writeSettings(
    d,
    AGENCIA_SECTION,
    ZAgencia,
    { nomeFantasia: 'Agência Web Teste', razaoSocial: 'Agência Web Teste Ltda', cnpj: PRESTADOR_CNPJ },
    null,
  );
  owner = await signInAsNewStaff('owner');
  cleanups.push(owner.cleanup);
  expect(await saveFiscalProfile(form)).toMatchObject({ ok: true });
  sefin = await startFakeSefin();
}, 240_000);

afterAll(async () => {
  const d = await db();
  await d.delete(jobs).where(eq(jobs.tipo, ISSUE_JOB));
  await deleteClientsWithDocuments(d, clientIds);
  await d.delete(nfsePerfil);
  await d.delete(historicoPerfilProtegido);
  await d.delete(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
  for (const cleanup of cleanups.reverse()) await cleanup();
  resetNfseSandbox();
  expect(sefin.failures).toEqual([]);
  await sefin.close();
  resetRequest();
});

describe('the note issued when a charge is paid (sandbox)', () => {
  it('a paid charge of a client with a CPF gets its note issued, with an access key', async () => {
    const cliente = await newClient(TOMADOR_CPF);
    const charge = await newCharge(cliente);
    const paid = await pay(charge.id);
    expect(paid.events.map((e) => e.type)).toContain('charge.paid');
    expect(
      await (
        await db()
      )
        .select()
        .from(jobs)
        .where(eq(jobs.chave, `nfse:${charge.id}`)),
    ).toHaveLength(1);

    expect(await runJobs()).toMatchObject({ ok: 1, failed: 0 });
    const [note] = await notesOf(charge.id);
    expect(note).toMatchObject({ status: 'emitida', serie: '1', numero: 41, ambiente: '2', valor: 150_000 });
    expect(isChaveAcesso(note.chaveAcesso)).toBe(true);
    const doc = readNfseXml(note.xmlAutorizado!);
    expect(doc.chave).toBe(note.chaveAcesso);
    expect(note.dpsId).toMatch(/^DPS\d{42}$/);
    // The charge stays paid: the note never touches the payment.
    expect((await (await db()).select().from(cobrancas).where(eq(cobrancas.id, charge.id)))[0].status).toBe('pago');

    // A second charge.paid, or the job run again, issues nothing more.
    await dispatch(paid.events);
    await runJobs();
    expect(await issueNoteForCharge(await db(), charge.id)).toEqual([]);
    expect(await notesOf(charge.id)).toEqual([note]);

    // D238: its DANFSe, for staff (signed in as the owner here), rendered from the authorised XML.
    const pdf = await danfseRoute(new Request(`http://localhost/cobrancas/${charge.id}/nota-fiscal`), {
      params: Promise.resolve({ id: charge.id }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a client without CPF/CNPJ: rejected with what to fill; filled and retried, issued with the same number', async () => {
    const cliente = await newClient(null);
    const charge = await newCharge(cliente, 90_000);
    await pay(charge.id);
    await runJobs();
    const [rejected] = await notesOf(charge.id);
    expect(rejected).toMatchObject({ status: 'rejeitada', chaveAcesso: null });
    // No DANFSe for a note not issued.
    const none = await danfseRoute(new Request(`http://localhost/cobrancas/${charge.id}/nota-fiscal`), {
      params: Promise.resolve({ id: charge.id }),
    });
    expect(none.status).toBe(404);
    expect(rejected.erros).toEqual([
      {
        codigo: CADASTRO_ERROR,
        descricao: expect.stringContaining('Preencha o CPF/CNPJ na ficha do cliente'),
      },
    ]);
    // Run again without a fix: it stays rejected, no new number taken.
    expect(await issueNoteForCharge(await db(), charge.id)).toEqual([]);
    expect(await notesOf(charge.id)).toHaveLength(1);

    const d = await db();
    await d.transaction((tx) =>
      updateClient(tx as unknown as Db, SYSTEM, cliente.id, {
        nome: cliente.nome,
        email: cliente.email,
        telefone: null,
        documento: TOMADOR_CPF,
        endereco: null,
        observacoes: null,
        assinanteNome: null,
        assinanteCpf: null,
        assinanteEmail: null,
        assinanteCelular: null,
      }),
    );
    const reset = await d.transaction((tx) => resetRejectedNote(tx as unknown as Db, rejected.id));
    expect(reset?.events.map((e) => e.type)).toEqual(['nfse.reset']);
    await dispatch(reset!.events);
    expect(await runJobs()).toMatchObject({ ok: 1, failed: 0 });
    const [issued] = await notesOf(charge.id);
    expect(issued).toMatchObject({ id: rejected.id, status: 'emitida', numero: rejected.numero, erros: null });
  });

  it('two reservations at once for two charges never take the same number', async () => {
    const cliente = await newClient(TOMADOR_CPF);
    const [a, b] = [await newCharge(cliente), await newCharge(cliente)];
    const d = await db();
    const reserve = (chargeId: string) =>
      d.transaction((tx) =>
        reserveNote(tx as unknown as Db, {
          cobrancaId: chargeId,
          clienteId: cliente.id,
          valor: 1000,
          competencia: '2026-12-02',
          cnpj: PRESTADOR_CNPJ,
        }),
      );
    const [first, second] = await Promise.all([reserve(a.id), reserve(b.id)]);
    expect(first!.row.numero).not.toBe(second!.row.numero);
    expect(first!.row.dpsId).not.toBe(second!.row.dpsId);
    // The same charge again gets its own note back, no number taken.
    const again = await reserve(a.id);
    expect(again).toEqual({ row: first!.row, events: [] });
    const [profile] = await d.select().from(nfsePerfil);
    expect(profile.proximoNumero).toBe(Math.max(first!.row.numero, second!.row.numero) + 1);
    await d.delete(notasFiscais).where(inArray(notasFiscais.id, [first!.row.id, second!.row.id]));
  });
});

describe('the note issued through the Sefin (stand-in)', () => {
  it('an answer dropped after the Sefin accepted: one note at the stand-in and in the table', async () => {
    const d = await db();
    const read = readPkcs12(sefin.certificate.pfx, sefin.certificate.passphrase);
    if (!read.ok) throw new Error(read.problem);
    const who = { id: owner.id, name: 'Dona Teste', ip: '127.0.0.1' };
    await d.transaction((tx) => storeNfseCertificate(tx as unknown as Db, read, who, 'Agência Web Teste Ltda'));
    const cliente = await newClient(TOMADOR_CPF);
    const charge = await newCharge(cliente, 250_000);
    // Queued by the payment; run here with the stand-in's provider instead of the worker's default.
    await pay(charge.id);
    await d.delete(jobs).where(and(eq(jobs.tipo, ISSUE_JOB), like(jobs.chave, `nfse:${charge.id}%`)));
    const provider = () =>
      sefinNfseProvider({
        baseUrl: sefin.baseUrl,
        timeoutMs: 5_000,
        certificate: sefin.certificate,
        ca: sefin.ca.caPem,
      });
    sefin.acceptAndDropNext();
    const events = await issueNoteForCharge(d, charge.id, { provider });
    expect(events.map((e) => e.type)).toEqual(['nfse.reserved', 'nfse.issued']);
    const notes = await notesOf(charge.id);
    expect(notes).toHaveLength(1);
    expect(notes[0].status).toBe('emitida');
    const atStandIn = [...sefin.notes.values()].filter((n) => n.dpsId === notes[0].dpsId);
    expect(atStandIn).toHaveLength(1);
    expect(atStandIn[0].chaveAcesso).toBe(notes[0].chaveAcesso);
    // Once more: nothing sent.
    const posts = sefin.received.filter((r) => r.method === 'POST').length;
    expect(await issueNoteForCharge(d, charge.id, { provider })).toEqual([]);
    expect(sefin.received.filter((r) => r.method === 'POST').length).toBe(posts);
  });
});
