import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { coerceConteudo } from '@/lib/landing-pages/content';
import { LIST_STEP } from '@/lib/list-limit';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';

export type LandingPageRow = {
  id: string;
  nome: string;
  urlSlug: string;
  descricao: string;
  status: string;
  templateUsado: string;
  visualizacoes: number;
  conversoes: number;
};

/** /landing-pages (document 001 §2.13, §6, §7): the signed-in user's pages, newest first. */
export async function listLandingPages(params: { limit?: number } = {}) {
  const staff = await assertStaff();
  const db = await getDb();
  const mine = eq(landingPages.userId, staff.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: landingPages.id,
        nome: landingPages.nome,
        urlSlug: landingPages.urlSlug,
        descricao: landingPages.descricao,
        status: landingPages.status,
        templateUsado: landingPages.templateUsado,
        visualizacoes: landingPages.visualizacoes,
        conversoes: landingPages.conversoes,
      })
      .from(landingPages)
      .where(mine)
      .orderBy(desc(landingPages.createdAt), desc(landingPages.id))
      .limit(params.limit ?? LIST_STEP),
    db.select({ total: count() }).from(landingPages).where(mine),
  ]);
  return { rows: rows satisfies LandingPageRow[], total };
}

/** The editor's page (select by id, document 001 §7). */
export async function getLandingPage(id: string) {
  await assertStaff();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: landingPages.id,
      nome: landingPages.nome,
      urlSlug: landingPages.urlSlug,
      descricao: landingPages.descricao,
      status: landingPages.status,
      templateUsado: landingPages.templateUsado,
      conteudo: landingPages.conteudo,
      corPrimaria: landingPages.corPrimaria,
      corSecundaria: landingPages.corSecundaria,
      fonte: landingPages.fonte,
    })
    .from(landingPages)
    .where(eq(landingPages.id, id));
  return row ? { ...row, conteudo: coerceConteudo(row.conteudo) } : null;
}
export type EditableLandingPage = NonNullable<Awaited<ReturnType<typeof getLandingPage>>>;
