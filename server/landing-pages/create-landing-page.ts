import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { TLandingPageForm } from '@/lib/validation/landing-pages';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';

const v = m.landingPages.validation;

export type LandingPageInput = Omit<TLandingPageForm, 'conteudo'> & { conteudo: Record<string, unknown> };
export type WrittenLandingPage = { id: string; urlSlug: string };

/** The editor's columns (document 001 §3); counters and owner are not the form's. */
export function landingColumns(input: LandingPageInput) {
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

/** A slug already in use is refused with a clear message; the unique index settles races (guardSlug). */
export async function assertSlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
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

/** The write itself, with a race lost on the slug's unique index answered as the same message. */
export async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionError(v.urlSlugInUse);
    throw error;
  }
}

const owner = (actor: Actor) => (actor.tipo === 'staff' ? actor.usuarioId : null);
const created = (row: WrittenLandingPage): DomainEvent => ({
  type: 'landingPage.created',
  landingPageId: row.id,
  slug: row.urlSlug,
});

/**
 * A new landing page (document 001 §2.14, §7; D37; D21: the one insert of `landing_pages`), owned by the staff
 * member who creates it. Its event revalidates the public path too: a visit before the page existed may have
 * cached its 404.
 */
export async function createLandingPage(
  db: Db,
  actor: Actor,
  input: LandingPageInput,
): Promise<Written<WrittenLandingPage>> {
  await assertSlugFree(db, input.urlSlug);
  const [row] = await guardSlug(() =>
    db
      .insert(landingPages)
      .values({ ...landingColumns(input), userId: owner(actor) })
      .returning({ id: landingPages.id, urlSlug: landingPages.urlSlug }),
  );
  return { row, events: [created(row)] };
}

/** The bulk variant (seeds): pages with their past counters and dates; the unique index refuses a taken slug. */
export async function createLandingPages(
  db: Db,
  actor: Actor,
  inputs: ReadonlyArray<
    LandingPageInput & { visualizacoes?: number; conversoes?: number; createdAt?: Date; updatedAt?: Date }
  >,
): Promise<Written<WrittenLandingPage[]>> {
  if (inputs.length === 0) return { row: [], events: [] };
  const rows = await db
    .insert(landingPages)
    .values(
      inputs.map((input) => ({
        ...landingColumns(input),
        userId: owner(actor),
        visualizacoes: input.visualizacoes,
        conversoes: input.conversoes,
        createdAt: input.createdAt,
        updatedAt: input.updatedAt ?? input.createdAt,
      })),
    )
    .returning({ id: landingPages.id, urlSlug: landingPages.urlSlug });
  return { row: rows, events: rows.map(created) };
}
