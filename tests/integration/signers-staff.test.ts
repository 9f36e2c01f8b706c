import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import { createClient } from '@/server/clients/create-client';
import { createContract } from '@/server/contracts/actions';
import { seedFromEnv } from '@/server/agency/profile';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  configuracoes,
  contratos,
  signatureDocuments,
  signatureFields,
  signatureSigners,
} from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { createFromContract } from '@/server/signatures/draft/from-contract';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import {
  confirmMySigningCode,
  requestMySigningCode,
  signAsRepresentative,
} from '@/server/signatures/signer-staff-actions';
import { filledFields } from '../support/filled-fields';
import { linkFromOutbox } from '../support/outbox-link';
import { SIGNATURE_PNG } from '../support/pdf-fixtures';
import { signInAsNewStaff } from '../support/staff';

/** D119: a contract's draft gets the client and the agency's representative; the representative signs in the back office with a code. */
const marker = `sf${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  const profile = {
    ...seedFromEnv(),
    representanteNome: 'Rita Representante',
    representanteCpf: '52998224725',
    representanteEmail: staff.email,
  };
  await writeSettings(await getDb(), AGENCIA_SECTION, ZAgencia, profile, null);
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(signatureDocuments).where(like(signatureDocuments.name, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await db.delete(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
  await staff.cleanup();
});

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((t) => write(t as unknown as Db));

describe('the agency signs too (D119)', () => {
  it('gives a contract draft the client then the representative; the representative signs only after the code', async () => {
    const client = await tx((db) =>
      // A company: its signing person (D160) signs, not the company.
      createClient(db, actor, {
        nome: `Padaria ${marker}`,
        email: `padaria.${marker}@exemplo.com.br`,
        documento: '11.222.333/0001-81',
        assinanteNome: 'Paula Padeira',
        assinanteCpf: '111.444.777-35',
        assinanteEmail: `paula.${marker}@exemplo.com.br`,
      }),
    );
    const contract = await createContract({
      nome: `Contrato ${marker}`,
      cliente: `Padaria ${marker}`,
      clienteId: client.row.id,
      descricao: '',
      status: 'enviado',
      propostaId: '',
      templateId: 'model-01',
      fields: filledFields('model-01'),
    });
    if (!contract.ok) throw new Error(contract.error);
    const draft = await tx((db) => createFromContract(db, actor, { contractId: contract.data.id, userId: staff.id }));
    const db = await getDb();
    const signers = await db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.documentId, draft.row.id))
      .orderBy(asc(signatureSigners.position));
    expect(signers.map((s) => [s.position, s.name, s.role, s.userId])).toEqual([
      [1, 'Paula Padeira', 'parte', null],
      [2, 'Rita Representante', 'parte', staff.id],
    ]);
    expect(signers[1].cpf).toBe('529.982.247-25');

    // In parallel for the test: the representative is invited at once.
    await db.update(signatureDocuments).set({ signingMode: 'parallel' }).where(eq(signatureDocuments.id, draft.row.id));
    await tx((t) => sendToSigners(t, actor, { id: draft.row.id }));
    const rep = signers[1];
    const [field] = await db
      .select({ id: signatureFields.id })
      .from(signatureFields)
      .where(eq(signatureFields.signerId, rep.id));
    const values = { [field.id]: SIGNATURE_PNG };

    // The staff session alone is not enough.
    expect(await signAsRepresentative({ signerId: rep.id, values })).toEqual({
      ok: false,
      error: m.signatures.signers.codeRequired,
    });
    // Nobody signs for the client from the back office.
    expect(await requestMySigningCode({ signerId: signers[0].id })).toEqual({
      ok: false,
      error: m.signatures.signers.notFound,
    });
    expect(await requestMySigningCode({ signerId: rep.id })).toMatchObject({ ok: true });
    const code = (await linkFromOutbox(staff.email, /\n\d{6}\r?\n/)).trim();
    expect(await confirmMySigningCode({ signerId: rep.id, code })).toEqual({ ok: true, data: { ok: true } });
    const signed = await signAsRepresentative({ signerId: rep.id, values });
    expect(signed).toMatchObject({ ok: true, data: { documentSigned: false } });
    const [after] = await db.select().from(signatureSigners).where(eq(signatureSigners.id, rep.id));
    expect(after).toMatchObject({ status: 'signed', authChannel: 'email' });
  }, 90_000);
});
