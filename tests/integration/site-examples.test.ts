import { eq } from 'drizzle-orm';
import { revalidatePath, revalidateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_TEXT } from '@/content/hero';
import { m } from '@/lib/messages';
import { SITE_CONTENT_TAG } from '@/lib/site/cache-tags';
import { defaultSiteContent, readSiteContent, SITE_SECTION } from '@/lib/site/content';
import type { THeroTextForm } from '@/lib/site/forms';
import { visibleProjects } from '@/lib/site/public';
import { firstRunChecklist } from '@/server/overview/checklist';
import { getDb } from '@/server/platform/db/client';
import { configuracoes } from '@/server/platform/db/schema';
import {
  hideExampleProjects,
  markSiteReviewed,
  saveHeroText,
  saveSiteProject,
  setSiteProjectHidden,
} from '@/server/site/actions';
import { storedSiteValue } from '@/server/site/read-site-content';
import { loadSiteContent } from '@/server/site/save-site-content';
import { signInAsNewStaff } from '../support/staff';

const v = m.siteSettings.validation;
const forbidden = m.team.errors.forbidden;

/** Every hero line the agency's own, the second statistic hidden. */
const agencyHero: THeroTextForm = {
  eyebrow: 'Estúdio digital em Niterói',
  title: 'Fazemos',
  titleEnd: 'para o comércio do bairro',
  subtitle: 'Sites rápidos, feitos por gente daqui, com suporte por WhatsApp.',
  stats: [
    { value: '35', label: 'lojas atendidas', hidden: false },
    { value: 'até 20 dias úteis', label: 'para o site no ar', hidden: true },
    { value: '6 meses', label: 'de suporte', hidden: false },
  ],
};

const siteRow = async () =>
  (await (await getDb()).select().from(configuracoes).where(eq(configuracoes.secao, SITE_SECTION)))[0];

/**
 * What the public pages read (server/site/read-site-content.ts): the same query, without Next's data cache, which
 * needs a Next server (the save's revalidation of that cache is checked through the recorders).
 */
const getSiteContent = async () => readSiteContent(await storedSiteValue(await getDb()));

const siteItem = async () => (await firstRunChecklist(await getDb()))?.find((i) => i.item === 'site')?.done;

describe('the example projects and the hero lines (D260–D262)', () => {
  let signedIn: { id: string; cleanup: () => Promise<void> } | null = null;
  const as = async (role: 'owner' | 'admin' | 'member') => {
    await signedIn?.cleanup();
    signedIn = await signInAsNewStaff(role);
    return signedIn;
  };
  beforeEach(async () => {
    await (await getDb()).delete(configuracoes).where(eq(configuracoes.secao, SITE_SECTION));
    vi.mocked(revalidateTag).mockClear();
    vi.mocked(revalidatePath).mockClear();
  });
  afterEach(async () => {
    await signedIn?.cleanup();
    signedIn = null;
  });

  it("hides every example in one action; the home's data then shows none, and the agency's projects stay", async () => {
    const admin = await as('admin');
    const own = await saveSiteProject({
      id: '',
      title: 'Padaria Pão Quente',
      description: 'Site com cardápio e encomendas pelo WhatsApp.',
      client: 'Padaria Pão Quente',
      year: 2026,
      tags: ['site-institucional'],
      detailedDescription: '',
      technologies: 'Next.js',
      features: '',
      achievements: '',
      websiteUrl: '',
      images: [],
      hidden: false,
    });
    expect(own).toEqual({ ok: true, data: { id: '22' } });
    // A built-in project the agency rewrote is its own, no example any more.
    const rewritten = { ...defaultSiteContent().projects[2], title: 'Nosso e-commerce de verdade' };
    expect(
      (
        await saveSiteProject({
          ...rewritten,
          technologies: rewritten.technologies.join(', '),
          features: rewritten.features.join('\n'),
          achievements: rewritten.achievements.join('\n'),
        })
      ).ok,
    ).toBe(true);
    vi.mocked(revalidateTag).mockClear();

    expect(await hideExampleProjects({})).toEqual({ ok: true, data: { hidden: 20 } });

    const shown = visibleProjects(await getSiteContent());
    expect(shown.map((p) => p.id)).toEqual(['22', rewritten.id]);
    const saved = await loadSiteContent(await getDb());
    expect(saved.projects).toHaveLength(22);
    expect(saved.projects.filter((p) => p.hidden)).toHaveLength(20);
    // One save: one revalidation of the public pages, and the row records who saved it (as every settings save).
    expect(vi.mocked(revalidateTag).mock.calls.filter(([tag]) => tag === SITE_CONTENT_TAG)).toHaveLength(1);
    expect(revalidatePath).toHaveBeenCalledWith('/');
    expect((await siteRow())?.updatedBy).toBe(admin.id);

    // Hidden, not removed: one comes back with Mostrar, and the action hides it again.
    expect((await setSiteProjectHidden({ id: '1', hidden: false })).ok).toBe(true);
    expect(await hideExampleProjects({})).toEqual({ ok: true, data: { hidden: 1 } });
  });

  it("is the owner's too, and refuses when no example shows, changing nothing", async () => {
    const owner = await as('owner');
    expect(await hideExampleProjects({})).toEqual({ ok: true, data: { hidden: 21 } });
    expect(visibleProjects(await getSiteContent())).toEqual([]);
    const before = await siteRow();
    vi.mocked(revalidateTag).mockClear();
    expect(await hideExampleProjects({})).toMatchObject({ ok: false, error: v.noExamples });
    expect((await siteRow())?.updatedAt).toEqual(before?.updatedAt);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(before?.updatedBy).toBe(owner.id);
  });

  it('refuses a member, a signed-out visitor and input that is not the form, and changes nothing', async () => {
    await as('member');
    expect(await hideExampleProjects({})).toEqual({ ok: false, error: forbidden });
    expect(await saveHeroText(agencyHero)).toEqual({ ok: false, error: forbidden });
    expect(await markSiteReviewed({})).toEqual({ ok: false, error: forbidden });
    await signedIn?.cleanup();
    signedIn = null;
    expect((await hideExampleProjects({})).ok).toBe(false);
    expect((await saveHeroText(agencyHero)).ok).toBe(false);
    expect((await markSiteReviewed({})).ok).toBe(false);
    await as('admin');
    expect(await hideExampleProjects('todos' as never)).toMatchObject({ ok: false, error: 'Dados inválidos.' });
    expect(await markSiteReviewed(null as never)).toMatchObject({ ok: false, error: 'Dados inválidos.' });
    expect(await siteRow()).toBeUndefined();
    expect(visibleProjects(await getSiteContent())).toHaveLength(21);
  });

  it('saves every hero line and hides a statistic; the home reads them', async () => {
    const admin = await as('admin');
    expect(await saveHeroText(agencyHero)).toEqual({ ok: true, data: { ok: true } });
    const content = await getSiteContent();
    expect(content.hero).toEqual(agencyHero);
    expect(content.heroSaved).toBe(true);
    expect(content.hero.stats.filter((s) => !s.hidden).map((s) => s.value)).toEqual(['35', '6 meses']);
    expect(revalidateTag).toHaveBeenCalledWith(SITE_CONTENT_TAG, { expire: 0 });
    expect((await siteRow())?.updatedBy).toBe(admin.id);
    // The other parts stay as they were.
    expect(content.heroPhrases).toEqual(defaultSiteContent().heroPhrases);
    expect(content.projects).toEqual(defaultSiteContent().projects);
  });

  it('refuses bad hero input in Portuguese and changes nothing', async () => {
    await as('owner');
    expect(await saveHeroText({ ...agencyHero, title: 'x'.repeat(41) })).toMatchObject({
      ok: false,
      error: v.heroTitle,
    });
    expect(await saveHeroText({ ...agencyHero, subtitle: '' })).toMatchObject({ ok: false, error: v.heroSubtitle });
    expect(await saveHeroText({ ...agencyHero, stats: agencyHero.stats.slice(0, 2) })).toMatchObject({
      ok: false,
      error: v.heroStats,
    });
    const stats = agencyHero.stats.map((s, i) => (i === 1 ? { ...s, label: '' } : s));
    expect(await saveHeroText({ ...agencyHero, stats })).toMatchObject({ ok: false, error: v.heroStatLabel });
    expect(await siteRow()).toBeUndefined();
    expect((await getSiteContent()).hero).toEqual(HERO_TEXT);
  });

  it('keeps "Revisar portfólio e página inicial" to do until the examples are gone and the hero saved', async () => {
    await as('owner');
    expect(await siteItem()).toBe(false);
    expect((await hideExampleProjects({})).ok).toBe(true);
    expect(await siteItem()).toBe(false);
    expect((await saveHeroText(agencyHero)).ok).toBe(true);
    expect(await siteItem()).toBe(true);
    // Showing an example again reopens the item.
    expect((await setSiteProjectHidden({ id: '5', hidden: false })).ok).toBe(true);
    expect(await siteItem()).toBe(false);
  });

  it('ticks the item when the agency marks the review done, keeping the examples', async () => {
    await as('admin');
    expect(await markSiteReviewed({})).toEqual({ ok: true, data: { ok: true } });
    expect(await siteItem()).toBe(true);
    expect(visibleProjects(await getSiteContent())).toHaveLength(21);
    expect((await getSiteContent()).reviewed).toBe(true);
  });
});
