import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingPreset } from '@/lib/landing-pages/presets';
import { m } from '@/lib/messages';
import type { PaymentPlan } from '@/lib/pipeline/payment-plan';
import { emptyConteudo } from '@/lib/proposals/content';
import type { Actor } from '@/lib/timeline/kinds';
import type { TLandingPageForm } from '@/lib/validation/landing-pages';
import { createClient } from '@/server/clients/actions';
import { createLandingPage } from '@/server/landing-pages/create-landing-page';
import { updateLandingPage } from '@/server/landing-pages/update-landing-page';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, landingPages, propostas, timeline } from '@/server/platform/db/schema';
import { acceptProposal } from '@/server/proposals/accept-proposal';
import { createProposal, duplicateProposal, updateProposal } from '@/server/proposals/actions';
import { createProposals } from '@/server/proposals/create-proposal';
import { sendProposal } from '@/server/proposals/send-proposal';
import { signInAsNewStaff } from '../support/staff';

/** Decision D21: the proposal and landing-page writers, their rules and refusals. */
const marker = `wp${randomUUID().slice(0, 8)}`;
const a = m.proposals.acceptance;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;

const conteudo = {
  ...emptyConteudo(),
  descricao: 'Um site.',
  escopo: ['Home'],
  valor: 'R$ 5.000,00',
  prazo: '30 dias',
};
const form = (overrides: Record<string, unknown> = {}) => ({
  nome: `Site ${marker}`,
  cliente: `Padaria ${marker}`,
  status: 'pendente' as const,
  slug: '',
  conteudo,
  ...overrides,
});
const plan = (first: number): PaymentPlan => ({
  total: 500000,
  parcelas: [
    { tipo: 'percentual', percentual: first, valor: 0, vencimento: 'assinatura', dias: 0, data: null, forma: 'pix' },
    {
      tipo: 'percentual',
      percentual: 100 - first,
      valor: 0,
      vencimento: 'entrega',
      dias: 30,
      data: null,
      forma: 'pix',
    },
  ],
});

const inTx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((tx) => write(tx as unknown as Db));
const stored = async (id: string) => (await (await getDb()).select().from(propostas).where(eq(propostas.id, id)))[0];
const kinds = async (id: string) =>
  (await (await getDb()).select().from(timeline).where(eq(timeline.assuntoId, id))).map((e) => e.tipo).sort();

async function created(overrides: Record<string, unknown> = {}) {
  const result = await createProposal(form(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = { tipo: 'staff', usuarioId: staff.id, nome: 'Equipe Teste' };
});

beforeEach(() => vi.mocked(revalidatePath).mockClear());

afterAll(async () => {
  const db = await getDb();
  const mine = await db
    .select({ id: propostas.id })
    .from(propostas)
    .where(like(propostas.busca, `%${marker}%`));
  if (mine.length) {
    await db.delete(timeline).where(
      inArray(
        timeline.assuntoId,
        mine.map((p) => p.id),
      ),
    );
    await db.delete(propostas).where(
      inArray(
        propostas.id,
        mine.map((p) => p.id),
      ),
    );
  }
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await db.delete(landingPages).where(like(landingPages.urlSlug, `${marker}%`));
  await staff.cleanup();
});

describe('sending a proposal (send-proposal.ts)', () => {
  it('writes the status and one proposal.sent entry, once', async () => {
    const { id, slug } = await created();
    const first = await inTx((db) => sendProposal(db, actor, id));
    expect(first.events).toEqual([{ type: 'proposal.sent', proposalId: id, slug, clienteId: null }]);
    expect((await stored(id)).status).toBe('enviada');
    const again = await inTx((db) => sendProposal(db, actor, id));
    expect(again.events).toEqual([]);
    expect(await kinds(id)).toEqual(['proposal.created', 'proposal.sent']);
    const [sent] = await (
      await getDb()
    )
      .select()
      .from(timeline)
      .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, 'proposal.sent')));
    expect(sent).toMatchObject({ visivelCliente: true, atorTipo: 'staff', atorUsuarioId: staff.id });
  });

  it('is the one way to "enviada": created as sent, then saved again as sent, gives one entry', async () => {
    const { id, slug } = await created({ status: 'enviada' });
    expect((await stored(id)).status).toBe('enviada');
    expect(await updateProposal({ ...form({ status: 'enviada', slug }), id })).toMatchObject({ ok: true });
    expect(await kinds(id)).toEqual(['proposal.created', 'proposal.sent']);
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain(`/proposta/${slug}`);
  });

  it('refuses an accepted proposal and an unknown one, changing nothing', async () => {
    const { id, slug } = await created();
    await inTx((db) => acceptProposal(db, { slug, nome: 'Maria Souza', email: 'maria@x.com.br', ip: '203.0.113.1' }));
    await expect(inTx((db) => sendProposal(db, actor, id))).rejects.toThrow(m.proposals.toasts.alreadyAccepted);
    expect((await stored(id)).status).toBe('aceita');
    await expect(inTx((db) => sendProposal(db, actor, randomUUID()))).rejects.toThrow(m.proposals.toasts.notFoundText);
    expect(await kinds(id)).toEqual(['proposal.accepted', 'proposal.created']);
  });
});

describe('an accepted proposal keeps its payment plan', () => {
  it('refuses a changed plan with its message and keeps the stored one; the same plan, or none, still saves', async () => {
    const { id, slug } = await created({ planoPagamento: plan(30) });
    const accepted = await inTx((db) =>
      acceptProposal(db, { slug, nome: 'Maria Souza', email: 'maria@x.com.br', ip: '203.0.113.2' }),
    );
    expect(accepted.events).toEqual([
      { type: 'proposal.accepted', proposalId: id, slug, clienteId: null, at: new Date(accepted.row.aceitaEm) },
    ]);
    const edit = { ...form({ status: 'aceita', slug }), id };
    expect(await updateProposal({ ...edit, planoPagamento: plan(50) })).toEqual({ ok: false, error: a.planLocked });
    expect(await updateProposal({ ...edit, planoPagamento: null })).toEqual({ ok: false, error: a.planLocked });
    expect((await stored(id)).planoPagamento).toEqual(plan(30));
    expect(await updateProposal({ ...edit, nome: `Site revisto ${marker}`, planoPagamento: plan(30) })).toMatchObject({
      ok: true,
    });
    expect(await updateProposal({ ...edit, nome: `Site sem plano ${marker}` })).toMatchObject({ ok: true });
    expect((await stored(id)).planoPagamento).toEqual(plan(30));
  });

  it('reads an accepted proposal without a plan as the default one the form shows', async () => {
    const { id, slug } = await created();
    await inTx((db) => acceptProposal(db, { slug, nome: 'Maria Souza', email: 'maria@x.com.br', ip: '203.0.113.3' }));
    const edit = { ...form({ status: 'aceita', slug }), id };
    expect(await updateProposal({ ...edit, planoPagamento: plan(50) })).toMatchObject({ ok: true });
    expect(await updateProposal({ ...edit, planoPagamento: plan(40) })).toEqual({ ok: false, error: a.planLocked });
  });

  it('lets a proposal not yet accepted change its plan', async () => {
    const { id, slug } = await created({ planoPagamento: plan(30) });
    expect(await updateProposal({ ...form({ slug }), id, planoPagamento: plan(60) })).toMatchObject({ ok: true });
    expect((await stored(id)).planoPagamento).toEqual(plan(60));
  });
});

describe('creating proposals (create-proposal.ts)', () => {
  it('duplicates with the same client, content and plan, through the same writer', async () => {
    const client = await createClient({
      nome: `Cliente ${marker}`,
      email: '',
      telefone: '',
      documento: '',
      endereco: '',
      observacoes: '',
    });
    if (!client.ok) throw new Error(client.error);
    const source = await created({ clienteId: client.data.id, planoPagamento: plan(30) });
    const copy = await duplicateProposal({ id: source.id });
    if (!copy.ok) throw new Error(copy.error);
    expect(await stored(copy.data.id)).toMatchObject({
      clienteId: client.data.id,
      planoPagamento: plan(30),
      status: 'pendente',
      busca: expect.stringContaining(marker),
    });
    expect(await kinds(copy.data.id)).toEqual(['proposal.created']);
  });

  it('seeds many proposals (the bulk variant) with the slug rule, search text and a dated entry', async () => {
    const dataCriacao = new Date('2025-03-01T12:00:00Z');
    const seeded = await inTx((db) =>
      createProposals(db, actor, [
        { nome: `Semente ${marker}`, cliente: 'Empório', conteudo, dataCriacao },
        { nome: `Outra ${marker}`, cliente: 'Empório', conteudo, slug: `${marker}-digitado` },
      ]),
    );
    const [one, two] = seeded.row;
    expect(one.slug).toMatch(new RegExp(`^semente-${marker}-[a-z0-9]{6}$`));
    expect(two.slug).toMatch(new RegExp(`^${marker}-digitado-[a-z0-9]{6}$`));
    expect((await stored(one.id)).busca).toBe(`semente ${marker} emporio`);
    const [entry] = await (await getDb()).select().from(timeline).where(eq(timeline.assuntoId, one.id));
    expect(entry.createdAt.toISOString()).toBe(dataCriacao.toISOString());
    expect(seeded.events.map((e) => e.type)).toEqual(['proposal.created', 'proposal.created']);
  });
});

describe('landing pages (create-landing-page.ts, update-landing-page.ts)', () => {
  const preset = landingPreset('sites-profissionais', 'https://wa.me/5511987654321')!;
  const page = (urlSlug: string): TLandingPageForm => ({
    nome: `Página ${marker}`,
    urlSlug,
    descricao: preset.descricao,
    status: 'rascunho',
    templateUsado: 'sites-profissionais',
    conteudo: preset.conteudo as TLandingPageForm['conteudo'],
    corPrimaria: '#2563eb',
    corSecundaria: '#1e3a8a',
    fonte: 'Inter',
  });

  it('puts the previous slug in the event when the slug changes, and owns the page by its creator', async () => {
    const made = await inTx((db) => createLandingPage(db, actor, page(`${marker}-a`)));
    expect(made.events).toEqual([{ type: 'landingPage.created', landingPageId: made.row.id, slug: `${marker}-a` }]);
    const [row] = await (await getDb()).select().from(landingPages).where(eq(landingPages.id, made.row.id));
    expect(row.userId).toBe(staff.id);
    const moved = await inTx((db) => updateLandingPage(db, made.row.id, page(`${marker}-b`)));
    expect(moved.events).toEqual([
      { type: 'landingPage.updated', landingPageId: made.row.id, slug: `${marker}-b`, previousSlug: `${marker}-a` },
    ]);
    const kept = await inTx((db) => updateLandingPage(db, made.row.id, page(`${marker}-b`)));
    expect(kept.events).toEqual([
      { type: 'landingPage.updated', landingPageId: made.row.id, slug: `${marker}-b`, previousSlug: `${marker}-b` },
    ]);
  });

  it('refuses a slug in use and an unknown page with their messages', async () => {
    await inTx((db) => createLandingPage(db, actor, page(`${marker}-c`)));
    await expect(inTx((db) => createLandingPage(db, actor, page(`${marker}-c`)))).rejects.toThrow(
      m.landingPages.validation.urlSlugInUse,
    );
    await expect(inTx((db) => updateLandingPage(db, randomUUID(), page(`${marker}-d`)))).rejects.toThrow(
      m.landingPages.validation.notFound,
    );
  });
});
