import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { safeContractContent } from '@/lib/contracts/content';
import { getDb } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';

/**
 * What the public page /c/{slug} and its PDF read (D9): the contract's text and the little around it,
 * never the proposal, the description or who made it.
 */
async function readPublicContract(slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      nome: contratos.nome,
      cliente: contratos.cliente,
      status: contratos.status,
      conteudo: contratos.conteudo,
      versao: contratos.versao,
      slug: contratos.slug,
      updatedAt: contratos.updatedAt,
      assinadoEm: contratos.assinadoEm,
    })
    .from(contratos)
    .where(eq(contratos.slug, slug));
  if (!row) return null;
  return {
    ...row,
    conteudo: safeContractContent(row.conteudo),
    updatedAt: row.updatedAt.toISOString(),
    assinadoEm: row.assinadoEm?.toISOString() ?? null,
  };
}

export type PublicContract = NonNullable<Awaited<ReturnType<typeof readPublicContract>>>;

/** Once per request (the page and its metadata share it); the page itself is cached (ISR, like /proposta). */
export const getPublicContract = cache(async (slug: string): Promise<PublicContract | null> =>
  /^[a-z0-9-]{1,100}$/.test(slug) ? readPublicContract(slug) : null,
);
