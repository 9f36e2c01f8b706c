/**
 * End-to-end fixture for tests/e2e/portal.spec.ts (D75, D76): two clients of the registry, each with a proposal,
 * contracts, documents to sign, charges and a project linked by `cliente_id` (the forms that set it are another
 * issue's). Run by scripts/e2e-server.ts before the server starts (PGlite: one process at a time); writes what it
 * made to DATA_DIR/portal-seed.json for the spec.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { closeDb, getDb } from '@/server/platform/db/client';
import { env } from '@/server/platform/env';
import { seedPortalClient } from '../tests/support/portal-seed';

try {
  const db = await getDb();
  const a = await seedPortalClient(db, 'e2eportala');
  const b = await seedPortalClient(db, 'e2eportalb');
  const pick = (s: typeof a) => ({
    clienteId: s.client.id,
    nome: s.client.nome,
    email: s.client.email,
    proposalSlug: s.proposal.slug,
    contractSlug: s.contract.slug,
    documentName: s.document.name,
    openChargeSlug: s.openCharge.slug,
    openChargeId: s.openCharge.id,
    paidChargeId: s.paidCharge.id,
    projectName: s.project.name,
  });
  writeFileSync(path.join(env.dataDir, 'portal-seed.json'), JSON.stringify({ a: pick(a), b: pick(b) }, null, 2));
  console.log('Portal e2e fixture seeded.');
} finally {
  await closeDb();
}
