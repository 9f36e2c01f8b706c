import { revalidatePath, revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { m } from '@/lib/messages';
import { SITE_CONTENT_TAG, PROPOSAL_WORDING_TAG } from '@/lib/site/cache-tags';
import { defaultSiteContent, SITE_SECTION } from '@/lib/site/content';
import type { TProjectForm } from '@/lib/site/forms';
import { PROPOSTAS_DEFAULTS } from '@/lib/settings/propostas';
import { getDb } from '@/server/platform/db/client';
import { configuracoes } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { saveProposalWordingAction } from '@/server/proposals/wording-actions';
import { loadProposalWording } from '@/server/proposals/wording';
import {
  deleteSiteProject,
  moveSiteProject,
  saveHeroPhrases,
  saveServiceText,
  saveSiteProject,
  savePromoSlides,
  setSiteProjectHidden,
} from '@/server/site/actions';
import { loadSiteContent } from '@/server/site/save-site-content';
import { siteImageKey, storeSiteImage } from '@/server/site/store-image';
import { eq } from 'drizzle-orm';
import { signInAsNewStaff } from '../support/staff';

const v = m.siteSettings.validation;

const newProject = (extra: Partial<TProjectForm> = {}): TProjectForm => ({
  id: '',
  title: 'Padaria Pão Quente',
  description: 'Site com cardápio e encomendas pelo WhatsApp.',
  client: 'Padaria Pão Quente',
  year: 2026,
  tags: ['site-institucional'],
  detailedDescription: 'Um site leve para a padaria do bairro.',
  technologies: 'Next.js, Tailwind CSS',
  features: 'Cardápio\nEncomendas',
  achievements: '',
  websiteUrl: 'https://paoquente.example.com',
  images: [],
  hidden: false,
  ...extra,
});

async function clearSections() {
  const db = await getDb();
  await db.delete(configuracoes).where(eq(configuracoes.secao, SITE_SECTION));
  await db.delete(configuracoes).where(eq(configuracoes.secao, 'propostas'));
}

describe('the public site content (/configuracoes/site)', () => {
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    await clearSections();
    vi.mocked(revalidateTag).mockClear();
    vi.mocked(revalidatePath).mockClear();
    cleanup = (await signInAsNewStaff('admin')).cleanup;
  });
  afterEach(async () => cleanup());

  it("is the documents' content on a new install", async () => {
    expect(await loadSiteContent(await getDb())).toEqual(defaultSiteContent());
    expect(defaultSiteContent().projects).toHaveLength(21);
    expect(defaultSiteContent().heroPhrases).toHaveLength(8);
  });

  it('saves hero phrases, one per line, and revalidates the public pages through the event', async () => {
    const result = await saveHeroPhrases({ frases: 'Sites que vendem\n\n  Lojas virtuais  \n' });
    expect(result.ok).toBe(true);
    expect((await loadSiteContent(await getDb())).heroPhrases).toEqual(['Sites que vendem', 'Lojas virtuais']);
    expect(revalidateTag).toHaveBeenCalledWith(SITE_CONTENT_TAG, { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/');
    expect(revalidatePath).toHaveBeenCalledWith('/servicos/seo-marketing');
  });

  it('refuses bad input in Portuguese and changes nothing', async () => {
    expect(await saveHeroPhrases({ frases: '' })).toEqual(expect.objectContaining({ ok: false, error: v.phrases }));
    expect(await saveHeroPhrases({ frases: 'x'.repeat(61) })).toMatchObject({ ok: false, error: v.phrases });
    const service = {
      slug: 'seo-marketing' as const,
      title: '',
      description: 'd',
      pageTitle: 't',
      pageSubtitle: 's',
      pageDescription: 'p',
    };
    expect(await saveServiceText(service)).toMatchObject({ ok: false, error: v.cardTitle });
    expect(await saveSiteProject(newProject({ tags: [] }))).toMatchObject({ ok: false, error: v.tags });
    expect(await saveSiteProject(newProject({ year: 1800 }))).toMatchObject({ ok: false, error: v.year });
    expect(await saveSiteProject(newProject({ websiteUrl: 'javascript:alert(1)' }))).toMatchObject({
      ok: false,
      error: v.websiteUrl,
    });
    expect(await saveSiteProject(newProject({ images: ['https://elsewhere.example/x.png'] }))).toMatchObject({
      ok: false,
      error: v.images,
    });
    expect(await saveSiteProject(newProject({ id: '999' }))).toMatchObject({ ok: false, error: v.project });
    expect(await savePromoSlides({ slides: [] })).toMatchObject({ ok: false, error: v.promo });
    expect(await loadSiteContent(await getDb())).toEqual(defaultSiteContent());
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("edits a service's card and page texts", async () => {
    const text = {
      title: 'SEO de verdade',
      description: 'Mais visitas do Google.',
      pageTitle: 'Apareça no Google',
      pageSubtitle: 'SEO',
      pageDescription: 'Estratégia completa.',
    };
    expect(await saveServiceText({ slug: 'seo-marketing', ...text })).toMatchObject({ ok: true });
    const content = await loadSiteContent(await getDb());
    expect(content.services['seo-marketing']).toEqual(text);
    expect(content.services['e-commerce']).toEqual(defaultSiteContent().services['e-commerce']);
  });

  it('adds a project with the next id at the top, edits, moves and hides it', async () => {
    const created = await saveSiteProject(newProject());
    expect(created).toMatchObject({ ok: true, data: { id: '22' } });
    let content = await loadSiteContent(await getDb());
    expect(content.projects[0]).toMatchObject({
      id: '22',
      title: 'Padaria Pão Quente',
      technologies: ['Next.js', 'Tailwind CSS'],
      features: ['Cardápio', 'Encomendas'],
      achievements: [],
    });

    expect(await saveSiteProject(newProject({ id: '22', title: 'Padaria Pão Quente 2' }))).toMatchObject({ ok: true });
    expect(await moveSiteProject({ id: '22', direction: 'down' })).toMatchObject({ ok: true });
    content = await loadSiteContent(await getDb());
    expect(content.projects.map((p) => p.id).slice(0, 2)).toEqual(['1', '22']);
    expect(content.projects[1].title).toBe('Padaria Pão Quente 2');

    expect(await setSiteProjectHidden({ id: '22', hidden: true })).toMatchObject({ ok: true });
    expect((await loadSiteContent(await getDb())).projects[1].hidden).toBe(true);
    // A hidden project keeps its id: the next one gets 23.
    expect(await saveSiteProject(newProject())).toMatchObject({ ok: true, data: { id: '23' } });
  });

  it('deletes a project for good, a built-in one included, and refuses one that is not there', async () => {
    expect(await deleteSiteProject({ id: '1' })).toMatchObject({ ok: true, data: { id: '1' } });
    const content = await loadSiteContent(await getDb());
    expect(content.projects).toHaveLength(20);
    expect(content.projects.map((p) => p.id)).not.toContain('1');
    expect(revalidateTag).toHaveBeenCalledWith(SITE_CONTENT_TAG, { expire: 0 });
    expect(await deleteSiteProject({ id: '999' })).toEqual({ ok: false, error: v.project });
    expect(await deleteSiteProject({ id: 'um' })).toMatchObject({ ok: false, error: v.project });
    expect((await loadSiteContent(await getDb())).projects).toHaveLength(20);
  });
});

describe('who may edit the site and the proposal wording (D68)', () => {
  beforeEach(clearSections);

  it('refuses a member and a signed-out visitor, and changes nothing', async () => {
    const member = await signInAsNewStaff('member');
    expect(await saveHeroPhrases({ frases: 'Outra frase' })).toEqual({ ok: false, error: m.team.errors.forbidden });
    expect(await setSiteProjectHidden({ id: '1', hidden: true })).toEqual({
      ok: false,
      error: m.team.errors.forbidden,
    });
    expect(await deleteSiteProject({ id: '1' })).toEqual({ ok: false, error: m.team.errors.forbidden });
    expect(
      await saveProposalWordingAction({
        beneficios: 'a\nb\nc\nd\ne\nf',
        pagamento: 'x',
        parcelasCartao: 3,
        suporte: '',
      }),
    ).toEqual({
      ok: false,
      error: m.team.errors.forbidden,
    });
    await member.cleanup();
    const result = await saveHeroPhrases({ frases: 'Outra frase' });
    expect(result.ok).toBe(false);
    expect(await loadSiteContent(await getDb())).toEqual(defaultSiteContent());
  });
});

describe('the proposal wording (/configuracoes/propostas)', () => {
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    await clearSections();
    vi.mocked(revalidateTag).mockClear();
    cleanup = (await signInAsNewStaff('owner')).cleanup;
  });
  afterEach(async () => cleanup());

  it('saves the texts and revalidates every public proposal', async () => {
    expect(await loadProposalWording(await getDb())).toEqual(PROPOSTAS_DEFAULTS);
    const result = await saveProposalWordingAction({
      beneficios: 'um\ndois\ntrês\nquatro\ncinco\nseis',
      pagamento: 'À vista no PIX\nSuporte de 60 dias',
      parcelasCartao: '10',
      suporte: 'Suporte de 60 dias',
    });
    expect(result).toMatchObject({ ok: true });
    expect(await loadProposalWording(await getDb())).toEqual({
      beneficios: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis'],
      pagamento: ['À vista no PIX', 'Suporte de 60 dias'],
      parcelasCartao: 10,
      suporte: 'Suporte de 60 dias',
    });
    expect(revalidateTag).toHaveBeenCalledWith(PROPOSAL_WORDING_TAG, { expire: 0 });
  });

  it('refuses five benefits in Portuguese', async () => {
    const result = await saveProposalWordingAction({
      beneficios: 'a\nb\nc\nd\ne',
      pagamento: 'x',
      parcelasCartao: 12,
      suporte: '',
    });
    expect(result).toMatchObject({ ok: false, error: m.proposalWording.validation.benefits });
    expect(await loadProposalWording(await getDb())).toEqual(PROPOSTAS_DEFAULTS);
  });
});

describe('storing an uploaded site picture', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();

  it('stores a checked picture as WebP in 480, 960 and 1600 px, never enlarged', async () => {
    const stored = await storeSiteImage(new Uint8Array(await png(1200, 800)));
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const id = stored.path.split('/').pop()!;
    const sizes = await Promise.all(
      [480, 960, 1600].map(async (w) => sharp(Buffer.from(await getStorage().get(siteImageKey(id, w)))).metadata()),
    );
    expect(sizes.map((s) => [s.format, s.width, s.height])).toEqual([
      ['webp', 480, 320],
      ['webp', 960, 640],
      ['webp', 1200, 800],
    ]);
  });

  it('refuses a picture too small, and a file that only claims to be one', async () => {
    expect(await storeSiteImage(new Uint8Array(await png(300, 200)))).toEqual({ ok: false, refusal: 'tooSmall' });
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await storeSiteImage(fake)).toEqual({ ok: false, refusal: 'type' });
  });
});
