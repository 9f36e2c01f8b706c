import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/portal/exportar/route';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, contratos, propostas, signatureDocuments, timeline } from '@/server/platform/db/schema';
import { enterPortal, requestErasure } from '@/server/portal/actions';
import { listLgpdRequests } from '@/server/portal/requests-queries';
import { issuePortalToken } from '@/server/portal/tokens';
import { removePortalClient, seedPortalClient, type SeededClient } from '../support/portal-seed';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';
import { awayFromWindowEdge } from '../security/helpers';

/**
 * "Baixar meus dados" holds what the portal shows the client and the data the client gave, never the agency's
 * internal notes, staff-only timeline entries, drafts or staff ids; and it is limited per client.
 */
const label = `x${randomUUID().slice(0, 8)}`;
let s: SeededClient;
const hidden: Record<string, string> = {};

beforeAll(async () => {
  const db = await getDb();
  s = await seedPortalClient(db, label);
  const staff = await signInAsNewStaff('member');
  hidden.staffId = staff.id;
  await db.update(propostas).set({ createdBy: staff.id }).where(eq(propostas.id, s.proposal.id));
  await db
    .update(cobrancas)
    .set({ observacoes: `nota interna ${label}`, createdBy: staff.id })
    .where(eq(cobrancas.id, s.openCharge.id));
  const [draft] = await db
    .insert(contratos)
    .values({
      nome: `Rascunho ${label}`,
      cliente: s.client.nome,
      clienteId: s.client.id,
      status: 'rascunho',
      slug: `rascunho-${label}`,
      conteudo: { template: '<p>x</p>', fields: [] },
    })
    .returning();
  hidden.draftContract = draft.id;
  const [draftDoc] = await db
    .insert(signatureDocuments)
    .values({
      name: `Documento rascunho ${label}`,
      originalFilename: 'r.pdf',
      fileKey: s.document.fileKey,
      fileSize: 1,
      originalSha256: 'd'.repeat(64),
      status: 'draft',
      clienteId: s.client.id,
      userId: staff.id,
    })
    .returning();
  hidden.draftDocument = draftDoc.id;
  const [staffOnly] = await db
    .insert(timeline)
    .values({
      clienteId: s.client.id,
      tipo: 'client.updated',
      assuntoTipo: 'client',
      assuntoId: s.client.id,
      atorTipo: 'staff',
      atorUsuarioId: staff.id,
      atorNome: 'Equipe',
      dados: { nota: `observação interna ${label}` },
    })
    .returning();
  hidden.staffOnlyEntry = staffOnly.id;
  await staff.cleanup();
}, 300_000);

afterAll(async () => {
  resetRequest();
  await removePortalClient(await getDb(), s.client.id);
});

describe('the portal export', () => {
  it('holds no internal note, staff-only timeline entry, draft or staff id', async () => {
    // The six downloads below count in one hourly window.
    await awayFromWindowEdge(60 * 60_000, 90_000);
    resetRequest('10.38.7.1');
    const { token } = await issuePortalToken(await getDb(), s.client.id, 'email');
    expect((await enterPortal({ token })).ok).toBe(true);
    const response = await exportRoute();
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = strFromU8(files['dados.json']);
    for (const [what, value] of Object.entries({
      ...hidden,
      clientNotes: s.client.observacoes!,
      chargeNotes: `nota interna ${label}`,
      timelineNote: `observação interna ${label}`,
    }))
      expect(json, what).not.toContain(value);
    for (const key of [
      'createdBy',
      'userId',
      'actorUserId',
      'atorUsuarioId',
      'handledBy',
      'concluidaPor',
      'observacoes',
    ])
      expect(json, key).not.toContain(`"${key}"`);
    const data = JSON.parse(json) as Record<string, Array<{ id: string }>>;
    expect(data.historico.map((e) => e.id)).not.toContain(hidden.staffOnlyEntry);
    expect(data.contratos.map((c) => c.id).sort()).toEqual([s.contract.id, s.signedContract.id].sort());
    expect(Object.keys(files).some((name) => name.includes('Rascunho'))).toBe(false);
    // The client's own data is there.
    expect(json).toContain(s.client.email!);
    expect(json).toContain(s.client.documento!);
    // Up to 90 s of waiting for the next hour above, in the last 90 s of one: the default 30 s cannot hold it.
  }, 150_000);

  it('answers 429 after five downloads in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await exportRoute()).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses[4]).toBe(429);
  });

  it('lists pending erasure requests apart from the export log on /privacidade', async () => {
    const asked = await requestErasure({ chaveEnvio: randomUUID() });
    if (!asked.ok) throw new Error(asked.error);
    const staff = await signInAsNewStaff('admin');
    try {
      const { pending, log } = await listLgpdRequests();
      expect(pending.map((r) => r.id)).toContain(asked.data.id);
      expect(pending.every((r) => r.tipo === 'eliminacao' && r.status === 'pendente')).toBe(true);
      expect(log.map((r) => r.id)).not.toContain(asked.data.id);
      expect(log.filter((r) => r.tipo === 'exportacao').length).toBeGreaterThanOrEqual(5);
    } finally {
      await staff.cleanup();
    }
  });
});
