import { ArrowLeft, SearchX } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { ProjectEditForm } from '@/components/projects/forms/project-edit-form';
import { Button } from '@/components/ui/button';
import { requireStaff } from '@/server/auth/session';
import { getEditableProject } from '@/server/projects/queries';

export const metadata: Metadata = { title: 'Editar Projeto' };

/** Document 000 §2.7 and D1: /projeto/{id}/editar. */
export default async function EditarProjetoPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/projeto/${id}/editar`);
  const project = await getEditableProject(id);
  if (!project) return <ProjectNotFound />;
  return <ProjectEditForm project={project} />;
}

async function ProjectNotFound() {
  const t = await getTranslations('projects.edit');
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-lg font-semibold">{t('notFound')}</h1>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('notFoundText')}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/projetos">
          <ArrowLeft /> {t('back')}
        </Link>
      </Button>
    </div>
  );
}
