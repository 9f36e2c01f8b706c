import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';

/**
 * What decides whether a contract's PDF changed, read cheaply before rendering it (D48):
 * every edit moves updated_at, a new version moves versao, signing sets assinado_em.
 */
export async function contractPdfVersion(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: contratos.id,
      slug: contratos.slug,
      versao: contratos.versao,
      status: contratos.status,
      updatedAt: contratos.updatedAt,
      assinadoEm: contratos.assinadoEm,
    })
    .from(contratos)
    .where(eq(contratos.id, id));
  return row ?? null;
}
