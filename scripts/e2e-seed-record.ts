/**
 * End-to-end fixture for tests/e2e/client-record.spec.ts (D59, bench point): one client with more timeline
 * entries (45) and documents (14 projects) than the client page's first page shows, so that "Ver mais" and "Ver todos
 * os documentos" have something to load. Run by scripts/e2e-server.ts before the server starts (PGlite: one
 * process at a time); writes the client's id and name to DATA_DIR/record-seed.json for the spec.
 * RECORD_SEED_ENTRIES / RECORD_SEED_DOCS change the counts (e.g. 300 and 88, the bench's busy client, to measure).
 * A second client (`wide`) holds the layout's worst case: a long name and e-mail, RECORD_SEED_WIDE_DOCS (30) documents
 * of every kind with long titles and large amounts, RECORD_SEED_WIDE_ENTRIES (300) timeline entries.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Actor } from '@/lib/timeline/kinds';
import { chargeNumber, yearInSaoPaulo } from '@/lib/charges/rules';
import { createChargesBulk } from '@/server/charges/create-charge';
import { createClients } from '@/server/clients/create-client';
import { createProposals } from '@/server/proposals/create-proposal';
import { closeDb, getDb } from '@/server/platform/db/client';
import { createProjectsBulk } from '@/server/projects/create-project';
import { env } from '@/server/platform/env';
import { recordEvents } from '@/server/timeline/record';

try {
  const db = await getDb();
  const nome = 'Cliente Movimentado e2e';
  const entries = Number(process.env.RECORD_SEED_ENTRIES) || 45;
  const docs = Number(process.env.RECORD_SEED_DOCS) || 14;
  const start = Date.now() - (Math.max(entries, docs) + 10) * 3_600_000;
  const step = (i: number): Actor => ({ tipo: 'sistema', nome: `Passo ${String(i + 1).padStart(2, '0')}` });
  // The client's own `client.created` entry is the first step; the others follow an hour apart.
  const {
    row: [client],
  } = await createClients(db, step(0), [{ nome, createdAt: new Date(start) }]);
  await createProjectsBulk(
    db,
    Array.from({ length: docs }, (_, i) => ({
      name: `Projeto ${String(i + 1).padStart(2, '0')} movimentado`,
      clientName: nome,
      clienteId: client.id,
      orderIndex: i,
      createdAt: new Date(start + i * 3_600_000),
    })),
  );
  await recordEvents(
    db,
    Array.from({ length: entries - 1 }, (_, n) => ({
      clienteId: client.id,
      tipo: 'project.moved' as const,
      assunto: { tipo: 'client' as const, id: client.id },
      ator: step(n + 1),
      em: new Date(start + (n + 1) * 3_600_000),
    })),
  );
  const wide = await seedWideRecord(db, step);
  writeFileSync(
    path.join(env.dataDir, 'record-seed.json'),
    JSON.stringify({ clienteId: client.id, nome, wide }, null, 2),
  );
  console.log('Client record e2e fixture seeded.');
} finally {
  await closeDb();
}

/** The layout's worst case (client-record-layout.spec.ts): long words everywhere, every kind of document. */
async function seedWideRecord(db: Awaited<ReturnType<typeof getDb>>, step: (i: number) => Actor) {
  const nome = 'Cooperativa Agroindustrial dos Produtores Familiares do Vale do Jequitinhonha e Mucuri Ltda';
  const entries = Number(process.env.RECORD_SEED_WIDE_ENTRIES) || 300;
  const docs = Number(process.env.RECORD_SEED_WIDE_DOCS) || 30;
  const start = Date.now() - (entries + 10) * 3_600_000;
  const long = (kind: string, i: number) =>
    `${kind} ${String(i + 1).padStart(2, '0')} — implantação do portal institucional, loja virtual e integração com o ERP da cooperativa (fase de homologação)`;
  const {
    row: [client],
  } = await createClients(db, step(0), [
    {
      nome,
      email: 'financeiro.administrativo.cooperativa-jequitinhonha@produtoresfamiliaresdovale.coop.br',
      telefone: '(33) 99876-5432',
      endereco: 'Rodovia MG-367, km 112, Zona Rural, Distrito Industrial, Minas Novas - MG',
      createdAt: new Date(start),
    },
  ]);
  const third = Math.ceil(docs / 3);
  await createProjectsBulk(
    db,
    Array.from({ length: third }, (_, i) => ({
      name: long('Projeto', i),
      clientName: nome,
      clienteId: client.id,
      orderIndex: 1000 + i,
      createdAt: new Date(start + i * 3_600_000),
    })),
  );
  await createProposals(
    db,
    step(1),
    Array.from({ length: third }, (_, i) => ({
      nome: long('Proposta', i),
      cliente: nome,
      clienteId: client.id,
      status: 'aceita' as const,
      aceitaEm: new Date(start + i * 3_600_000),
      dataCriacao: new Date(start + i * 3_600_000),
      conteudo: { descricao: 'Proposta longa.', escopo: [], valor: 'R$ 1.234.567,89' },
    })),
  );
  const year = yearInSaoPaulo();
  await createChargesBulk(
    db,
    Array.from({ length: docs - 2 * third }, (_, i) => ({
      titulo: long('Cobrança', i),
      cliente: nome,
      clienteId: client.id,
      valor: 123_456_789,
      dataVencimento: `${year}-12-${String((i % 28) + 1).padStart(2, '0')}`,
      status: 'pendente',
      formaPagamento: 'pix',
      chavePix: 'financeiro@agencia.dev',
      numeroCobranca: chargeNumber(year, 9000 + i),
      createdAt: new Date(start + i * 3_600_000),
    })),
  );
  await recordEvents(
    db,
    Array.from({ length: entries - 1 - third }, (_, n) => ({
      clienteId: client.id,
      tipo: 'project.moved' as const,
      assunto: { tipo: 'client' as const, id: client.id },
      ator: { tipo: 'sistema' as const, nome: `Automação de cobrança recorrente e conciliação bancária ${n + 1}` },
      em: new Date(start + (n + 1) * 3_600_000),
    })),
  );
  return { clienteId: client.id, nome, documentos: docs };
}
