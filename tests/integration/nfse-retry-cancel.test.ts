import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReceivedPix } from '@/lib/pix/received';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import { timelineLabel } from '@/lib/timeline/labels';
import type { Actor } from '@/lib/timeline/kinds';
import { FORBIDDEN } from '@/server/action';
import { signIn } from '@/server/auth/actions';
import { createCharge } from '@/server/charges/create-charge';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import { createClient } from '@/server/clients/create-client';
import { updateClient } from '@/server/clients/update-client';
import { dispatch } from '@/server/events/dispatch';
import { runPass } from '@/server/jobs/worker';
import { saveFiscalProfile } from '@/server/nfse/actions';
import { CANCEL_JOB, cancelNoteForRefund } from '@/server/nfse/cancel-note';
import { readPkcs12 } from '@/server/nfse/certificate';
import { ISSUE_JOB, issueNoteForCharge, NfseUnavailableError } from '@/server/nfse/issue-note';
import { cancelNoteByHand, retryNote } from '@/server/nfse/note-actions';
import { chargeNote } from '@/server/nfse/note-queries';
import type { NfseProvider } from '@/server/nfse/provider';
import { resetNfseSandbox } from '@/server/nfse/sandbox-provider';
import { sefinNfseProvider } from '@/server/nfse/sefin-provider';
import { storeNfseCertificate } from '@/server/nfse/write-fiscal-profile';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  configuracoes,
  historicoPerfilProtegido,
  jobs,
  nfsePerfil,
  notasFiscais,
  pixDevolucoes,
  pixRecebidos,
  timeline,
} from '@/server/platform/db/schema';
import { matchReceivedPix } from '@/server/pix/match-received-pix';
import { recordReceivedPix } from '@/server/pix/record-received-pix';
import { requestRefund } from '@/server/pix/request-refund';
import { updateRefund } from '@/server/pix/update-refund';
import { writeSettings } from '@/server/settings/store';
import serverText from '@/messages';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { startFakeSefin, type FakeSefin } from '../support/fake-sefin';
import { PRESTADOR_CNPJ, TOMADOR_CPF } from '../support/nfse-dps';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Each case issues, cancels and runs the worker's pass several times (xmllint in WebAssembly each time): more than
// the default 30 s on a loaded machine.
/**
 * D240–D245: "Tentar de novo" on a rejected note, the cancellation a full refund queues (event 101101, through the
 * worker on the sandbox and against the stand-in Sefin, down and then up), the owner's cancellation by hand and its
 * refusals, and the notes on the client's timeline.
 */
const marker = randomUUID().slice(0, 8);
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste NFS-e' };
const t = serverText.nfseNote;
const clientIds: string[] = [];
const e2eIds: string[] = [];
const cleanups: Array<() => Promise<void>> = [];

const form = {
  inscricaoMunicipal: '1234567',
  municipioIbge: '3550308',
  opSimpNac: '3',
  regApTribSn: '1',
  cTribNac: '010701',
  cTribMun: '',
  aliquotaIss: '2',
  descricaoModelo: '{descricao}',
  serie: '7',
  proximoNumero: '12',
  ambiente: '2',
  emitirQuando: 'pagamento',
};

const db = (): Promise<Db> => getDb();

type Account = Awaited<ReturnType<typeof signInAsNewStaff>>;
let owner: Account;
let admin: Account;
let member: Account;
let sefin: FakeSefin;

async function signInAs(account: Account) {
  resetRequest(`10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const result = await signIn({ email: account.email, password: account.password });
  if (!result.ok) throw new Error(result.error);
}

async function newClient(documento: string | null) {
  const written = await (
    await db()
  ).transaction((tx) =>
    createClient(tx as unknown as Db, SYSTEM, {
      nome: `Tomadora ${marker} ${clientIds.length}`,
      email: `tomadora-${marker}-${clientIds.length}@teste.dev`,
      documento,
    }),
  );
  clientIds.push(written.row.id);
  return written.row;
}

async function paidCharge(cliente: { id: string; nome: string }, valor = 120_000) {
  const d = await db();
  const charge = (
    await d.transaction((tx) =>
      createCharge(tx as unknown as Db, SYSTEM, {
        titulo: `Site ${marker}`,
        cliente: cliente.nome,
        clienteId: cliente.id,
        valor,
        dataVencimento: '2099-12-31',
        formaPagamento: 'pix',
        descricao: 'Manutenção mensal do site',
      }),
    )
  ).row!;
  const paid = await d.transaction((tx) => markChargePaid(tx as unknown as Db, SYSTEM, charge.id));
  await dispatch(paid.events);
  return charge;
}

const runIssue = () => runPass({ kinds: [ISSUE_JOB] });
const runCancel = () => runPass({ kinds: [CANCEL_JOB] });

async function notesOf(chargeId: string) {
  return (await db()).select().from(notasFiscais).where(eq(notasFiscais.cobrancaId, chargeId));
}

async function fixDocument(cliente: { id: string; nome: string; email: string | null }) {
  await (
    await db()
  ).transaction((tx) =>
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
}

/** The Pix that paid the charge, reconciled, then refunded (`valor`) and settled by the PSP: the refund's events. */
async function refund(chargeId: string, valor: number, pixValor = valor) {
  const d = await db();
  const e2e = `E${randomUUID().replace(/-/g, '')}`.slice(0, 32);
  e2eIds.push(e2e);
  let [pix] = await d.select().from(pixRecebidos).where(eq(pixRecebidos.cobrancaId, chargeId));
  if (!pix) {
    const json = {
      endToEndId: e2e,
      valor: (pixValor / 100).toFixed(2),
      horario: new Date().toISOString(),
      pagador: { nome: 'TOMADORA', cpf: TOMADOR_CPF },
    };
    const { row } = await recordReceivedPix(d, parseReceivedPix(json)!, json, 'webhook');
    await matchReceivedPix(d, SYSTEM, { pixId: row.id, chargeId, status: 'conciliado' });
    [pix] = await d.select().from(pixRecebidos).where(eq(pixRecebidos.id, row.id));
  }
  const requested = await requestRefund(d, SYSTEM, { pixId: pix.id, valor });
  const answer = {
    status: 'DEVOLVIDO' as const,
    rtrId: `D${randomUUID().replace(/-/g, '')}`.slice(0, 32),
    motivo: null,
    liquidadaEm: null,
  };
  const done = await updateRefund(d, SYSTEM, { refundId: requested.row.id, answer });
  await dispatch(done.events);
  return done.events;
}

async function cancelJobsOf(notaId: string) {
  return (await db())
    .select()
    .from(jobs)
    .where(eq(jobs.chave, `nfse:cancelar:${notaId}`));
}

async function entriesOf(clienteId: string) {
  return (await db())
    .select()
    .from(timeline)
    .where(and(eq(timeline.clienteId, clienteId), like(timeline.tipo, 'nfse.%')));
}

beforeAll(async () => {
  const d = await db();
  await writeSettings(
    d,
    AGENCIA_SECTION,
    ZAgencia,
    { nomeFantasia: 'Agência Web Teste', razaoSocial: 'Agência Web Teste Ltda', cnpj: PRESTADOR_CNPJ },
    null,
  );
  member = await signInAsNewStaff('member');
  admin = await signInAsNewStaff('admin');
  owner = await signInAsNewStaff('owner');
  cleanups.push(member.cleanup, admin.cleanup, owner.cleanup);
  expect(await saveFiscalProfile(form)).toMatchObject({ ok: true });
  sefin = await startFakeSefin();
}, 240_000);

afterAll(async () => {
  const d = await db();
  await d.delete(jobs).where(inArray(jobs.tipo, [ISSUE_JOB, CANCEL_JOB]));
  await d.delete(pixDevolucoes).where(inArray(pixDevolucoes.endToEndId, e2eIds));
  await d.delete(pixRecebidos).where(inArray(pixRecebidos.endToEndId, e2eIds));
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

describe('"Tentar de novo" on a rejected note (D240)', () => {
  it('shows the rejection, refuses a member, and after the fix issues the note with the same number', async () => {
    const cliente = await newClient(null);
    const charge = await paidCharge(cliente);
    await runIssue();
    const shown = await chargeNote(charge.id);
    expect(shown).toMatchObject({ status: 'rejeitada', chaveAcesso: null, parada: false });
    expect(shown!.erros![0].descricao).toContain('Preencha o CPF/CNPJ na ficha do cliente');
    const [rejected] = await notesOf(charge.id);

    await signInAs(member);
    expect(await retryNote({ chargeId: charge.id })).toEqual({ ok: false, error: FORBIDDEN });
    expect((await notesOf(charge.id))[0].status).toBe('rejeitada');

    // Not fixed yet: the retry runs and the note is rejected again, still the same number.
    await signInAs(admin);
    expect(await retryNote({ chargeId: charge.id })).toEqual({ ok: true, data: { status: 'pendente' } });
    // Twice: the second click finds the note pending with its job queued, and adds nothing.
    expect(await retryNote({ chargeId: charge.id })).toEqual({ ok: true, data: { status: 'pendente' } });
    const queued = await (
      await db()
    )
      .select()
      .from(jobs)
      .where(and(eq(jobs.tipo, ISSUE_JOB), like(jobs.chave, `nfse:${charge.id}:%`)));
    expect(queued).toHaveLength(1);
    await runIssue();
    expect((await notesOf(charge.id))[0]).toMatchObject({ id: rejected.id, status: 'rejeitada', numero: 12 });

    await fixDocument(cliente);
    expect(await retryNote({ chargeId: charge.id })).toMatchObject({ ok: true });
    expect(await runIssue()).toMatchObject({ failed: 0 });
    const notes = await notesOf(charge.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      id: rejected.id,
      status: 'emitida',
      numero: 12,
      dpsId: rejected.dpsId,
      erros: null,
    });
    expect(await chargeNote(charge.id)).toMatchObject({ status: 'emitida', erros: null });

    // An issued note is not retried.
    expect(await retryNote({ chargeId: charge.id })).toEqual({ ok: false, error: t.retry.naoRejeitada });
    // D245: the issue is on the client's timeline, once, with its number.
    const entries = await entriesOf(cliente.id);
    expect(entries.map((e) => e.tipo)).toEqual(['nfse.issued']);
    expect(timelineLabel(entries[0].tipo, entries[0].dados as Record<string, number>)).toBe('NFS-e nº 12 emitida');
  }, 120_000);

  it('queues a pending note whose job gave up, and refuses a charge with no note', async () => {
    const cliente = await newClient(TOMADOR_CPF);
    const charge = await paidCharge(cliente);
    const d = await db();
    // The job ran out of attempts before the note was issued (the Sefin down for hours).
    const down = { status: 'unavailable', reason: 'network', detail: 'teste' } as const;
    const unavailable: NfseProvider = {
      name: 'sefin',
      issue: async () => down,
      findByDps: async () => down,
      cancel: async () => down,
    };
    await expect(issueNoteForCharge(d, charge.id, { provider: () => unavailable })).rejects.toBeInstanceOf(
      NfseUnavailableError,
    );
    await d
      .update(jobs)
      .set({ status: 'falhou' })
      .where(eq(jobs.chave, `nfse:${charge.id}`));
    expect(await chargeNote(charge.id)).toMatchObject({ status: 'pendente', parada: true });
    await signInAs(admin);
    expect(await retryNote({ chargeId: charge.id })).toMatchObject({ ok: true });
    expect(await chargeNote(charge.id)).toMatchObject({ status: 'pendente', parada: false });
    await runIssue();
    expect(await chargeNote(charge.id)).toMatchObject({ status: 'emitida' });

    expect(await retryNote({ chargeId: randomUUID() })).toEqual({ ok: false, error: t.retry.semNota });
  }, 120_000);
});

describe('a full refund cancels the note (D242), on the sandbox through the worker', () => {
  it('cancels once; a second notice or run does nothing; a partial refund leaves the note', async () => {
    const cliente = await newClient(TOMADOR_CPF);
    const charge = await paidCharge(cliente, 80_000);
    await runIssue();
    const [issued] = await notesOf(charge.id);
    expect(issued.status).toBe('emitida');

    // Part of it: nothing queued.
    const partial = await refund(charge.id, 30_000, 80_000);
    expect(await cancelJobsOf(issued.id)).toHaveLength(0);
    // The rest: the refunds together cover the note.
    const events = await refund(charge.id, 50_000);
    expect(await cancelJobsOf(issued.id)).toHaveLength(1);
    expect(await runCancel()).toMatchObject({ ok: 1, failed: 0 });
    const [cancelled] = await notesOf(charge.id);
    expect(cancelled).toMatchObject({ status: 'cancelada', cancelamentoMotivo: '9', canceladaPor: null });
    expect(cancelled.eventoXml).toContain('<e101101>');
    expect(cancelled.canceladaEm).toBeInstanceOf(Date);
    expect(await chargeNote(charge.id)).toMatchObject({ status: 'cancelada', motivo: '9' });

    await dispatch([...partial, ...events]);
    expect(await cancelJobsOf(issued.id)).toHaveLength(1);
    expect(await cancelNoteForRefund(await db(), issued.id)).toEqual([]);
    expect((await notesOf(charge.id))[0]).toEqual(cancelled);

    const entries = await entriesOf(cliente.id);
    expect(entries.map((e) => e.tipo).sort()).toEqual(['nfse.cancelled', 'nfse.issued']);
    const label = entries.map((e) => timelineLabel(e.tipo, e.dados as Record<string, number>)).sort();
    expect(label).toEqual([`NFS-e nº ${issued.numero} cancelada`, `NFS-e nº ${issued.numero} emitida`]);
  }, 120_000);
});

describe("the owner's cancellation by hand (D243, D244)", () => {
  it('refuses an admin, a missing or wrong password, a bad reason and a note not issued; cancels once', async () => {
    const rejectedCharge = await paidCharge(await newClient(null));
    const cliente = await newClient(TOMADOR_CPF);
    const charge = await paidCharge(cliente);
    await runIssue();
    const input = { chargeId: charge.id, motivo: 2, justificativa: 'Serviço não foi prestado ao cliente.' };

    await signInAs(admin);
    expect(await cancelNoteByHand({ ...input, confirmacao: admin.password })).toEqual({ ok: false, error: FORBIDDEN });
    await signInAs(owner);
    expect(await cancelNoteByHand(input)).toEqual({ ok: false, error: t.cancel.semConfirmacaoSenha });
    expect(await cancelNoteByHand({ ...input, confirmacao: 'senha-errada-999' })).toMatchObject({ ok: false });
    const ok = { ...input, confirmacao: owner.password };
    expect(await cancelNoteByHand({ ...ok, motivo: 5 })).toEqual({ ok: false, error: t.cancel.motivoInvalido });
    expect(await cancelNoteByHand({ ...ok, justificativa: '  curta   demais ' })).toEqual({
      ok: false,
      error: t.cancel.justificativaCurta,
    });
    expect(await cancelNoteByHand({ ...ok, justificativa: 'x'.repeat(256) })).toEqual({
      ok: false,
      error: t.cancel.justificativaLonga,
    });
    expect(await cancelNoteByHand({ ...ok, justificativa: 'Cancelada por engano 🙂 na emissão' })).toEqual({
      ok: false,
      error: t.cancel.justificativaCaracteres,
    });
    expect(await cancelNoteByHand({ ...ok, chargeId: rejectedCharge.id })).toEqual({
      ok: false,
      error: t.cancel.naoEmitida,
    });
    expect((await notesOf(charge.id))[0].status).toBe('emitida');

    expect(await cancelNoteByHand(ok)).toEqual({ ok: true, data: { status: 'cancelada' } });
    const [note] = await notesOf(charge.id);
    expect(note).toMatchObject({
      status: 'cancelada',
      cancelamentoMotivo: '2',
      cancelamentoJustificativa: 'Serviço não foi prestado ao cliente.',
      canceladaPor: owner.id,
    });
    expect(await cancelNoteByHand(ok)).toEqual({ ok: false, error: t.cancel.jaCancelada });
    // Audited: the timeline's entry names the owner.
    const [entry] = (await entriesOf(cliente.id)).filter((e) => e.tipo === 'nfse.cancelled');
    expect(entry).toMatchObject({ atorTipo: 'staff', atorUsuarioId: owner.id });
    expect(entry.dados).toMatchObject({ motivo: '2', numero: note.numero });
  }, 120_000);
});

describe('the cancellation at the stand-in Sefin (D241, D242)', () => {
  it('the Sefin down: the job fails and is retried; up: cancelled exactly once', async () => {
    const d = await db();
    const read = readPkcs12(sefin.certificate.pfx, sefin.certificate.passphrase);
    if (!read.ok) throw new Error(read.problem);
    await d.transaction((tx) =>
      storeNfseCertificate(
        tx as unknown as Db,
        read,
        { id: owner.id, name: 'Dona Teste', ip: '127.0.0.1' },
        'Agência Web Teste Ltda',
      ),
    );
    const provider = () =>
      sefinNfseProvider({
        baseUrl: sefin.baseUrl,
        timeoutMs: 5_000,
        certificate: sefin.certificate,
        ca: sefin.ca.caPem,
      });
    const cliente = await newClient(TOMADOR_CPF);
    const charge = await paidCharge(cliente, 200_000);
    await d.delete(jobs).where(and(eq(jobs.tipo, ISSUE_JOB), like(jobs.chave, `nfse:${charge.id}%`)));
    await dispatch(await issueNoteForCharge(d, charge.id, { provider }));
    const [issued] = await notesOf(charge.id);
    expect(issued.status).toBe('emitida');

    await refund(charge.id, 200_000);
    expect(await cancelJobsOf(issued.id)).toHaveLength(1);
    const posts = () => sefin.received.filter((r) => r.method === 'POST' && r.path.endsWith('/eventos')).length;

    sefin.setDown(true);
    await expect(cancelNoteForRefund(d, issued.id, { provider })).rejects.toBeInstanceOf(NfseUnavailableError);
    expect((await notesOf(charge.id))[0].status).toBe('emitida');
    sefin.setDown(false);

    const events = await cancelNoteForRefund(d, issued.id, { provider });
    expect(events.map((e) => e.type)).toEqual(['nfse.cancelled']);
    await dispatch(events);
    const [cancelled] = await notesOf(charge.id);
    expect(cancelled.status).toBe('cancelada');
    expect(cancelled.eventoXml).toBe(sefin.cancellations.get(issued.chaveAcesso!));
    const sent = posts();
    expect(await cancelNoteForRefund(d, issued.id, { provider })).toEqual([]);
    expect(posts()).toBe(sent);
    expect([...sefin.cancellations.keys()].filter((k) => k === issued.chaveAcesso)).toHaveLength(1);
    expect((await entriesOf(cliente.id)).map((e) => e.tipo).sort()).toEqual(['nfse.cancelled', 'nfse.issued']);
  }, 120_000);
});
