import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { getClientRecord } from '@/server/clients/record';
import { generateContractFromProposal, runContractSteps } from '@/server/pipeline/actions';
import { getDb } from '@/server/platform/db/client';
import { clientes, contratos, etapasExecutadas, propostas, signatureDocuments } from '@/server/platform/db/schema';
import { getProposalForEdit, listProposals } from '@/server/proposals/queries';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { signInAsNewStaff } from '../support/staff';

/**
 * D225: an accepted proposal's screens (the Propostas card, the edit screen, the client page) get its contract's
 * state, so that its main action is "Gerar contrato", then "Abrir contrato", then, once signed, the signed PDF with
 * the charges and the project.
 */
const marker = randomUUID().slice(0, 8);
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;
let propostaId: string;
const contractIds: string[] = [];

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email: `c-${marker}@teste.dev` })
    .returning({ id: clientes.id });
  [{ id: propostaId }] = await db
    .insert(propostas)
    .values({
      nome: `Loja ${marker}`,
      cliente: `Cliente ${marker}`,
      clienteId,
      status: 'aceita',
      slug: `p-${randomUUID()}`,
      busca: `loja ${marker} cliente ${marker}`,
      conteudo: { descricao: 'Loja', escopo: ['Catálogo'], prazo: '30 dias', valor: 'R$ 4.000,00' },
    })
    .returning({ id: propostas.id });
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  if (contractIds.length) {
    await db.delete(etapasExecutadas).where(inArray(etapasExecutadas.assuntoId, contractIds));
    await db.delete(signatureDocuments).where(inArray(signatureDocuments.contractId, contractIds));
  }
  await deleteClientsWithDocuments(db, [clienteId]);
  await staff.cleanup();
});

/** The contract state each of the three screens reads for the proposal. */
async function shown() {
  const card = (await listProposals({ q: `Loja ${marker}` })).rows.find((r) => r.id === propostaId);
  expect(card).toBeDefined();
  const edit = await getProposalForEdit(propostaId);
  const record = await getClientRecord(clienteId);
  const doc = record?.documents.items.find((d) => d.tipo === 'proposal' && d.id === propostaId);
  expect(edit?.contrato).toEqual(card?.contrato);
  expect(doc?.contrato).toEqual(card?.contrato);
  return card?.contrato;
}

describe('an accepted proposal’s contract on its screens (D225)', () => {
  it('none, then the draft, then the signed contract with its PDF and project', async () => {
    expect(await shown()).toBeNull();

    const generated = await generateContractFromProposal({ propostaId, templateId: 'model-01' });
    expect(generated.ok).toBe(true);
    if (!generated.ok) return;
    const id = generated.data.id;
    contractIds.push(id);
    expect(await shown()).toMatchObject({ id, status: 'rascunho', verificationCode: null, projetoId: null });

    const db = await getDb();
    await db
      .update(contratos)
      .set({
        status: 'assinado',
        assinadoEm: new Date('2026-03-10T15:00:00Z'),
        planoPagamento: defaultPlan(400000) as unknown as Record<string, unknown>,
      })
      .where(eq(contratos.id, id));
    const code = `V${marker}`.toUpperCase();
    await db.insert(signatureDocuments).values({
      name: `Contrato — Loja ${marker}`,
      originalFilename: 'contrato.pdf',
      fileKey: `k-${marker}`,
      fileSize: 1,
      originalSha256: 'x',
      status: 'signed',
      clienteId,
      contractId: id,
      verificationCode: code,
    });
    expect(await runContractSteps({ id, etapas: ['projeto'] })).toMatchObject({ ok: true });
    const signed = await shown();
    expect(signed).toMatchObject({ id, status: 'assinado', verificationCode: code, projetoId: expect.any(String) });
  });
});
