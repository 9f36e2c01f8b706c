import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type * as NextCache from 'next/cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROJECT_CREATE } from '@/lib/validation/projects';
import { createCharge, updateChargeStatus } from '@/server/charges/actions';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, leads, projects } from '@/server/platform/db/schema';
import { sendContactMessage } from '@/server/leads/actions';
import { OVERVIEW_TAG } from '@/server/overview/cache';
import { getOverview } from '@/server/overview/queries';
import { createProject } from '@/server/projects/actions';
import { allCookies, resetRequest, setCookie } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * Next's data cache needs Next's server (its incremental cache), which vitest has not. This file stands in for
 * it with a small cache of the same contract: `unstable_cache` keyed by its key parts and arguments, storing JSON,
 * and `revalidateTag` expiring the entries of a tag. Against it, the real actions prove that a write expires the
 * overview after its commit and that nothing else does. The real cache is covered end to end (tests/e2e/painel.spec.ts).
 */
const fake = vi.hoisted(() => {
  const entries = new Map<string, { json: string; tags: string[] }>();
  return {
    entries,
    unstable_cache:
      <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], options: { tags?: string[] } = {}) =>
      async (...args: A): Promise<R> => {
        const key = JSON.stringify([keyParts, args]);
        const hit = entries.get(key);
        if (hit) return JSON.parse(hit.json) as R;
        const value = await fn(...args);
        entries.set(key, { json: JSON.stringify(value), tags: options.tags ?? [] });
        return JSON.parse(JSON.stringify(value)) as R;
      },
    revalidateTag: (tag: string) => {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
  };
});

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  unstable_cache: fake.unstable_cache,
  revalidateTag: vi.fn(fake.revalidateTag),
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
}));

const { revalidateTag } = await import('next/cache');
const marker = `ov${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  staff = await signInAsNewStaff();
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  await db.delete(leads).where(like(leads.subject, `%${marker}%`));
  await db.delete(cobrancas).where(like(cobrancas.titulo, `%${marker}%`));
  await db.delete(projects).where(like(projects.name, `%${marker}%`));
  await staff.cleanup();
});

beforeEach(() => vi.mocked(revalidateTag).mockClear());

/** Runs `write` as an anonymous visitor from an address of its own, then comes back signed in. */
async function asVisitor<T>(write: () => Promise<T>): Promise<T> {
  const cookies = allCookies();
  resetRequest(`10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  try {
    return await write();
  } finally {
    resetRequest();
    for (const { name, value } of cookies) setCookie(name, value);
  }
}

describe('/painel overview cache (D58)', () => {
  it('serves the cached aggregate until a write expires its tag', async () => {
    const db = await getDb();
    const before = await getOverview();
    // A row written behind the actions' back is not seen: the aggregate really comes from the cache.
    await db
      .insert(leads)
      .values({ name: 'Direto', email: 'd@teste.dev', subject: `Direto ${marker}`, message: 'x', service: 'site' });
    expect((await getOverview()).funnel.leads.atual).toBe(before.funnel.leads.atual);

    // The contact form (a public action) expires it: both new leads count now.
    const sent = await asVisitor(() =>
      sendContactMessage({
        name: 'Ana',
        email: 'ana@teste.dev',
        phone: '',
        subject: `Contato ${marker}`,
        message: 'Quero um site.',
        service: 'site',
        website: '',
      }),
    );
    expect(sent.ok).toBe(true);
    expect(revalidateTag).toHaveBeenCalledWith(OVERVIEW_TAG, { expire: 0 });
    expect((await getOverview()).funnel.leads.atual).toBe(before.funnel.leads.atual + 2);
  });

  it('shows a new charge as open and, once marked paid, as received', async () => {
    const before = await getOverview();
    const created = await createCharge({
      titulo: `Parcela ${marker}`,
      cliente: `Cliente ${marker}`,
      valor: '1.000,00',
      dataVencimento: '2099-12-31',
      formaPagamento: 'pix',
      descricao: '',
      observacoes: '',
      chavePix: 'financeiro@agencia.dev',
      codigoPix: '',
      nomeBeneficiario: 'Agência Digital',
      cidadeBeneficiario: 'São Paulo',
    });
    if (!created.ok) throw new Error(created.error);
    const open = await getOverview();
    expect([open.abertas.count - before.abertas.count, open.abertas.sum - before.abertas.sum]).toEqual([1, 100000]);

    expect((await updateChargeStatus({ id: created.data.id, status: 'pago' })).ok).toBe(true);
    const paid = await getOverview();
    expect(paid.abertas.count).toBe(before.abertas.count);
    expect(paid.funnel.recebidas.atual - before.funnel.recebidas.atual).toBe(1);
    expect(paid.funnel.valorRecebido.atual - before.funnel.valorRecebido.atual).toBe(100000);
    expect(paid.chart.at(-1)!.recebido - before.chart.at(-1)!.recebido).toBe(100000);
  });

  it('keeps the cached aggregate through writes to screens the overview does not read', async () => {
    await getOverview();
    const result = await createProject({ ...EMPTY_PROJECT_CREATE, name: `Projeto ${marker}`, clientName: 'Cliente' });
    expect(result.ok).toBe(true);
    expect(revalidateTag).not.toHaveBeenCalledWith(OVERVIEW_TAG, expect.anything());
    expect(fake.entries.size).toBeGreaterThan(0);
  });

  it('checks the session before answering from the cache', async () => {
    await getOverview();
    expect(fake.entries.size).toBeGreaterThan(0);
    const cookies = allCookies();
    resetRequest();
    await expect(getOverview()).rejects.toThrow();
    for (const { name, value } of cookies) setCookie(name, value);
  });
});
