import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { createContract, updateContract } from '@/server/contracts/actions';
import { getContract } from '@/server/contracts/queries';
import { markContractSigned } from '@/server/contracts/signing';
import { getDb } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';
import { signInAsNewStaff } from '../support/staff';

/** D46: the text under "Assinado · data" is the text that was signed. */
const marker = `lock${randomUUID().slice(0, 8)}`;
const form = (overrides: Record<string, unknown> = {}) => ({
  nome: `Contrato ${marker}`,
  cliente: `Cliente ${marker}`,
  descricao: 'Projeto do site',
  status: 'enviado' as const,
  propostaId: '',
  fields: [{ id: 'field-1', value: `Padaria ${marker} Ltda` }],
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
beforeAll(async () => {
  staff = await signInAsNewStaff();
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await staff.cleanup();
});

describe('an e-signed contract cannot change silently (D46)', () => {
  it('refuses every edit once signed and leaves text, values and version as signed', async () => {
    const created = await createContract({ ...form(), templateId: 'model-01' });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    const db = await getDb();
    await db.transaction((tx) => markContractSigned(tx as never, id, new Date('2026-03-05T12:00:00Z')));
    const signed = await getContract(id);

    expect(await updateContract({ ...form({ fields: [{ id: 'field-1', value: 'Outra Empresa Ltda' }] }), id })).toEqual(
      { ok: false, error: m.contracts.signedLock.error },
    );
    expect(await updateContract({ ...form({ nome: `Contrato ${marker} alterado` }), id })).toEqual({
      ok: false,
      error: m.contracts.signedLock.error,
    });
    expect(await updateContract({ ...form({ status: 'rascunho' }), id })).toEqual({
      ok: false,
      error: m.contracts.signedLock.error,
    });

    const after = await getContract(id);
    expect(after).toEqual(signed);
    expect(after).toMatchObject({ versao: 1, status: 'assinado', assinadoEm: '2026-03-05T12:00:00.000Z' });
    expect(after!.conteudo.fields[0].value).toBe(`Padaria ${marker} Ltda`);
  });

  it('still lets staff edit a contract that is not signed', async () => {
    const created = await createContract({ ...form(), templateId: 'model-01' });
    if (!created.ok) throw new Error(created.error);
    expect(
      await updateContract({ ...form({ nome: `Contrato ${marker} revisto` }), id: created.data.id }),
    ).toMatchObject({ ok: true, data: { versao: 2 } });
  });
});
