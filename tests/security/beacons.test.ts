import { eq, like } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as landingBeacon } from '@/app/api/beacons/landing-page/route';
import { POST as proposalBeacon } from '@/app/api/beacons/proposal/route';
import { BEACON_LIMITS } from '@/lib/beacons';
import { landingPreset } from '@/lib/landing-pages/presets';
import { getDb } from '@/server/platform/db/client';
import { landingPages, propostas } from '@/server/platform/db/schema';
import { createLandingPage } from '@/server/landing-pages/actions';
import { createProposal } from '@/server/proposals/actions';
import { resetRequest, setRequestHeader } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';
import { awayFromWindowEdge, beaconRequest, freshAddress, marker as newMarker, proposalForm } from './helpers';

/** D42: view and conversion counters under a flood. */
const tag = newMarker();
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let proposal: { id: string; slug: string };
let landing: { id: string; slug: string };

const post = (handler: typeof landingBeacon, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(new NextRequest(beaconRequest(path, body, headers)));

async function proposalViews() {
  const db = await getDb();
  const [row] = await db.select({ v: propostas.visualizacoes }).from(propostas).where(eq(propostas.id, proposal.id));
  return row.v;
}

async function landingCounts() {
  const db = await getDb();
  const [row] = await db
    .select({ v: landingPages.visualizacoes, c: landingPages.conversoes })
    .from(landingPages)
    .where(eq(landingPages.id, landing.id));
  return row;
}

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const created = await createProposal(proposalForm(tag));
  if (!created.ok) throw new Error(created.error);
  proposal = created.data;
  const slug = `${tag}-lp`;
  const preset = landingPreset('sites-profissionais', 'https://wa.me/5511987654321')!;
  const lp = await createLandingPage({
    nome: `LP ${tag}`,
    urlSlug: slug,
    descricao: preset.descricao,
    status: 'publicada',
    templateUsado: 'sites-profissionais',
    conteudo: preset.conteudo,
    corPrimaria: '#2563EB',
    corSecundaria: '#1e3a8a',
    fonte: 'Poppins',
  });
  if (!lp.ok) throw new Error(lp.error);
  landing = { id: lp.data.id, slug };
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(propostas).where(like(propostas.nome, `%${tag}%`));
  await db.delete(landingPages).where(like(landingPages.urlSlug, `${tag}%`));
  await staff.cleanup();
});

describe('beacons under a flood (D42)', () => {
  it('500 proposal beacons from one address, one browser, add one view', async () => {
    await awayFromWindowEdge(60_000, 15_000);
    resetRequest(freshAddress());
    const responses = await Promise.all(
      Array.from({ length: 500 }, () => post(proposalBeacon, '/api/beacons/proposal', { slug: proposal.slug })),
    );
    expect(responses.filter((r) => r.status === 429).length).toBe(500 - BEACON_LIMITS.perAddressPerMinute);
    expect(await proposalViews()).toBe(1);
  });

  it('500 beacons from one address with a new browser and a forged X-Forwarded-For each time add at most the daily allowance', async () => {
    const address = freshAddress();
    const before = await proposalViews();
    for (let i = 0; i < 500; i++) {
      resetRequest(address);
      setRequestHeader('x-forwarded-for', `10.55.${i >> 8}.${i & 255}`);
      await post(
        proposalBeacon,
        '/api/beacons/proposal',
        { slug: proposal.slug },
        { 'user-agent': `Mozilla/5.0 Chrome/${100 + i}` },
      );
    }
    expect((await proposalViews()) - before).toBe(BEACON_LIMITS.visitorsPerAddressPerPageDay);
  });

  it('counts a landing page view and a conversion once per visitor per day', async () => {
    resetRequest(freshAddress());
    for (let i = 0; i < 5; i++) {
      await post(landingBeacon, '/api/beacons/landing-page', { slug: landing.slug, event: 'view' });
      await post(landingBeacon, '/api/beacons/landing-page', { slug: landing.slug, event: 'conversion' });
    }
    expect(await landingCounts()).toEqual({ v: 1, c: 1 });
  });

  it('refuses beacons from other origins and callers without an Origin, counting nothing', async () => {
    resetRequest(freshAddress());
    const before = await landingCounts();
    expect(
      (
        await post(
          landingBeacon,
          '/api/beacons/landing-page',
          { slug: landing.slug, event: 'view' },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        )
      ).status,
    ).toBe(403);
    expect(
      (await post(proposalBeacon, '/api/beacons/proposal', { slug: proposal.slug }, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    const bare = new NextRequest('http://localhost:3000/api/beacons/landing-page', {
      method: 'POST',
      body: JSON.stringify({ slug: landing.slug, event: 'conversion' }),
    });
    expect((await landingBeacon(bare)).status).toBe(403);
    expect(await landingCounts()).toEqual(before);
  });
});
