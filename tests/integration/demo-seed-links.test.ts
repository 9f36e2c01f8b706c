import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@/lib/format';
import { countClientDocuments } from '@/server/clients/link';
import { clientTotalsInSql } from '@/server/clients/record-totals';
import { seedDemoData } from '@/server/demo/seed-demo';
import { getDb } from '@/server/platform/db/client';
import { signInAsNewStaff } from '../support/staff';

/** Thrown to roll the demo back: the shared test database keeps none of it. */
class Rollback extends Error {}

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
beforeAll(async () => {
  staff = await signInAsNewStaff();
}, 240_000);
afterAll(() => staff.cleanup());

describe('the demo seed (D3)', () => {
  it('links every demo document to its demo client, so the client pages show documents and totals', async () => {
    const db = await getDb();
    const seen: Record<string, { docs: number; proposto: number; contratado: number; cobrado: number }> = {};
    await db
      .transaction(async (tx) => {
        const clients = await seedDemoData(tx, staff.id);
        for (const [nome, id] of clients) {
          const totals = await clientTotalsInSql(tx, id, todayInSaoPaulo());
          seen[nome] = { docs: await countClientDocuments(tx, id), ...totals };
        }
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(Object.keys(seen).sort()).toEqual(['Clínica Sorriso Feliz', 'João Araújo', 'Padaria Pão Dourado']);
    for (const [nome, record] of Object.entries(seen)) expect(record.docs, nome).toBeGreaterThan(0);
    expect(seen['Clínica Sorriso Feliz'].cobrado).toBe(690000);
    expect(seen['Clínica Sorriso Feliz'].contratado).toBeGreaterThan(0);
    expect(seen['Padaria Pão Dourado'].cobrado).toBe(89000);
  });
});
