'use server';

import { and, eq, ne } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { type TLandingPageForm, ZLandingPageForm, ZLandingPageUpdate } from '@/lib/validation/landing-pages';
import { ActionError, staffAction } from '@/server/platform/action';
import type { Db } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';

const v = m.landingPages.validation;

function columns(input: TLandingPageForm) {
  return {
    nome: input.nome,
    urlSlug: input.urlSlug,
    descricao: input.descricao,
    status: input.status,
    templateUsado: input.templateUsado,
    conteudo: input.conteudo,
    corPrimaria: input.corPrimaria,
    corSecundaria: input.corSecundaria,
    fonte: input.fonte,
  };
}

/** A slug already in use is refused with a clear message (issue 12); the unique index settles races. */
async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const taken = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(
      exceptId ? and(eq(landingPages.urlSlug, slug), ne(landingPages.id, exceptId)) : eq(landingPages.urlSlug, slug),
    )
    .limit(1);
  if (taken.length) throw new ActionError(v.urlSlugInUse);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionError(v.urlSlugInUse);
    throw error;
  }
}

/** Document 001 §2.14, §7: insert with user_id of the signed-in user. */
export const createLandingPage = staffAction(
  {
    name: 'createLandingPage',
    role: 'member',
    schema: ZLandingPageForm,
    errorMessage: m.landingPages.toasts.saveErrorText,
    revalidate: ['/landing-pages'],
  },
  async (input, { db, user }) => {
    await assertSlugFree(db, input.urlSlug);
    const [row] = await guardSlug(() =>
      db
        .insert(landingPages)
        .values({ ...columns(input), userId: user.id })
        .returning({ id: landingPages.id, urlSlug: landingPages.urlSlug }),
    );
    return row;
  },
  // A visit before the page existed may have cached its 404.
  { revalidate: (row) => [`/lp/${row.urlSlug}`] },
);

/**
 * Update by id with the same fields. The owner stays the one who created it, so that a colleague's edit
 * does not move the page out of its owner's list. The old and new public paths are revalidated.
 */
export const updateLandingPage = staffAction(
  {
    name: 'updateLandingPage',
    role: 'member',
    schema: ZLandingPageUpdate,
    errorMessage: m.landingPages.toasts.saveErrorText,
    revalidate: ['/landing-pages'],
  },
  async ({ id, ...input }, { db }) => {
    const [current] = await db
      .select({ urlSlug: landingPages.urlSlug })
      .from(landingPages)
      .where(eq(landingPages.id, id))
      .for('update');
    if (!current) throw new ActionError(v.notFound);
    await assertSlugFree(db, input.urlSlug, id);
    const [row] = await guardSlug(() =>
      db
        .update(landingPages)
        .set({ ...columns(input as TLandingPageForm), updatedAt: new Date() })
        .where(eq(landingPages.id, id))
        .returning({ id: landingPages.id, urlSlug: landingPages.urlSlug }),
    );
    return { ...row, previousSlug: current.urlSlug };
  },
  { revalidate: (row) => [...new Set([`/lp/${row.urlSlug}`, `/lp/${row.previousSlug}`])] },
);
