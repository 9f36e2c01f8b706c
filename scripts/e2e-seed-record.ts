/**
 * End-to-end fixture for tests/e2e/client-record.spec.ts (D59, bench point): one client with more timeline
 * entries (45) and documents (14 projects) than the client page's first page shows, so that "Ver mais" and "Ver todos
 * os documentos" have something to load. Run by scripts/e2e-server.ts before the server starts (PGlite: one
 * process at a time); writes the client's id and name to DATA_DIR/record-seed.json for the spec.
 * RECORD_SEED_ENTRIES / RECORD_SEED_DOCS change the counts (e.g. 300 and 88, the bench's busy client, to measure).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Actor } from '@/lib/timeline/kinds';
import { createClients } from '@/server/clients/create-client';
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
  writeFileSync(path.join(env.dataDir, 'record-seed.json'), JSON.stringify({ clienteId: client.id, nome }, null, 2));
  console.log('Client record e2e fixture seeded.');
} finally {
  await closeDb();
}
