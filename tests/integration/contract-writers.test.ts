import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { m } from '@/lib/messages';
import { AUTOMACOES_SECTION, ZAutomacoes } from '@/lib/settings/automacoes';
import type { Actor } from '@/lib/timeline/kinds';
import { createContract, updateContract } from '@/server/contracts/actions';
import { markContractSigned } from '@/server/contracts/mark-contract-signed';
import { getContract } from '@/server/contracts/queries';
import { getDb } from '@/server/platform/db/client';
import { configuracoes, contratos, timeline } from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { signInAsNewStaff } from '../support/staff';

/** The contract writers (D21): a signed contract is locked whichever way it was signed (D46), and signed once. */
const marker = `kw${randomUUID().slice(0, 8)}`;
const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste' };
const locked = { ok: false, error: m.contracts.signedLock.error };
const form = (overrides: Record<string, unknown> = {}) => ({
  nome: `Contrato ${marker}`,
  cliente: `Cliente ${marker}`,
  descricao: 'Projeto do site',
  status: 'rascunho' as const,
  propostaId: '',
  fields: [{ id: 'field-1', value: `Padaria ${marker} Ltda` }],
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
beforeAll(async () => {
  staff = await signInAsNewStaff();
  // The pipeline's steps are the pipeline's tests; here a signature only has to happen once.
  const off = { cobrancas: false, emailCobranca: false, projeto: false, avisoEquipe: false };
  await writeSettings(await getDb(), AUTOMACOES_SECTION, ZAutomacoes, off, null);
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await db.delete(configuracoes).where(eq(configuracoes.secao, AUTOMACOES_SECTION));
  await staff.cleanup();
});

async function created(overrides: Record<string, unknown> = {}) {
  const result = await createContract({ ...form(overrides), templateId: 'model-01' });
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

async function signedEntries(contractId: string) {
  const db = await getDb();
  return db
    .select()
    .from(timeline)
    .where(and(eq(timeline.assuntoId, contractId), eq(timeline.tipo, 'contract.signed')));
}

const revalidated = (path: string) => vi.mocked(revalidatePath).mock.calls.filter(([p]) => p === path).length;

describe('a contract marked "Assinado" by hand (D46)', () => {
  it('is signed through the writer: a date, one client-visible entry, its pages refreshed', async () => {
    const { id, slug } = await created();
    vi.mocked(revalidatePath).mockClear();
    expect(await updateContract({ ...form({ status: 'assinado' }), id })).toMatchObject({
      ok: true,
      data: { versao: 2 },
    });
    const contract = await getContract(id);
    expect(contract).toMatchObject({ status: 'assinado', versao: 2 });
    expect(contract!.assinadoEm).not.toBeNull();
    const entries = await signedEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ visivelCliente: true, atorTipo: 'staff', atorUsuarioId: staff.id });
    expect(revalidated(`/c/${slug}`)).toBe(1);
  });

  it('can no longer be edited: every change is refused and nothing moves', async () => {
    const { id } = await created();
    expect((await updateContract({ ...form({ status: 'assinado' }), id })).ok).toBe(true);
    const signed = await getContract(id);
    for (const change of [
      { fields: [{ id: 'field-1', value: 'Outra Empresa Ltda' }] },
      { nome: `Contrato ${marker} alterado` },
      { status: 'rascunho' },
      { status: 'assinado' },
    ])
      expect(await updateContract({ ...form({ ...change }), id }), JSON.stringify(change)).toEqual(locked);
    expect(await getContract(id)).toEqual(signed);
    expect(await signedEntries(id)).toHaveLength(1);
  });

  it('is locked when saved as "Assinado" from the start, with its one signature entry', async () => {
    const { id } = await created({ status: 'assinado' });
    const contract = await getContract(id);
    expect(contract).toMatchObject({ status: 'assinado', versao: 1 });
    expect(contract!.assinadoEm).not.toBeNull();
    expect(await signedEntries(id)).toHaveLength(1);
    expect(await updateContract({ ...form({ nome: `Contrato ${marker} mudado` }), id })).toEqual(locked);
  });

  it('stays locked when an older row says "assinado" without a date', async () => {
    const { id } = await created();
    const db = await getDb();
    await db.update(contratos).set({ status: 'assinado', assinadoEm: null }).where(eq(contratos.id, id));
    expect(await updateContract({ ...form({ status: 'enviado' }), id })).toEqual(locked);
    expect(await getContract(id)).toMatchObject({ status: 'assinado', assinadoEm: null, versao: 1 });
  });
});

describe('markContractSigned (D33)', () => {
  it('signs once: a second call keeps the first date, writes no entry and reports no event', async () => {
    const { id, slug } = await created({ status: 'enviado' });
    const db = await getDb();
    const first = await db.transaction((tx) =>
      markContractSigned(tx as never, SYSTEM, { contractId: id, at: new Date('2026-03-05T12:00:00Z') }),
    );
    expect(first).toMatchObject({
      row: { id, slug },
      events: [{ type: 'contract.signed', contractId: id, slug, at: new Date('2026-03-05T12:00:00Z') }],
    });
    const second = await db.transaction((tx) =>
      markContractSigned(tx as never, SYSTEM, { contractId: id, at: new Date('2026-03-06T12:00:00Z') }),
    );
    expect(second).toEqual({ row: { id, slug }, events: [] });
    expect(await getContract(id)).toMatchObject({ status: 'assinado', assinadoEm: '2026-03-05T12:00:00.000Z' });
    expect(await signedEntries(id)).toHaveLength(1);
  });
});
