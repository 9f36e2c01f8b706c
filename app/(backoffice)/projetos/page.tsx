import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProjectBoard } from '@/components/projects/board/project-board';
import { todayInSaoPaulo } from '@/lib/format';
import { requireStaff } from '@/server/auth/session';
import { listBoardProjects } from '@/server/projects/queries';

export const metadata: Metadata = { title: 'Gestão de Projetos' };

/** Document 000 §2.6: the project board. The search lives in the URL (?q=) and is applied in SQL. */
type SearchParams = Promise<{ q?: string | string[] }>;

export default async function ProjetosPage({ searchParams }: { searchParams: SearchParams }) {
  const { q } = await searchParams;
  const query = typeof q === 'string' ? q.slice(0, 100) : '';
  await requireStaff(query ? `/projetos?q=${encodeURIComponent(query)}` : '/projetos');
  const t = await getTranslations('projects');
  const data = await listBoardProjects({ q: query }).catch((error: unknown) => {
    console.error('[projetos] board load failed', error);
    return null;
  });

  return (
    <section aria-labelledby="projects-title" className="grid gap-5">
      <div>
        <h1 id="projects-title" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {data === null ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t('loadError')}
        </p>
      ) : (
        // D6: the São Paulo day is fixed on the server so that server and browser count the same days.
        <ProjectBoard data={data} today={todayInSaoPaulo()} query={query} />
      )}
    </section>
  );
}
