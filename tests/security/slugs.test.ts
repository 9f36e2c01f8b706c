import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { createProposal, updateProposal } from '@/server/proposals/actions';
import { signInAsNewStaff } from '../support/staff';
import { marker as newMarker, proposalForm } from './helpers';

/** D47: a proposal link is its only secret. */
const tag = newMarker();
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  staff = await signInAsNewStaff();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(propostas).where(like(propostas.nome, `%${tag}%`));
  await staff.cleanup();
});

describe('proposal links (D47)', () => {
  it('are made without Math.random', async () => {
    const random = vi.spyOn(Math, 'random');
    const created = await createProposal(proposalForm(tag));
    expect(created.ok).toBe(true);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('get a random suffix when staff type a guessable slug, and keep it once shared', async () => {
    const typed = `padaria-${tag}-centro`;
    const created = await createProposal(proposalForm(tag, { slug: typed }));
    if (!created.ok) throw new Error(created.error);
    expect(created.data.slug).toMatch(new RegExp(`^${typed}-[a-z0-9]{6}$`));
    // Saving again with the slug it now has keeps it (D8).
    const again = await updateProposal({ ...proposalForm(tag, { slug: created.data.slug }), id: created.data.id });
    expect(again).toMatchObject({ ok: true, data: { slug: created.data.slug } });
    // A slug that already ends in a random part is kept as typed.
    const own = await createProposal(proposalForm(tag, { slug: `site-${tag}-x7k2p9` }));
    expect(own).toMatchObject({ ok: true, data: { slug: `site-${tag}-x7k2p9` } });
  });
});
