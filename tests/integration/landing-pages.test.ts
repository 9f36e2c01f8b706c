import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as beacon } from '@/app/api/beacons/landing-page/route';
import { landingPreset } from '@/lib/landing-pages/presets';
import { m } from '@/lib/messages';
import type { TLandingPageFormInput } from '@/lib/validation/landing-pages';
import { SESSION_EXPIRED } from '@/server/action';
import { signIn } from '@/server/auth/actions';
import { getDb } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';
import { createLandingPage, updateLandingPage } from '@/server/landing-pages/actions';
import { countLandingEvent } from '@/server/landing-pages/counters';
import { getPublicLandingPage } from '@/server/landing-pages/public';
import { getLandingPage, listLandingPages } from '@/server/landing-pages/queries';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const marker = `lp${randomUUID().slice(0, 8)}`;
const v = m.landingPages.validation;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function form(overrides: Partial<TLandingPageFormInput> = {}): TLandingPageFormInput {
  const preset = landingPreset('sites-profissionais', 'https://wa.me/5511987654321')!;
  return {
    nome: `Campanha ${marker}`,
    urlSlug: `${marker}-campanha`,
    descricao: preset.descricao,
    status: 'rascunho',
    templateUsado: 'sites-profissionais',
    conteudo: preset.conteudo,
    corPrimaria: '#2563EB',
    corSecundaria: '#1e3a8a',
    fonte: 'Poppins',
    ...overrides,
  };
}

function beaconRequest(slug: string, event: 'view' | 'conversion', headers: Record<string, string> = {}) {
  return new NextRequest('http://localhost/api/beacons/landing-page', {
    method: 'POST',
    body: JSON.stringify({ slug, event }),
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_UA,
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

async function counters(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ v: landingPages.visualizacoes, c: landingPages.conversoes })
    .from(landingPages)
    .where(eq(landingPages.id, id));
  return row;
}

/** Back to this file's own staff member (its pages are listed by owner). */
async function signInAgain() {
  resetRequest(`10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const result = await signIn({ email: staff.email, password: staff.password });
  if (!result.ok) throw new Error(result.error);
}

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
beforeAll(async () => {
  staff = await signInAsNewStaff();
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(landingPages).where(like(landingPages.urlSlug, `${marker}%`));
  await staff.cleanup();
});

describe('landing pages (document 001 §2.13–§2.15, §4, §5, §7; D7)', () => {
  let id: string;

  it('creates a page owned by the signed-in user, with its content, colours and font', async () => {
    const result = await createLandingPage(form({ nome: `  Campanha ${marker}  ` }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    id = result.data.id;
    const stored = await getLandingPage(id);
    expect(stored).toMatchObject({
      nome: `Campanha ${marker}`,
      urlSlug: `${marker}-campanha`,
      status: 'rascunho',
      corPrimaria: '#2563eb',
      fonte: 'Poppins',
    });
    expect(stored?.conteudo.secoes.length).toBeGreaterThanOrEqual(3);
    expect(stored?.conteudo.cta_text).toBe('Solicitar orçamento grátis');
    const list = await listLandingPages();
    expect(list.rows.map((r) => r.id)).toContain(id);
    expect(list.rows.find((r) => r.id === id)).toMatchObject({
      visualizacoes: 0,
      conversoes: 0,
      templateUsado: 'sites-profissionais',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/landing-pages');
    expect(revalidatePath).toHaveBeenCalledWith(`/lp/${marker}-campanha`);
  });

  it('defaults an empty CTA text to "Saiba Mais"', async () => {
    const result = await createLandingPage(
      form({ urlSlug: `${marker}-padrao`, conteudo: { ...form().conteudo, cta_text: '  ' } }),
    );
    if (!result.ok) throw new Error(result.error);
    expect((await getLandingPage(result.data.id))?.conteudo.cta_text).toBe('Saiba Mais');
  });

  it('refuses bad input with clear messages and saves nothing', async () => {
    const before = (await listLandingPages()).total;
    expect(await createLandingPage(form({ nome: ' ', urlSlug: `${marker}-x1` }))).toMatchObject({
      ok: false,
      error: v.nome,
    });
    expect(await createLandingPage(form({ urlSlug: '' }))).toMatchObject({ ok: false, error: v.urlSlug });
    expect(await createLandingPage(form({ urlSlug: `${marker} com espaço` }))).toMatchObject({
      ok: false,
      error: v.urlSlugPattern,
    });
    expect(await createLandingPage(form({ urlSlug: `${marker}-x2`, corPrimaria: 'azul' }))).toMatchObject({
      ok: false,
      error: v.cor,
      fieldErrors: { corPrimaria: v.cor },
    });
    expect(await createLandingPage(form({ urlSlug: `${marker}-x3`, fonte: 'Comic Sans' as never }))).toMatchObject({
      ok: false,
      error: v.fonte,
    });
    const script = await createLandingPage(
      form({ urlSlug: `${marker}-x4`, conteudo: { ...form().conteudo, cta_url: 'javascript:alert(1)' } }),
    );
    expect(script).toMatchObject({ ok: false, error: v.link, fieldErrors: { 'conteudo.cta_url': v.link } });
    expect((await listLandingPages()).total).toBe(before);
  });

  it('refuses a slug already in use, on create and on update', async () => {
    expect(await createLandingPage(form())).toMatchObject({ ok: false, error: v.urlSlugInUse });
    const other = await createLandingPage(form({ nome: `Outra ${marker}`, urlSlug: `${marker}-outra` }));
    if (!other.ok) throw new Error(other.error);
    expect(await updateLandingPage({ ...form({ urlSlug: `${marker}-campanha` }), id: other.data.id })).toMatchObject({
      ok: false,
      error: v.urlSlugInUse,
    });
    // Its own slug is not "in use" by itself.
    expect(
      await updateLandingPage({ ...form({ nome: `Outra ${marker}`, urlSlug: `${marker}-outra` }), id: other.data.id }),
    ).toMatchObject({ ok: true });
  });

  it('updates every field by id, keeps the owner, and revalidates the old and new public paths', async () => {
    const result = await updateLandingPage({
      ...form({
        nome: `Campanha nova ${marker}`,
        urlSlug: `${marker}-campanha-nova`,
        status: 'publicada',
        templateUsado: 'site-barato',
        fonte: 'Roboto',
      }),
      id,
    });
    expect(result).toMatchObject({
      ok: true,
      data: { id, urlSlug: `${marker}-campanha-nova`, previousSlug: `${marker}-campanha` },
    });
    expect(await getLandingPage(id)).toMatchObject({
      nome: `Campanha nova ${marker}`,
      status: 'publicada',
      templateUsado: 'site-barato',
      fonte: 'Roboto',
    });
    expect(revalidatePath).toHaveBeenCalledWith(`/lp/${marker}-campanha`);
    expect(revalidatePath).toHaveBeenCalledWith(`/lp/${marker}-campanha-nova`);
    expect((await listLandingPages()).rows.some((r) => r.id === id)).toBe(true);
    expect(await updateLandingPage({ ...form({ urlSlug: `${marker}-fantasma` }), id: randomUUID() })).toMatchObject({
      ok: false,
      error: v.notFound,
    });
  });

  it('shows only publicada pages publicly, reading only what the page shows', async () => {
    const slug = `${marker}-campanha-nova`;
    const shown = await getPublicLandingPage(slug);
    expect(shown).toMatchObject({ nome: `Campanha nova ${marker}`, templateUsado: 'site-barato' });
    expect(shown).not.toHaveProperty('visualizacoes');
    expect(shown).not.toHaveProperty('userId');
    for (const status of ['rascunho', 'pausada', 'arquivada'] as const) {
      await updateLandingPage({ ...form({ urlSlug: slug, status }), id });
      expect(await getPublicLandingPage(slug)).toBeNull();
    }
    expect(await getPublicLandingPage(`${marker}-nao-existe`)).toBeNull();
    await updateLandingPage({ ...form({ urlSlug: slug, status: 'publicada' }), id });
    expect(await getPublicLandingPage(slug)).not.toBeNull();
  });

  it('lists only the signed-in user’s pages, newest first', async () => {
    const mine = (await listLandingPages()).rows.filter((r) => r.urlSlug.startsWith(marker));
    expect(mine[0].urlSlug).toBe(`${marker}-outra`);
    const colleague = await signInAsNewStaff();
    try {
      expect((await listLandingPages()).rows.filter((r) => r.urlSlug.startsWith(marker))).toHaveLength(0);
    } finally {
      await colleague.cleanup();
      await signInAgain();
    }
  });

  it('refuses anonymous callers', async () => {
    resetRequest();
    expect(await createLandingPage(form({ urlSlug: `${marker}-anonimo` }))).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await updateLandingPage({ ...form(), id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listLandingPages()).rejects.toThrow();
    await expect(getLandingPage(id)).rejects.toThrow();
    await signInAgain();
  });

  it('counts 500 concurrent views as exactly 500 (D7: atomic increments)', async () => {
    const slug = `${marker}-campanha-nova`;
    await Promise.all(Array.from({ length: 500 }, () => countLandingEvent(slug, 'view')));
    expect(await counters(id)).toEqual({ v: 500, c: 0 });
  });

  it('counts a conversion per CTA click, and skips bots, prefetches, staff and unpublished pages', async () => {
    const slug = `${marker}-campanha-nova`;
    await beacon(beaconRequest(slug, 'conversion'));
    await beacon(beaconRequest(slug, 'view', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }));
    await beacon(beaconRequest(slug, 'view', { 'sec-purpose': 'prefetch;prerender' }));
    await beacon(beaconRequest(slug, 'view', { 'next-router-prefetch': '1' }));
    await beacon(beaconRequest(slug, 'view', { cookie: 'better-auth.session_token=abc' }));
    expect(
      (
        await beacon(
          new NextRequest('http://localhost/api/beacons/landing-page', {
            method: 'POST',
            body: 'nada',
            headers: { origin: 'http://localhost:3000' },
          }),
        )
      ).status,
    ).toBe(204);
    expect(await counters(id)).toEqual({ v: 500, c: 1 });
    const draft = (await listLandingPages()).rows.find((r) => r.urlSlug === `${marker}-outra`)!;
    await beacon(beaconRequest(draft.urlSlug, 'view'));
    expect(await counters(draft.id)).toEqual({ v: 0, c: 0 });
  });
});
