import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import { saveFiscalProfile } from '@/server/nfse/actions';
import { ISSUE_JOB, queueNoteIssue } from '@/server/nfse/issue-note';
import { getDb } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  configuracoes,
  historicoPerfilProtegido,
  jobs,
  nfsePerfil,
  notasFiscais,
} from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { PRESTADOR_CNPJ, TOMADOR_CPF } from '../support/nfse-dps';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D232: the DPS number is taken from the profile in one statement, so two worker processes issuing at once on one
 * PostgreSQL never give two notes the same number, and leave no gap. PGlite serves one process only: PostgreSQL only
 * (TEST_DATABASE_URL; CI sets it), as the other multi-process tests (D60).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const marker = randomUUID().slice(0, 8);
const tsx = path.resolve('node_modules/.bin/tsx');
// Enough for both workers to take notes at once; each note is an XSD check, so not more.
const CHARGES = 12;
const FIRST = 41;

function worker() {
  const child = spawn(tsx, ['--conditions=react-server', 'scripts/worker.ts', '--drain'], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL!, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe.skipIf(!onPostgres)('NFS-e numbers with two worker processes (D232)', () => {
  const clientIds: string[] = [];
  let owner: Awaited<ReturnType<typeof signInAsNewStaff>>;

  beforeAll(async () => {
    const db = await getDb();
    await writeSettings(
      db,
      AGENCIA_SECTION,
      ZAgencia,
      { nomeFantasia: 'Agência Numeração', razaoSocial: 'Agência Numeração Ltda', cnpj: PRESTADOR_CNPJ },
      null,
    );
    owner = await signInAsNewStaff('owner');
    // The offline sandbox (no NFSE_SEFIN_URL) issues without a certificate (D237): the numbers are the point here.
    expect(
      await saveFiscalProfile({
        inscricaoMunicipal: '1234567',
        municipioIbge: '3550308',
        opSimpNac: '3',
        regApTribSn: '1',
        cTribNac: '010701',
        cTribMun: '',
        aliquotaIss: '2',
        descricaoModelo: '{descricao}',
        serie: '7',
        proximoNumero: String(FIRST),
        ambiente: '2',
        emitirQuando: 'pagamento',
      }),
    ).toMatchObject({ ok: true });
  }, 240_000);

  afterAll(async () => {
    const db = await getDb();
    await db.delete(jobs).where(eq(jobs.tipo, ISSUE_JOB));
    await deleteClientsWithDocuments(db, clientIds);
    await db.delete(nfsePerfil);
    await db.delete(historicoPerfilProtegido);
    await db.delete(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
    await owner?.cleanup();
    resetRequest();
  });

  it(`two workers issuing ${CHARGES} notes at once give each its own number, with no gap`, async () => {
    const db = await getDb();
    const people = await db
      .insert(clientes)
      .values(
        Array.from({ length: CHARGES }, (_, i) => ({
          // No e-mail: the note's own e-mail (D250) is not what this counts.
          nome: `Tomador ${i} ${marker}`,
          documento: TOMADOR_CPF,
        })),
      )
      .returning({ id: clientes.id, nome: clientes.nome });
    clientIds.push(...people.map((p) => p.id));
    const paid = await db
      .insert(cobrancas)
      .values(
        people.map((p, i) => ({
          numeroCobranca: `N-${marker}-${i}`,
          titulo: `Site ${marker} ${i}`,
          cliente: p.nome,
          clienteId: p.id,
          valor: 100_000 + i,
          valorPago: 100_000 + i,
          dataVencimento: '2099-12-31',
          dataPagamento: new Date(),
          status: 'pago',
          slug: `n-${marker}-${i}`,
          descricao: 'Desenvolvimento do site',
        })),
      )
      .returning({ id: cobrancas.id });
    for (const charge of paid) expect(await queueNoteIssue(db, charge.id, 'pagamento')).toBe(true);

    const results = await Promise.all([worker(), worker()]);
    expect(
      results.map((r) => r.code),
      results.map((r) => r.output).join('\n'),
    ).toEqual([0, 0]);

    const ids = paid.map((c) => c.id);
    const notes = await db
      .select({ status: notasFiscais.status, serie: notasFiscais.serie, numero: notasFiscais.numero })
      .from(notasFiscais)
      .where(inArray(notasFiscais.cobrancaId, ids));
    expect(notes).toHaveLength(CHARGES);
    expect(new Set(notes.map((n) => n.status))).toEqual(new Set(['emitida']));
    expect(new Set(notes.map((n) => n.serie))).toEqual(new Set(['7']));
    const numbers = notes.map((n) => n.numero).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: CHARGES }, (_, i) => FIRST + i));
    const [profile] = await db.select({ proximoNumero: nfsePerfil.proximoNumero }).from(nfsePerfil);
    expect(profile.proximoNumero).toBe(FIRST + CHARGES);
  }, 400_000);
});
