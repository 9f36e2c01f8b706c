import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECAO_EQUIPE, ZTeamSettings } from '@/lib/settings/equipe';
import { teamSettings } from '@/server/auth/team-policy';
import { clearVersionedCache, dataVersion } from '@/server/platform/cache/versioned';
import { listCharges } from '@/server/charges/queries';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, configuracoes, rateLimits, versaoDados } from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { signInAsNewStaff } from '../support/staff';

/**
 * D81: the staff lists are kept in the process until the data changes. The key is versao_dados, moved
 * at commit by a trigger on the tables the screens read, so every writer (an action, a job, psql, another
 * instance) is seen without anyone invalidating anything.
 */
const marker = `vc${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  clearVersionedCache();
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
  await db.delete(configuracoes).where(eq(configuracoes.secao, SECAO_EQUIPE));
  await staff.cleanup();
});

const version = async () => {
  const db = await getDb();
  const [row] = await db.select({ versao: versaoDados.versao }).from(versaoDados);
  return row.versao;
};

const charge = (i: number) => ({
  numeroCobranca: `${marker}-${i}`,
  titulo: `Cobrança ${i} ${marker}`,
  cliente: `Cliente ${marker}`,
  valor: 1000 + i,
  dataVencimento: '2030-01-10',
  formaPagamento: 'pix',
  slug: `c-${randomUUID()}`,
  busca: marker,
});

describe('versao_dados', () => {
  it('moves once per committed transaction, however many rows it writes', async () => {
    const db = await getDb();
    const before = await version();
    await db.transaction(async (tx) => {
      await tx.insert(cobrancas).values([charge(1), charge(2), charge(3)]);
      await tx
        .update(cobrancas)
        .set({ valor: 5000 })
        .where(like(cobrancas.busca, `%${marker}%`));
    });
    expect(await version()).toBe(before + 1);
    await db.delete(cobrancas).where(eq(cobrancas.numeroCobranca, `${marker}-3`));
    expect(await version()).toBe(before + 2);
  });

  it('does not move for a transaction rolled back, nor for tables no screen shows', async () => {
    const db = await getDb();
    const before = await version();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(cobrancas).values(charge(9));
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    await db.insert(rateLimits).values({ key: `vc-${marker}`, windowStart: new Date(), count: 1 });
    await db.delete(rateLimits).where(eq(rateLimits.key, `vc-${marker}`));
    expect(await version()).toBe(before);
  });

  it('is read by the app as a number', async () => {
    expect(await dataVersion()).toBe(await version());
  });
});

describe('cached staff reads', () => {
  it('answers the same list while nothing changed, and the new one after any commit', async () => {
    const first = await listCharges({ q: marker });
    const again = await listCharges({ q: marker });
    // The same object: no query was made the second time.
    expect(again).toBe(first);
    const titles = first.rows.map((r) => r.titulo);

    // Written as a job or psql would: no revalidation call, only the commit.
    const db = await getDb();
    await db.insert(cobrancas).values(charge(4));
    const after = await listCharges({ q: marker });
    expect(after).not.toBe(first);
    expect(after.rows.map((r) => r.titulo)).toEqual([`Cobrança 4 ${marker}`, ...titles]);
    expect(after.total).toBe(first.total + 1);
  });

  it('keeps a search apart from the list without one', async () => {
    const all = await listCharges({});
    const mine = await listCharges({ q: marker });
    expect(mine).not.toBe(all);
    expect(mine.rows.every((r) => r.titulo.includes(marker))).toBe(true);
  });

  it('shares a frozen answer, so a caller that changes it fails in tests', async () => {
    const list = await listCharges({ q: marker });
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list.rows[0])).toBe(true);
    expect(() => {
      (list.rows as unknown[]).push({});
    }).toThrow(TypeError);
  });

  it('sees a settings change at once (the two-factor policy read by every staff page)', async () => {
    const db = await getDb();
    expect((await teamSettings()).exigirDoisFatores).toBe(false);
    await writeSettings(db, SECAO_EQUIPE, ZTeamSettings, { exigirDoisFatores: true }, staff.id);
    expect((await teamSettings()).exigirDoisFatores).toBe(true);
    await db.execute(sql`delete from configuracoes where secao = ${SECAO_EQUIPE}`);
    expect((await teamSettings()).exigirDoisFatores).toBe(false);
  });

  it('still refuses a caller without a session (D2), before any cached read', async () => {
    const { resetRequest } = await import('../support/request-context');
    resetRequest();
    await expect(listCharges({ q: marker })).rejects.toThrow('Acesso restrito à equipe.');
  });
});
