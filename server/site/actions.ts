'use server';

import { m } from '@/lib/messages';
import { moveProject, nextProjectId, type SiteContent, type SiteProject } from '@/lib/site/content';
import {
  ZHeroForm,
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
