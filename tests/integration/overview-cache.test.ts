import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCharge, updateChargeStatus } from '@/server/charges/actions';
import { createChargesBulk } from '@/server/charges/create-charge';
import { demoCharges } from '@/server/charges/demo';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, leads } from '@/server/platform/db/schema';
import { sendContactMessage } from '@/server/leads/actions';
import { OVERVIEW_TAG } from '@/server/overview/cache';
import { getOverview } from '@/server/overview/queries';
import { allCookies, resetRequest, setCookie } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * The aggregate is kept per data version (D81): any committed write is seen at the next load, whoever made it (an
 * action, a job, the demo seed, a webhook, psql), and a load without a write in between is served from the cache.
 * `unstable_cache` is Next's own here, which keeps nothing outside a Next server: a return to Next's data cache would
 * give a new object on every load, and the first check below would fail. `revalidateTag` is the set-up's recorder
 * (tests/support/integration-setup.ts).
 */
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
  await staff.cleanup();
});

beforeEach(() => vi.mocked(revalidateTag).mockClear());

/** A new request of the same staff member: the data version is asked again. */
function fresh() {
  const cookies = allCookies();
  resetRequest();
  for (const { name, value } of cookies) setCookie(name, value);
}

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
  it('serves the cached aggregate until any write, made through the actions or behind their back', async () => {
    const db = await getDb();
    const before = await getOverview();
    expect(await getOverview()).toBe(before); // no write: the same cached answer
    // A row written without any event (as the demo seed, a script or psql write) is seen at the next load.
    await db
      .insert(leads)
      .values({ name: 'Direto', email: 'd@teste.dev', subject: `Direto ${marker}`, message: 'x', service: 'site' });
    fresh(); // a new request asks the data version again
    expect((await getOverview()).funnel.leads.atual).toBe(before.funnel.leads.atual + 1);

    // The contact form (a public action) is seen as well, and still expires the events' tag.
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

  it('agrees with the charges written by the demo seed, which emits no event', async () => {
    const before = await getOverview();
    const db = await getDb();
    const seeded = demoCharges(staff.id).map((row, i) => ({
      ...row,
      titulo: `${row.titulo} ${marker}`,
      numeroCobranca: `OV-${marker}-${i}`,
    }));
    await createChargesBulk(db, seeded);
    fresh();
    const after = await getOverview();
    const open = seeded.filter((r) => r.status === 'pendente' && r.dataVencimento >= after.today);
    const overdue = seeded.filter((r) => r.status === 'pendente' && r.dataVencimento < after.today);
    expect(after.abertas.count - before.abertas.count).toBe(open.length);
    expect(after.abertas.sum - before.abertas.sum).toBe(open.reduce((s, r) => s + r.valor, 0));
    expect(after.vencidas.count - before.vencidas.count).toBe(overdue.length);
    expect(revalidateTag).not.toHaveBeenCalled();
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

  it('keeps the cached aggregate while nothing is written', async () => {
    const first = await getOverview();
    fresh();
    expect(await getOverview()).toBe(first); // the version's cache, not Next's (which keeps nothing here)
  });

  it('checks the session before answering from the cache', async () => {
    await getOverview();
    const cookies = allCookies();
    resetRequest();
    await expect(getOverview()).rejects.toThrow();
    for (const { name, value } of cookies) setCookie(name, value);
  });
});
