import type { Metadata } from 'next';
import { TemplatesList } from '@/components/contracts/templates-list';
import { BUILT_IN_TEMPLATES } from '@/content/contract-templates';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { listTemplates } from '@/server/contracts/queries';

export const metadata: Metadata = { title: 'Modelos de Contrato' };

/** Document 001 §2.3. */
export default async function TemplatesPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string; limit?: string }>;
}) {
  const { q, limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff(q ? `/contratos/modelos?q=${encodeURIComponent(q)}` : '/contratos/modelos');
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  const result = await listTemplates({ q: query, limit }).catch((error: unknown) => {
    console.error('[contratos/modelos] list failed', error);
    return null;
  });
  const builtIn = BUILT_IN_TEMPLATES.map(({ id, nome, descricao }) => ({ id, nome, descricao }));
  return <TemplatesList query={query} result={result} limit={limit} builtIn={builtIn} />;
}
