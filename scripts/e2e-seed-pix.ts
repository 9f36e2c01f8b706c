/**
 * End-to-end fixture for tests/e2e/pix.spec.ts and tests/e2e/pix-psp.spec.ts (D99, D132): only when the server runs
 * a Pix provider with an API (`PIX_PROVIDER=sandbox`, or `api` against the stand-in PSP of the second). A client
 * with a CPF and an e-mail, and a signed contract with a two-instalment Pix plan whose signed-contract steps ran (two
 * charges registered as cobv at the PSP, the first e-mailed, a project card mirroring the plan). Run by each spec's
 * own stack before its server starts (tests/security/support/own-stack.ts); writes what it made to
 * DATA_DIR/pix-seed.json for the spec.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { onContractSigned } from '@/server/pipeline/on-contract-signed';
import { closeDb, getDb } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { createClient } from '@/server/clients/create-client';
import { insertContracts } from '@/server/contracts/create-contract';
import { env } from '@/server/platform/env';
import { pixProviderName } from '@/server/pix/config';

if (pixProviderName() === 'static') process.exit(0);
try {
  const db = await getDb();
  const stamp = randomUUID().slice(0, 6);
  const nome = `Padaria Pix ${stamp}`;
  const email = `padaria.${stamp}@exemplo.com.br`;
  // Through the writers (D21): the client with its search text and timeline entry; the signed contract as a seed.
  const actor = { tipo: 'sistema', nome: 'Fixture Pix' } as const;
  const { row: client } = await createClient(db, actor, { nome, email, documento: '529.982.247-25' });
  const contractName = `Site Padaria ${stamp}`;
  const [contract] = await insertContracts(db, [
    {
      nome: contractName,
      cliente: nome,
      clienteId: client.id,
      status: 'assinado',
      assinadoEm: new Date(),
      conteudo: { template: '<p>Contratante: {{field-1}}</p>', fields: [{ id: 'field-1', value: nome }] },
      planoPagamento: defaultPlan(300000) as unknown as Record<string, unknown>,
      slug: `contrato-pix-${stamp}`,
    },
  ]);
  console.log('Pix e2e fixture: signed-contract steps', await onContractSigned(contract.id));
  const charges = await db
    .select({
      id: cobrancas.id,
      slug: cobrancas.slug,
      valor: cobrancas.valor,
      txid: cobrancas.pixTxid,
      pixStatus: cobrancas.pixStatus,
      numero: cobrancas.numeroCobranca,
      parcela: cobrancas.parcelaNumero,
    })
    .from(cobrancas)
    .where(eq(cobrancas.contratoId, contract.id))
    .orderBy(cobrancas.parcelaNumero);
  const seed = { clienteId: client.id, nome, email, contractName, charges };
  writeFileSync(path.join(env.dataDir, 'pix-seed.json'), JSON.stringify(seed, null, 2));
  console.log('Pix e2e fixture seeded:', charges.map((c) => `${c.numero} ${c.pixStatus}`).join(', '));
} finally {
  await closeDb();
}
