import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobvRequest } from '@/lib/pix/cobv';
import { parseReceivedPix } from '@/lib/pix/received';
import { parseOfx } from '@/lib/statement/ofx';
import { creditKey, planImport, type OpenCharge } from '@/lib/statement/match';
import type { Actor } from '@/lib/timeline/kinds';
import { getDb } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  extratoCreditos,
  pixDevolucoes,
  pixRecebidos,
  timeline,
} from '@/server/platform/db/schema';
import { ignoreReceivedPix, matchReceivedPix } from '@/server/pix/match-received-pix';
import { recordReceivedPix } from '@/server/pix/record-received-pix';
import { recordStatementCredits } from '@/server/pix/record-statement-credits';
import { ignoreStatementCredit, reconcileStatementCredit } from '@/server/pix/reconcile-statement-credit';
import { requestRefund } from '@/server/pix/request-refund';
import {
  paySandboxCobv,
  sandboxGetPix,
  sandboxGetRefund,
  sandboxListPix,
  sandboxPatchCobv,
  sandboxPutCobv,
  sandboxRefund,
} from '@/server/pix/sandbox-psp';
import { updateRefund } from '@/server/pix/update-refund';
import { sgmlOfx } from '../support/ofx-fixture';

/** The Pix writers (D21) on the test database, and the sandbox PSP kept in it (D20). */
const automatic: Actor = { tipo: 'sistema', nome: 'Pix' };
const clientId = randomUUID();
const chargeIds = [randomUUID(), randomUUID()];
const e2e = (n: number) => `E12345678202603111200${String(n).padStart(11, '0')}`.slice(0, 32);

const pixJson = (n: number, txid: string | null, valor = '1500.00') => ({
  endToEndId: e2e(n),
  ...(txid ? { txid } : {}),
  valor,
  horario: '2026-03-11T15:00:00.000Z',
  pagador: { nome: 'JOAO DA CONCEICAO', cpf: '52998224725' },
});

beforeAll(async () => {
  const db = await getDb();
  await db.insert(clientes).values({ id: clientId, nome: 'João da Conceição', documento: '529.982.247-25' });
  await db.insert(cobrancas).values(
    chargeIds.map((id, i) => ({
      id,
      numeroCobranca: `PIXW-${id.slice(0, 8)}`,
      titulo: `Parcela ${i + 1}`,
      cliente: 'João da Conceição',
      clienteId: clientId,
      valor: 150000,
      dataVencimento: '2026-03-10',
      slug: `pixw-${id.slice(0, 8)}`,
    })),
  );
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(pixDevolucoes).where(inArray(pixDevolucoes.cobrancaId, chargeIds));
  await db.delete(extratoCreditos).where(eq(extratoCreditos.conta, '0341:1234:56789-0'));
  await db.delete(timeline).where(eq(timeline.clienteId, clientId));
  await db.delete(pixRecebidos).where(inArray(pixRecebidos.endToEndId, [1, 2, 3, 4].map(e2e)));
  await db.delete(cobrancas).where(inArray(cobrancas.id, chargeIds));
  await db.delete(clientes).where(eq(clientes.id, clientId));
});

describe('received Pix', () => {
  it('stores a Pix once by its end-to-end id, however many times it is reported', async () => {
    const db = await getDb();
    const json = pixJson(1, 'abcdefabcdefabcdefabcdefabcdefab');
    const pix = parseReceivedPix(json)!;
    const results = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => recordReceivedPix(tx, pix, json, 'webhook'))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.flatMap((r) => r.events).map((e) => e.type)).toEqual(['pix.received']);
    const rows = await db
      .select()
      .from(pixRecebidos)
      .where(eq(pixRecebidos.endToEndId, e2e(1)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      valor: 150000,
      status: 'pendente',
      pagadorNome: 'JOAO DA CONCEICAO',
      origem: 'webhook',
    });
  });

  it('links it to its charge once, and refuses to relink a decided Pix', async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(pixRecebidos)
      .where(eq(pixRecebidos.endToEndId, e2e(1)));
    const first = await matchReceivedPix(db, automatic, {
      pixId: row.id,
      chargeId: chargeIds[0],
      status: 'conciliado',
    });
    expect(first.row).toMatchObject({ cobrancaId: chargeIds[0], status: 'conciliado' });
    expect(first.events).toEqual([
      expect.objectContaining({ type: 'pix.updated', chargeId: chargeIds[0], clienteId: clientId }),
    ]);
    const again = await matchReceivedPix(db, automatic, {
      pixId: row.id,
      chargeId: chargeIds[0],
      status: 'conciliado',
    });
    expect(again.events).toEqual([]);
    await expect(
      matchReceivedPix(db, automatic, { pixId: row.id, chargeId: chargeIds[1], status: 'conciliado' }),
    ).rejects.toThrow('Este Pix já foi conciliado ou ignorado.');
    await expect(ignoreReceivedPix(db, automatic, row.id)).rejects.toThrow('Este Pix já foi conciliado ou ignorado.');
  });

  it('sets aside a Pix that pays no charge', async () => {
    const db = await getDb();
    const json = pixJson(2, null, '12.34');
    const { row } = await recordReceivedPix(db, parseReceivedPix(json)!, json, 'reconciliacao');
    expect((await ignoreReceivedPix(db, automatic, row.id)).row.status).toBe('ignorado');
  });
});

describe('refunds', () => {
  it('refunds part of a Pix, refuses more than is left, and follows the status to DEVOLVIDO once', async () => {
    const db = await getDb();
    const [pix] = await db
      .select()
      .from(pixRecebidos)
      .where(eq(pixRecebidos.endToEndId, e2e(1)));
    const staff: Actor = { tipo: 'sistema', nome: 'Equipe' };
    const { row, events } = await requestRefund(db, staff, { pixId: pix.id, valor: 50000 });
    expect(row).toMatchObject({
      status: 'EM_PROCESSAMENTO',
      devolucaoId: row.id.replace(/-/g, ''),
      cobrancaId: chargeIds[0],
    });
    expect(events[0]).toMatchObject({ type: 'pix.refundUpdated', clienteId: clientId, status: 'EM_PROCESSAMENTO' });
    await expect(requestRefund(db, staff, { pixId: pix.id, valor: 100001 })).rejects.toThrow(
      'A devolução passa do valor do Pix: restam R$\u00a01.000,00 para devolver.',
    );
    await expect(requestRefund(db, staff, { pixId: pix.id, valor: 0 })).rejects.toThrow('Informe um valor');

    const answer = {
      status: 'DEVOLVIDO' as const,
      rtrId: 'D12345678202603111200abcdefghijk',
      motivo: null,
      liquidadaEm: null,
    };
    const done = await updateRefund(db, automatic, { refundId: row.id, answer });
    expect(done.row).toMatchObject({ status: 'DEVOLVIDO', rtrId: answer.rtrId });
    expect(done.row.liquidadoEm).toBeInstanceOf(Date);
    const late = await updateRefund(db, automatic, {
      refundId: row.id,
      answer: { ...answer, status: 'NAO_REALIZADO' },
    });
    expect(late.events).toEqual([]);
    expect(late.row.status).toBe('DEVOLVIDO');
    const entries = await db
      .select({ tipo: timeline.tipo })
      .from(timeline)
      .where(and(eq(timeline.clienteId, clientId), eq(timeline.assuntoId, chargeIds[0])));
    expect(entries.map((e) => e.tipo).sort()).toEqual(['pix.refundRequested', 'pix.refunded']);
  });

  it('does not count a refund that did not happen', async () => {
    const db = await getDb();
    const [pix] = await db
      .select()
      .from(pixRecebidos)
      .where(eq(pixRecebidos.endToEndId, e2e(1)));
    const { row } = await requestRefund(db, automatic, { pixId: pix.id, valor: 100000 });
    await updateRefund(db, automatic, {
      refundId: row.id,
      answer: {
        status: 'NAO_REALIZADO',
        rtrId: 'D12345678202603111200abcdefghijz',
        motivo: 'Conta encerrada',
        liquidadaEm: null,
      },
    });
    expect((await requestRefund(db, automatic, { pixId: pix.id, valor: 100000 })).row.status).toBe('EM_PROCESSAMENTO');
  });
});

describe('statement credits', () => {
  const charges: OpenCharge[] = [
    {
      id: chargeIds[1],
      txid: null,
      valor: 150000,
      dataVencimento: '2026-03-10',
      clienteNome: 'João da Conceição',
      clienteDocumento: '52998224725',
    },
  ];
  const file = sgmlOfx([
    { fitid: 'OFX-1', valor: 150000, data: '2026-03-11', memo: 'PIX RECEBIDO JOAO DA CONCEICAO' },
    { fitid: 'OFX-2', valor: 999, data: '2026-03-11', memo: 'PIX RECEBIDO OUTRO' },
  ]);

  it('stores each credit once with its match; importing the same file again changes nothing', async () => {
    const db = await getDb();
    const parsed = parseOfx(file);
    if (!parsed.ok) throw new Error(parsed.message);
    const plan = planImport(parsed.credits, new Set(), charges);
    const first = await recordStatementCredits(db, plan.novos, 'extrato.ofx');
    expect(first.row.map((r) => [r.fitid, r.correspondencia, r.cobrancaId])).toEqual([
      ['OFX-1', 'exact', chargeIds[1]],
      ['OFX-2', 'none', null],
    ]);
    expect(first.events).toEqual([{ type: 'statement.imported', creditIds: first.row.map((r) => r.id) }]);

    const stored = await db.select().from(extratoCreditos).where(eq(extratoCreditos.conta, '0341:1234:56789-0'));
    const again = planImport(parsed.credits, new Set(stored.map(creditKey)), charges);
    expect(again).toEqual({ novos: [], repetidos: 2 });
    // Even a plan made without knowing them stores nothing twice.
    expect((await recordStatementCredits(db, plan.novos, 'extrato.ofx')).row).toEqual([]);
    expect(await db.select().from(extratoCreditos).where(eq(extratoCreditos.conta, '0341:1234:56789-0'))).toHaveLength(
      2,
    );
  });

  it('confirms a credit for its charge, ignores another, and keeps decisions', async () => {
    const db = await getDb();
    const rows = await db.select().from(extratoCreditos).where(eq(extratoCreditos.conta, '0341:1234:56789-0'));
    const exact = rows.find((r) => r.fitid === 'OFX-1')!;
    const other = rows.find((r) => r.fitid === 'OFX-2')!;
    const staff: Actor = { tipo: 'sistema', nome: 'Equipe' };
    expect((await reconcileStatementCredit(db, staff, { creditId: exact.id, chargeId: chargeIds[1] })).row.status).toBe(
      'conciliado',
    );
    expect((await reconcileStatementCredit(db, staff, { creditId: exact.id, chargeId: chargeIds[1] })).events).toEqual(
      [],
    );
    expect((await ignoreStatementCredit(db, staff, other.id)).row.status).toBe('ignorado');
    await expect(reconcileStatementCredit(db, staff, { creditId: other.id, chargeId: chargeIds[1] })).rejects.toThrow(
      'Este lançamento do extrato já foi conciliado ou ignorado.',
    );
  });
});

describe('the sandbox PSP (kept in the database)', () => {
  const sandboxCharge = randomUUID();

  it('creates, revises and pays a cobv with the amount due that day, lists and refunds the Pix', async () => {
    const result = cobvRequest({
      charge: {
        id: sandboxCharge,
        numeroCobranca: 'SBX-1',
        titulo: 'Sandbox',
        valor: 100000,
        dataVencimento: '2026-03-10',
        multaPercentual: 2,
        jurosMensalPercentual: 1,
      },
      client: { nome: 'João da Conceição', documento: '52998224725' },
      chave: 'financeiro@agencia.com.br',
      validadeAposVencimento: 30,
    });
    if (!result.ok) throw new Error(result.reason);
    const created = await sandboxPutCobv(result.txid, result.body);
    expect(created).toMatchObject({ status: 'ATIVA', revisao: 0 });
    expect(created.pixCopiaECola).toMatch(/^000201/);
    expect((await sandboxPutCobv(result.txid, result.body)).revisao).toBe(1);
    expect(
      (await sandboxPatchCobv(result.txid, { valor: { ...result.body.valor, original: '1000.00' } })).revisao,
    ).toBe(2);

    const e2eid = await paySandboxCobv(result.txid, { dia: '2026-03-11' });
    const fetched = await sandboxGetPix(e2eid);
    expect(fetched?.pix).toMatchObject({
      txid: result.txid,
      valor: 102033,
      componentesValor: { multa: 2000, juros: 33 },
    });
    await expect(paySandboxCobv(result.txid)).rejects.toThrow();
    const listed = await sandboxListPix(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
    expect(listed.map((p) => p.pix.endToEndId)).toContain(e2eid);

    const refund = await sandboxRefund(e2eid, 'sbxrefund1', 2033);
    expect(refund.status).toBe('EM_PROCESSAMENTO');
    expect((await sandboxRefund(e2eid, 'sbxrefund1', 2033)).id).toBe('sbxrefund1');
    expect((await sandboxGetRefund(e2eid, 'sbxrefund1'))?.status).toBe('DEVOLVIDO');
  });
});
