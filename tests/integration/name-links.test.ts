import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { confirmNameLink, linkDocument } from '@/server/clients/link-actions';
import { listNameLinks } from '@/server/clients/name-links';
import { getDb } from '@/server/platform/db/client';
import { projects, signatureDocuments, vinculosPorNome } from '@/server/platform/db/schema';
import { enterPortal, openDocumentForSigning } from '@/server/portal/actions';
import { getPortalOverview } from '@/server/portal/queries';
import { issuePortalToken } from '@/server/portal/tokens';
import { removePortalClient, seedPortalClient, type SeededClient } from '../support/portal-seed';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * Documents the old migration linked to a client by name only (vinculos_por_nome): flagged for staff review, and
 * signable from the portal only when they were sent to the client's own e-mail.
 */
const label = `n${randomUUID().slice(0, 8)}`;
let s: SeededClient;
let namesake: string;

async function asClient() {
  resetRequest(`10.38.9.${Math.floor(Math.random() * 250)}`);
  const { token } = await issuePortalToken(await getDb(), s.client.id, 'email');
  const entered = await enterPortal({ token });
  if (!entered.ok) throw new Error(entered.error);
}

async function flag(id: string) {
  await (
    await getDb()
  )
    .insert(vinculosPorNome)
    .values({ assuntoTipo: 'signature', assuntoId: id, clienteId: s.client.id });
}

beforeAll(async () => {
  const db = await getDb();
  s = await seedPortalClient(db, label);
  // A contract sent to a namesake (another person with the client's name) that the migration gave this client.
  const [doc] = await db
    .insert(signatureDocuments)
    .values({
      name: `Contrato do homônimo ${label}`,
      originalFilename: 'h.pdf',
      fileKey: s.document.fileKey,
      fileSize: 1,
      pageCount: 1,
      originalSha256: 'c'.repeat(64),
      status: 'sent',
      recipientName: s.client.nome,
      recipientEmail: 'homonimo@outro.test',
      clienteId: s.client.id,
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
      sentAt: new Date(),
    })
    .returning();
  namesake = doc.id;
  await flag(namesake);
  await flag(s.document.id); // flagged too, but sent to the client's own address
}, 300_000);

afterAll(async () => {
  resetRequest();
  await removePortalClient(await getDb(), s.client.id);
});

describe('documents linked by name by the old migration', () => {
  it('cannot be signed from the portal when sent to another address; can when sent to the client', async () => {
    await asClient();
    expect(await openDocumentForSigning({ id: namesake })).toEqual({
      ok: false,
      error: m.portal.document.reviewPending,
    });
    expect((await openDocumentForSigning({ id: s.document.id })).ok).toBe(true);
    const overview = await getPortalOverview(s.client.id);
    const signable = Object.fromEntries(overview.documents.map((d) => [d.id, d.signable]));
    expect(signable).toMatchObject({ [namesake]: false, [s.document.id]: true, [s.signedDocument.id]: false });
  });

  it('are listed for staff review; confirming or linking again clears the flag', async () => {
    resetRequest();
    expect((await confirmNameLink({ tipo: 'signature', id: namesake })).ok).toBe(false);
    const staff = await signInAsNewStaff('member');
    try {
      const listed = await listNameLinks();
      expect(listed.find((row) => row.id === namesake)).toMatchObject({
        tipo: 'signature',
        clienteId: s.client.id,
        destinatario: 'homonimo@outro.test',
      });
      expect((await confirmNameLink({ tipo: 'signature', id: namesake })).ok).toBe(true);
      expect((await confirmNameLink({ tipo: 'signature', id: namesake })).ok).toBe(false);
      expect((await linkDocument({ tipo: 'signature', id: s.document.id, clienteId: s.client.id })).ok).toBe(true);
      const left = await (
        await getDb()
      )
        .select()
        .from(vinculosPorNome)
        .where(and(eq(vinculosPorNome.clienteId, s.client.id)));
      expect(left).toEqual([]);
    } finally {
      await staff.cleanup();
    }
    await asClient();
    // Confirmed as the client's, but sent to another person: the portal opens only the client's own signer (D155).
    expect(await openDocumentForSigning({ id: namesake })).toEqual({ ok: false, error: m.portal.notFound });
  });
});

describe('the migration that flags them', () => {
  it("flags the documents made before the registry whose name is the client's, and nothing newer", async () => {
    const db = await getDb();
    const before = new Date('2026-10-01T12:00:00Z');
    const [old] = await db
      .insert(projects)
      .values({
        name: `Antigo ${label}`,
        clientName: s.client.nome.toUpperCase(),
        clienteId: s.client.id,
        createdAt: before,
      })
      .returning();
    const [recent] = await db
      .insert(projects)
      .values({ name: `Novo ${label}`, clientName: s.client.nome, clienteId: s.client.id })
      .returning();
    // The migration's own statements, run again (they change nothing twice).
    const file = readdirSync('supabase/migrations').find((name) =>
      name.endsWith('_hardening_submissions_name_links.sql'),
    )!;
    const statements = readFileSync(`supabase/migrations/${file}`, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('INSERT INTO "vinculos_por_nome"'));
    expect(statements).toHaveLength(5);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const flagged = await db.select().from(vinculosPorNome).where(eq(vinculosPorNome.assuntoTipo, 'project'));
    expect(flagged.map((row) => row.assuntoId)).toContain(old.id);
    expect(flagged.map((row) => row.assuntoId)).not.toContain(recent.id);
    await db.delete(vinculosPorNome).where(eq(vinculosPorNome.assuntoTipo, 'project'));
    await db.delete(projects).where(eq(projects.clienteId, s.client.id));
  });
});
