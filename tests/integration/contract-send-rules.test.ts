import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@/server/clients/create-client';
import { createContract } from '@/server/contracts/actions';
import { generateContractFromProposal } from '@/server/pipeline/actions';
import { getDb } from '@/server/platform/db/client';
import { contratos, propostas } from '@/server/platform/db/schema';
import { createContractSignature } from '@/server/signatures/signing-actions';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { filledFields } from '../support/filled-fields';
import { signInAsNewStaff } from '../support/staff';

const marker = `cs${randomUUID().slice(0, 8)}`;
const SYSTEM = { tipo: 'sistema', nome: 'teste' } as const;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId = '';

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  clienteId = (
    await createClient(db, SYSTEM, {
      nome: `Cliente ${marker}`,
      email: `${marker}@cliente.test`,
      assinanteNome: 'Paula Padeira',
      assinanteCpf: '111.444.777-35',
      assinanteEmail: `paula.${marker}@cliente.test`,
    })
  ).row.id;
}, 240_000);

afterAll(async () => {
  await deleteClientsWithDocuments(await getDb(), [clienteId]);
  await staff.cleanup();
});

const contract = (fields: Array<{ id: string; value: string }>) =>
  createContract({
    nome: `Contrato ${marker}`,
    cliente: `Cliente ${marker}`,
    clienteId,
    descricao: '',
    status: 'rascunho',
    propostaId: '',
    templateId: 'model-01',
    fields,
  });

describe('no contract leaves with blanks (D33)', () => {
  it('refuses "Enviar para assinatura" while any [campo] is unfilled, naming the fields, and makes no document', async () => {
    const fields = filledFields('model-01');
    const blanks = fields.map((f, i) => (i < 2 ? { ...f, value: '  ' } : f));
    const created = await contract(blanks);
    if (!created.ok) throw new Error(created.error);
    const refused = await createContractSignature({ contractId: created.data.id });
    expect(refused).toMatchObject({ ok: false });
    if (refused.ok) return;
    expect(refused.error).toContain('Preencha os campos do contrato antes de enviar para assinatura:');
    expect(refused.error).toContain('Nome ou razão social do contratante');
    expect(refused.error).toContain('CPF/CNPJ do contratante');
  });

  it('the signer is the client record’s signing person (D160)', async () => {
    const created = await contract(filledFields('model-01'));
    if (!created.ok) throw new Error(created.error);
    const draft = await createContractSignature({ contractId: created.data.id });
    expect(draft).toMatchObject({
      ok: true,
      data: { recipientName: 'Paula Padeira', recipientEmail: `paula.${marker}@cliente.test`, created: true },
    });
  });
});

describe('Gerar contrato once per proposal', () => {
  it('answers the contract already made instead of drawing another', async () => {
    const db = await getDb();
    const [proposta] = await db
      .insert(propostas)
      .values({
        nome: `Site ${marker}`,
        cliente: `Cliente ${marker}`,
        clienteId,
        status: 'aceita',
        slug: `p-${randomUUID()}`,
        conteudo: { descricao: 'Site', escopo: ['Home'], prazo: '30 dias', valor: 'R$ 4.000,00' },
      })
      .returning();
    const first = await generateContractFromProposal({ propostaId: proposta.id, templateId: 'model-01' });
    const second = await generateContractFromProposal({ propostaId: proposta.id, templateId: 'model-02' });
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.data.id).toBe(first.data.id);
    expect(await db.select().from(contratos).where(eq(contratos.propostaId, proposta.id))).toHaveLength(1);
  });
});
