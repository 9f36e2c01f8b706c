import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import { SESSION_EXPIRED } from '@/server/action';
import { seedFromEnv } from '@/server/agency/profile';
import { saveClientSigningPerson } from '@/server/clients/actions';
import { createClient } from '@/server/clients/create-client';
import { createContract } from '@/server/contracts/actions';
import { getDb } from '@/server/platform/db/client';
import {
  clientes,
  configuracoes,
  contratos,
  signatureDocuments,
  signatureFields,
  signatureSigners,
} from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { sendContractSignature } from '@/server/signatures/send/contract-send-actions';
import { createContractSignature } from '@/server/signatures/signing-actions';
import { filledFields } from '../support/filled-fields';
import { linkFromOutbox } from '../support/outbox-link';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D160, D161: "Enviar para assinatura" on a contract opens the signers step with the client's signing person (asked
 * for and saved to the client's record when missing) and then the agency's representative; sending goes to both,
 * in order, through the signers' path.
 */
const marker = `ct${randomUUID().slice(0, 8)}`;
const SYSTEM = { tipo: 'sistema', nome: 'teste' } as const;
const PERSON = {
  assinanteNome: 'Paula Padeira',
  assinanteCpf: '11144477735',
  assinanteEmail: `Paula.${marker}@Exemplo.com.br`,
  assinanteCelular: '(11) 98765-4321',
};
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  staff = await signInAsNewStaff('member');
  const profile = {
    ...seedFromEnv(),
    representanteNome: 'Rita Representante',
    representanteCpf: '52998224725',
    representanteEmail: staff.email,
  };
  await writeSettings(await getDb(), AGENCIA_SECTION, ZAgencia, profile, null);
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  await db.delete(signatureDocuments).where(like(signatureDocuments.name, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await db.delete(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
  await staff.cleanup();
});

/** A company client with no signing person yet, and a filled contract of theirs. */
async function companyContract(n: number) {
  const client = await createClient(await getDb(), SYSTEM, {
    nome: `Padaria ${n} ${marker} Ltda`,
    email: `padaria${n}.${marker}@exemplo.com.br`,
    documento: '11.222.333/0001-81',
  });
  const contract = await createContract({
    nome: `Contrato ${n} ${marker}`,
    cliente: client.row.nome,
    clienteId: client.row.id,
    descricao: '',
    status: 'enviado',
    propostaId: '',
    templateId: 'model-01',
    fields: filledFields('model-01'),
  });
  if (!contract.ok) throw new Error(contract.error);
  return { clienteId: client.row.id, contractId: contract.data.id };
}

/** The step's pre-filled signers as the form sends them back (blank CPF and phone as empty text). */
const asInput = (signers: Array<{ cpf: string | null; phone: string | null }>) =>
  signers.map((s) => ({ ...s, cpf: s.cpf ?? '', phone: s.phone ?? '' })) as never[];

async function signersOf(documentId: string) {
  return (await getDb())
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId))
    .orderBy(asc(signatureSigners.position));
}

async function restoreStaff() {
  await staff.cleanup();
  const email = staff.email;
  staff = await signInAsNewStaff('member');
  // The representative is the staff member of the profile: keep the profile pointing at the session's account.
  await writeSettings(
    await getDb(),
    AGENCIA_SECTION,
    ZAgencia,
    {
      ...seedFromEnv(),
      representanteNome: 'Rita Representante',
      representanteCpf: '52998224725',
      representanteEmail: staff.email,
    },
    null,
  );
  return email;
}

describe('the contract button sends to the client and the representative (D161)', () => {
  it('asks for the missing signing person, saves it on the client, and sends to both in order', async () => {
    const { clienteId, contractId } = await companyContract(1);
    const opened = await createContractSignature({ contractId });
    if (!opened.ok) throw new Error(opened.error);
    const { step } = opened.data;
    // A company without a signing person: nobody is pre-filled as the company.
    expect(step).toMatchObject({ clienteId, person: null });
    expect(step.others.map((s) => [s.name, s.email, s.cpf, s.role])).toEqual([
      ['Rita Representante', staff.email, '529.982.247-25', 'parte'],
    ]);
    expect(await signersOf(step.id)).toHaveLength(0);

    // Sending before the person is known is refused, and changes nothing.
    expect(await sendContractSignature({ id: step.id, others: asInput(step.others) })).toEqual({
      ok: false,
      error: m.signatures.contract.signerMissing,
    });
    const [draft] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, step.id));
    expect(draft.status).toBe('draft');

    // The step saves the person on the client's record.
    const saved = await saveClientSigningPerson({ clienteId, ...PERSON });
    expect(saved).toEqual({
      ok: true,
      data: {
        nome: 'Paula Padeira',
        cpf: '111.444.777-35',
        email: `paula.${marker}@exemplo.com.br`,
        celular: '(11) 98765-4321',
      },
    });
    const [client] = await (await getDb()).select().from(clientes).where(eq(clientes.id, clienteId));
    expect(client).toMatchObject({ assinanteNome: 'Paula Padeira', assinanteCpf: '111.444.777-35' });

    // Reopened, the same draft comes pre-filled with the person, then the representative.
    const again = await createContractSignature({ contractId });
    if (!again.ok) throw new Error(again.error);
    expect(again.data.step).toMatchObject({ id: step.id, person: { nome: 'Paula Padeira' } });

    // With a witness after the representative; a userId in the input is ignored (the server matches e-mails).
    const witness = {
      name: 'Tereza Testemunha',
      email: `tereza.${marker}@exemplo.com.br`,
      cpf: '',
      phone: '',
      role: 'testemunha' as const,
      userId: staff.id,
    };
    const sent = await sendContractSignature({ id: step.id, others: [...asInput(again.data.step.others), witness] });
    expect(sent).toMatchObject({ ok: true });
    const rows = await signersOf(step.id);
    expect(rows.map((r) => [r.position, r.name, r.email, r.cpf, r.role, r.status, r.userId])).toEqual([
      [1, 'Paula Padeira', `paula.${marker}@exemplo.com.br`, '111.444.777-35', 'parte', 'invited', null],
      [2, 'Rita Representante', staff.email, '529.982.247-25', 'parte', 'waiting', staff.id],
      [3, 'Tereza Testemunha', `tereza.${marker}@exemplo.com.br`, null, 'testemunha', 'waiting', null],
    ]);
    expect(rows[0].phone).toBe('(11) 98765-4321');
    // The contract's signature field is the client's; the others get their own.
    const fields = await (
      await getDb()
    )
      .select({ signerId: signatureFields.signerId })
      .from(signatureFields)
      .where(eq(signatureFields.documentId, step.id));
    expect(new Set(fields.map((f) => f.signerId))).toEqual(new Set(rows.map((r) => r.id)));
    // Only the client is invited, by their own link.
    expect(await linkFromOutbox(`paula.${marker}@exemplo.com.br`, /\/assinar\/[A-Za-z0-9_-]{43}/)).toMatch(/assinar/);
    const [doc] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, step.id));
    expect(doc).toMatchObject({ status: 'sent', recipientName: 'Paula Padeira' });
  }, 120_000);

  it('refuses an invalid CPF or e-mail, for the person and for the signers after them, and changes nothing', async () => {
    const { clienteId, contractId } = await companyContract(2);
    const badCpf = await saveClientSigningPerson({ clienteId, ...PERSON, assinanteCpf: '111.444.777-00' });
    expect(badCpf).toMatchObject({ ok: false, fieldErrors: { assinanteCpf: m.validation.cpf } });
    const badEmail = await saveClientSigningPerson({ clienteId, ...PERSON, assinanteEmail: 'paula@' });
    expect(badEmail).toMatchObject({ ok: false, fieldErrors: { assinanteEmail: m.validation.email } });
    const noName = await saveClientSigningPerson({ clienteId, ...PERSON, assinanteNome: ' ' });
    expect(noName).toMatchObject({ ok: false, fieldErrors: { assinanteNome: m.clients.validation.assinanteNome } });
    const [client] = await (await getDb()).select().from(clientes).where(eq(clientes.id, clienteId));
    expect(client.assinanteNome).toBeNull();

    expect(await saveClientSigningPerson({ clienteId, ...PERSON })).toMatchObject({ ok: true });
    const opened = await createContractSignature({ contractId });
    if (!opened.ok) throw new Error(opened.error);
    const [rep] = asInput(opened.data.step.others) as Array<{
      name: string;
      cpf: string;
      email: string;
      role: 'parte';
    }>;
    for (const others of [[{ ...rep, cpf: '529.982.247-00' }], [{ ...rep, email: 'rita@' }]]) {
      const refused = await sendContractSignature({ id: opened.data.step.id, others });
      expect(refused).toMatchObject({ ok: false });
    }
    expect(await signersOf(opened.data.step.id)).toHaveLength(2);
    const [doc] = await (
      await getDb()
    )
      .select()
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, opened.data.step.id));
    expect(doc.status).toBe('draft');
  });

  it('refuses without a staff session', async () => {
    const { clienteId, contractId } = await companyContract(3);
    const opened = await createContractSignature({ contractId });
    if (!opened.ok) throw new Error(opened.error);
    resetRequest();
    expect(await saveClientSigningPerson({ clienteId, ...PERSON })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await sendContractSignature({ id: opened.data.step.id, others: [] })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    await restoreStaff();
    const [client] = await (await getDb()).select().from(clientes).where(eq(clientes.id, clienteId));
    expect(client.assinanteNome).toBeNull();
  });
});
