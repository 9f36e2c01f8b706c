'use server';

import { m } from '@/lib/messages';
import { moveProject, nextProjectId, visibleExampleIds, type SiteContent, type SiteProject } from '@/lib/site/content';
import {
  ZHeroForm,
  ZHeroTextForm,
  ZNoInput,
  ZProjectDelete,
  ZProjectForm,
  ZProjectMove,
  ZProjectVisibility,
  ZPromoForm,
  ZServiceForm,
} from '@/lib/site/forms';
import { ActionError, staffAction } from '@/server/action';
import type { Db } from '@/server/platform/db/client';
import type { DomainEvent } from '@/server/events/types';
import { loadSiteContent, saveSiteContent } from './save-site-content';

/**
 * /configuracoes/site (D105): each form changes one part of the site's content and saves the whole section
 * through its writer, whose `settings.updated` event revalidates the public pages (server/events/effects.ts).
 * Admin and owner only, like every settings screen (D68).
 */
const s = m.siteSettings;

async function change(
  db: Db,
  userId: string,
  emit: (events: readonly DomainEvent[]) => void,
  edit: (content: SiteContent) => SiteContent,
): Promise<SiteContent> {
  const written = await saveSiteContent(db, edit(await loadSiteContent(db)), userId);
  emit(written.events);
  return written.row;
}

const findProject = (content: SiteContent, id: string): SiteProject => {
  const project = content.projects.find((p) => p.id === id);
  if (!project) throw new ActionError(s.validation.project);
  return project;
};

export const saveHeroPhrases = staffAction(
  { name: 'saveHeroPhrases', role: 'admin', schema: ZHeroForm, errorMessage: s.saveError },
  async ({ frases }, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => ({ ...c, heroPhrases: frases }));
    return { ok: true };
  },
);

/** The hero's lines and statistics (D261); saving them is the home page's half of the first-run review (D262). */
export const saveHeroText = staffAction(
  { name: 'saveHeroText', role: 'admin', schema: ZHeroTextForm, errorMessage: s.saveError },
  async (hero, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => ({ ...c, hero, heroSaved: true }));
    return { ok: true };
  },
);

/** "Marcar como revisado" (D262): the agency keeps what the site shows, examples or the documents' hero included. */
export const markSiteReviewed = staffAction(
  { name: 'markSiteReviewed', role: 'admin', schema: ZNoInput, errorMessage: s.saveError },
  async (_input, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => ({ ...c, reviewed: true }));
    return { ok: true };
  },
);

export const saveServiceText = staffAction(
  { name: 'saveServiceText', role: 'admin', schema: ZServiceForm, errorMessage: s.saveError },
  async ({ slug, ...text }, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => ({ ...c, services: { ...c.services, [slug]: text } }));
    return { slug };
  },
);

export const savePromoSlides = staffAction(
  { name: 'savePromoSlides', role: 'admin', schema: ZPromoForm, errorMessage: s.saveError },
  async ({ slides }, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => ({ ...c, promo: slides }));
    return { ok: true };
  },
);

/** Creates (empty id: the next free one, at the top of the portfolio) or updates a portfolio project. */
export const saveSiteProject = staffAction(
  { name: 'saveSiteProject', role: 'admin', schema: ZProjectForm, errorMessage: s.saveError },
  async ({ id, ...fields }, { db, user, emit }) => {
    let savedId = id;
    await change(db, user.id, emit, (c) => {
      if (!id) {
        savedId = nextProjectId(c.projects);
        return { ...c, projects: [{ id: savedId, ...fields }, ...c.projects] };
      }
      findProject(c, id);
      return { ...c, projects: c.projects.map((p) => (p.id === id ? { id, ...fields } : p)) };
    });
    return { id: savedId };
  },
);

export const moveSiteProject = staffAction(
  { name: 'moveSiteProject', role: 'admin', schema: ZProjectMove, errorMessage: s.saveError },
  async ({ id, direction }, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => {
      findProject(c, id);
      return { ...c, projects: moveProject(c.projects, id, direction === 'up' ? -1 : 1) };
    });
    return { id };
  },
);

export const setSiteProjectHidden = staffAction(
  { name: 'setSiteProjectHidden', role: 'admin', schema: ZProjectVisibility, errorMessage: s.saveError },
  async ({ id, hidden }, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => {
      findProject(c, id);
      return { ...c, projects: c.projects.map((p) => (p.id === id ? { ...p, hidden } : p)) };
    });
    return { id, hidden };
  },
);

/**
 * Takes a project out of the portfolio for good (the demo projects an agency replaces with its own); hiding keeps
 * it for later. Its images stay in storage, as an edit that drops an image leaves it: nothing else points at them.
 */
export const deleteSiteProject = staffAction(
  { name: 'deleteSiteProject', role: 'admin', schema: ZProjectDelete, errorMessage: s.saveError },
  async ({ id }, { db, user, emit }) => {
    await change(db, user.id, emit, (c) => {
      findProject(c, id);
      return { ...c, projects: c.projects.filter((p) => p.id !== id) };
    });
    return { id };
  },
);

/**
 * "Ocultar todos os exemplos" (D260): hides every example project the site still shows, in one save (one
 * `settings.updated`, one revalidation, the saver recorded on the row as for every settings save). Hidden, not
 * deleted: each comes back with Mostrar, and Excluir stays the way to drop one for good. Refused when none shows.
 */
export const hideExampleProjects = staffAction(
  { name: 'hideExampleProjects', role: 'admin', schema: ZNoInput, errorMessage: s.saveError },
  async (_input, { db, user, emit }) => {
    let hidden = 0;
    await change(db, user.id, emit, (c) => {
      const ids = new Set(visibleExampleIds(c));
      if (ids.size === 0) throw new ActionError(s.validation.noExamples);
      hidden = ids.size;
      return { ...c, projects: c.projects.map((p) => (ids.has(p.id) ? { ...p, hidden: true } : p)) };
    });
    return { hidden };
  },
);
