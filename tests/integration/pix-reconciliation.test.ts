import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, extratoCreditos } from '@/server/platform/db/schema';
import { POST as upload } from '@/app/api/pix/extrato/route';
import { confirmExactCredits, ignoreCredit, linkStatementCredit } from '@/server/pix/reconciliation-actions';
import { reconciliationView } from '@/server/pix/reconciliation-queries';
import { sgmlOfx } from '../support/ofx-fixture';
import { signInAsNewStaff } from '../support/staff';

/**
 * The reconciliation screen's actions (D20, D99): an OFX of 500 credits against 1,000 open charges, "Confirmar
 * todos" paying the exact ones through the one "charge paid" writer, a credit linked to any open charge by its
 * number, one ignored, a re-import that changes nothing and a bad file refused with its message.
 */
const marker = `PIXR${randomUUID().slice(0, 6)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

/** "Importar extrato" as the screen sends it: the file's bytes to the upload route (D179). */
async function importStatementFile(nome: string, bytes: Uint8Array | string, headers: Record<string, string> = {}) {
  const body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const response = await upload(
    new Request(`http://app.test/api/pix/extrato?nome=${encodeURIComponent(nome)}`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers,
    }),
  );
  return { status: response.status, ...((await response.json()) as { ok: boolean; data?: unknown; error?: string }) };
}

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  const clientIds = Array.from({ length: 1000 }, () => randomUUID());
  await db.insert(clientes).values(clientIds.map((id, i) => ({ id, nome: `Cliente${i} Souza`, observacoes: marker })));
  await db.insert(cobrancas).values(
    clientIds.map((clienteId, i) => ({
      numeroCobranca: `${marker}-C${i}`,
      titulo: `${marker} Mensalidade`,
      cliente: `Cliente${i} Souza`,
      clienteId,
      valor: 30000 + i,
      dataVencimento: '2026-11-10',
      slug: `${marker.toLowerCase()}-c${i}`,
    })),
  );
}, 60_000);

afterAll(async () => {
  const db = await getDb();
  await db.delete(extratoCreditos).where(like(extratoCreditos.conta, `${marker}%`));
  await db.delete(cobrancas).where(like(cobrancas.numeroCobranca, `${marker}%`));
  await db.delete(clientes).where(eq(clientes.observacoes, marker));
  await staff.cleanup();
});

describe('/cobrancas/conciliacao', () => {
  it('imports 500 credits against 1,000 open charges and confirms the exact ones at once', async () => {
    const credits = Array.from({ length: 500 }, (_, i) => ({
      fitid: `R${i}`,
      valor: 30000 + i * 2,
      data: '2026-11-11',
      memo: `PIX RECEBIDO CLIENTE${i * 2} SOUZA`,
    }));
    credits.push({ fitid: 'SOLTO', valor: 12345, data: '2026-11-11', memo: 'PIX RECEBIDO FULANO' });
    credits.push({ fitid: 'IGNORAR', valor: 999, data: '2026-11-11', memo: 'TRANSFERENCIA' });
    const file = sgmlOfx(credits, { account: { bank: marker, agency: '1', acct: '2' }, debits: 20 });
    const started = performance.now();
    const imported = await importStatementFile('extrato.ofx', file);
    console.log(
      `OFX import route: 502 credits against 1,000 open charges in ${Math.round(performance.now() - started)} ms`,
    );
    expect(imported).toMatchObject({ ok: true, data: { novos: 502, exatos: 500, semCorrespondencia: 2 } });
    expect(await importStatementFile('extrato.ofx', file)).toMatchObject({
      ok: true,
      data: { novos: 0, repetidos: 502 },
    });

    const confirmed = await confirmExactCredits({});
    expect(confirmed).toEqual({ ok: true, data: { confirmados: 500, recusados: 0 } });
    const db = await getDb();
    const paid = await db
      .select({ id: cobrancas.id })
      .from(cobrancas)
      .where(and(like(cobrancas.numeroCobranca, `${marker}%`), eq(cobrancas.status, 'pago')));
    expect(paid).toHaveLength(500);

    const view = await reconciliationView();
    const solto = view.credits.find((c) => c.valor === 12345)!;
    const ignorar = view.credits.find((c) => c.valor === 999)!;
    expect(await linkStatementCredit({ id: solto.id, cobranca: `${marker}-C1` })).toMatchObject({ ok: true });
    expect(await linkStatementCredit({ id: ignorar.id, cobranca: `${marker}-C0` })).toEqual({
      ok: false,
      error: 'Esta cobrança não está em aberto: já foi paga ou cancelada.',
    });
    expect(await linkStatementCredit({ id: ignorar.id, cobranca: 'nao-existe' })).toEqual({
      ok: false,
      error: 'Cobrança não encontrada. Confira o número.',
    });
    expect(await ignoreCredit({ id: ignorar.id })).toMatchObject({ ok: true });
    const rows = await db
      .select({ status: extratoCreditos.status })
      .from(extratoCreditos)
      .where(inArray(extratoCreditos.id, [solto.id, ignorar.id]));
    expect(rows.map((r) => r.status).sort()).toEqual(['conciliado', 'ignorado']);
  }, 120_000);

  it('refuses a file that is not an OFX with its message, and stores nothing', async () => {
    const result = await importStatementFile('planilha.csv', 'data;valor\n1;2');
    expect(result).toMatchObject({ status: 422, ok: false, error: expect.stringMatching(/não é um extrato OFX/) });
  });

  it('imports a 4 MB statement of 5,000 credits: the 5 MB the screen states is the real limit', async () => {
    const credits = Array.from({ length: 5000 }, (_, i) => ({
      fitid: `G${i}`,
      valor: 700_000 + i,
      data: '2026-11-12',
      memo: `PIX RECEBIDO PAGADOR ${i} ${'REFERENCIA '.repeat(62)}`,
      nome: `PAGADOR ${i}`,
    }));
    const file = sgmlOfx(credits, { account: { bank: marker, agency: '4', acct: '5000' }, debits: 5000 });
    expect(file.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const imported = await importStatementFile('ano.ofx', file);
    expect(imported).toMatchObject({ status: 200, ok: true, data: { novos: 5000, repetidos: 0 } });
    const db = await getDb();
    const rows = await db
      .select({ id: extratoCreditos.id })
      .from(extratoCreditos)
      .where(eq(extratoCreditos.conta, `${marker}:4:5000`));
    expect(rows).toHaveLength(5000);
  }, 180_000);

  it('refuses a file over 5 MB with its message before reading it whole, and a call from another site', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    expect(await importStatementFile('grande.ofx', big)).toEqual({
      status: 413,
      ok: false,
      error: 'O arquivo é grande demais (máximo de 5 MB).',
    });
    const other = await importStatementFile('extrato.ofx', sgmlOfx([]), { origin: 'https://outro.example' });
    expect(other.status).toBe(403);
  });

  it('refuses a signed-out caller', async () => {
    await staff.cleanup();
    const result = await importStatementFile('extrato.ofx', sgmlOfx([]));
    expect(result.status).toBe(401);
    staff = await signInAsNewStaff();
  });
});
